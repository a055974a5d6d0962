import type { TenantContext } from '../../tenancy/context.js';
import { countScope, scopeOf } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { applyFilters } from './list-filters.js';
import type { ListParams } from './list-params.js';

/** Totals are exact up to this many records; beyond it `total_count` is this number and marked capped. */
export const COUNT_CAP = 10_000;

/** The list's total_count, from the count cache when the same filters were counted since the last write. */
export async function countList(e: Engine, ctx: TenantContext, p: ListParams): Promise<number> {
  const key = JSON.stringify([
    p.ids,
    p.createdFrom,
    p.createdTo,
    p.updatedFrom,
    p.updatedTo,
    p.filters,
    p.fulltext,
  ]);
  const scope = countScope(e, ctx);
  const cached = e.deps.counts.get(scope, key);
  if (cached !== undefined) return cached;
  // Count at most COUNT_CAP rows: a bounded index walk, never a full scan of a big table.
  const filtered = applyFilters(e.def, e.deps.dialect, scopeOf(e, ctx).selectFrom(e.def.table), p);
  const capped = filtered.select(`${e.def.table}.id`).limit(COUNT_CAP);
  const row = await e.deps.db
    .selectFrom(capped.as('capped'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  e.deps.counts.set(scope, key, n);
  return n;
}
