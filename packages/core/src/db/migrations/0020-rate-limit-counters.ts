import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Request counts per rate-limit key and fixed window, so a limit holds across
 * restarts and is one limit however many processes serve (PostgreSQL). A
 * request is one upsert on (key, window_start); past windows are pruned.
 */
export const rateLimitCounters: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('rate_limit_counters')
      .addColumn('key', t('string'), (c) => c.notNull())
      .addColumn('window_start', t('time'), (c) => c.notNull())
      .addColumn('hits', t('integer'), (c) => c.notNull())
      .addPrimaryKeyConstraint('rate_limit_counters_pk', ['key', 'window_start'])
      .execute();
    await db.schema
      .createIndex('rate_limit_counters_window')
      .on('rate_limit_counters')
      .column('window_start')
      .execute();
  },
};
