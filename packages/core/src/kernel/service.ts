import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { notFound } from '../errors/index.js';
import type { RequestMeta, TenantContext } from '../tenancy/context.js';
import type { Operation, ResourceDefinition } from './define.js';
import { authorize, listParamsOf, scopeOf } from './engine/context.js';
import type { Engine, EngineDeps } from './engine/deps.js';
import { loadLinks, serializeRows } from './engine/load-links.js';
import { CountCache } from './query/count-cache.js';
import { findRow, type RowSelection } from './query/find-row.js';
import { applyFilters } from './query/list-filters.js';
import { type ListJson, type ListResult, readPage } from './query/list-page.js';
import { streamList } from './query/list-stream.js';
import { type ApiRecord, planColumns, rowJson, serializeRow } from './serialize.js';
import { buildRecord } from './write/build-record.js';
import { createRecord } from './write/create-record.js';
import { destroyRecord } from './write/destroy-record.js';
import { updateRecord } from './write/update-record.js';

export type { EngineDeps } from './engine/deps.js';

/** Where a write request reached the server. */
export interface WriteRequest {
  /** The origin the request reached (`https://leadline.example.com`), forwarded host and scheme honoured behind a trusted proxy. */
  origin?: string;
}
export type { RowSelection } from './query/find-row.js';
export { COUNT_CAP } from './query/list-count.js';
export type { ListJson, ListMetadata, ListResult } from './query/list-page.js';

/**
 * The generic engine behind every declared resource: list, build, create,
 * show, update and destroy, scoped to the context's company and checked
 * against its permissions. Resources with behaviour wrap it; none copy it.
 * The work is done by the files of query/ (reads) and write/ (writes).
 */
export class ResourceService {
  private readonly engine: Engine;

  constructor(
    readonly def: ResourceDefinition,
    deps: EngineDeps,
  ) {
    this.engine = { def, deps };
  }

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
    authorize(this.engine, ctx, 'read');
    return readPage(this.engine, ctx, listParamsOf(this.engine, ctx, await this.readFilters(ctx, raw)));
  }

  /** Filters as clients send them, read by the features' readers (a traffic source named by its afid or its id). */
  private async readFilters(ctx: TenantContext, raw: Record<string, unknown>) {
    const read = this.engine.deps.readFilters;
    if (!read) return raw;
    // Only the fields the request names: a list asks for two or three of a resource's dozens.
    let named: Record<string, (typeof this.def.fields)[string]> | undefined;
    for (const k in raw) {
      const field = this.def.fields[k];
      if (field && Object.hasOwn(this.def.fields, k)) (named ??= {})[k] = field;
    }
    return named ? read(this.engine.deps.db, ctx.company.id, named, raw) : raw;
  }

  /** Every matching record (or the asked-for page), in batches: the CSV export. */
  async *stream(ctx: TenantContext, raw: Record<string, unknown> = {}): AsyncGenerator<ApiRecord> {
    authorize(this.engine, ctx, 'read');
    raw = await this.readFilters(ctx, raw);
    const params = listParamsOf(this.engine, ctx, raw);
    if (params.paged || params.cursor !== undefined) {
      for (const r of (await this.list(ctx, raw)).records) yield r;
      return;
    }
    yield* streamList(this.engine, ctx, params);
  }

  /** An unsaved record with defaults and whatever build parameters were given. */
  async build(ctx: TenantContext, raw: Record<string, unknown> = {}): Promise<ApiRecord> {
    authorize(this.engine, ctx, 'read');
    return buildRecord(this.engine, ctx, raw);
  }

  /** `request` says where the write came from (a domain engine may need it: a rented number's webhooks). */
  async create(
    ctx: TenantContext,
    raw: Record<string, unknown>,
    _request: WriteRequest = {},
  ): Promise<ApiRecord> {
    this.checkInput(raw);
    authorize(this.engine, ctx, 'write');
    const id = await createRecord(
      this.engine,
      ctx,
      raw,
      (input) => this.engineValues(ctx, input),
      (db, newId) => this.afterWrite(ctx, db, newId, true),
    );
    this.engine.deps.written?.(this.def.table, ctx.company.id);
    return this.showById(ctx, id);
  }

  /**
   * Refuses input a domain engine cannot act on (a 422 naming the field)
   * before a create or an update writes anything.
   */
  protected checkInput(_raw: Record<string, unknown>): void {}

  /**
   * What a domain engine writes with a created or updated record, in its
   * transaction (the events the change causes): it rolls back with it.
   */
  protected async afterWrite(
    _ctx: TenantContext,
    _db: Kysely<DB>,
    _id: number,
    _created: boolean,
  ): Promise<void> {}

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
    authorize(this.engine, ctx, 'read');
    const columns =
      raw.columns !== undefined
        ? listParamsOf(this.engine, ctx, { columns: raw.columns }).columns
        : undefined;
    const plan = planColumns(this.def, columns);
    const row = await this.findRow(ctx, ref, plan);
    return { row, plan, links: await loadLinks(this.engine, [row], plan) };
  }

  /** One record by a declared alternate key (`findBy`), e.g. a buyer by user_buyer_id. */
  async showBy(
    ctx: TenantContext,
    field: string,
    value: string,
    raw: Record<string, unknown> = {},
  ): Promise<ApiRecord> {
    authorize(this.engine, ctx, 'read');
    if (!this.def.findBy.includes(field)) throw notFound(this.def.title);
    const row = await scopeOf(this.engine, ctx)
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
    this.checkInput(raw);
    authorize(this.engine, ctx, 'write');
    const existing = await this.findRow(ctx, ref, ['id']);
    const id = Number(existing.id);
    await updateRecord(this.engine, ctx, id, raw, (db) => this.afterWrite(ctx, db, id, false));
    this.engine.deps.written?.(this.def.table, ctx.company.id);
    return this.showById(ctx, id);
  }

  async destroy(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown> = {},
  ): Promise<ApiRecord> {
    authorize(this.engine, ctx, 'write');
    const record = await this.show(ctx, ref);
    const destroyed = await destroyRecord(this.engine, ctx, record, raw);
    this.engine.deps.written?.(this.def.table, ctx.company.id);
    return destroyed;
  }

  /**
   * The stored row by id or uuid, or a 404. Deleted records are not found.
   * `columns` names table columns, or is a plan (its select, links included).
   */
  findRow(ctx: TenantContext, ref: string | number, columns: RowSelection = ['*']) {
    return findRow(this.engine, ctx, ref, columns);
  }

  private async showById(ctx: TenantContext, id: number) {
    const plan = planColumns(this.def);
    const row = await this.findRow(ctx, id, plan);
    return (await serializeRows(this.engine, ctx, [row], plan))[0]!;
  }

  /**
   * The list's query with every list parameter applied and nothing selected,
   * for domain services that aggregate what a list would show (lead reports).
   */
  filteredQuery(ctx: TenantContext, raw: Record<string, unknown> = {}) {
    authorize(this.engine, ctx, 'read');
    const params = listParamsOf(this.engine, ctx, raw);
    const qb = applyFilters(
      this.def,
      this.engine.deps.dialect,
      scopeOf(this.engine, ctx).selectFrom(this.def.table),
      params,
    );
    return { qb, params };
  }
}

export { CountCache };
