import { apiClient, type ServerFlags } from '../util/api-client.js';
import { callApi } from '../util/api-errors.js';
import { ExitError } from '../util/exit-error.js';
import { type Output, printRecords } from '../util/output.js';

export interface FireFlags extends ServerFlags, Output {
  lead?: string;
  call?: string;
}

const COLUMNS = [
  'id',
  'attempt',
  'request_method',
  'request_url',
  'code',
  'success',
  'latency_ms',
  'error_message',
];

/** `leadline webhooks fire <id> --lead|--call ID`: POST /webhook_manual_fires, then its attempts as a table. */
export async function fireWebhook(webhook: string, flags: FireFlags): Promise<void> {
  if (Boolean(flags.lead) === Boolean(flags.call))
    throw new ExitError('Say what to fire for: --lead ID or --call ID', 2);
  const params = flags.lead ? { lead_id: id('--lead', flags.lead) } : { call_id: id('--call', flags.call!) };
  const client = await apiClient(flags);
  const fire = await callApi(flags, () =>
    client.webhookManualFires.create({ outgoing_webhook_id: id('<outgoing_webhook>', webhook), ...params }),
  );
  const ids = (fire.webhook_log_ids ?? []) as number[];
  const logs = await callApi(flags, () => Promise.all(ids.map((logId) => client.webhookLogs.show(logId))));
  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ webhook_manual_fire: fire, webhook_logs: logs }, null, 2)}\n`);
    return;
  }
  printRecords(flags, logs as unknown as Record<string, unknown>[], COLUMNS);
  if (logs.some((l) => !l.success))
    throw new ExitError(`${logs.filter((l) => !l.success).length} attempt(s) failed`, 1);
}

function id(flag: string, value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ExitError(`${flag} must be a record id, got ${value}`, 2);
  return n;
}
