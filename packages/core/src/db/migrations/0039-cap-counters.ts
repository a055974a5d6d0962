import type { Kysely } from 'kysely';
import { isTimeZone } from '../../time/zones.js';
import { CounterDeltas, writeCounterDeltas } from '../cap-counter-rows.js';
import { sqlType } from '../column-types.js';
import type { DialectName } from '../dialects/types.js';
import { tablesHere } from '../schema-tables.js';
import type { AnyTables } from '../tables.js';
import type { LeadlineMigration } from './migration.js';

/**
 * Cap counters: per buyer, per window (the hour, day and month on a clock, and ever) and per
 * clock (the buyer's zone and its company's, which a buyer group's caps use), the calls,
 * attempts, connections, conversions and revenue the caps compare with their limits. Kept in
 * the transaction of each call write (`routing/cap-counters.ts`), so the router reads one row per
 * buyer and window instead of summing the buyer's history. An installation that has calls gets
 * its counters from them here.
 */
export const capCounters: LeadlineMigration = {
  async up(db, dialect) {
    const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, dialect);
    await db.schema
      .createTable('cap_counters')
      .addColumn('company_id', t('bigint'), (c) => c.notNull())
      .addColumn('zone', t('string'), (c) => c.notNull())
      .addColumn('period', t('string'), (c) => c.notNull())
      .addColumn('period_start', t('time'), (c) => c.notNull())
      .addColumn('buyer_id', t('bigint'), (c) => c.notNull())
      .addColumn('calls', t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('attempts', t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('connections', t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('conversions', t('bigint'), (c) => c.notNull().defaultTo(0))
      .addColumn('revenue_micros', t('bigint'), (c) => c.notNull().defaultTo(0))
      // Key order: the router reads one window on one clock for many buyers, a range per window.
      .addPrimaryKeyConstraint('cap_counters_pkey', [
        'company_id',
        'zone',
        'period',
        'period_start',
        'buyer_id',
      ])
      .execute();
    const tables = await existingTables(db, dialect);
    if (tables.has('calls') && tables.has('buyers') && tables.has('companies'))
      await countExisting(db, tables);
  },
};

async function existingTables(db: Kysely<AnyTables>, dialect: DialectName): Promise<Set<string>> {
  // A fresh database gets its resource tables after the migrations: nothing to count then.
  return new Set((await tablesHere(db, dialect)).keys());
}

const PAGE = 5000;

/** Counts the calls and Dials already saved (exported for its test). */
export async function countExisting(db: Kysely<AnyTables>, tables: Set<string>) {
  const companies = new Map<number, string>();
  for (const c of await db.selectFrom('companies').select(['id', 'time_zone']).execute()) {
    companies.set(Number(c.id), String(c.time_zone));
  }
  const buyers = new Map<number, readonly string[]>();
  for (const b of await db.selectFrom('buyers').select(['id', 'company_id', 'time_zone']).execute()) {
    const own = companies.get(Number(b.company_id)) ?? 'UTC';
    const zone = typeof b.time_zone === 'string' && isTimeZone(b.time_zone) ? b.time_zone : own;
    buyers.set(Number(b.id), [...new Set([zone, own])]);
  }
  const perCompany = new Map<number, CounterDeltas>();
  const deltas = (company: number) => {
    let d = perCompany.get(company);
    if (!d) perCompany.set(company, (d = new CounterDeltas()));
    return d;
  };
  for (let after = 0; ; ) {
    const rows = await db
      .selectFrom('calls')
      .select(['id', 'company_id', 'buyer_id', 'created_at', 'answered_at', 'buyer_converted', 'revenue'])
      .where('id', '>', after)
      .where('buyer_id', 'is not', null)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    for (const r of rows) {
      const zones = buyers.get(Number(r.buyer_id));
      if (zones) deltas(Number(r.company_id)).addCall(r, zones, 1);
    }
    if (rows.length < PAGE) break;
    after = Number(rows.at(-1)!.id);
  }
  if (tables.has('call_events')) {
    for (let after = 0; ; ) {
      const rows = await db
        .selectFrom('call_events')
        .select(['id', 'company_id', 'buyer_id', 'created_at'])
        .where('id', '>', after)
        .where('event_type', '=', 'Dial')
        .where('buyer_id', 'is not', null)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      for (const r of rows) {
        const zones = buyers.get(Number(r.buyer_id));
        if (zones)
          deltas(Number(r.company_id)).add(Number(r.buyer_id), zones, Number(r.created_at), 'attempts', 1);
      }
      if (rows.length < PAGE) break;
      after = Number(rows.at(-1)!.id);
    }
  }
  for (const [company, d] of perCompany) await writeCounterDeltas(db, company, d);
}
