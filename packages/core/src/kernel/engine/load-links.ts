import type { TenantContext } from '../../tenancy/context.js';
import { LINKS_COLUMN, linksOfRows } from '../links.js';
import { type ColumnPlan, serializeRow } from '../serialize.js';
import type { Engine } from './deps.js';

/** The refs fields of the plan for these rows: read with them (the plan's select), or in one query. */
export function loadLinks(e: Engine, rows: Record<string, unknown>[], plan: ColumnPlan) {
  if (!plan.links.length || !rows.length) return Promise.resolve(new Map<string, Map<number, number[]>>());
  if (LINKS_COLUMN in rows[0]!) return Promise.resolve(linksOfRows(rows, plan.links));
  return e.deps.links.load(
    e.deps.db,
    e.def.table,
    plan.links,
    rows.map((r) => Number(r.id)),
  );
}

/** Rows as API records, their links loaded. */
export async function serializeRows(
  e: Engine,
  ctx: TenantContext,
  rows: Record<string, unknown>[],
  plan: ColumnPlan,
) {
  const links = await loadLinks(e, rows, plan);
  return rows.map((r) => serializeRow(e.def, plan, r, links, ctx.company.time_zone));
}
