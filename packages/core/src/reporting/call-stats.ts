import { type Kysely, sql } from 'kysely';
import { ROLLUP_DAY_MS } from '../db/call-rollup-rows.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { ValueOf } from '../kernel/endpoint-value-type.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { formatTime } from '../time/format.js';
import { type Aggregated, aggregate, type FigureRow, fold, money, sourceRows } from './aggregate.js';
import { bucketLabel } from './bucket-label.js';
import {
  CALL_GROUPS,
  CALL_SOURCE,
  CALL_STATS,
  type CallStat,
  type CategoryGroupName,
  TIME_GROUPS,
  type TimeGroup,
} from './call-groups.js';
import {
  planRollups,
  type ReportOptions,
  ROLLUP_GROUPS,
  type RollupPlan,
  wholeHours,
} from './call-rollups.js';
import type { CALL_STATS_ANSWER } from './call-stats.endpoints.js';
import { INTERVALS, type Interval } from './time-buckets.js';

/** GET /calls/stats' answer, typed from its declaration. */
export type CallStats = ValueOf<typeof CALL_STATS_ANSWER>;
export type StatsGroup = CallStats['groups'][number];
/** One point of a series: a bucket's local start and its figure. */
export type SeriesPoint = NonNullable<StatsGroup['series']>[number];

export interface CallStatsDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  calls: () => ResourceService;
}

/** A parsed stats request. */
export interface StatsAsk {
  group: CategoryGroupName | null;
  groupName: string;
  stat: CallStat;
  /** The time dimension: the time group itself, or `interval` beside a category. */
  interval: Interval | null;
}

/** Reads group_by, stat and interval; a missing or unknown one is a 422 naming it. */
export function parseStatsAsk(raw: Record<string, unknown>, opts: { groupRequired: boolean }): StatsAsk {
  const stat = String(raw.stat ?? '');
  if (!(CALL_STATS as readonly string[]).includes(stat)) {
    throw invalidParam('stat', `Must be one of: ${CALL_STATS.join(', ')}`);
  }
  const g = raw.group_by === undefined || raw.group_by === '' ? '' : String(raw.group_by);
  if (g === '' ? opts.groupRequired : !CALL_GROUPS.includes(g)) {
    throw invalidParam('group_by', `Must be one of: ${CALL_GROUPS.join(', ')}`);
  }
  let interval: Interval | null = null;
  if (raw.interval !== undefined && raw.interval !== '') {
    if (!(INTERVALS as readonly string[]).includes(String(raw.interval))) {
      throw invalidParam('interval', `Must be one of: ${INTERVALS.join(', ')}`);
    }
    if (g in TIME_GROUPS) throw invalidParam('interval', 'group_by is a time already: leave interval out');
    interval = raw.interval as Interval;
  }
  if (g in TIME_GROUPS)
    return { group: null, groupName: g, stat: stat as CallStat, interval: TIME_GROUPS[g as TimeGroup] };
  return { group: (g || null) as CategoryGroupName | null, groupName: g, stat: stat as CallStat, interval };
}

/**
 * GET /calls/stats: one stat of the calls GET /calls would list with the same
 * parameters, by a category or a time bucket (or both), read from the call
 * rows themselves so a conversion, an update or a delete shows at once.
 */
export async function callStats(
  deps: CallStatsDeps,
  ctx: TenantContext,
  raw: Record<string, unknown>,
  given?: StatsAsk,
  options: ReportOptions = {},
): Promise<CallStats> {
  // Who may read calls is settled before what they asked is judged: a key without access gets 403, not 422.
  requireAccess(ctx.permissions, deps.calls().def.family, 'read');
  const ask = given ?? parseStatsAsk(raw, { groupRequired: true });
  const { group, interval, stat } = ask;
  const aggAsk = { stat, group, interval, rangeParam: ask.groupName ? 'group_by' : 'interval' };
  const agg =
    (options.readFrom === 'calls' ? null : await fromRollups(deps, ctx, raw, aggAsk, options)) ??
    (await aggregate(deps.db, ctx, deps.calls(), CALL_SOURCE, raw, aggAsk));
  const tz = agg.timeZone;
  const point = (at: number, cell: [number, number] | undefined): SeriesPoint => ({
    at: formatTime(at, tz)!,
    label: bucketLabel(at, interval!, tz),
    value: money(cell?.[0] ?? 0),
    calls_count: cell?.[1] ?? 0,
  });
  const out: CallStats = {
    group_by: ask.groupName,
    stat,
    interval,
    time_zone: tz,
    total: agg.total,
    calls_count: agg.count,
    groups: [],
  };
  if (!group) {
    const only = agg.groups[0]?.buckets ?? new Map<number, [number, number]>();
    out.groups = ask.groupName
      ? // A time group_by: the buckets are the groups.
        agg.range.map((at) => {
          const p = point(at, only.get(at));
          return { key: p.at, label: p.label, value: p.value, calls_count: p.calls_count };
        })
      : // No group_by (a dataset of every call): one group, with its series when asked.
        [
          {
            key: null,
            label: null,
            value: agg.total,
            calls_count: agg.count,
            ...(interval ? { series: agg.range.map((at) => point(at, only.get(at))) } : {}),
          },
        ];
    return out;
  }
  out.groups = agg.groups.map((g) => ({
    key: g.key,
    label: g.label,
    value: g.value,
    calls_count: g.count,
    ...(interval ? { series: agg.range.map((at) => point(at, g.buckets.get(at))) } : {}),
  }));
  return out;
}

/** What each stat adds up in a roll-up row (money in millionths). */
const ROLLUP_STATS: Record<CallStat, { sum: string; micros: boolean }> = {
  count: { sum: 'calls', micros: false },
  revenue: { sum: 'revenue_micros', micros: true },
  payout: { sum: 'payout_micros', micros: true },
  cost: { sum: 'cost_micros', micros: true },
  profit: { sum: 'revenue_micros - payout_micros - cost_micros', micros: true },
};

/**
 * The stat from the daily and hourly roll-ups (call-rollups.ts, `planRollups`), the calls of the range's partial first and last hours read
 * from the calls; null when the roll-ups cannot answer the request (the caller reads the calls).
 */
async function fromRollups(
  deps: CallStatsDeps,
  ctx: TenantContext,
  raw: Record<string, unknown>,
  ask: {
    stat: CallStat;
    group: CategoryGroupName | null;
    interval: StatsAsk['interval'];
    rangeParam: string;
  },
  options: ReportOptions,
): Promise<Aggregated | null> {
  const trace = options.trace ?? (() => {});
  const { qb, params } = deps.calls().filteredQuery(ctx, raw);
  const plan = planRollups(params, ask.group ? [ask.group] : [], ask.interval, options, deps.dialect);
  if ('reason' in plan) {
    trace('calls', plan.reason);
    return null;
  }
  const column = ask.group ? ROLLUP_GROUPS[ask.group]! : null;
  const { sum, micros } = ROLLUP_STATS[ask.stat];
  const read = (query: RollupPlan['hours'][number], time: 'hour' | 'day') => {
    let q = query(deps.db, ctx.company.id).select([
      ...(column ? [sql.ref(column).as('g')] : []),
      ...(ask.interval ? [sql.ref(time).as('s')] : []),
      sql`sum(${sql.raw(sum)})`.as('v'),
      sql`sum(calls)`.as('n'),
    ]);
    const dims = [...(column ? [column] : []), ...(ask.interval ? [time] : [])];
    if (dims.length) q = q.groupBy(dims);
    return q.execute() as Promise<Record<string, unknown>[]>;
  };
  const none = Promise.resolve([] as Record<string, unknown>[]);
  const [hourly, daily, edges] = await Promise.all([
    Promise.all(plan.hours.map((q) => read(q, 'hour'))).then((parts) => parts.flat()),
    plan.days ? read(plan.days, 'day') : none,
    plan.edges ? sourceRows(plan.edges(qb), CALL_SOURCE, ask) : Promise.resolve([]),
  ]);
  const rows: FigureRow[] = [];
  const add = (r: Record<string, unknown>, at: number, sign: 1 | -1) => {
    const n = Number(r.n ?? 0);
    // A row whose calls all moved away counts nothing (and must not stretch the range).
    if (n === 0) return;
    rows.push({
      g: column === 'status' ? r.g || null : column?.endsWith('_id') ? Number(r.g) || null : r.g,
      at,
      v: sign * (micros ? Number(r.v ?? 0) / 1e6 : Number(r.v ?? 0)),
      n: sign * n,
    });
  };
  for (const r of daily) add(r, Number(r.s ?? 0) + plan.dayAnchor, 1);
  for (const r of hourly) {
    const hour = Number(r.s ?? 0);
    add(r, hour, 1);
    // A whole day's moved hour: out of the bucket its day's row went to.
    if (ask.interval && plan.inDays(hour))
      add(r, Math.floor(hour / ROLLUP_DAY_MS) * ROLLUP_DAY_MS + plan.dayAnchor, -1);
  }
  rows.push(...edges);
  const agg = await fold(deps.db, ctx, CALL_SOURCE, ask, params, rows, (range) => wholeHours(range));
  trace(
    agg ? 'rollups' : 'calls',
    agg
      ? `${plan.grain}${plan.edges ? ', partial hours from the calls' : ''}`
      : 'buckets of the zone do not start on whole UTC hours',
  );
  return agg;
}
