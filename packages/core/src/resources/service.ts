import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Clock } from '../clock.js';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { PreparedQueries } from '../db/prepared.js';
import { type FieldErrors, LeadlineError, notFound } from '../errors/index.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { RequestMeta, TenantContext } from '../tenancy/context.js';
import { requireAccess, requireSuperuser } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { isUuid, newUuid } from '../util/ids.js';
import type { Operation, ResourceDefinition } from './define.js';
import { defaultOf, type FieldSpec, storageOf } from './fields.js';
import { arrayOperationParams, parseWrite } from './input.js';
import { LINKS_COLUMN, linksOfRows, type RecordLinks } from './links.js';
import { CountCache } from './query/count-cache.js';
import { type ListParams, parseListParams } from './query/list-params.js';
import type { ResourceRegistry } from './registry.js';
import { storedFields } from './schema-sync.js';
import {
  type ApiRecord,
  type ColumnPlan,
  planColumns,
  rowJson,
  selectList,
  serializeRow,
  shapeId,
} from './serialize.js';
import { writeCheckErrors } from './write-checks.js';

/** Totals are exact up to this many records; beyond it `total_count` is this number and marked capped. */
export const COUNT_CAP = 10_000;
/** Rows read per batch when streaming a whole list (CSV). */
const STREAM_BATCH = 1000;

export interface ListMetadata {
  root: string;
  total_count: number;
  total_count_capped: boolean;
  total_pages: number;
  page: number | null;
  per_page: number;
  cursor: number | null;
  next_cursor: number | null;
}

export interface ListResult {
  records: ApiRecord[];
  metadata: ListMetadata;
  /** root=false asked for a bare array. */
  root: boolean;
}

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

/** A list page with its records as JSON array text. */
export interface ListJson {
  json: string;
  metadata: ListMetadata;
  root: boolean;
}

export interface EngineDeps {
  db: Kysely<any>;
  dialect: DialectName;
  clock: Clock;
  registry: ResourceRegistry;
  links: RecordLinks;
  counts: CountCache;
  prepared: PreparedQueries;
  /** Checks fields marked `.fetchedUrl()` when saved. */
  urls?: UrlGuard;
  /** Seals fields marked `.sealed()` before they are stored. */
  secrets?: SecretBox;
}

/**
 * The generic engine behind every declared resource: list, build, create,
 * show, update and destroy, scoped to the context's company and checked
 * against its permissions. Resources with behaviour wrap it; none copy it.
 */
export class ResourceService {
  constructor(
    readonly def: ResourceDefinition,
    private readonly deps: EngineDeps,
  ) {}

  supports(op: Operation): boolean {
    return this.def.operations.includes(op);
  }

  async list(ctx: TenantContext, raw: Record<string, unknown> = {}): Promise<ListResult> {
    const page = await this.page(ctx, raw);
    const tz = ctx.company.time_zone;
    return {
      records: page.rows.map((r) => serializeRow(this.def, page.plan, r, page.links, tz)),
      root: page.root,
      metadata: page.metadata,
    };
  }

  /**
   * The same page as `list`, its records as one JSON array text: what the
   * HTTP answer sends, without building record objects to stringify again.
   */
  async listJson(ctx: TenantContext, raw: Record<string, unknown> = {}): Promise<ListJson> {
    const page = await this.page(ctx, raw);
    const tz = ctx.company.time_zone;
    let json = '[';
    for (let i = 0; i < page.rows.length; i++) {
      json += (i ? ',' : '') + rowJson(page.plan, page.rows[i]!, page.links, tz);
    }
    return { json: `${json}]`, root: page.root, metadata: page.metadata };
  }

  private async page(ctx: TenantContext, raw: Record<string, unknown>) {
    this.authorize(ctx, 'read');
    const params = this.listParams(ctx, raw);
    const plan = planColumns(this.def, params.columns);
    const cursorMode = params.cursor !== undefined;
    const [found, total] = await Promise.all([this.pageRows(ctx, params, plan), this.count(ctx, params)]);
    const more = found.length > params.perPage;
    const rows = more ? found.slice(0, params.perPage) : found;
    const links = await this.loadLinks(rows, plan);
    const lastId = rows.length ? Number(rows[rows.length - 1]!.id) : 0;
    const metadata: ListMetadata = {
      root: this.def.plural,
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
   */
  private async pageRows(ctx: TenantContext, p: ListParams, plan: ReturnType<typeof planColumns>) {
    const t = this.def.table;
    const cursorMode = p.cursor !== undefined;
    const tail: unknown[] = [];
    if (cursorMode && p.cursor! > 0) tail.push(p.cursor);
    // One row more than the page only where next_cursor needs to know whether more follow.
    tail.push(p.perPage + (cursorMode || p.order === 'id' ? 1 : 0));
    if (!cursorMode) tail.push((p.page - 1) * p.perPage);
    const build = (companyId: unknown, bind: () => unknown) => {
      let qb = this.applyFilters(
        new TenantScope(this.deps.db, companyId as number).selectFrom(t),
        p,
        bind,
      ).select(sql.raw(plan.selectSql) as never);
      if (cursorMode) {
        qb = qb.orderBy(`${t}.id`, p.orderDir);
        if (p.cursor! > 0) qb = qb.where(`${t}.id`, p.orderDir === 'desc' ? '<' : '>', bind());
        return qb.limit(bind() as number);
      }
      qb = qb.orderBy(`${t}.${p.order}`, p.orderDir);
      if (p.order !== 'id') qb = qb.orderBy(`${t}.id`, p.orderDir);
      return qb.limit(bind() as number).offset(bind() as number);
    };
    const values = [...this.filterValues(p), ...tail];
    if (Object.keys(p.filters).some((k) => this.def.filters[k])) {
      let i = 0;
      return build(ctx.company.id, () => values[i++]).execute();
    }
    const shape = `list|${t}|${shapeId(plan.selectSql)}|${this.filterShape(p)}|${cursorMode ? (p.cursor! > 0 ? 'c+' : 'c') : 'p'}|${p.order}|${p.orderDir}`;
    return this.deps.prepared.rows(shape, [ctx.company.id, ...values], (arg) => {
      let i = 1;
      return build(arg(0), () => arg(i++));
    });
  }

  /** Every matching record (or the asked-for page), in batches: the CSV export. */
  async *stream(ctx: TenantContext, raw: Record<string, unknown> = {}): AsyncGenerator<ApiRecord> {
    this.authorize(ctx, 'read');
    const params = this.listParams(ctx, raw);
    if (params.paged || params.cursor !== undefined) {
      for (const r of (await this.list(ctx, raw)).records) yield r;
      return;
    }
    const plan = planColumns(this.def, params.columns);
    const table = this.def.table;
    let after: number | undefined;
    for (;;) {
      let qb = this.applyFilters(this.scope(ctx).selectFrom(table), params)
        .select(sql.raw(plan.selectSql) as never)
        .orderBy(`${table}.id`, params.orderDir)
        .limit(STREAM_BATCH);
      if (after !== undefined) qb = qb.where(`${table}.id`, params.orderDir === 'desc' ? '<' : '>', after);
      const rows = await qb.execute();
      if (rows.length === 0) return;
      for (const r of await this.serialize(ctx, rows, plan)) yield r;
      if (rows.length < STREAM_BATCH) return;
      after = Number(rows[rows.length - 1]!.id);
    }
  }

  /** An unsaved record with defaults and whatever build parameters were given. */
  async build(ctx: TenantContext, raw: Record<string, unknown> = {}): Promise<ApiRecord> {
    this.authorize(ctx, 'read');
    const input = parseWrite(this.def, 'build', raw, this.valueContext(ctx, raw));
    const row: Record<string, unknown> = {
      id: null,
      uuid: null,
      company_id: ctx.company.id,
      created_at: input.created_at ?? null,
      updated_at: input.updated_at ?? null,
    };
    const links = new Map<string, Map<number, number[]>>();
    for (const { name, spec } of storedFields(this.def)) {
      // Generated values (tokens) exist only once saved.
      const v = input[name] ?? (typeof spec.default === 'function' ? null : (spec.default ?? null));
      row[name] = encodeValue(storageOf(spec) as never, v, 'postgres');
    }
    for (const [name, spec] of Object.entries(this.def.fields)) {
      if (spec.type === 'refs') links.set(name, new Map([[0, (input[name] as number[]) ?? []]]));
    }
    const plan = planColumns(this.def);
    const record = serializeRow(this.def, plan, { ...row, id: 0 }, links, ctx.company.time_zone);
    for (const k of ['id', 'legacy_id', 'uuid', 'routes_show_path', 'routes_edit_path']) {
      if (k in record) record[k] = null;
    }
    return record;
  }

  async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    this.authorize(ctx, 'write');
    const input = parseWrite(this.def, 'create', raw, this.valueContext(ctx, raw));
    for (const { name, spec } of storedFields(this.def)) {
      if (input[name] === undefined && spec.default !== undefined) input[name] = defaultOf(spec);
    }
    const linkIds = await this.validateReferences(ctx, input);
    await this.checkUnique(ctx, input);
    Object.assign(input, await this.engineValues(ctx, input));
    const now = this.deps.clock.now();
    // Resources whose spec lets clients set created_at/updated_at declare them as extra create parameters.
    const createdAt = typeof input.created_at === 'number' ? input.created_at : now;
    const row: Record<string, unknown> = {
      uuid: newUuid(),
      created_at: createdAt,
      updated_at: typeof input.updated_at === 'number' ? input.updated_at : createdAt,
      user_updated_at: now,
      external_record_id: typeof raw.external_record_id === 'string' ? raw.external_record_id : null,
    };
    for (const { name, spec, storage } of storedFields(this.def)) {
      if (name in input) row[name] = encodeValue(storage, this.sealed(spec, input[name]), this.deps.dialect);
    }
    const id = await this.transaction(async (db) => {
      const scope = this.scope(ctx).withDb(db);
      const inserted = await scope.insertInto(this.def.table, row).returning('id').executeTakeFirstOrThrow();
      const newId = Number(inserted.id);
      await this.writeLinks(db, ctx, newId, linkIds, true);
      return newId;
    });
    this.deps.counts.invalidate(this.countScope(ctx));
    return this.showById(ctx, id);
  }

  /**
   * Read-only values a domain engine decides for a new record from its valid
   * input (a text's status when a rule blocks it): written in the same insert,
   * so the record is never seen without them.
   */
  protected async engineValues(
    _ctx: TenantContext,
    _input: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    return {};
  }

  async show(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown> = {},
  ): Promise<ApiRecord> {
    const { row, plan, links } = await this.one(ctx, ref, raw);
    return serializeRow(this.def, plan, row, links, ctx.company.time_zone);
  }

  /** The same record as `show`, as JSON text (what the HTTP answer sends). */
  async showJson(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown> = {},
  ): Promise<string> {
    const { row, plan, links } = await this.one(ctx, ref, raw);
    return rowJson(plan, row, links, ctx.company.time_zone);
  }

  private async one(ctx: TenantContext, ref: string | number, raw: Record<string, unknown>) {
    this.authorize(ctx, 'read');
    const columns =
      raw.columns !== undefined ? this.listParams(ctx, { columns: raw.columns }).columns : undefined;
    const plan = planColumns(this.def, columns);
    const row = await this.findRow(ctx, ref, plan);
    return { row, plan, links: await this.loadLinks([row], plan) };
  }

  /** One record by a declared alternate key (`findBy`), e.g. a buyer by user_buyer_id. */
  async showBy(
    ctx: TenantContext,
    field: string,
    value: string,
    raw: Record<string, unknown> = {},
  ): Promise<ApiRecord> {
    this.authorize(ctx, 'read');
    if (!this.def.findBy.includes(field)) throw notFound(this.def.title);
    const row = await this.scope(ctx)
      .selectFrom(this.def.table)
      .select('id')
      .where(field, '=', value)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) throw notFound(this.def.title);
    return this.show(ctx, Number(row.id), raw);
  }

  /**
   * `meta` says where the request came from; the generic engine keeps no
   * change log, engines that do (leads) record it.
   */
  async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    _meta?: RequestMeta,
  ): Promise<ApiRecord> {
    this.authorize(ctx, 'write');
    const existing = await this.findRow(ctx, ref, ['id']);
    const id = Number(existing.id);
    const input = parseWrite(this.def, 'update', raw, this.valueContext(ctx, raw));
    const linkIds = await this.validateReferences(ctx, input, id);
    await this.checkUnique(ctx, input, id);
    const now = this.deps.clock.now();
    const set: Record<string, unknown> = { updated_at: now, user_updated_at: now };
    if (typeof raw.external_record_id === 'string') set.external_record_id = raw.external_record_id;
    for (const { name, storage } of storedFields(this.def)) {
      if (name in input && this.def.fields[name]!.update !== 'no') {
        set[name] = encodeValue(storage, this.sealed(this.def.fields[name]!, input[name]), this.deps.dialect);
      }
    }
    await this.transaction(async (db) => {
      await this.scope(ctx).withDb(db).updateTable(this.def.table).set(set).where('id', '=', id).execute();
      await this.writeLinks(db, ctx, id, linkIds, false);
    });
    return this.showById(ctx, id);
  }

  async destroy(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown> = {},
  ): Promise<ApiRecord> {
    this.authorize(ctx, 'write');
    const record = await this.show(ctx, ref);
    const id = Number(record.id);
    const permanent = raw.permanent === true || ['1', 'true', 'yes', 'on'].includes(String(raw.permanent));
    await this.transaction(async (db) => {
      const scope = this.scope(ctx).withDb(db);
      if (this.def.softDelete && !permanent) {
        const now = this.deps.clock.now();
        await scope
          .updateTable(this.def.table)
          .set({ deleted_at: now, updated_at: now })
          .where('id', '=', id)
          .execute();
      } else {
        await scope.deleteFrom(this.def.table).where('id', '=', id).execute();
        await this.deps.links.removeOwner(db, this.def.table, id);
      }
    });
    this.deps.counts.invalidate(this.countScope(ctx));
    if (this.def.softDelete && !permanent && 'deleted_at' in record) {
      return { ...record, deleted_at: (await this.findRowIncludingDeleted(ctx, id)).deleted_at };
    }
    return record;
  }

  /**
   * The stored row by id or uuid, or a 404. Deleted records are not found.
   * `columns` names table columns, or is a plan (its select, links included).
   */
  async findRow(ctx: TenantContext, ref: string | number, columns: RowSelection = ['*']) {
    const table = this.def.table;
    // `GET /buyers/5.json` names record 5, as on the list routes.
    const s = String(ref)
      .trim()
      .replace(/\.json$/i, '');
    const byId = /^\d{1,15}$/.test(s);
    if (!byId && !isUuid(s)) throw notFound(this.def.title);
    const select =
      'selectSql' in columns ? columns.selectSql : columns.includes('*') ? '*' : selectOf(table, columns);
    const rows = await this.deps.prepared.rows(
      `find|${table}|${byId ? 'id' : 'uuid'}|${shapeId(select)}`,
      [ctx.company.id, byId ? Number(s) : s.toLowerCase()],
      (arg) =>
        new TenantScope(this.deps.db, arg(0))
          .selectFrom(table)
          .select(sql.raw(select === '*' ? `"${table}".*` : select) as never)
          .where(`${table}.${byId ? 'id' : 'uuid'}`, '=', arg(1))
          .where(`${table}.deleted_at`, 'is', null),
    );
    const row = rows[0];
    if (!row) throw notFound(this.def.title);
    return row as Record<string, unknown>;
  }

  private async findRowIncludingDeleted(ctx: TenantContext, id: number) {
    const row = await this.scope(ctx)
      .selectFrom(this.def.table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return (await this.serialize(ctx, row ? [row] : [], planColumns(this.def)))[0] ?? {};
  }

  private async showById(ctx: TenantContext, id: number) {
    const plan = planColumns(this.def);
    const row = await this.findRow(ctx, id, plan);
    return (await this.serialize(ctx, [row], plan))[0]!;
  }

  private authorize(ctx: TenantContext, need: 'read' | 'write') {
    if (this.def.superuser) requireSuperuser(ctx.permissions);
    requireAccess(ctx.permissions, this.def.family, need);
  }

  /** A `.sealed()` field's value as stored: encrypted (secrets/). */
  private sealed(spec: FieldSpec, value: unknown): unknown {
    return spec.sealed && typeof value === 'string' && this.deps.secrets
      ? this.deps.secrets.seal(value)
      : value;
  }

  private scope(ctx: TenantContext) {
    return new TenantScope(this.deps.db, ctx.company.id);
  }

  private listParams(ctx: TenantContext, raw: Record<string, unknown>): ListParams {
    return parseListParams(this.def, raw, {
      timeZone: ctx.company.time_zone,
      country: ctx.company.default_country,
    });
  }

  private valueContext(ctx: TenantContext, raw: Record<string, unknown>) {
    const tz = typeof raw.time_zone === 'string' && raw.time_zone ? raw.time_zone : ctx.company.time_zone;
    return { country: ctx.company.default_country, timeZone: tz };
  }

  private countScope(ctx: TenantContext) {
    return `${ctx.company.id}:${this.def.table}`;
  }

  /**
   * The values a list's filters bind, in the order applyFilters consumes
   * them: once as real values, once as placeholders of a prepared shape.
   */
  private filterValues(p: ListParams): unknown[] {
    const out: unknown[] = [];
    if (p.ids?.length) out.push(...p.ids);
    for (const v of [p.createdFrom, p.createdTo, p.updatedFrom, p.updatedTo])
      if (v !== undefined) out.push(v);
    for (const [name, value] of Object.entries(p.filters)) {
      if (this.def.filters[name]) continue;
      const storage = storageOf(this.def.fields[name]!) as never;
      if (Array.isArray(value)) out.push(...value.map((v) => encodeValue(storage, v, this.deps.dialect)));
      else if (value !== null) out.push(encodeValue(storage, value, this.deps.dialect));
    }
    if (p.fulltext) {
      out.push(`%${p.fulltext.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      if (/^\d{1,15}$/.test(p.fulltext)) out.push(Number(p.fulltext));
    }
    return out;
  }

  /** A key naming the query's shape: same key, same SQL, other values. */
  private filterShape(p: ListParams): string {
    return JSON.stringify([
      p.ids?.length ?? -1,
      p.createdFrom !== undefined,
      p.createdTo !== undefined,
      p.updatedFrom !== undefined,
      p.updatedTo !== undefined,
      Object.entries(p.filters).map(([k, v]) => [k, Array.isArray(v) ? v.length : v === null ? 'null' : 1]),
      p.fulltext ? (/^\d{1,15}$/.test(p.fulltext) ? 'n' : 's') : '',
    ]);
  }

  /**
   * The list's query with every list parameter applied and nothing selected,
   * for domain services that aggregate what a list would show (lead reports).
   */
  filteredQuery(ctx: TenantContext, raw: Record<string, unknown> = {}) {
    this.authorize(ctx, 'read');
    const params = this.listParams(ctx, raw);
    return { qb: this.applyFilters(this.scope(ctx).selectFrom(this.def.table), params), params };
  }

  private applyFilters(
    qb: SelectQueryBuilder<any, any, any>,
    p: ListParams,
    bind: () => unknown = (() => {
      const values = this.filterValues(p);
      let i = 0;
      return () => values[i++];
    })(),
  ): SelectQueryBuilder<any, any, any> {
    const t = this.def.table;
    qb = qb.where(`${t}.deleted_at`, 'is', null);
    if (p.ids) {
      qb = p.ids.length
        ? qb.where(
            `${t}.id`,
            'in',
            p.ids.map(() => bind()),
          )
        : qb.where(`${t}.id`, '=', -1);
    }
    if (p.createdFrom !== undefined) qb = qb.where(`${t}.created_at`, '>=', bind());
    if (p.createdTo !== undefined) qb = qb.where(`${t}.created_at`, '<=', bind());
    if (p.updatedFrom !== undefined) qb = qb.where(`${t}.updated_at`, '>=', bind());
    if (p.updatedTo !== undefined) qb = qb.where(`${t}.updated_at`, '<=', bind());
    for (const [name, value] of Object.entries(p.filters)) {
      const custom = this.def.filters[name];
      if (custom) {
        if (custom.apply) qb = custom.apply(qb, value, p.filters);
        continue;
      }
      if (Array.isArray(value)) {
        if (value.length === 1) qb = qb.where(`${t}.${name}`, '=', bind());
        else if (value.length > 1)
          qb = qb.where(
            `${t}.${name}`,
            'in',
            value.map(() => bind()),
          );
      } else {
        qb = value === null ? qb.where(`${t}.${name}`, 'is', null) : qb.where(`${t}.${name}`, '=', bind());
      }
    }
    if (p.fulltext) {
      const searchable = Object.entries(this.def.fields)
        .filter(([, s]) => s.search && !s.computed && s.type !== 'refs')
        .map(([k]) => k);
      const columns = searchable.length ? searchable : ['external_record_id'];
      const needle = bind();
      const like = sql.raw(this.deps.dialect === 'postgres' ? 'ilike' : 'like');
      // SQLite has no default LIKE escape character; name one so % and _ in the search text match literally.
      const matches = columns.map((c) => sql<boolean>`${sql.ref(`${t}.${c}`)} ${like} ${needle} escape '\\'`);
      const byId = /^\d{1,15}$/.test(p.fulltext) ? [sql<boolean>`${sql.ref(`${t}.id`)} = ${bind()}`] : [];
      qb = qb.where((eb) => eb.or([...matches, ...byId]));
    }
    return qb;
  }

  private async count(ctx: TenantContext, p: ListParams): Promise<number> {
    const key = JSON.stringify([
      p.ids,
      p.createdFrom,
      p.createdTo,
      p.updatedFrom,
      p.updatedTo,
      p.filters,
      p.fulltext,
    ]);
    const scope = this.countScope(ctx);
    const cached = this.deps.counts.get(scope, key);
    if (cached !== undefined) return cached;
    // Count at most COUNT_CAP rows: a bounded index walk, never a full scan of a big table.
    const filtered = this.applyFilters(this.scope(ctx).selectFrom(this.def.table), p);
    const capped = filtered.select(`${this.def.table}.id`).limit(COUNT_CAP);
    const row = await this.deps.db
      .selectFrom(capped.as('capped'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const n = Number(row.n);
    this.deps.counts.set(scope, key, n);
    return n;
  }

  private async serialize(
    ctx: TenantContext,
    rows: Record<string, unknown>[],
    plan: ReturnType<typeof planColumns>,
  ) {
    const links = await this.loadLinks(rows, plan);
    return rows.map((r) => serializeRow(this.def, plan, r, links, ctx.company.time_zone));
  }

  /** The refs fields of the plan for these rows: read with them (the plan's select), or in one query. */
  private loadLinks(rows: Record<string, unknown>[], plan: ReturnType<typeof planColumns>) {
    if (!plan.links.length || !rows.length) return Promise.resolve(new Map<string, Map<number, number[]>>());
    if (LINKS_COLUMN in rows[0]!) return Promise.resolve(linksOfRows(rows, plan.links));
    return this.deps.links.load(
      this.deps.db,
      this.def.table,
      plan.links,
      rows.map((r) => Number(r.id)),
    );
  }

  /**
   * Every referenced id must be a live record of the same company. Returns the
   * link changes to write (`add_user_buyer_ids` resolved to ids).
   */
  private async validateReferences(ctx: TenantContext, input: Record<string, unknown>, currentId?: number) {
    const errors: FieldErrors = await writeCheckErrors(this.deps, ctx, this.def, input, currentId);
    const changes: { field: string; op: 'set' | 'add' | 'remove'; ids: number[] }[] = [];
    for (const [name, spec] of Object.entries(this.def.fields)) {
      if (spec.type === 'ref' && typeof input[name] === 'number') {
        const missing = await this.missingIds(ctx, spec.target!, [input[name] as number]);
        if (missing.length) errors[name] = [`must reference an existing ${this.targetTitle(spec.target!)}`];
      }
      if (spec.type !== 'refs') continue;
      if (Array.isArray(input[name])) changes.push({ field: name, op: 'set', ids: input[name] as number[] });
      for (const a of arrayOperationParams(name, spec)) {
        const values = input[a.param];
        if (!Array.isArray(values) || values.length === 0) continue;
        if (a.by === 'id') {
          changes.push({ field: name, op: a.op, ids: values as number[] });
        } else {
          const found = await this.scope(ctx)
            .selectFrom(spec.target!)
            .select(['id', a.by])
            .where(a.by, 'in', values as never)
            .where('deleted_at', 'is', null)
            .execute();
          const unknown = (values as string[]).filter((v) => !found.some((r) => r[a.by] === v));
          if (unknown.length && a.op === 'add') errors[a.param] = [`unknown ${a.by}: ${unknown.join(', ')}`];
          changes.push({ field: name, op: a.op, ids: found.map((r) => Number(r.id)) });
        }
      }
    }
    for (const c of changes) {
      if (c.op === 'remove') continue;
      const target = this.def.fields[c.field]!.target!;
      const missing = await this.missingIds(ctx, target, c.ids);
      if (missing.length) {
        const param = c.op === 'set' ? c.field : `add_${c.field}`;
        (errors[param] ??= []).push(`must reference existing ${target}; not found: ${missing.join(', ')}`);
      }
    }
    if (Object.keys(errors).length) throw new LeadlineError('validation_failed', errors);
    return changes;
  }

  private async missingIds(ctx: TenantContext, target: string, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const table = this.deps.registry.require(target).table;
    const found = await this.scope(ctx)
      .selectFrom(table)
      .select('id')
      .where('id', 'in', unique)
      .where('deleted_at', 'is', null)
      .execute();
    const have = new Set(found.map((r) => Number(r.id)));
    return unique.filter((id) => !have.has(id));
  }

  private targetTitle(target: string) {
    return this.deps.registry.require(target).title.toLowerCase();
  }

  private async checkUnique(ctx: TenantContext, input: Record<string, unknown>, exceptId?: number) {
    const errors: FieldErrors = {};
    for (const { name, spec } of storedFields(this.def)) {
      if (!spec.unique || input[name] === undefined || input[name] === null) continue;
      let qb = this.scope(ctx)
        .selectFrom(this.def.table)
        .select('id')
        .where(name, '=', input[name] as string);
      if (exceptId !== undefined) qb = qb.where('id', '!=', exceptId);
      if (await qb.executeTakeFirst()) errors[name] = ['has already been taken'];
    }
    if (Object.keys(errors).length) throw new LeadlineError('validation_failed', errors);
  }

  private async writeLinks(
    db: Kysely<any>,
    ctx: TenantContext,
    id: number,
    changes: { field: string; op: 'set' | 'add' | 'remove'; ids: number[] }[],
    creating: boolean,
  ) {
    const links = this.deps.links;
    const table = this.def.table;
    for (const c of changes) {
      if (c.op === 'set') {
        if (creating) await links.add(db, ctx.company.id, table, id, c.field, c.ids);
        else await links.replace(db, ctx.company.id, table, id, c.field, c.ids);
      } else if (c.op === 'add') {
        await links.add(db, ctx.company.id, table, id, c.field, c.ids);
      } else {
        await links.remove(db, table, id, c.field, c.ids);
      }
    }
  }

  /** Runs in a transaction; a unique-index race still answers 422, never 500. */
  private async transaction<T>(work: (db: Kysely<any>) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction().execute(work);
    } catch (error) {
      const message = String((error as Error)?.message ?? '');
      if (/unique/i.test(message)) {
        const field =
          storedFields(this.def).find((f) => f.spec.unique && message.includes(f.name))?.name ?? 'base';
        throw new LeadlineError('validation_failed', { [field]: ['has already been taken'] });
      }
      throw error;
    }
  }
}

export { CountCache };
