import type { TenantContext } from '../../tenancy/context.js';
import { scopeOf } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { serializeRows } from '../engine/load-links.js';
import { type ApiRecord, planColumns } from '../serialize.js';
import { applyFilters } from './list-filters.js';
import type { ListParams } from './list-params.js';
import { rawSelectList } from './raw-select.js';

/** Rows read per batch when streaming a whole list (CSV). */
const STREAM_BATCH = 1000;

/** Every record matching an unpaged list, read by id in batches: the CSV export. */
export async function* streamList(
  e: Engine,
  ctx: TenantContext,
  params: ListParams,
): AsyncGenerator<ApiRecord> {
  const plan = planColumns(e.def, params.columns);
  const table = e.def.table;
  let after: number | undefined;
  for (;;) {
    let qb = applyFilters(e.def, e.deps.dialect, scopeOf(e, ctx).selectFrom(table), params)
      .select(rawSelectList(plan.selectSql))
      .orderBy(`${table}.id`, params.orderDir)
      .limit(STREAM_BATCH);
    if (after !== undefined) qb = qb.where(`${table}.id`, params.orderDir === 'desc' ? '<' : '>', after);
    const rows = await qb.execute();
    if (rows.length === 0) return;
    for (const r of await serializeRows(e, ctx, rows, plan)) yield r;
    if (rows.length < STREAM_BATCH) return;
    after = Number(rows[rows.length - 1]!.id);
  }
}
