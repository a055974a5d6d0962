import { sql } from 'kysely';
import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * The numbers of suppression lists: one row per list and number, the number
 * as the bigint of its E.164 digits (8 bytes, compared and sorted as an
 * integer). The primary key (list_id, number) is the check's lookup, keeps a
 * list's numbers together for delete, and makes re-adding a number a no-op.
 *
 * No foreign keys, on purpose: a 10-million-row import would pay a parent
 * lookup per row. Numbers leave with their list (`suppression/`), and a list
 * that no longer exists blocks nothing because the check joins the list.
 * SQLite stores the table WITHOUT ROWID: the key is the table.
 */
export const suppressionNumbers: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('suppression_numbers')
      .addColumn('list_id', t('bigint'), (c) => c.notNull())
      .addColumn('number', t('bigint'), (c) => c.notNull())
      .addColumn('company_id', t('bigint'), (c) => c.notNull())
      .addColumn('created_at', t('time'), (c) => c.notNull())
      .addPrimaryKeyConstraint('suppression_numbers_pk', ['list_id', 'number'])
      .$call((b) => (dialect === 'sqlite' ? b.modifyEnd(sql`without rowid`) : b))
      .execute();
  },
};
