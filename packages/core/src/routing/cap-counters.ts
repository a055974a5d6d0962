import { type Kysely, sql } from 'kysely';
import {
  COUNTER_PERIODS,
  type CountedCall,
  CounterDeltas,
  type CounterPeriod,
  revenueMicros,
  TOTAL_ZONE,
  writeCounterDeltas,
} from '../db/cap-counter-rows.js';
import type { DialectName } from '../db/dialects/types.js';
import { anyTables, type DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { PeriodStarts } from '../time/period-starts.js';
import { isTimeZone } from '../time/zones.js';

/** What the caps compare with their limits, by `<kind>_<period>` (as `reachedCap` reads them). */
export type CapCounts = Record<string, number>;

const isSet = (v: unknown) => v !== null && v !== undefined;
const truthy = (v: unknown) => v === true || v === 1 || v === '1';

/** The call's columns the counters read, as one comparable string (null: it counts nothing). */
function counted(call: CountedCall | null | undefined): string | null {
  if (!call || !isSet(call.buyer_id) || isSet(call.deleted_at)) return null;
  const converted = truthy(call.buyer_converted);
  return [
    Number(call.buyer_id),
    Number(call.created_at),
    isSet(call.answered_at) ? Number(call.answered_at) : '',
    converted ? revenueMicros(call.revenue) : 'no',
  ].join('|');
}

/**
 * Keeps the cap counters (`cap_counters`, db/cap-counter-rows.ts) in the transaction of every
 * write that changes what a cap counts: a call's buyer, forwarding, conversion, revenue or
 * deletion (CallStore), and a Dial in the trace (CallTrace). Each bucket is kept on the buyer's
 * clock and on its company's (a buyer group's caps run on the company's), so a buyer's move
 * into or out of a group needs no recount.
 */
export class CapCounters {
  constructor(private readonly deps: { hasBuyers: () => boolean }) {}

  /** The clocks a buyer's counters are kept on: its own zone (or the company's) and the company's; none once it is deleted. */
  private async zonesOf(db: Kysely<DB>, companyId: number, companyZone: string, buyerId: number) {
    if (!this.deps.hasBuyers()) return [companyZone];
    const row = await new TenantScope(db, companyId)
      .selectFrom('buyers')
      .select('time_zone')
      .where('id', '=', buyerId)
      .executeTakeFirst();
    // A deleted buyer has no caps left to check: its calls count for nobody.
    if (!row) return [];
    const own = row.time_zone;
    return typeof own === 'string' && own !== companyZone && isTimeZone(own)
      ? [own, companyZone]
      : [companyZone];
  }

  /** Moves the call's counts from what it was (`before`, null when new) to what it is now. */
  async callChanged(
    db: Kysely<DB>,
    ctx: TenantContext,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) {
    const was = counted(before);
    const now = counted(after);
    if (was === now) return;
    const companyId = ctx.company.id;
    const zone = ctx.company.time_zone;
    const deltas = new CounterDeltas();
    const zones = new Map<number, readonly string[]>();
    for (const [call, sign] of [
      [before, -1],
      [after, 1],
    ] as const) {
      if ((sign === -1 ? was : now) === null) continue;
      const buyer = Number(call!.buyer_id);
      if (!zones.has(buyer)) zones.set(buyer, await this.zonesOf(db, companyId, zone, buyer));
      deltas.addCall(call, zones.get(buyer)!, sign);
    }
    await writeCounterDeltas(db, companyId, deltas);
  }

  /** Counts dials (the trace's Dial events) as attempts, in the windows of `at`. */
  async dialed(db: Kysely<DB>, companyId: number, dials: readonly { buyerId: number; at: number }[]) {
    if (dials.length === 0) return;
    const company = await anyTables(db)
      .selectFrom('companies')
      .select('time_zone')
      .where('id', '=', companyId)
      .executeTakeFirst();
    const zone = String(company?.time_zone ?? 'UTC');
    const deltas = new CounterDeltas();
    const zones = new Map<number, readonly string[]>();
    for (const d of dials) {
      if (!zones.has(d.buyerId)) zones.set(d.buyerId, await this.zonesOf(db, companyId, zone, d.buyerId));
      deltas.add(d.buyerId, zones.get(d.buyerId)!, d.at, 'attempts', 1);
    }
    await writeCounterDeltas(db, companyId, deltas);
  }
}

/** The count names of each window, spelled once (the router reads four rows per buyer). */
const KEYS: Record<
  string,
  { attempt: string; connection: string; conversion: string; revenue: string; total: boolean }
> = Object.fromEntries(
  COUNTER_PERIODS.map((p) => [
    p,
    {
      attempt: `attempt_${p}`,
      connection: `connection_${p}`,
      conversion: `buyer_conversion_${p}`,
      revenue: `revenue_${p}`,
      total: p === 'total',
    },
  ]),
);

/**
 * `buyer_id` among the ids: one array parameter where the dialect is known (json_each on SQLite,
 * `= any` on PostgreSQL), so the statement's text is the same for any number of buyers (a list of
 * 1,000 placeholders costs more to build, compile and look up among prepared statements than
 * the read itself); else an IN list.
 */
function buyerIn(dialect: DialectName | undefined, ids: readonly number[]) {
  if (dialect === 'postgres') return sql<boolean>`buyer_id = any(${[...ids]}::bigint[])`;
  if (dialect === 'sqlite')
    return sql<boolean>`buyer_id in (select value from json_each(${JSON.stringify(ids)}))`;
  return null;
}

/**
 * The counts of many buyers in the windows that hold now on one clock: one indexed read of at
 * most four rows per buyer (the hour, day, month and ever), whatever the buyers' history.
 */
export async function readCapCounts(
  db: Kysely<DB>,
  companyId: number,
  zone: string,
  buyerIds: readonly number[],
  starts: PeriodStarts,
  dialect?: DialectName,
  /** The windows to read (those some cap asks about); every window when not given. */
  periods: readonly CounterPeriod[] = COUNTER_PERIODS,
): Promise<Map<number, CapCounts>> {
  const out = new Map<number, CapCounts>();
  if (buyerIds.length === 0 || periods.length === 0) return out;
  const ids = [...buyerIds];
  const among = buyerIn(dialect, ids);
  // One select per window, each a range of the key (a single OR would make SQLite read every bucket of the clock).
  const scope = new TenantScope(db, companyId);
  const window = (p: CounterPeriod) =>
    scope
      .selectFrom('cap_counters')
      .select(['buyer_id', 'period', 'calls', 'attempts', 'connections', 'conversions', 'revenue_micros'])
      .where('zone', '=', p === 'total' ? TOTAL_ZONE : zone)
      .where('period', '=', p)
      .where('period_start', '=', starts[p])
      .where((eb) => among ?? eb('buyer_id', 'in', ids));
  const [first, ...rest] = periods as [CounterPeriod, ...CounterPeriod[]];
  let query = window(first);
  for (const p of rest) query = query.unionAll(window(p));
  const rows = await query.execute();
  for (const r of rows) {
    const id = Number(r.buyer_id);
    let c = out.get(id);
    if (!c) out.set(id, (c = {}));
    const k = KEYS[r.period as string];
    if (!k) continue;
    c[k.attempt] = Number(r.attempts);
    c[k.connection] = Number(r.connections);
    c[k.conversion] = Number(r.conversions);
    c[k.revenue] = Number(r.revenue_micros) / 1e6;
    if (k.total) c.calls_total = Number(r.calls);
  }
  return out;
}

/**
 * Calls forwarded to a buyer and still in progress, per buyer (concurrency): the company's live
 * calls only, read by status (an index range over the calls in progress, however many buyers ask
 * and however long the history), and counted here.
 */
export async function readLiveCounts(db: Kysely<DB>, companyId: number): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  const rows = await new TenantScope(db, companyId)
    .selectFrom('calls')
    .select('buyer_id')
    .where('status', '=', 'in_progress')
    .where('answered_at', 'is not', null)
    .where('deleted_at', 'is', null)
    .execute();
  for (const r of rows) {
    // Left out here, not in the where: `buyer_id is not null` would read as a range of the
    // (company, buyer, status) index and lead SQLite without statistics to walk every call.
    if (r.buyer_id === null) continue;
    const id = Number(r.buyer_id);
    out.set(id, (out.get(id) ?? 0) + 1);
  }
  return out;
}
