import { sql } from 'kysely';
import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * One number per company that moves whenever what its deliveries are addressed and signed by
 * changes (subscriptions, outgoing webhooks, their URLs, links and replaced secrets; not their
 * health columns): dispatch and delivery remember those reads while it stands
 * (`webhooks/webhook-epoch.ts`). On SQLite the triggers that move it are installed once the
 * resource tables exist (`webhooks/webhook-config-triggers.ts`); on PostgreSQL the same triggers
 * send a NOTIFY instead and this table stays empty.
 *
 * With it, the claim's order: the live jobs (pending, or running under a lease that may end) by
 * due time, so a claim reads the first due rows in order and stops at its limit, instead of
 * sorting the whole due backlog (`jobs_due` leads with the status, so two statuses meant a sort).
 * The claim spells the same `status in ('pending', 'running')` for the planners to match.
 */
export const webhookEpochs: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('webhook_epochs')
      .addColumn('company_id', t('bigint'), (c) => c.primaryKey())
      .addColumn('n', t('bigint'), (c) => c.notNull())
      .execute();
    await sql`create index jobs_claim_order on jobs (due_at, id) where status in ('pending', 'running')`.execute(
      db,
    );
  },
};
