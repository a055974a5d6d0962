import { type Kysely, sql } from 'kysely';
import { invalidParam } from '../errors/index.js';
import type { ResourceService } from '../resources/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { bucketLabel } from './bucket-label.js';
import {
  CALL_GROUPS,
  CALL_STATS,
  CATEGORY_GROUPS,
  type CallStat,
  type CategoryGroupName,
  groupKey,
  statExpression,
  TIME_GROUPS,
  type TimeGroup,
  withGroupSource,
} from './call-groups.js';
import { bucketOfSlot, bucketRange, INTERVALS, type Interval, slotMs } from './time-buckets.js';

/** One point of a series: a bucket's local start and its figure. */
export interface SeriesPoint {
  at: string;
  label: string;
  value: number;
  calls_count: number;
}

export interface StatsGroup {
  /** The category's value (an id, a status, true/false) or the bucket's local start. */
  key: string | number | boolean | null;
  /** What a chart prints: the record's name, "Converted", the local date. */
  label: string | null;
  value: number;
  calls_count: number;
  /** With `interval`: the group's figure per bucket, empty buckets included. */
  series?: SeriesPoint[];
}

export interface CallStats {
  group_by: string;
  stat: CallStat;
  interval: Interval | null;
  time_zone: string;
  /** The stat over every matching call. */
  total: number;
  calls_count: number;
  groups: StatsGroup[];
}

export interface CallStatsDeps {
  db: Kysely<any>;
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
  ask: StatsAsk = parseStatsAsk(raw, { groupRequired: true }),
): Promise<CallStats> {
  const { qb, params } = deps.calls().filteredQuery(ctx, raw);
  const tz = params.timeZone;
  const { group, interval, stat } = ask;
  // Only real expressions are grouped by: a literal in GROUP BY is a column position to SQL.
  const dims = [
    ...(group ? [sql.ref(CATEGORY_GROUPS[group].column).as('g')] : []),
    ...(interval ? [sql`${sql.ref('calls.created_at')} / ${sql.lit(slotMs(interval))}`.as('s')] : []),
  ];
  const grouped = [
    ...(group ? [sql.ref(CATEGORY_GROUPS[group].column)] : []),
    ...(interval ? [sql`${sql.ref('calls.created_at')} / ${sql.lit(slotMs(interval))}`] : []),
  ];
  let query = withGroupSource(qb, group).select([
    ...dims,
    statExpression(stat).as('v'),
    sql`count(*)`.as('n'),
  ]);
  if (grouped.length) query = query.groupBy(grouped);
  const rows = await query.execute();

  // Fold the rows: per group, per local bucket.
  const bucketOf = interval ? bucketOfSlot(interval, tz) : () => 0;
  const perGroup = new Map<
    string,
    { key: StatsGroup['key']; value: number; count: number; buckets: Map<number, [number, number]> }
  >();
  let minAt = Number.POSITIVE_INFINITY;
  let maxAt = Number.NEGATIVE_INFINITY;
  for (const r of rows) {
    const key = group ? groupKey(group, r.g) : null;
    const id = JSON.stringify(key);
    let g = perGroup.get(id);
    if (!g) perGroup.set(id, (g = { key, value: 0, count: 0, buckets: new Map() }));
    const v = Number(r.v ?? 0);
    const c = Number(r.n);
    g.value += v;
    g.count += c;
    if (interval) {
      const at = bucketOf(Number(r.s));
      const cell = g.buckets.get(at) ?? [0, 0];
      cell[0] += v;
      cell[1] += c;
      g.buckets.set(at, cell);
      minAt = Math.min(minAt, at);
      maxAt = Math.max(maxAt, at);
    }
  }
  const range = interval
    ? seriesRange(
        params.createdFrom ?? minAt,
        params.createdTo ?? maxAt,
        interval,
        tz,
        ask.groupName ? 'group_by' : 'interval',
      )
    : [];
  const point = (at: number, cell: [number, number] | undefined): SeriesPoint => ({
    at: formatTime(at, tz)!,
    label: bucketLabel(at, interval!, tz),
    value: money(cell?.[0] ?? 0),
    calls_count: cell?.[1] ?? 0,
  });

  const all = [...perGroup.values()];
  const out: CallStats = {
    group_by: ask.groupName,
    stat,
    interval,
    time_zone: tz,
    total: money(all.reduce((s, g) => s + g.value, 0)),
    calls_count: all.reduce((s, g) => s + g.count, 0),
    groups: [],
  };
  if (!group) {
    const only = all[0]?.buckets ?? new Map<number, [number, number]>();
    if (ask.groupName) {
      // A time group_by: the buckets are the groups.
      out.groups = range.map((at) => {
        const p = point(at, only.get(at));
        return { key: p.at, label: p.label, value: p.value, calls_count: p.calls_count };
      });
    } else {
      // No group_by (a dataset of every call): one group, with its series when asked.
      out.groups = [
        {
          key: null,
          label: null,
          value: out.total,
          calls_count: out.calls_count,
          ...(interval ? { series: range.map((at) => point(at, only.get(at))) } : {}),
        },
      ];
    }
    return out;
  }
  const names = await labels(
    deps.db,
    ctx,
    group,
    all.map((g) => g.key),
  );
  out.groups = all
    .map((g) => ({
      key: g.key,
      label: labelOf(g.key, names),
      value: money(g.value),
      calls_count: g.count,
      ...(interval ? { series: range.map((at) => point(at, g.buckets.get(at))) } : {}),
    }))
    .sort((a, b) => b.value - a.value || b.calls_count - a.calls_count || tieBreak(a.key, b.key));
  return out;
}

function seriesRange(from: number, to: number, interval: Interval, tz: string, param: string): number[] {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from > to) return [];
  return bucketRange(from, to, interval, tz, param);
}

/** Sums of money in floating point: rounded to a millionth so 0.1 + 0.2 reads 0.3. */
export const money = (v: number) => Math.round(v * 1e6) / 1e6;

export async function labels(
  db: Kysely<any>,
  ctx: TenantContext,
  group: CategoryGroupName,
  keys: StatsGroup['key'][],
) {
  const spec = CATEGORY_GROUPS[group];
  const ids = keys.filter((k): k is number => typeof k === 'number');
  const out = new Map<number, string | null>();
  if (!('names' in spec) || ids.length === 0) return out;
  const scope = new TenantScope(db, ctx.company.id);
  // Chunks keep the IN list inside every driver's bound-parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await scope
      .selectFrom(spec.names.table)
      .select([`${spec.names.table}.id as id`, `${spec.names.table}.${spec.names.column} as name`])
      .where(`${spec.names.table}.id`, 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(Number(r.id), (r.name as string | null) ?? null);
  }
  return out;
}

export function labelOf(key: StatsGroup['key'], names: Map<number, string | null>): string | null {
  if (key === null) return null;
  if (typeof key === 'boolean') return key ? 'Converted' : 'Not Converted';
  if (typeof key === 'number') return names.get(key) ?? null;
  return String(key);
}

/** Equal groups in a fixed order: true before false, then by key. */
export function tieBreak(a: StatsGroup['key'], b: StatsGroup['key']): number {
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return String(a).localeCompare(String(b));
}
