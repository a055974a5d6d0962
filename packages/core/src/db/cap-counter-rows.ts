import { type Kysely, sql } from 'kysely';
import { type PeriodStarts, periodStarts } from '../time/period-starts.js';
import type { AnyTables } from './tables.js';

/** The windows a counter row covers (a cap's periods). */
export const COUNTER_PERIODS = ['hourly', 'daily', 'monthly', 'total'] as const;
export type CounterPeriod = (typeof COUNTER_PERIODS)[number];
const CLOCKED_PERIODS = ['hourly', 'daily', 'monthly'] as const;

/** The zone of the ever window's rows: ever is the same on every clock. */
export const TOTAL_ZONE = '';

/** What a cap_counters row adds up; revenue in millionths of a dollar, so sums are exact. */
export const COUNTER_COLUMNS = ['calls', 'attempts', 'connections', 'conversions', 'revenue_micros'] as const;
export type CounterColumn = (typeof COUNTER_COLUMNS)[number];

/** One bucket: a buyer's counts for one window on one clock (zone). */
export interface CounterRow {
  buyer_id: number;
  zone: string;
  period: CounterPeriod;
  period_start: number;
  calls: number;
  attempts: number;
  connections: number;
  conversions: number;
  revenue_micros: number;
}

/** The columns of a calls row the counters read. */
export interface CountedCall {
  buyer_id?: unknown;
  created_at?: unknown;
  answered_at?: unknown;
  buyer_converted?: unknown;
  revenue?: unknown;
  deleted_at?: unknown;
}

const isSet = (v: unknown) => v !== null && v !== undefined;
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't' || v === 'true';
/** A call's revenue in millionths, held within what a counter sums safely (a bigint on PostgreSQL). */
export const revenueMicros = (v: unknown) => {
  const micros = isSet(v) ? Math.round(Number(v) * 1e6) : 0;
  if (!Number.isFinite(micros)) return 0;
  return Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, micros));
};

/**
 * Changes to counter buckets, summed per bucket before they are written (one upsert per bucket,
 * in key order, so concurrent writers on PostgreSQL lock rows in the same order).
 */
export class CounterDeltas {
  private readonly rows = new Map<string, CounterRow>();
  private readonly starts = new Map<string, PeriodStarts>();

  private bucket(buyerId: number, zone: string, period: CounterPeriod, start: number): CounterRow {
    const key = `${buyerId}\u0000${zone}\u0000${period}\u0000${start}`;
    let row = this.rows.get(key);
    if (!row) {
      row = {
        buyer_id: buyerId,
        zone,
        period,
        period_start: start,
        calls: 0,
        attempts: 0,
        connections: 0,
        conversions: 0,
        revenue_micros: 0,
      };
      this.rows.set(key, row);
    }
    return row;
  }

  private startsOf(zone: string, at: number): PeriodStarts {
    const key = `${zone}\u0000${at}`;
    let s = this.starts.get(key);
    if (!s) this.starts.set(key, (s = periodStarts(zone, at)));
    return s;
  }

  /**
   * Adds `amount` to a column of every window that holds the instant `at`: the hour, day and month
   * on every clock given, and the ever window, which has no clock (`TOTAL_ZONE`), so a buyer that
   * moves to another zone keeps its totals.
   */
  add(buyerId: number, zones: readonly string[], at: number, column: CounterColumn, amount: number) {
    if (amount === 0 || zones.length === 0) return;
    for (const zone of zones) {
      const s = this.startsOf(zone, at);
      for (const p of CLOCKED_PERIODS) this.bucket(buyerId, zone, p, s[p])[column] += amount;
    }
    this.addTotal(buyerId, zones, column, amount);
  }

  /** Adds to the ever window only (nothing for a buyer with no clock: a deleted one). */
  addTotal(buyerId: number, zones: readonly string[], column: CounterColumn, amount: number) {
    if (amount === 0 || zones.length === 0) return;
    this.bucket(buyerId, TOTAL_ZONE, 'total', 0)[column] += amount;
  }

  /**
   * What one call counts, times `sign` (−1 for the row before a change, +1 after): a call
   * routed to a buyer counts in its ever window; once forwarded (`answered_at`) a connection in
   * the windows of that instant; once converted a conversion and its revenue in the windows of
   * the call's start (`created_at`). Deleted calls and calls with no buyer count nothing.
   */
  addCall(call: CountedCall | null | undefined, zones: readonly string[], sign: 1 | -1) {
    if (!call || !isSet(call.buyer_id) || isSet(call.deleted_at)) return;
    const buyer = Number(call.buyer_id);
    this.addTotal(buyer, zones, 'calls', sign);
    if (isSet(call.answered_at)) this.add(buyer, zones, Number(call.answered_at), 'connections', sign);
    if (truthy(call.buyer_converted)) {
      const at = Number(call.created_at);
      this.add(buyer, zones, at, 'conversions', sign);
      this.add(buyer, zones, at, 'revenue_micros', sign * revenueMicros(call.revenue));
    }
  }

  /** The buckets that change, in key order. */
  changed(): CounterRow[] {
    return [...this.rows.entries()]
      .filter(([, r]) => COUNTER_COLUMNS.some((c) => r[c] !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, r]) => r);
  }
}

const add = (c: CounterColumn) => sql`cap_counters.${sql.ref(c)} + excluded.${sql.ref(c)}`;

/** Adds the deltas to a company's counter rows (creating missing buckets), in the caller's transaction. */
export async function writeCounterDeltas(db: Kysely<AnyTables>, companyId: number, deltas: CounterDeltas) {
  const rows = deltas.changed();
  // 10 values a row: well under SQLite's bound-variable limit per statement.
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('cap_counters')
      .values(rows.slice(i, i + 500).map((r) => ({ company_id: companyId, ...r })))
      .onConflict((oc) =>
        oc.columns(['company_id', 'zone', 'period', 'period_start', 'buyer_id']).doUpdateSet({
          calls: add('calls'),
          attempts: add('attempts'),
          connections: add('connections'),
          conversions: add('conversions'),
          revenue_micros: add('revenue_micros'),
        }),
      )
      .execute();
  }
}
