import type { ResourceDefinition } from '../../define.js';
import { adminTableExporters } from './admin-table-exporters.js';
import { adminTasks } from './admin-tasks.js';
import { callLogs } from './call-logs.js';
import { changeLogs } from './change-logs.js';
import { chargeRollups } from './charge-rollups.js';
import { contactImports } from './contact-imports.js';
import { dataExportRecords } from './data-export-records.js';
import { dncCheckLogs } from './dnc-check-logs.js';
import { inboundWebhookLogs } from './inbound-webhook-logs.js';
import { inboundWebhooks } from './inbound-webhooks.js';
import { outgoingWebhookUrls } from './outgoing-webhook-urls.js';
import { outgoingWebhooks } from './outgoing-webhooks.js';
import { responseParsers } from './response-parsers.js';
import { subscriptions } from './subscriptions.js';
import { tokenValues } from './token-values.js';
import { tokens } from './tokens.js';
import { unblockContactJobs } from './unblock-contact-jobs.js';
import { webhookLogs } from './webhook-logs.js';
import { webhookManualFires } from './webhook-manual-fires.js';

/** Webhooks, subscriptions, tokens, logs, billing, admin jobs and blacklist jobs. */
export const RECORD_RESOURCES: readonly ResourceDefinition[] = [
  outgoingWebhooks,
  outgoingWebhookUrls,
  responseParsers,
  webhookManualFires,
  webhookLogs,
  inboundWebhooks,
  inboundWebhookLogs,
  subscriptions,
  tokens,
  tokenValues,
  changeLogs,
  dataExportRecords,
  chargeRollups,
  callLogs,
  dncCheckLogs,
  adminTableExporters,
  adminTasks,
  unblockContactJobs,
  contactImports,
];
