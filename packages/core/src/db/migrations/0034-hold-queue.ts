import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * `hold_queue_entries`: one row per call held in an offer's hold queue
 * (`calls/hold-queue.ts`). The queue lives in the database, not in a
 * process, so a slot freed on one server connects a caller held on another;
 * a caller is taken off it with one conditional update of its `status`, so
 * two processes never connect the same caller.
 */
export const holdQueue: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('hold_queue_entries')
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('call_id', t('bigint'), (c) => c.notNull())
      .addColumn('offer_id', t('bigint'), (c) => c.notNull())
      .addColumn('call_router_id', t('bigint'), (c) => c.notNull())
      // Inbound callers are served before the calls Leadline placed (domain notes: hold queue).
      .addColumn('inbound', t('integer'), (c) => c.notNull())
      .addColumn('status', t('string'), (c) => c.notNull())
      .addColumn('joined_at', t('time'), (c) => c.notNull())
      .addColumn('left_at', t('time'))
      .addPrimaryKeyConstraint('hold_queue_entries_pkey', ['company_id', 'call_id'])
      .execute();
    await db.schema
      .createIndex('hold_queue_entries_waiting')
      .on('hold_queue_entries')
      .columns(['company_id', 'status', 'inbound', 'joined_at'])
      .execute();
  },
};
