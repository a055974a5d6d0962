import { type Kysely, sql } from 'kysely';
import { boundRow, type PreparedQueries } from './prepared.js';
import type { AnyTables, DB } from './tables.js';

/** A roll-up row's hour: calls are summed by the UTC hour their `created_at` falls in. */
export const ROLLUP_HOUR_MS = 3_600_000;
/** A daily roll-up row's day (call_day_rollups): the same sums by UTC day. */
export const ROLLUP_DAY_MS = 86_400_000;

/**
 * What a call_rollups row is keyed by beside (company_id, hour): the call columns reports group
 * and filter by. A missing id is stored as 0 and a missing status as '' (key columns are NOT NULL
 * on every database), the two booleans as 0/1.
 */
export const ROLLUP_DIMENSIONS = [
  'offer_id',
  'buyer_id',
  'traffic_source_id',
  'schedule_id',
  'status',
  'buyer_converted',
  'offer_converted',
] as const;
export type RollupDimension = (typeof ROLLUP_DIMENSIONS)[number];

/** What a row adds up; money in millionths, so sums are exact whatever the order of writes. */
export const ROLLUP_MEASURES = [
  'calls',
  'answered',
  'total_duration',
  'answered_duration',
  'revenue_micros',
  'payout_micros',
  'cost_micros',
] as const;
export type RollupMeasure = (typeof ROLLUP_MEASURES)[number];

export type RollupRow = { hour: number } & Record<RollupDimension, number | string> &
  Record<RollupMeasure, number>;

const isSet = (v: unknown) => v !== null && v !== undefined;
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't' || v === 'true';
const id = (v: unknown) => (isSet(v) ? Number(v) : 0);
const int = (v: unknown) => {
  const n = isSet(v) ? Math.trunc(Number(v)) : 0;
  return Number.isFinite(n) ? n : 0;
};
/** A decimal in millionths, held within what a bigint sums safely (an absurd value is stored, not a 500). */
export const micros = (v: unknown) => {
  const m = isSet(v) ? Math.round(Number(v) * 1e6) : 0;
  if (!Number.isFinite(m)) return 0;
  return Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, m));
};

/** The row of one call (its key and what it adds), or null when it counts in no report (deleted). */
export function rollupOf(call: Record<string, unknown> | null | undefined): RollupRow | null {
  if (!call || isSet(call.deleted_at) || !isSet(call.created_at)) return null;
  const created = Number(call.created_at);
  return {
    hour: Math.floor(created / ROLLUP_HOUR_MS) * ROLLUP_HOUR_MS,
    offer_id: id(call.offer_id),
    buyer_id: id(call.buyer_id),
    traffic_source_id: id(call.traffic_source_id),
    schedule_id: id(call.schedule_id),
    status: isSet(call.status) ? String(call.status) : '',
    buyer_converted: truthy(call.buyer_converted) ? 1 : 0,
    offer_converted: truthy(call.offer_converted) ? 1 : 0,
    calls: 1,
    answered: isSet(call.answered_at) || int(call.answered_duration) > 0 ? 1 : 0,
    total_duration: int(call.total_duration),
    answered_duration: int(call.answered_duration),
    revenue_micros: micros(call.revenue),
    payout_micros: micros(call.payout),
    cost_micros: micros(call.provider_cost),
  };
}

const keyOf = (r: RollupRow) => [r.hour, ...ROLLUP_DIMENSIONS.map((d) => r[d])].map(String).join('\u0000');

/**
 * Changes to roll-up rows, summed per row before they are written (one upsert per row, in key
 * order, so concurrent writers on PostgreSQL lock rows in the same order).
 */
export class RollupDeltas {
  private readonly rows = new Map<string, RollupRow>();

  /** Adds a call's row times `sign` (−1: the call as it was, +1: as it is now). */
  addCall(call: Record<string, unknown> | null | undefined, sign: 1 | -1) {
    const r = rollupOf(call);
    if (!r) return;
    const key = keyOf(r);
    let row = this.rows.get(key);
    if (!row) {
      row = { ...r };
      for (const m of ROLLUP_MEASURES) row[m] = 0;
      this.rows.set(key, row);
    }
    for (const m of ROLLUP_MEASURES) row[m] += sign * r[m];
  }

  /** The rows that change, in key order. */
  changed(): RollupRow[] {
    return [...this.rows.entries()]
      .filter(([, r]) => ROLLUP_MEASURES.some((m) => r[m] !== 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([, r]) => r);
  }
}

/** The daily rows of hourly changes: each hour's change added into its UTC day's row, in key order. */
export function dailyOf(hourly: readonly RollupRow[]): RollupRow[] {
  const days = new Map<string, RollupRow>();
  for (const r of hourly) {
    const day = { ...r, hour: Math.floor(r.hour / ROLLUP_DAY_MS) * ROLLUP_DAY_MS };
    const key = keyOf(day);
    const row = days.get(key);
    if (!row) days.set(key, day);
    else for (const m of ROLLUP_MEASURES) row[m] += r[m];
  }
  return [...days.entries()]
    .filter(([, r]) => ROLLUP_MEASURES.some((m) => r[m] !== 0))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, r]) => r);
}

/**
 * Adds the deltas to a company's roll-up rows (creating missing ones), hourly (call_rollups) and
 * daily (call_day_rollups, the same sums by UTC day), in the caller's transaction.
 */
export async function writeRollupDeltas(
  db: Kysely<AnyTables>,
  companyId: number,
  deltas: RollupDeltas,
  /** Every call write upserts a row or two a table: where given, the statements are built once per number of rows. */
  prepared?: PreparedQueries,
) {
  const hourly = deltas.changed();
  await upsert(db, 'call_rollups', 'hour', companyId, hourly, prepared);
  await upsert(
    db,
    'call_day_rollups',
    'day',
    companyId,
    dailyOf(hourly).map(({ hour, ...r }) => ({ day: hour, ...r })),
    prepared,
  );
}

/** A call write moves a call between at most two rows of a table; bulk loads (more rows) build each time. */
const MAX_PREPARED_ROWS = 4;

async function upsert(
  db: Kysely<AnyTables>,
  table: 'call_rollups' | 'call_day_rollups',
  time: 'hour' | 'day',
  companyId: number,
  rows: readonly Record<string, unknown>[],
  prepared?: PreparedQueries,
) {
  if (rows.length === 0) return;
  const add = (c: RollupMeasure) => sql`${sql.raw(table)}.${sql.ref(c)} + excluded.${sql.ref(c)}`;
  const statement = (q: Kysely<AnyTables>, values: readonly Record<string, unknown>[]) =>
    q
      .insertInto(table)
      .values(values as never)
      .onConflict((oc) =>
        oc
          .columns(['company_id', time, ...ROLLUP_DIMENSIONS] as never)
          .doUpdateSet(Object.fromEntries(ROLLUP_MEASURES.map((m) => [m, add(m)])) as never),
      );
  if (prepared && rows.length <= MAX_PREPARED_ROWS) {
    // Every row has the same columns in the same order (rollupOf's, the time column first).
    const template: Record<string, unknown> = { company_id: null, ...rows[0] };
    const width = Object.keys(template).length;
    const args: unknown[] = [];
    for (const r of rows) {
      args.push(companyId);
      for (const c of Object.keys(rows[0]!)) args.push(r[c]);
    }
    await prepared.rows(
      `${table}.upsert.${rows.length}`,
      args,
      (arg) =>
        statement(
          db,
          rows.map((_, j) => boundRow(template, arg, j * width)),
        ),
      db as unknown as Kysely<DB>,
    );
    return;
  }
  // 16 values a row: well under SQLite's bound-variable limit per statement.
  for (let i = 0; i < rows.length; i += 500) {
    await statement(
      db,
      rows.slice(i, i + 500).map((r) => ({ company_id: companyId, ...r })),
    ).execute();
  }
}

/**
 * Rebuilds the roll-ups from the calls, in one statement on the database's side: what the
 * migration does for an installation that already has calls, and what a bulk load that wrote
 * calls directly (the bench's seeding) runs afterwards. `companyId`: only that company's rows.
 */
export async function rebuildCallRollups(db: Kysely<AnyTables>, companyId?: number) {
  await rebuildCallHourRollups(db, companyId);
  await rebuildCallDayRollups(db, companyId);
}

/** The hourly roll-ups alone, from the calls (migration 0043, before the daily table exists). */
export async function rebuildCallHourRollups(db: Kysely<AnyTables>, companyId?: number) {
  const only = companyId === undefined ? sql`` : sql`and company_id = ${companyId}`;
  await sql`delete from call_rollups where 1 = 1 ${only}`.execute(db);
  const m = (column: string) => sql`cast(round(coalesce(${sql.ref(column)}, 0) * 1000000) as bigint)`;
  const flag = (column: string) => sql`case when ${sql.ref(column)} then 1 else 0 end`;
  // Integer division: literals, so SQLite does not divide by a bound real.
  const hour = sql`(created_at / ${sql.lit(ROLLUP_HOUR_MS)}) * ${sql.lit(ROLLUP_HOUR_MS)}`;
  const dims = sql`coalesce(offer_id, 0), coalesce(buyer_id, 0), coalesce(traffic_source_id, 0),
    coalesce(schedule_id, 0), coalesce(status, ''), ${flag('buyer_converted')}, ${flag('offer_converted')}`;
  await sql`insert into call_rollups (company_id, hour, offer_id, buyer_id, traffic_source_id, schedule_id,
      status, buyer_converted, offer_converted, calls, answered, total_duration, answered_duration,
      revenue_micros, payout_micros, cost_micros)
    select company_id, ${hour}, ${dims},
      count(*),
      sum(case when answered_at is not null or coalesce(answered_duration, 0) > 0 then 1 else 0 end),
      sum(coalesce(total_duration, 0)), sum(coalesce(answered_duration, 0)),
      sum(${m('revenue')}), sum(${m('payout')}), sum(${m('provider_cost')})
    from calls
    where deleted_at is null ${only}
    group by company_id, ${hour}, ${dims}`.execute(db);
}

/** Rebuilds the daily roll-ups from the hourly ones (a day's row is the sum of its 24 hours). */
export async function rebuildCallDayRollups(db: Kysely<AnyTables>, companyId?: number) {
  const only = companyId === undefined ? sql`` : sql`and company_id = ${companyId}`;
  await sql`delete from call_day_rollups where 1 = 1 ${only}`.execute(db);
  const day = sql`(hour / ${sql.lit(ROLLUP_DAY_MS)}) * ${sql.lit(ROLLUP_DAY_MS)}`;
  const dims = sql.raw(ROLLUP_DIMENSIONS.join(', '));
  const sums = sql.raw(ROLLUP_MEASURES.map((m) => `sum(${m})`).join(', '));
  await sql`insert into call_day_rollups (company_id, day, ${dims}, ${sql.raw(ROLLUP_MEASURES.join(', '))})
    select company_id, ${day}, ${dims}, ${sums}
    from call_rollups
    where calls <> 0 ${only}
    group by company_id, ${day}, ${dims}`.execute(db);
}
