import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialects/types.js';
import type { BuyerGroupsTable, BuyersTable } from '../db/generated/resource-tables.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { periodStarts } from '../time/period-starts.js';
import { type CapCounts, readCapCounts, readLiveCounts } from './cap-counters.js';
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

/**
 * The cap rule, the one place that says when a cap is reached: the first cap
 * whose count has come up to its limit, in CAP_REASONS order. Both the check
 * of one subject and the check of many read their counts into this.
 */
export function reachedCap(
  c: CapLimits,
  counts: Readonly<CapCounts>,
  live: number = counts.live ?? 0,
): CapReason | null {
  if (c.concurrency !== null && live >= c.concurrency) return 'concurrency_cap';
  for (const kind of ORDER) {
    const limits = c[kind];
    const keys = COUNT_KEYS[kind];
    for (const p of CAP_PERIODS) {
      const cap = limits[p];
      if (cap !== null && (counts[keys[p]] ?? 0) >= cap) return REASONS[kind][p];
    }
  }
  return null;
}

/** The kinds in the order `reachedCap` checks them (connections, conversions, revenue, then attempts). */
const ORDER = ['connection', 'buyer_conversion', 'revenue', 'attempt'] as const;
/** The count each cap compares with (`<kind>_<period>`) and the reason it gives, spelled once. */
const COUNT_KEYS = Object.fromEntries(
  ORDER.map((k) => [k, Object.fromEntries(CAP_PERIODS.map((p) => [p, `${k}_${p}`]))]),
) as Record<CapKind, Record<CapPeriod, string>>;
const REASONS = Object.fromEntries(
  ORDER.map((k) => [k, Object.fromEntries(CAP_PERIODS.map((p) => [p, reasonOf(k, p)]))]),
) as Record<CapKind, Record<CapPeriod, CapReason>>;
const NO_COUNTS: Readonly<CapCounts> = Object.freeze({});

/**
 * Which cap the buyers (one buyer, or a group's together) have reached, or
 * null: `capsReachedMany` for one subject, so one rule and one read serve both.
 * The recheck at dial time runs this inside the dial's transaction.
 */
export async function capReached(
  db: Kysely<DB>,
  ctx: TenantContext,
  subject: { buyerIds: readonly number[]; caps: CapLimits },
  zone: string,
  now: number,
  dialect?: DialectName,
): Promise<CapReason | null> {
  const reached = await capsReachedMany(db, ctx, [{ key: 'one', ...subject, zone }], now, dialect);
  return reached.get('one') ?? null;
}

/** One set of caps to check: a buyer's own (one id) or a group's (its buyers together). */
export interface CapSubject {
  key: string;
  buyerIds: readonly number[];
  caps: CapLimits;
  zone: string;
}

/** Whether any cap of the subject counts in this window. */
const limitsIn = (c: CapLimits, p: CapPeriod) =>
  c.connection[p] !== null ||
  c.attempt[p] !== null ||
  c.buyer_conversion[p] !== null ||
  c.revenue[p] !== null;

const anyPeriod = (c: CapLimits) =>
  any(c.connection) || any(c.attempt) || any(c.buyer_conversion) || any(c.revenue);

/**
 * Which cap each subject has reached, or null. The counts are the buyers'
 * counters (routing/cap-counters.ts) for the hour, day and month holding now
 * on the subject's clock, and ever: one indexed read of at most four rows per
 * buyer and clock, and concurrency from the buyers' live calls only, so the
 * cost does not grow with history. A group's counts are its buyers' summed,
 * read by the same `reachedCap`. No cap: no read.
 */
export async function capsReachedMany(
  db: Kysely<DB>,
  ctx: TenantContext,
  subjects: readonly CapSubject[],
  now: number,
  /** Where known, the buyers travel as one array parameter (cap-counters.ts). */
  dialect?: DialectName,
): Promise<Map<string, CapReason | null>> {
  const out = new Map<string, CapReason | null>();
  const byZone = new Map<string, CapSubject[]>();
  const live = new Set<number>();
  const seen = new Set<string>();
  for (const s of subjects) {
    if (seen.has(s.key)) continue;
    seen.add(s.key);
    if (!hasCaps(s.caps) || s.buyerIds.length === 0) {
      out.set(s.key, null);
      continue;
    }
    if (s.caps.concurrency !== null) for (const id of s.buyerIds) live.add(id);
    if (!anyPeriod(s.caps)) continue;
    const list = byZone.get(s.zone) ?? [];
    list.push(s);
    byZone.set(s.zone, list);
  }
  const companyId = ctx.company.id;
  const liveCounts = await readLiveCounts(db, companyId, [...live], dialect);
  const counts = new Map<string, Map<number, CapCounts>>();
  for (const [zone, list] of byZone) {
    const ids = [...new Set(list.flatMap((s) => s.buyerIds))];
    // Only the windows some cap on this clock asks about: a daily cap reads one row per buyer, not four.
    const periods = CAP_PERIODS.filter((p) => list.some((s) => limitsIn(s.caps, p)));
    counts.set(
      zone,
      await readCapCounts(db, companyId, zone, ids, periodStarts(zone, now), dialect, periods),
    );
  }
  for (const s of subjects) {
    if (out.has(s.key)) continue;
    const perBuyer = counts.get(s.zone);
    if (s.buyerIds.length === 1) {
      // A buyer's own caps (most subjects): its counts as read, nothing to add up.
      const id = s.buyerIds[0]!;
      out.set(s.key, reachedCap(s.caps, perBuyer?.get(id) ?? NO_COUNTS, liveCounts.get(id) ?? 0));
      continue;
    }
    const sum: CapCounts = {};
    let live = 0;
    for (const id of s.buyerIds) {
      const own = perBuyer?.get(id);
      if (own) for (const k in own) sum[k] = (sum[k] ?? 0) + own[k]!;
      live += liveCounts.get(id) ?? 0;
    }
    out.set(s.key, reachedCap(s.caps, sum, live));
  }
  return out;
}
