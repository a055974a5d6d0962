import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { DB } from '../db/tables.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { RuntimeTableScope } from '../tenancy/scope.js';
import { bucketRange, bucketStart, type Interval, slotMs } from './time-buckets.js';

/** A category a dataset groups by: the column read, and the record whose name labels each value. */
export interface GroupSpec {
  column: string;
  kind: 'boolean' | 'id' | 'text';
  names?: { table: string; column: string };
  /** Joins what the column needs beyond the row (the call's lead, for state). */
  join?: (qb: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>;
}

/** A table reports read: its time column, what it adds up and what it groups by. */
export interface SeriesSource {
  table: string;
  /** The instant a row is bucketed by (epoch ms). */
  time: string;
  stats: Record<string, RawBuilder<unknown>>;
  groups: Record<string, GroupSpec>;
}

export type GroupKey = string | number | boolean | null;

/** One group's figures, overall and per local bucket ([value, rows]). */
export interface AggregatedGroup {
  key: GroupKey;
  label: string | null;
  value: number;
  count: number;
  buckets: Map<number, [number, number]>;
}

export interface Aggregated {
  timeZone: string;
  /** Every bucket start of the range, empty ones included (none without an interval). */
  range: number[];
  total: number;
  count: number;
  /** Largest value first, ties in a fixed order. */
  groups: AggregatedGroup[];
}

export interface AggregateAsk {
  stat: string;
  group: string | null;
  interval: Interval | null;
  /** The parameter a too-long range is blamed on. */
  rangeParam: string;
}

/**
 * One stat of the rows a list would show with the same parameters (the
 * service's own filter compiler), by a category and/or local time bucket.
 * The database groups by UTC slots; they fold into local buckets here.
 */
export async function aggregate(
  db: Kysely<DB>,
  ctx: TenantContext,
  service: ResourceService,
  source: SeriesSource,
  raw: Record<string, unknown>,
  ask: AggregateAsk,
): Promise<Aggregated> {
  const { qb, params } = service.filteredQuery(ctx, raw);
  const rows = await sourceRows(qb, source, ask);
  return (await fold(db, ctx, source, ask, params, rows))!;
}

/** One row of figures: a group's raw key, the instant its time bucket is found by, the stat and the rows. */
export interface FigureRow {
  g?: unknown;
  at: number;
  v: number;
  n: number;
}

/** The stat of the rows a filtered query selects, by the group and the UTC slots of the interval. */
export async function sourceRows(
  qb: SelectQueryBuilder<any, any, any>,
  source: SeriesSource,
  ask: AggregateAsk,
): Promise<FigureRow[]> {
  const spec = ask.group ? source.groups[ask.group]! : null;
  const width = ask.interval ? slotMs(ask.interval) : 0;
  const slot = ask.interval ? sql`${sql.ref(`${source.table}.${source.time}`)} / ${sql.lit(width)}` : null;
  // Only real expressions are grouped by: a literal in GROUP BY is a column position to SQL.
  const dims = [...(spec ? [sql.ref(spec.column)] : []), ...(slot ? [slot] : [])];
  let query = (spec?.join ? spec.join(qb) : qb).select([
    ...(spec ? [sql.ref(spec.column).as('g')] : []),
    ...(slot ? [slot.as('s')] : []),
    source.stats[ask.stat]!.as('v'),
    sql`count(*)`.as('n'),
  ]);
  if (dims.length) query = query.groupBy(dims);
  const rows = await query.execute();
  return rows.map((r) => ({ g: r.g, at: Number(r.s ?? 0) * width, v: Number(r.v ?? 0), n: Number(r.n) }));
}

/**
 * Folds figure rows into groups and local buckets of the zone. `accept` may refuse the range of
 * buckets (the roll-ups do for a zone whose buckets do not start on whole UTC hours): null then.
 */
export async function fold(
  db: Kysely<DB>,
  ctx: TenantContext,
  source: SeriesSource,
  ask: AggregateAsk,
  params: { timeZone: string; createdFrom?: number; createdTo?: number },
  rows: readonly FigureRow[],
  accept?: (range: number[]) => boolean,
): Promise<Aggregated | null> {
  const tz = params.timeZone;
  const spec = ask.group ? source.groups[ask.group]! : null;
  // The range first (every bucket, empty ones included), then each row's bucket found in it by
  // bisection: no zone arithmetic per row or hour, only per bucket.
  let minRow = Number.POSITIVE_INFINITY;
  let maxRow = Number.NEGATIVE_INFINITY;
  for (const r of rows) {
    if (r.at < minRow) minRow = r.at;
    if (r.at > maxRow) maxRow = r.at;
  }
  const from = params.createdFrom ?? minRow;
  const to = params.createdTo ?? maxRow;
  const range =
    ask.interval && Number.isFinite(from) && Number.isFinite(to) && from <= to
      ? bucketRange(from, to, ask.interval, tz, ask.rangeParam)
      : [];
  if (accept && !accept(range)) return null;
  const bucketOf = (at: number) => {
    if (range.length === 0 || at < range[0]!) return bucketStart(at, ask.interval!, tz);
    let lo = 0;
    let hi = range.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (range[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    return range[lo]!;
  };
  const perGroup = new Map<string, AggregatedGroup>();
  for (const r of rows) {
    const key = spec ? keyOf(spec, r.g) : null;
    const id = JSON.stringify(key);
    let g = perGroup.get(id);
    if (!g) perGroup.set(id, (g = { key, label: null, value: 0, count: 0, buckets: new Map() }));
    g.value += r.v;
    g.count += r.n;
    if (ask.interval) {
      const at = bucketOf(r.at);
      const cell = g.buckets.get(at) ?? [0, 0];
      cell[0] += r.v;
      cell[1] += r.n;
      g.buckets.set(at, cell);
    }
  }
  // Groups of rows that add up to nothing (a roll-up row moved away) are no group.
  const groups = [...perGroup.values()].filter((g) => g.count !== 0);
  if (spec) {
    const names = await labels(
      db,
      ctx,
      spec,
      groups.map((g) => g.key),
    );
    for (const g of groups) g.label = labelOf(g.key, names);
  }
  for (const g of groups) {
    g.value = money(g.value);
    for (const cell of g.buckets.values()) cell[0] = money(cell[0]);
  }
  groups.sort((a, b) => b.value - a.value || b.count - a.count || tieBreak(a.key, b.key));
  return {
    timeZone: tz,
    range,
    total: money(groups.reduce((s, g) => s + g.value, 0)),
    count: groups.reduce((s, g) => s + g.count, 0),
    groups,
  };
}

/** A group's key as the API shows it: booleans as booleans, ids as numbers. */
export function keyOf(spec: GroupSpec, raw: unknown): GroupKey {
  if (raw === null || raw === undefined) return null;
  if (spec.kind === 'boolean') return raw === true || raw === 1 || raw === '1' || raw === 't';
  if (spec.kind === 'id') return Number(raw);
  return String(raw);
}

/** Names of the records a group's ids point at, in the tenant. */
export async function labels(db: Kysely<DB>, ctx: TenantContext, spec: GroupSpec, keys: GroupKey[]) {
  const ids = keys.filter((k): k is number => typeof k === 'number');
  const out = new Map<number, string | null>();
  if (!spec.names || ids.length === 0) return out;
  const { table, column } = spec.names;
  const scope = new RuntimeTableScope(db, ctx.company.id);
  // Chunks keep the IN list inside every driver's bound-parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await scope
      .selectFrom(table)
      .select([`${table}.id as id`, `${table}.${column} as name`])
      .where(`${table}.id`, 'in', ids.slice(i, i + 500))
      .execute();
    for (const r of rows) out.set(Number(r.id), (r.name as string | null) ?? null);
  }
  return out;
}

export function labelOf(key: GroupKey, names: Map<number, string | null>): string | null {
  if (key === null) return null;
  if (typeof key === 'boolean') return key ? 'Converted' : 'Not Converted';
  if (typeof key === 'number') return names.get(key) ?? null;
  return String(key);
}

/** Equal groups in a fixed order: true before false, then by key. */
export function tieBreak(a: GroupKey, b: GroupKey): number {
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(b) - Number(a);
  return String(a).localeCompare(String(b));
}

/** Sums of money in floating point: rounded to a millionth so 0.1 + 0.2 reads 0.3. */
export const money = (v: number) => Math.round(v * 1e6) / 1e6;
