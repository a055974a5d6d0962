import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialects/types.js';
import type { BuyerGroupsTable, BuyersTable } from '../db/generated/resource-tables.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { periodStartsNow } from '../time/period-starts.js';
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
  const caps: CapLimits = {
    concurrency: limit(row.concurrency_cap_limit),
    connection: periods('connection'),
    attempt: periods('attempt'),
    buyer_conversion: periods('buyer_conversion'),
    revenue: periods('revenue'),
  };
  // Its shape rides on the record (not enumerable: not part of what it equals): read per decision
  // as a property, not looked up in a WeakMap.
  Object.defineProperty(caps, SHAPE, { value: shapeFrom(caps) });
  return caps;
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

/** What a set of caps asks for, worked out once per record (the router's buyers are compiled per epoch). */
interface CapShape {
  /** Any cap at all. */
  some: boolean;
  /** The windows some period cap counts over (`CAP_PERIODS` order); empty: concurrency only or none. */
  periods: readonly CapPeriod[];
}

const SHAPE = Symbol('cap shape');
/** The shapes of caps built elsewhere than `capLimitsOf` (tests, callers' own records). */
const shapes = new WeakMap<CapLimits, CapShape>();

/** Whether any cap of the subject counts in this window. */
const limitsIn = (c: CapLimits, p: CapPeriod) =>
  c.connection[p] !== null ||
  c.attempt[p] !== null ||
  c.buyer_conversion[p] !== null ||
  c.revenue[p] !== null;

function shapeFrom(c: CapLimits): CapShape {
  const periods = CAP_PERIODS.filter((p) => limitsIn(c, p));
  return { some: c.concurrency !== null || periods.length > 0, periods };
}

function shapeOf(c: CapLimits): CapShape {
  const own = (c as { [SHAPE]?: CapShape })[SHAPE];
  if (own) return own;
  let shape = shapes.get(c);
  if (!shape) shapes.set(c, (shape = shapeFrom(c)));
  return shape;
}

/** Whether the caps hold any limit (read once per record). */
export const capsSet = (c: CapLimits) => shapeOf(c).some;

/**
 * Which cap each subject has reached, or null. The counts are the buyers'
 * counters (routing/cap-counters.ts) for the hour, day and month holding now
 * on the subject's clock, and ever: one indexed read of at most four rows per
 * buyer and clock, and concurrency from the company's live calls only, so the
 * cost does not grow with history. A group's counts are its buyers' summed,
 * read by the same `reachedCap`. No cap: no read. A repeated key is checked once.
 */
export async function capsReachedMany(
  db: Kysely<DB>,
  ctx: TenantContext,
  subjects: readonly CapSubject[],
  now: number,
  /** Where known, the buyers travel as one array parameter (cap-counters.ts). */
  dialect?: DialectName,
): Promise<Map<string, CapReason | null>> {
  const first = new Map<string, CapSubject>();
  for (const s of subjects) if (!first.has(s.key)) first.set(s.key, s);
  const unique = [...first.values()];
  const reached = await capsReachedList(db, ctx, unique, now, dialect);
  return new Map(unique.map((s, i) => [s.key, reached[i]!]));
}

/** `capsReachedMany` answered in the subjects' order, for callers that keep them in a list (no keys built or hashed). */
export async function capsReachedList(
  db: Kysely<DB>,
  ctx: TenantContext,
  subjects: readonly Omit<CapSubject, 'key'>[],
  now: number,
  dialect?: DialectName,
): Promise<(CapReason | null)[]> {
  const out: (CapReason | null)[] = new Array(subjects.length).fill(null);
  // Per clock: the buyers read and the windows some cap on it asks about (a daily cap: one row per buyer, not four).
  const byZone = new Map<string, { ids: Set<number>; periods: Set<CapPeriod> }>();
  let live = false;
  const shapes = subjects.map((s) => shapeOf(s.caps));
  for (const [i, s] of subjects.entries()) {
    const shape = shapes[i]!;
    if (!shape.some || s.buyerIds.length === 0) continue;
    if (s.caps.concurrency !== null) live = true;
    if (shape.periods.length === 0) continue;
    let zone = byZone.get(s.zone);
    if (!zone) byZone.set(s.zone, (zone = { ids: new Set(), periods: new Set() }));
    for (const id of s.buyerIds) zone.ids.add(id);
    for (const p of shape.periods) zone.periods.add(p);
  }
  const companyId = ctx.company.id;
  const liveCounts = live ? await readLiveCounts(db, companyId) : NO_LIVE;
  const counts = new Map<string, Map<number, CapCounts>>();
  for (const [zone, { ids, periods }] of byZone) {
    const windows = CAP_PERIODS.filter((p) => periods.has(p));
    counts.set(
      zone,
      await readCapCounts(db, companyId, zone, [...ids], periodStartsNow(zone, now), dialect, windows),
    );
  }
  for (let i = 0; i < subjects.length; i++) {
    const s = subjects[i]!;
    if (!shapes[i]!.some || s.buyerIds.length === 0) continue;
    const perBuyer = counts.get(s.zone);
    if (s.buyerIds.length === 1) {
      // A buyer's own caps (most subjects): its counts as read, nothing to add up.
      const id = s.buyerIds[0]!;
      out[i] = reachedCap(s.caps, perBuyer?.get(id) ?? NO_COUNTS, liveCounts.get(id) ?? 0);
      continue;
    }
    const sum: CapCounts = {};
    let n = 0;
    for (const id of s.buyerIds) {
      const own = perBuyer?.get(id);
      if (own) for (const k in own) sum[k] = (sum[k] ?? 0) + own[k]!;
      n += liveCounts.get(id) ?? 0;
    }
    out[i] = reachedCap(s.caps, sum, n);
  }
  return out;
}

const NO_LIVE: ReadonlyMap<number, number> = new Map();
