import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Pings admitted per traffic source and window (`minute`: the clock's minute; `day`: since
 * midnight in the company's zone). A ping is admitted by one conditional upsert that adds 1 only
 * while the count is under the cap (`ping-post/source-ping-limits.ts`), so parallel pings on every
 * process admit exactly the cap. Windows past a day are pruned.
 */
export const pingCapCounters: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('ping_cap_counters')
      .addColumn('company_id', t('bigint'), (c) => c.notNull())
      .addColumn('traffic_source_id', t('bigint'), (c) => c.notNull())
      .addColumn('period', t('string'), (c) => c.notNull())
      .addColumn('window_start', t('time'), (c) => c.notNull())
      .addColumn('pings', t('bigint'), (c) => c.notNull())
      .addPrimaryKeyConstraint('ping_cap_counters_pkey', [
        'company_id',
        'traffic_source_id',
        'period',
        'window_start',
      ])
      .execute();
    await db.schema
      .createIndex('ping_cap_counters_window')
      .on('ping_cap_counters')
      .column('window_start')
      .execute();
  },
};
