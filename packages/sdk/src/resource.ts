import { APIPromise } from './api-promise.js';
import { LeadlineError } from './errors.js';
import type { ResourceTypes } from './generated/resources.js';
import { ListPage, ListPromise } from './pagination.js';
import type { ApiRequest, HttpMethod, RequestOptions, Transport } from './transport/transport.js';
import type { ListMetadata, Operation, Unsaved } from './types.js';
import type { Uploadable } from './uploads.js';

export type Plural = keyof ResourceTypes;
type Types<P extends Plural> = ResourceTypes[P];
type Record_<P extends Plural> = Types<P>['record'];
type Column<P extends Plural> = Types<P>['column'];
/**
 * The record with only the asked-for columns; the record's own named type
 * (`Buyer`, not a `Pick` of every column) when none were asked for, so
 * editors show `Buyer` on hover.
 */
type Picked<P extends Plural, C extends Column<P>> = [Column<P>] extends [C]
  ? Record_<P>
  : Pick<Record_<P>, C & keyof Record_<P>>;

/** A record's id or uuid: every `:id` accepts either. */
export type RecordId = number | string;

/**
 * The operations of one resource, typed from its declaration. Every resource
 * object on the client is one of these, narrowed to the operations the
 * resource declares (see ResourceClient). A resource with custom endpoints
 * extends it and adds methods that call `this.request`.
 */
export class Resource<P extends Plural> {
  /**
   * Parameters that are files (`import_file`): a create or update with any is
   * sent as multipart/form-data. Subclasses name them and widen the parameter
   * type of the operation that takes them.
   */
  protected readonly fileParams: readonly string[] = [];

  constructor(
    protected readonly transport: Transport,
    /** The path segment and list root (`buyer_fleets`). */
    readonly plural: P,
    /** The root key of one record (`buyer_fleet`). */
    readonly name: string,
    /** The operations the resource declares; the others throw rather than ask the server for a 404. */
    readonly operations: readonly Operation[],
  ) {}

  /**
   * The first page; also `for await`-iterable over every record. Without
   * `cursor` or `page`, paging is by cursor (stable while records are added),
   * unless `order` asks for another column, which pages by number.
   */
  list<C extends Column<P> = Column<P>>(
    params?: Types<P>['list'] & { columns?: readonly C[] },
    options?: RequestOptions,
  ): ListPromise<Picked<P, C>> {
    this.supports('list');
    return this.listAt<Picked<P, C>>(`/${this.plural}`, (params ?? {}) as Record<string, unknown>, options);
  }

  /**
   * A list endpoint of this resource at `path` (the blacklist, live calls),
   * paged as `list` pages: by cursor unless `page` or an `order` other than id.
   */
  protected listAt<T>(
    path: string,
    params: Record<string, unknown>,
    options?: RequestOptions,
  ): ListPromise<T> {
    const byPage = params.page !== undefined || (params.order !== undefined && params.order !== 'id');
    const first = byPage || params.cursor !== undefined ? params : { ...params, cursor: -1 };
    const fetchPage = (query: Record<string, unknown>): APIPromise<ListPage<T>> =>
      this.request<Record<string, unknown>>({ method: 'GET', path, query }, options).map(
        (body) => new ListPage(body[this.plural] as T[], body.metadata as ListMetadata, query, fetchPage),
      );
    return new ListPromise(fetchPage(first));
  }

  /** An unsaved record with the resource's defaults and the given values (GET /<res>/new). */
  build(params?: Types<P>['build'], options?: RequestOptions): APIPromise<Unsaved<Record_<P>>> {
    return this.one('build', { method: 'GET', path: `/${this.plural}/new`, query: { ...params } }, options);
  }

  create(params: Types<P>['create'], options?: RequestOptions): APIPromise<Record_<P>> {
    return this.one('create', this.write('POST', `/${this.plural}`, params), options);
  }

  show<C extends Column<P> = Column<P>>(
    id: RecordId,
    params?: Types<P>['show'] & { columns?: readonly C[] },
    options?: RequestOptions,
  ): APIPromise<Picked<P, C>> {
    return this.one('show', { method: 'GET', path: this.path(id), query: { ...params } }, options);
  }

  update(id: RecordId, params: Types<P>['update'], options?: RequestOptions): APIPromise<Record_<P>> {
    return this.one('update', this.write('PUT', this.path(id), params), options);
  }

  /** Deletes the record and returns it as it was (soft-deleted resources: with deleted_at set). */
  destroy(id: RecordId, params?: Types<P>['destroy'], options?: RequestOptions): APIPromise<Record_<P>> {
    return this.one('destroy', { method: 'DELETE', path: this.path(id), query: { ...params } }, options);
  }

  /** Sends a request under /api/v1 and returns the parsed body: for custom endpoints. */
  protected request<T>(req: ApiRequest, options?: RequestOptions): APIPromise<T> {
    return this.transport.request<T>(req, options);
  }

  private supports(op: Operation): void {
    if (!this.operations.includes(op)) throw new LeadlineError(`${this.plural} has no ${op} operation`);
  }

  protected path(id: RecordId): string {
    return `/${this.plural}/${encodeURIComponent(String(id))}`;
  }

  /** A write: the parameters as the body, less those that are files, which go as `files`. */
  private write(method: HttpMethod, path: string, params: object): ApiRequest {
    const body: Record<string, unknown> = { ...params };
    const files: Record<string, Uploadable> = {};
    for (const name of this.fileParams) {
      const file = body[name];
      delete body[name];
      if (file !== undefined && file !== null) files[name] = file as Uploadable;
    }
    return Object.keys(files).length ? { method, path, body, files } : { method, path, body };
  }

  /** The record of a single-record envelope (`{status, errors, <name>: {...}, checksum, metadata}`). */
  private one<T>(op: Operation, req: ApiRequest, options: RequestOptions | undefined): APIPromise<T> {
    if (!this.operations.includes(op)) {
      // Rejected as the call's promise, as every other failure of a call is.
      const refused = Promise.reject(new LeadlineError(`${this.plural} has no ${op} operation`));
      return new APIPromise<T>(refused, () => undefined as T);
    }
    return this.request<Record<string, unknown>>(req, options).map((body) => body[this.name] as T);
  }
}

/**
 * A resource object as the client exposes it: only the operations its
 * declaration lists, as `R` (a custom class, which may widen them) types them.
 */
export type ResourceClient<P extends Plural, R = Resource<P>> = Pick<
  R,
  (Types<P>['operations'] | 'plural' | 'name') & keyof R
>;
