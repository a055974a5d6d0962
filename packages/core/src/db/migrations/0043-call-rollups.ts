import type { CreateTableBuilder, Kysely } from 'kysely';
import { ROLLUP_DIMENSIONS, ROLLUP_MEASURES, rebuildCallHourRollups } from '../call-rollup-rows.js';
import { sqlType } from '../column-types.js';
import type { DialectName } from '../dialects/types.js';
import { tablesHere } from '../schema-tables.js';
import type { AnyTables } from '../tables.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Call roll-ups: per company, UTC hour and combination of the columns reports group by (offer,
 * buyer, traffic source, schedule, status, the two conversions), the calls and what they add up.
 * Kept in the transaction of each call write (`reporting/call-rollups.ts`), so GET /calls/stats
 * and /calls/reports read a few rows per hour instead of every call of the range. An
 * installation that has calls gets its roll-ups from them here.
 */
export const callRollups: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    // Columns named from the lists (db/call-rollup-rows.ts), so the builder is typed by name only.
    let table: CreateTableBuilder<'call_rollups', string> = db.schema
      .createTable('call_rollups')
      .addColumn('company_id', t('bigint'), (c) => c.notNull())
      .addColumn('hour', t('time'), (c) => c.notNull());
    for (const d of ROLLUP_DIMENSIONS)
      table = table.addColumn(d, d === 'status' ? t('string') : t('bigint'), (c) => c.notNull());
    for (const m of ROLLUP_MEASURES) table = table.addColumn(m, t('bigint'), (c) => c.notNull().defaultTo(0));
    // Key order: a report reads one company's range of hours (company_id first: distributable by tenant).
    await table
      .addPrimaryKeyConstraint('call_rollups_pkey', ['company_id', 'hour', ...ROLLUP_DIMENSIONS])
      .execute();
    if (await hasCalls(db, dialect)) await rebuildCallHourRollups(db);
  },
};

async function hasCalls(db: Kysely<AnyTables>, dialect: DialectName): Promise<boolean> {
  // A fresh database gets its resource tables after the migrations: nothing to count then.
  return (await tablesHere(db, dialect)).has('calls');
}
