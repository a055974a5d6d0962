import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Named leases: work that one process of an installation should do at a time (a periodic prune),
 * taken with one conditional upsert (`db/leases.ts`).
 */
export const leases: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('leases')
      .addColumn('name', t('string'), (c) => c.primaryKey())
      .addColumn('holder', t('string'), (c) => c.notNull())
      .addColumn('held_until', t('time'), (c) => c.notNull())
      .execute();
  },
};
