import { partitionAppendOnlyTables } from '../partitions.js';
import type { LeadlineMigration } from './migration.js';

/**
 * The append-only logs become range-partitioned by month of `created_at` on PostgreSQL
 * (db/partitions.ts; docs/deploy.md, "Upgrading to partitioned logs"): each existing table is
 * attached whole as its history partition, no row copied. SQLite keeps plain tables. The logs the
 * schema sync creates after the migrations (a fresh database) are converted right after it
 * (Leadline.migrate), empty.
 */
export const logPartitions: LeadlineMigration = {
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await partitionAppendOnlyTables(db, Date.now());
  },
};
