import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import {
  ROLLUP_DAY_MS,
  ROLLUP_HOUR_MS,
  RollupDeltas,
  type RollupDimension,
  rollupOf,
  writeRollupDeltas,
} from '../db/call-rollup-rows.js';
import type { DialectName } from '../db/dialects/types.js';
import type { PreparedQueries } from '../db/prepared.js';
import type { AnyTables, DB } from '../db/tables.js';
import type { ListParams } from '../kernel/query/list-params.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { bucketRange, type Interval } from './time-buckets.js';

/** Where a report's figures came from: the hourly roll-ups (plus the calls of partial hours), or the calls alone. */
export type ReportSource = 'rollups' | 'calls';

/**
 * How a report is read: `calls` forces the on-read path (the tests' oracle), `hours` the hourly
 * roll-ups without the daily ones (the path before them: the bench's baseline); `trace` is told
 * which path answered and why.
 */
export interface ReportOptions {
  readFrom?: 'auto' | 'calls' | 'hours';
  trace?: (source: ReportSource, reason: string) => void;
}

/**
 * Keeps the call roll-ups (`call_rollups`, db/call-rollup-rows.ts) in the transaction of every
 * call write (CallStore): the call's row as it was comes out of its hour's roll-up, the row as
 * it is now goes in. A write that changes nothing a report reads writes nothing.
 */
export class CallRollups {
  /** `prepared`: the upserts' SQL built once (every call write makes them). */
  constructor(private readonly prepared?: PreparedQueries) {}

  async callChanged(
    db: Kysely<DB>,
    ctx: TenantContext,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) {
    await recordCallRollup(db, ctx.company.id, before, after, this.prepared);
  }
}

/** Moves a call from what it was (`before`, null when new) to what it is now, in the caller's transaction. */
export async function recordCallRollup(
  db: Kysely<DB> | Kysely<AnyTables>,
  companyId: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  prepared?: PreparedQueries,
) {
  const was = rollupOf(before);
  const now = rollupOf(after);
  if (JSON.stringify(was) === JSON.stringify(now)) return;
  const deltas = new RollupDeltas();
  deltas.addCall(before, -1);
  deltas.addCall(after, 1);
  await writeRollupDeltas(db as Kysely<AnyTables>, companyId, deltas, prepared);
}

/** The roll-up column of each report category; state (the lead's, which changes without a call write) has none. */
export const ROLLUP_GROUPS: Record<string, RollupDimension | undefined> = {
  buyer_converted: 'buyer_converted',
  offer_converted: 'offer_converted',
  status: 'status',
  offer: 'offer_id',
  buyer: 'buyer_id',
  traffic_source: 'traffic_source_id',
  schedule: 'schedule_id',
};

const ID_FILTERS = new Set(['offer_id', 'buyer_id', 'traffic_source_id', 'schedule_id']);
const BOOLEAN_FILTERS = new Set(['buyer_converted', 'offer_converted']);

type RollupTable = 'call_rollups' | 'call_day_rollups';
type RollupQuery = SelectQueryBuilder<any, RollupTable, object>;

/**
 * How a request reads the roll-ups. Whole UTC days of the range come from the daily rows, the
 * other whole hours from the hourly rows, the partial first and last hours from the calls. A
 * daily row is bucketed at `dayAnchor` into its day; when the zone's buckets start inside UTC days
 * (a day in New York starts at 05:00 UTC), the hours of each day before its midnight are read too and
 * move from the anchor's bucket to their own (minus there, plus here): exact, in whole sums.
 */
export interface RollupPlan {
  /** Hourly rows, a statement each: the whole hours before and after the whole days, and the moved hours of whole days. */
  hours: ((db: Kysely<DB>, companyId: number) => RollupQuery)[];
  /** Daily rows of the whole days. Null: none. */
  days: ((db: Kysely<DB>, companyId: number) => RollupQuery) | null;
  /** Where in its UTC day a daily row is bucketed (ms after midnight). */
  dayAnchor: number;
  /** Whether an hourly row is a whole day's moved hour (else it is an hour outside whole days). */
  inDays: (hour: number) => boolean;
  /** The calls of the range's partial hours (its first and last), or null when the range is whole hours. */
  edges: ((qb: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>) | null;
  /** What is read, for the trace. */
  grain: string;
}

/** Most hours of a day moved out of its anchor's bucket before daily rows stop paying (hour buckets never do). */
const MAX_MOVED_HOURS = 12;
/** SQLite: moved hours read by a list of hours (index lookups) up to this many, else by a filter over the days' range. */
const MAX_LISTED_HOURS = 5000;

/**
 * Whether the roll-ups answer a request, and how; else why not (the on-read path answers then).
 * They answer when every filter is one they are keyed by, every group is one of their columns,
 * a series' interval is hours or longer and the zone's buckets start on whole UTC hours.
 * `dialect` picks how the moved hours are read (each database's fastest form).
 */
export function planRollups(
  params: ListParams,
  groups: readonly string[],
  interval: Interval | null,
  options: ReportOptions = {},
  dialect: DialectName = 'sqlite',
): RollupPlan | { reason: string } {
  if (params.ids) return { reason: 'ids' };
  if (params.fulltext !== undefined) return { reason: 'fulltext' };
  if (params.updatedFrom !== undefined || params.updatedTo !== undefined)
    return { reason: 'updated_at range' };
  if (interval === 'five_minutes') return { reason: 'five-minute buckets are finer than an hour' };
  for (const g of groups) if (!ROLLUP_GROUPS[g]) return { reason: `group_by ${g}` };
  const where: ((q: RollupQuery) => RollupQuery)[] = [];
  for (const [name, value] of Object.entries(params.filters)) {
    const stored = (v: unknown): number | string | undefined => {
      if (ID_FILTERS.has(name)) return v === null ? 0 : Number(v);
      if (name === 'status') return v === null ? '' : String(v);
      if (BOOLEAN_FILTERS.has(name) && typeof v === 'boolean') return v ? 1 : 0;
      return undefined;
    };
    const values = (Array.isArray(value) ? value : [value]).map(stored);
    if (values.some((v) => v === undefined)) return { reason: `filter ${name}` };
    if (values.length === 0) continue;
    where.push((q) => (values.length === 1 ? q.where(name, '=', values[0]) : q.where(name, 'in', values)));
  }
  const F = params.createdFrom;
  const T = params.createdTo;
  // The whole hours of the range: [first, end). Calls before `first` or from `end` on are read from the calls.
  const first = F === undefined ? undefined : Math.ceil(F / ROLLUP_HOUR_MS) * ROLLUP_HOUR_MS;
  const end = T === undefined ? undefined : Math.floor((T + 1) / ROLLUP_HOUR_MS) * ROLLUP_HOUR_MS;
  if (first !== undefined && end !== undefined && first >= end)
    return { reason: 'a range under a whole hour' };
  const lowEdge = F !== undefined && first! > F;
  const highEdge = T !== undefined && end! <= T;
  const days =
    options.readFrom === 'hours'
      ? ({ from: null, to: undefined, anchor: 0, moved: null } as const)
      : wholeDays(params, first, end, interval);
  if ('reason' in days) return days;
  const select = (db: Kysely<DB>, companyId: number, table: RollupTable) => {
    let q = new TenantScope(db, companyId).selectFrom(table) as RollupQuery;
    for (const w of where) q = w(q);
    return q;
  };
  const { from: dayFrom, to: dayTo, moved } = days;
  const useDays = dayFrom !== null;
  // Hourly rows: the whole hours outside [dayFrom, dayTo) (a range each side), and the moved hours
  // inside it. Separate statements: each is an index range (or list) of its own, where one statement
  // ORing them would walk the whole range.
  const ranges: [number | undefined, number | undefined][] = [];
  if (!useDays) ranges.push([first, end]);
  else {
    if (dayFrom !== undefined && (first === undefined || first < dayFrom)) ranges.push([first, dayFrom]);
    if (dayTo !== undefined && (end === undefined || dayTo < end)) ranges.push([dayTo, end]);
  }
  const hours: NonNullable<RollupPlan['hours']> = ranges.map(([a, b]) => (db, companyId) => {
    let q = select(db, companyId, 'call_rollups');
    if (a !== undefined) q = q.where('hour', '>=', a);
    if (b !== undefined) q = q.where('hour', '<', b);
    return q;
  });
  if (useDays && moved && dialect === 'postgres') {
    const [lo, hi] = moved;
    // PostgreSQL: each day's moved hours are one index range, joined to the series of days (a
    // nested loop of 90 range scans for 90 days). A list of hours, or `hour % day`, made the
    // planner scan every row of the company (all its history) and test each against the list.
    hours.push(
      (db, companyId) =>
        select(db, companyId, 'call_rollups')
          .innerJoin(
            sql`generate_series(${dayFrom! + lo}::bigint, ${dayTo! - ROLLUP_DAY_MS + lo}::bigint, ${sql.lit(ROLLUP_DAY_MS)}::bigint)`.as(
              'moved_from',
            ),
            (join) => join.onTrue(),
          )
          .where(sql<boolean>`hour >= moved_from and hour < moved_from + ${sql.lit(hi - lo)}`) as RollupQuery,
    );
  } else if (useDays && moved) {
    const [lo, hi] = moved;
    const count = ((dayTo! - dayFrom!) / ROLLUP_DAY_MS) * ((hi - lo) / ROLLUP_HOUR_MS);
    const list: number[] = [];
    if (count <= MAX_LISTED_HOURS)
      for (let d = dayFrom!; d < dayTo!; d += ROLLUP_DAY_MS)
        for (let h = d + lo; h < d + hi; h += ROLLUP_HOUR_MS) list.push(h);
    hours.push((db, companyId) => {
      const q = select(db, companyId, 'call_rollups');
      if (list.length) return q.where('hour', 'in', list);
      const hourOfDay = sql`hour % ${sql.lit(ROLLUP_DAY_MS)}`;
      return q
        .where('hour', '>=', dayFrom!)
        .where('hour', '<', dayTo!)
        .where(hourOfDay, '>=', sql.lit(lo))
        .where(hourOfDay, '<', sql.lit(hi));
    });
  }
  return {
    hours,
    days: useDays
      ? (db, companyId) => {
          let q = select(db, companyId, 'call_day_rollups');
          if (dayFrom !== undefined) q = q.where('day', '>=', dayFrom);
          if (dayTo !== undefined) q = q.where('day', '<', dayTo);
          return q;
        }
      : null,
    dayAnchor: days.anchor,
    inDays: (hour) =>
      useDays && (dayFrom === undefined || hour >= dayFrom) && (dayTo === undefined || hour < dayTo),
    edges:
      lowEdge || highEdge
        ? (qb) =>
            qb.where((eb) =>
              eb.or([
                ...(lowEdge ? [eb('calls.created_at', '<', first!)] : []),
                ...(highEdge ? [eb('calls.created_at', '>=', end!)] : []),
              ]),
            )
        : null,
    grain: useDays
      ? moved
        ? `whole days (hours ${moved[0] / ROLLUP_HOUR_MS}–${moved[1] / ROLLUP_HOUR_MS} UTC of each moved to their buckets), other whole hours`
        : 'whole days, other whole hours'
      : 'whole hours',
  };
}

/**
 * The whole UTC days of the whole hours [first, end) that daily rows answer ([from, to), either
 * side open when the range is; from null: none), where each day's row is bucketed (`anchor`) and
 * which hours of every day are read apart and moved to their own buckets (`moved`, [lo, hi) ms
 * after UTC midnight; null: none). Without a series every day is one piece. With one, the buckets
 * of the range are known first (both ends given): a bucket starting inside a UTC day splits it,
 * and the day's row goes to the bucket of its last hour (the hours before the latest split of
 * any day move) or of its first (the hours from the earliest split on move), whichever moves
 * fewer; hour buckets, or more than MAX_MOVED_HOURS moved, read hours only.
 */
function wholeDays(
  params: ListParams,
  first: number | undefined,
  end: number | undefined,
  interval: Interval | null,
):
  | {
      from: number | undefined | null;
      to: number | undefined;
      anchor: number;
      moved: [number, number] | null;
    }
  | { reason: string } {
  const none = { from: null, to: undefined, anchor: 0, moved: null } as const;
  const from = first === undefined ? undefined : Math.ceil(first / ROLLUP_DAY_MS) * ROLLUP_DAY_MS;
  const to = end === undefined ? undefined : Math.floor(end / ROLLUP_DAY_MS) * ROLLUP_DAY_MS;
  if (from !== undefined && to !== undefined && from >= to) return none;
  if (interval === null) return { from, to, anchor: 0, moved: null };
  if (interval === 'hour' || params.createdFrom === undefined || params.createdTo === undefined) return none;
  let buckets: number[];
  try {
    buckets = bucketRange(params.createdFrom, params.createdTo, interval, params.timeZone, 'interval');
  } catch {
    // Too many buckets: the fold refuses the request with the parameter to blame.
    return none;
  }
  if (!wholeHours(buckets)) return { reason: 'buckets of the zone do not start on whole UTC hours' };
  let earliest = ROLLUP_DAY_MS;
  let latest = 0;
  for (const b of buckets) {
    const at = b % ROLLUP_DAY_MS;
    if (at === 0 || b < from! || b >= to!) continue;
    if (at < earliest) earliest = at;
    if (at > latest) latest = at;
  }
  if (latest === 0) return { from, to, anchor: 0, moved: null };
  const [anchor, moved]: [number, [number, number]] =
    latest <= ROLLUP_DAY_MS - earliest
      ? [ROLLUP_DAY_MS - ROLLUP_HOUR_MS, [0, latest]]
      : [0, [earliest, ROLLUP_DAY_MS]];
  if (moved[1] - moved[0] > MAX_MOVED_HOURS * ROLLUP_HOUR_MS) return none;
  return { from, to, anchor, moved };
}

/** Every bucket starts on a whole UTC hour, so each roll-up hour lies in one bucket (not so in a half-hour zone). */
export const wholeHours = (range: readonly number[]) => range.every((b) => b % ROLLUP_HOUR_MS === 0);
