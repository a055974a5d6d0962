import type { Kysely } from 'kysely';
import { type AliasedRawBuilder, sql } from 'kysely';
import type { BuyerGroupsTable, BuyersTable } from '../db/generated/resource-tables.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { wallTime, zonedToUtc } from '../time/zones.js';
import { CAP_PERIODS, type CapKind, type CapPeriod, capColumn } from './cap-fields.js';

/** Limits of one kind per window (blank: no cap). */
export type PeriodLimits = Record<CapPeriod, number | null>;

/** Every cap of a buyer or a buyer group. */
export interface CapLimits {
  concurrency: number | null;
  connection: PeriodLimits;
  attempt: PeriodLimits;
  buyer_conversion: PeriodLimits;
  revenue: PeriodLimits;
}

/** The connection caps keep their first names (hourly_cap…); the other kinds say theirs. */
const CONNECTION_REASONS: Record<CapPeriod, string> = {
  hourly: 'hourly_cap',
  daily: 'daily_cap',
  monthly: 'monthly_cap',
  total: 'total_cap',
};

export type CapReason = string;

/** Every reason a cap gives, in the order they are checked (a buyer group's have `buyer_group_` before them). */
export const CAP_REASONS: readonly CapReason[] = [
  'concurrency_cap',
  ...CAP_PERIODS.map((p) => CONNECTION_REASONS[p]),
  ...(['attempt', 'buyer_conversion', 'revenue'] as const).flatMap((k) =>
    CAP_PERIODS.map((p) => `${k}_${p}_cap`),
  ),
];

const reasonOf = (kind: CapKind, period: CapPeriod) =>
  kind === 'connection' ? CONNECTION_REASONS[period] : `${kind}_${period}_cap`;

const limit = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * A row's caps. Buyers name their connection caps `hourly_cap_limit` …
 * `total_cap_limit`; buyer groups (and every other kind) `<kind>_<period>_limit`.
 */
export function capLimitsOf(row: Record<string, unknown>): CapLimits {
  // Written out rather than built from entries: the router reads it for every buyer of an offer.
  const get = (kind: CapKind, p: CapPeriod) => {
    const v = row[COLUMN[kind][p]];
    return limit(v === undefined && kind === 'connection' ? row[`${p}_cap_limit`] : v);
  };
  const periods = (kind: CapKind): PeriodLimits => ({
    hourly: get(kind, 'hourly'),
    daily: get(kind, 'daily'),
    monthly: get(kind, 'monthly'),
    total: get(kind, 'total'),
  });
  return {
    concurrency: limit(row.concurrency_cap_limit),
    connection: periods('connection'),
    attempt: periods('attempt'),
    buyer_conversion: periods('buyer_conversion'),
    revenue: periods('revenue'),
  };
}

const COLUMN = Object.fromEntries(
  (['attempt', 'connection', 'buyer_conversion', 'revenue'] as const).map((k) => [
    k,
    Object.fromEntries(CAP_PERIODS.map((p) => [p, capColumn(k, p)])),
  ]),
) as Record<CapKind, Record<CapPeriod, string>>;

/** The columns `capLimitsOf` reads, for a select. */
export function capColumns(kinds: readonly CapKind[], connectionAs: 'buyer'): (keyof BuyersTable & string)[];
export function capColumns(
  kinds: readonly CapKind[],
  connectionAs: 'group',
): (keyof BuyerGroupsTable & string)[];
export function capColumns(kinds: readonly CapKind[], connectionAs: 'buyer' | 'group'): string[] {
  const out = ['concurrency_cap_limit'];
  for (const kind of kinds) {
    for (const p of CAP_PERIODS) {
      out.push(kind === 'connection' && connectionAs === 'buyer' ? `${p}_cap_limit` : capColumn(kind, p));
    }
  }
  return out;
}

const any = (l: PeriodLimits) =>
  l.hourly !== null || l.daily !== null || l.monthly !== null || l.total !== null;
export const hasCaps = (c: CapLimits) =>
  c.concurrency !== null || any(c.connection) || any(c.attempt) || any(c.buyer_conversion) || any(c.revenue);

/** The hour, day and month windows on the owner's clock (and ever), as epoch milliseconds. */
function windowStarts(zone: string, now: number): Record<CapPeriod, number> {
  const w = wallTime(now, zone);
  return {
    hourly: zonedToUtc({ ...w, minute: 0, second: 0 }, zone),
    daily: zonedToUtc({ ...w, hour: 0, minute: 0, second: 0 }, zone),
    monthly: zonedToUtc({ ...w, day: 1, hour: 0, minute: 0, second: 0 }, zone),
    total: 0,
  };
}

/**
 * What the caps count, per window, from the calls themselves (so a conversion
 * booked a moment ago counts at once): connections are the calls forwarded to
 * the buyer that reached its offer (answered), concurrency those still in
 * progress, conversions and revenue the converted ones.
 */
function callCounts(start: Record<CapPeriod, number>): AliasedRawBuilder<number, string>[] {
  const selects: AliasedRawBuilder<number, string>[] = [
    sql<number>`sum(case when status = 'in_progress' and answered_at is not null then 1 else 0 end)`.as(
      'live',
    ),
  ];
  for (const p of CAP_PERIODS) {
    const since = start[p];
    selects.push(sql<number>`sum(case when answered_at >= ${since} then 1 else 0 end)`.as(`connection_${p}`));
    selects.push(
      sql<number>`sum(case when buyer_converted and created_at >= ${since} then 1 else 0 end)`.as(
        `buyer_conversion_${p}`,
      ),
    );
    selects.push(
      sql<number>`sum(case when buyer_converted and created_at >= ${since} then revenue else 0 end)`.as(
        `revenue_${p}`,
      ),
    );
  }
  return selects;
}

/** Attempts are the dials in the calls' trace. */
const attemptCounts = (start: Record<CapPeriod, number>) =>
  CAP_PERIODS.map((p) =>
    sql<number>`sum(case when created_at >= ${start[p]} then 1 else 0 end)`.as(`attempt_${p}`),
  );

const needsCalls = (c: CapLimits) =>
  c.concurrency !== null || any(c.connection) || any(c.buyer_conversion) || any(c.revenue);

type Counts = Record<string, number>;

const readCounts = (row: Record<string, unknown> | undefined, into: Counts = {}): Counts => {
  for (const [k, v] of Object.entries(row ?? {})) if (k !== 'buyer_id') into[k] = Number(v ?? 0);
  return into;
};

/**
 * The cap rule, the one place that says when a cap is reached: the first cap
 * whose count has come up to its limit, in CAP_REASONS order. Both the check
 * of one subject and the check of many read their counts into this.
 */
export function reachedCap(c: CapLimits, counts: Readonly<Counts>): CapReason | null {
  const n = (k: string) => counts[k] ?? 0;
  if (c.concurrency !== null && n('live') >= c.concurrency) return 'concurrency_cap';
  for (const kind of ['connection', 'buyer_conversion', 'revenue'] as const) {
    for (const p of CAP_PERIODS) {
      const cap = c[kind][p];
      if (cap !== null && n(`${kind}_${p}`) >= cap) return reasonOf(kind, p);
    }
  }
  for (const p of CAP_PERIODS) {
    const cap = c.attempt[p];
    if (cap !== null && n(`attempt_${p}`) >= cap) return reasonOf('attempt', p);
  }
  return null;
}

/**
 * Which cap the buyers (one buyer, or a group's together) have reached, or
 * null: their counts in one aggregate query over the calls (and one over the
 * trace, for attempt caps), read by `reachedCap`. Windows are the hour, day
 * and month on the owner's clock, and ever. No cap: no query. The recheck at
 * dial time runs this inside the dial's transaction.
 */
export async function capReached(
  db: Kysely<DB>,
  ctx: TenantContext,
  subject: { buyerIds: readonly number[]; caps: CapLimits },
  zone: string,
  now: number,
): Promise<CapReason | null> {
  const c = subject.caps;
  if (!hasCaps(c) || subject.buyerIds.length === 0) return null;
  const start = windowStarts(zone, now);
  const ids = [...subject.buyerIds];
  const scope = new TenantScope(db, ctx.company.id);
  const counts: Counts = {};
  if (needsCalls(c)) {
    const row = await scope
      .selectFrom('calls')
      .select(callCounts(start))
      .where('buyer_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    readCounts(row, counts);
  }
  if (any(c.attempt)) {
    const row = await scope
      .selectFrom('call_events')
      .select(attemptCounts(start))
      .where('event_type', '=', 'Dial')
      .where('buyer_id', 'in', ids)
      .executeTakeFirst();
    readCounts(row, counts);
  }
  return reachedCap(c, counts);
}

/** One set of caps to check: a buyer's own (one id) or a group's (its buyers together). */
export interface CapSubject {
  key: string;
  buyerIds: readonly number[];
  caps: CapLimits;
  zone: string;
}

/**
 * `capReached` for many subjects at once: one grouped query over the calls
 * (and one over the trace, for attempt caps) per time zone, instead of one
 * per buyer; each subject's counts are its buyers' summed, read by the same
 * `reachedCap`. The router checks an offer's buyers this way.
 */
export async function capsReachedMany(
  db: Kysely<DB>,
  ctx: TenantContext,
  subjects: readonly CapSubject[],
  now: number,
): Promise<Map<string, CapReason | null>> {
  const out = new Map<string, CapReason | null>();
  const byZone = new Map<string, CapSubject[]>();
  for (const s of subjects) {
    if (!hasCaps(s.caps) || s.buyerIds.length === 0) {
      out.set(s.key, null);
      continue;
    }
    const list = byZone.get(s.zone) ?? [];
    list.push(s);
    byZone.set(s.zone, list);
  }
  const scope = new TenantScope(db, ctx.company.id);
  for (const [zone, list] of byZone) {
    const start = windowStarts(zone, now);
    const ids = [...new Set(list.flatMap((s) => s.buyerIds))];
    const perBuyer = new Map<number, Counts>();
    const rows = await scope
      .selectFrom('calls')
      .select(['buyer_id', ...callCounts(start)])
      .where('buyer_id', 'in', ids)
      .where('deleted_at', 'is', null)
      .groupBy('buyer_id')
      .execute();
    for (const r of rows) perBuyer.set(Number(r.buyer_id), readCounts(r));
    if (list.some((s) => any(s.caps.attempt))) {
      const attempts = await scope
        .selectFrom('call_events')
        .select(['buyer_id', ...attemptCounts(start)])
        .where('event_type', '=', 'Dial')
        .where('buyer_id', 'in', ids)
        .groupBy('buyer_id')
        .execute();
      for (const r of attempts) {
        const id = Number(r.buyer_id);
        perBuyer.set(id, readCounts(r, perBuyer.get(id) ?? {}));
      }
    }
    for (const s of list) {
      const sum: Counts = {};
      for (const id of s.buyerIds) {
        for (const [k, v] of Object.entries(perBuyer.get(id) ?? {})) sum[k] = (sum[k] ?? 0) + v;
      }
      out.set(s.key, reachedCap(s.caps, sum));
    }
  }
  return out;
}
