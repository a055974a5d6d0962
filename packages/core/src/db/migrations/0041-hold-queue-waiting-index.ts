import type { LeadlineMigration } from './migration.js';

/**
 * The metrics scrape counts the callers waiting in every company's hold queue
 * (observability/gauges.ts); without this index that count would read every
 * entry ever held, as entries stay behind when their callers leave.
 */
export const holdQueueWaitingIndex: LeadlineMigration = {
  async up(db) {
    await db.schema
      .createIndex('hold_queue_entries_status_joined')
      .on('hold_queue_entries')
      .columns(['status', 'joined_at'])
      .execute();
  },
};
