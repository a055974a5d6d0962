import { sqlType, withId } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * `dial_guards`: one row per company and number, `until` the moment the number
 * may be dialled again (30 s after the last outbound call, domain notes:
 * make_call). The unique (company_id, number) index makes taking the slot one
 * atomic upsert, so two concurrent calls to a number never both go out.
 */
export const dialGuards: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await withId(db.schema.createTable('dial_guards'), dialect)
      .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
      .addColumn('number', t('string'), (c) => c.notNull())
      .addColumn('until', t('time'), (c) => c.notNull())
      .addUniqueConstraint('dial_guards_number', ['company_id', 'number'])
      .execute();
    // Run-out slots are pruned (`DialGuards`), so the table holds only the last 30 seconds of dialling.
    await db.schema.createIndex('dial_guards_until').on('dial_guards').columns(['until']).execute();
  },
};
