import { notFound } from '../../errors/index.js';
import type { TenantContext } from '../../tenancy/context.js';
import { RuntimeTableScope } from '../../tenancy/scope.js';
import { isUuid } from '../../util/ids.js';
import { scopeOf } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { serializeRows } from '../engine/load-links.js';
import { type ColumnPlan, planColumns, selectList, shapeId } from '../serialize.js';
import { rawSelectList } from './raw-select.js';

/** What findRow reads: table columns by name, or a column plan's select (its links included). */
export type RowSelection = readonly string[] | Pick<ColumnPlan, 'selectSql'>;

const selects = new WeakMap<readonly string[], string>();
/** selectList, kept per column array (a plan's `stored` is the same array on every request). */
function selectOf(table: string, columns: readonly string[]): string {
  let select = selects.get(columns);
  if (select === undefined) {
    select = selectList(table, columns);
    selects.set(columns, select);
  }
  return select;
}

/**
 * The stored row by id or uuid, or a 404. Deleted records are not found.
 * `columns` names table columns, or is a plan (its select, links included).
 */
export async function findRow(
  e: Engine,
  ctx: TenantContext,
  ref: string | number,
  columns: RowSelection = ['*'],
): Promise<Record<string, unknown>> {
  const table = e.def.table;
  // `GET /buyers/5.json` names record 5, as on the list routes.
  const s = String(ref)
    .trim()
    .replace(/\.json$/i, '');
  const byId = /^\d{1,15}$/.test(s);
  if (!byId && !isUuid(s)) throw notFound(e.def.title);
  const select =
    'selectSql' in columns ? columns.selectSql : columns.includes('*') ? '*' : selectOf(table, columns);
  const rows = await e.deps.prepared.rows(
    `find|${table}|${byId ? 'id' : 'uuid'}|${shapeId(select)}`,
    [ctx.company.id, byId ? Number(s) : s.toLowerCase()],
    (arg) =>
      new RuntimeTableScope(e.deps.db, arg(0))
        .selectFrom(table)
        .select(rawSelectList(select === '*' ? `"${table}".*` : select))
        .where(`${table}.${byId ? 'id' : 'uuid'}`, '=', arg(1))
        .where(`${table}.deleted_at`, 'is', null),
  );
  const row = rows[0];
  if (!row) throw notFound(e.def.title);
  return row as Record<string, unknown>;
}

/** A record by id as the API shows it, deleted or not ({} when there is none). */
export async function showIncludingDeleted(e: Engine, ctx: TenantContext, id: number) {
  const row = await scopeOf(e, ctx)
    .selectFrom(e.def.table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return (await serializeRows(e, ctx, row ? [row] : [], planColumns(e.def)))[0] ?? {};
}
