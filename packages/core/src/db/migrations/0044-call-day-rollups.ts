import { type CreateTableBuilder, sql } from 'kysely';
import { ROLLUP_DIMENSIONS, ROLLUP_MEASURES, rebuildCallDayRollups } from '../call-rollup-rows.js';
import { sqlType } from '../column-types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Daily call roll-ups: the hourly roll-ups' sums (0043) by UTC day, kept in the same transaction
 * of each call write, so a 90-day report reads 90 rows per combination instead of 2,160. Filled
 * from the hourly rows for an installation that has them; both tables are analysed after, so the
 * planner does not work from an empty table's statistics.
 */
export const callDayRollups: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    let table: CreateTableBuilder<'call_day_rollups', string> = db.schema
      .createTable('call_day_rollups')
      .addColumn('company_id', t('bigint'), (c) => c.notNull())
      .addColumn('day', t('time'), (c) => c.notNull());
    for (const d of ROLLUP_DIMENSIONS)
      table = table.addColumn(d, d === 'status' ? t('string') : t('bigint'), (c) => c.notNull());
    for (const m of ROLLUP_MEASURES) table = table.addColumn(m, t('bigint'), (c) => c.notNull().defaultTo(0));
    await table
      .addPrimaryKeyConstraint('call_day_rollups_pkey', ['company_id', 'day', ...ROLLUP_DIMENSIONS])
      .execute();
    const any = await db.selectFrom('call_rollups').select('company_id').limit(1).executeTakeFirst();
    if (!any) return;
    await rebuildCallDayRollups(db);
    await sql`analyze call_rollups`.execute(db);
    await sql`analyze call_day_rollups`.execute(db);
  },
};
