import type { Kysely, SelectQueryBuilder } from 'kysely';
import {
  ROLLUP_HOUR_MS,
  RollupDeltas,
  type RollupDimension,
  rollupOf,
  writeRollupDeltas,
} from '../db/call-rollup-rows.js';
import type { AnyTables, DB } from '../db/tables.js';
import type { ListParams } from '../kernel/query/list-params.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { Interval } from './time-buckets.js';

/** Where a report's figures came from: the hourly roll-ups (plus the calls of partial hours), or the calls alone. */
export type ReportSource = 'rollups' | 'calls';

/** How a report is read: `calls` forces the on-read path (the tests' oracle); `trace` is told which path answered and why. */
export interface ReportOptions {
  readFrom?: 'auto' | 'calls';
  trace?: (source: ReportSource, reason: string) => void;
}

/**
 * Keeps the call roll-ups (`call_rollups`, db/call-rollup-rows.ts) in the transaction of every
 * call write (CallStore): the call's row as it was comes out of its hour's roll-up, the row as
 * it is now goes in. A write that changes nothing a report reads writes nothing.
 */
export class CallRollups {
  async callChanged(
    db: Kysely<DB>,
    ctx: TenantContext,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ) {
    await recordCallRollup(db, ctx.company.id, before, after);
  }
}

/** Moves a call from what it was (`before`, null when new) to what it is now, in the caller's transaction. */
export async function recordCallRollup(
  db: Kysely<DB> | Kysely<AnyTables>,
  companyId: number,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const was = rollupOf(before);
  const now = rollupOf(after);
  if (JSON.stringify(was) === JSON.stringify(now)) return;
  const deltas = new RollupDeltas();
  deltas.addCall(before, -1);
  deltas.addCall(after, 1);
  await writeRollupDeltas(db as Kysely<AnyTables>, companyId, deltas);
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

/** How a request reads the roll-ups: the whole hours they answer, their filters, and the partial hours left to the calls. */
export interface RollupPlan {
  /** Rows of the company's roll-ups in the whole hours of the range, filtered as the request asks. */
  rows: (db: Kysely<DB>, companyId: number) => SelectQueryBuilder<any, 'call_rollups', object>;
  /** The calls of the range's partial hours (its first and last), or null when the range is whole hours. */
  edges: ((qb: SelectQueryBuilder<any, any, any>) => SelectQueryBuilder<any, any, any>) | null;
}

/**
 * Whether the roll-ups answer a request, and how; else why not (the on-read path answers then).
 * They answer when every filter is one they are keyed by, every group is one of their columns,
 * and a series' interval is hours or longer (the zone is checked on the buckets, `wholeHours`).
 */
export function planRollups(
  params: ListParams,
  groups: readonly string[],
  interval: Interval | null,
): RollupPlan | { reason: string } {
  if (params.ids) return { reason: 'ids' };
  if (params.fulltext !== undefined) return { reason: 'fulltext' };
  if (params.updatedFrom !== undefined || params.updatedTo !== undefined)
    return { reason: 'updated_at range' };
  if (interval === 'five_minutes') return { reason: 'five-minute buckets are finer than an hour' };
  for (const g of groups) if (!ROLLUP_GROUPS[g]) return { reason: `group_by ${g}` };
  const where: ((q: SelectQueryBuilder<any, 'call_rollups', object>) => typeof q)[] = [];
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
    const column = `call_rollups.${name}`;
    where.push((q) =>
      values.length === 1 ? q.where(column, '=', values[0]) : q.where(column, 'in', values),
    );
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
  return {
    rows: (db, companyId) => {
      let q = new TenantScope(db, companyId).selectFrom('call_rollups') as SelectQueryBuilder<
        any,
        'call_rollups',
        object
      >;
      if (first !== undefined) q = q.where('call_rollups.hour', '>=', first);
      if (end !== undefined) q = q.where('call_rollups.hour', '<', end);
      for (const w of where) q = w(q);
      return q;
    },
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
  };
}

/** Every bucket starts on a whole UTC hour, so each roll-up hour lies in one bucket (not so in a half-hour zone). */
export const wholeHours = (range: readonly number[]) => range.every((b) => b % ROLLUP_HOUR_MS === 0);
