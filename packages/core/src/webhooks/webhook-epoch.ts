import type { CommitSignals } from '../db/commit-signals.js';
import { type CompanyEpoch, companyEpoch } from '../db/company-epochs.js';
import type { Database } from '../db/dialects/types.js';
import { webhookConfigTopic } from './webhook-config-triggers.js';

/**
 * Moves whenever a company's subscriptions, outgoing webhooks, their URLs and links or its
 * replaced signing secrets change, in any process (`webhook-config-triggers.ts` moves it, whoever
 * writes; an endpoint's health columns do not). What a dispatch or delivery read under one epoch
 * is good only while it stands.
 */
export type WebhookEpoch = CompanyEpoch;

/**
 * The webhook epoch of this database. SQLite reads the company's `webhook_epochs` row at most once
 * per event-loop turn and again after any commit of this process (a drain runs many deliveries in
 * one turn; a point read costs 10–20 µs on the 2-core VM, as much as the reads it saves). A change
 * by the CLI or another server counts from the next turn after its commit; one made here from its
 * commit (an endpoint deactivated by its failures), or at once through the resource engines
 * (`moved`). PostgreSQL hears the triggers' NOTIFY (`webhooks:<company>`).
 */
export function webhookEpoch(database: Database, signals: CommitSignals): WebhookEpoch {
  return companyEpoch(database, signals, {
    table: 'webhook_epochs',
    topic: webhookConfigTopic,
    reads: 'turn',
  });
}
