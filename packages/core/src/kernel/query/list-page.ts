import { sql } from 'kysely';
import type { TenantContext } from '../../tenancy/context.js';
import { RuntimeTableScope } from '../../tenancy/scope.js';
import { countScope } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { loadLinks } from '../engine/load-links.js';
import { type ApiRecord, type ColumnPlan, planColumns, shapeId } from '../serialize.js';
import type { ListMetadata } from './common-list-params.js';
import { COUNT_CAP, countList } from './list-count.js';
import { applyCompiled, compileFilters } from './list-filters.js';
import type { ListParams } from './list-params.js';
import { rawSelectList } from './raw-select.js';

export type { ListMetadata } from './common-list-params.js';

export interface ListResult {
  records: ApiRecord[];
  metadata: ListMetadata;
  /** root=false asked for a bare array. */
  root: boolean;
}

/** A list page with its records as JSON array text. */
export interface ListJson {
  json: string;
  metadata: ListMetadata;
  root: boolean;
}

/** One page of stored rows with their links and the list's metadata. */
export async function readPage(e: Engine, ctx: TenantContext, params: ListParams) {
  const plan = planColumns(e.def, params.columns);
  const cursorMode = params.cursor !== undefined;
  const [found, total] = await Promise.all([pageRows(e, ctx, params, plan), countList(e, ctx, params)]);
  const more = found.length > params.perPage;
  const rows = more ? found.slice(0, params.perPage) : found;
  const links = await loadLinks(e, rows, plan);
  const lastId = rows.length ? Number(rows[rows.length - 1]!.id) : 0;
  const metadata: ListMetadata = {
    root: e.def.plural,
    total_count: total,
    total_count_capped: total >= COUNT_CAP,
    total_pages: Math.max(1, Math.ceil(total / params.perPage)),
    page: cursorMode ? null : params.page,
    per_page: params.perPage,
    cursor: cursorMode ? params.cursor! : null,
    next_cursor: cursorMode || params.order === 'id' ? (more ? lastId : 0) : null,
  };
  return { rows, plan, links, root: params.root, metadata };
}

/**
 * One page of rows (plus one, when a cursor must say whether more follow). Without custom
 * filters the query's shape is prepared once and reused with new values.
 *
 * Ordered by id with a `created_at` range, the plain query walks the (company, id) index from
 * the newest id (the oldest, ascending) and reads every row until a page falls in the range:
 * cheap when the range reaches the end the walk starts from, a read of every newer row of the
 * company when it does not. When fewer rows lie in the range than beyond it, the page's ids
 * come from the (company, created_at) index instead, sorted, and only the page's rows are read
 * with their columns and links (decision `perf-list-range-page`).
 */
async function pageRows(e: Engine, ctx: TenantContext, p: ListParams, plan: ColumnPlan) {
  const t = e.def.table;
  const cursorMode = p.cursor !== undefined;
  const byRange = !cursorMode && p.order === 'id' && (await rangeIsNarrower(e, ctx, p));
  const tail: unknown[] = [];
  if (cursorMode && p.cursor! > 0) tail.push(p.cursor);
  // One row more than the page only where next_cursor needs to know whether more follow.
  tail.push(p.perPage + (cursorMode || p.order === 'id' ? 1 : 0));
  if (!cursorMode) tail.push((p.page - 1) * p.perPage);
  const filters = compileFilters(e.def, e.deps.dialect, p);
  const build = (companyId: unknown, bind: () => unknown) => {
    const scope = new RuntimeTableScope(e.deps.db, companyId as number);
    let qb = applyCompiled(e.def, e.deps.dialect, scope.selectFrom(t), filters, p.filters, bind);
    if (byRange) {
      // `+id`: the id is not an index key for this order, so the range's index serves the where.
      const page = qb
        .select(`${t}.id`)
        .orderBy(sql`+${sql.ref(`${t}.id`)}`, p.orderDir)
        .limit(bind() as number)
        .offset(bind() as number);
      return scope
        .selectFrom(t)
        .where(`${t}.id`, 'in', page)
        .select(rawSelectList(plan.selectSql))
        .orderBy(`${t}.id`, p.orderDir);
    }
    qb = qb.select(rawSelectList(plan.selectSql));
    if (cursorMode) {
      qb = qb.orderBy(`${t}.id`, p.orderDir);
      if (p.cursor! > 0) qb = qb.where(`${t}.id`, p.orderDir === 'desc' ? '<' : '>', bind());
      return qb.limit(bind() as number);
    }
    qb = qb.orderBy(`${t}.${p.order}`, p.orderDir);
    if (p.order !== 'id') qb = qb.orderBy(`${t}.id`, p.orderDir);
    return qb.limit(bind() as number).offset(bind() as number);
  };
  const values = [...filters.values, ...tail];
  if (filters.custom) {
    let i = 0;
    return build(ctx.company.id, () => values[i++]).execute();
  }
  const shape = `list|${t}|${shapeId(plan.selectSql)}|${filters.shape}|${cursorMode ? (p.cursor! > 0 ? 'c+' : 'c') : 'p'}|${p.order}|${p.orderDir}${byRange ? '|range' : ''}`;
  return e.deps.prepared.rows(shape, [ctx.company.id, ...values], (arg) => {
    let i = 1;
    return build(arg(0), () => arg(i++));
  });
}

/**
 * Whether fewer of the company's rows lie in the list's `created_at` range than beyond the end
 * an id walk starts from (newer than `created_at_to` for a descending list, older than
 * `created_at_from` for an ascending one). Both counts read the (company, created_at) index
 * alone, stop at COUNT_CAP, and are remembered like totals until the next write.
 */
async function rangeIsNarrower(e: Engine, ctx: TenantContext, p: ListParams): Promise<boolean> {
  const beyondTo = p.orderDir === 'desc';
  const edge = beyondTo ? p.createdTo : p.createdFrom;
  if (edge === undefined) return false;
  const scope = countScope(e, ctx);
  const key = `range-plan|${p.orderDir}|${p.createdFrom ?? ''}|${p.createdTo ?? ''}`;
  const known = e.deps.counts.get(scope, key);
  if (known !== undefined) return known === 1;
  const t = e.def.table;
  const count = async (from: number | undefined, to: number | undefined, strict: boolean) => {
    let qb = new RuntimeTableScope(e.deps.db, ctx.company.id).selectFrom(t);
    if (from !== undefined) qb = qb.where(`${t}.created_at`, strict ? '>' : '>=', from);
    if (to !== undefined) qb = qb.where(`${t}.created_at`, strict ? '<' : '<=', to);
    const capped = qb.select(`${t}.id`).limit(COUNT_CAP);
    const row = await e.deps.db
      .selectFrom(capped.as('capped'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const within = await count(p.createdFrom, p.createdTo, false);
  const beyond = beyondTo ? await count(edge, undefined, true) : await count(undefined, edge, true);
  const narrower = within < beyond;
  e.deps.counts.set(scope, key, narrower ? 1 : 0);
  return narrower;
}
