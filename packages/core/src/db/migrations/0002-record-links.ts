import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Many-to-many references of every resource (`buyer_ids` of a suppression
 * list, …) as rows rather than JSON arrays: adding and removing ids is then a
 * single insert or delete, safe under concurrent requests, and "which lists
 * name buyer 7?" is an index lookup.
 */
export const recordLinks: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('record_links')
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('owner_table', t('string'), (c) => c.notNull())
      .addColumn('owner_id', t('bigint'), (c) => c.notNull())
      .addColumn('field', t('string'), (c) => c.notNull())
      .addColumn('target_id', t('bigint'), (c) => c.notNull())
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addPrimaryKeyConstraint('record_links_pk', ['owner_table', 'owner_id', 'field', 'target_id'])
      .execute();
    await db.schema
      .createIndex('record_links_by_target')
      .on('record_links')
      .columns(['company_id', 'owner_table', 'field', 'target_id'])
      .execute();
  },
};
