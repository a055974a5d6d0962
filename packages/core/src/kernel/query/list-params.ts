import { type FieldErrors, LeadlineError } from '../../errors/index.js';
import { parseTime } from '../../time/parse.js';
import { isTimeZone } from '../../time/zones.js';
import type { ResourceDefinition } from '../define.js';
import type { FieldType } from '../fields.js';
import { allColumns } from '../serialize.js';
import { MESSAGES, toArray, toBoolean, toNumber, typedSchema, type ValueContext } from '../values.js';
import {
  COMMON_LIST_PARAMS,
  DEFAULT_PER_PAGE,
  MAX_PER_PAGE,
  MULTI_VALUE_FILTER_TYPES,
} from './common-list-params.js';

export {
  COMMON_LIST_PARAM_SPECS,
  COMMON_LIST_PARAMS,
  type CommonListParam,
  DEFAULT_PER_PAGE,
  FORMAT_LIST_PARAM,
  LIST_METADATA_VALUES,
  MAX_PER_PAGE,
  MULTI_VALUE_FILTER_TYPES,
} from './common-list-params.js';
/** Longest `fulltext`: the longest string a field holds by default. */
export const MAX_FULLTEXT = 500;
/** Largest `page`: past it the offset (page × per_page) would no longer be an exact number. */
export const MAX_PAGE = 1_000_000_000;

export interface ListParams {
  ids?: number[];
  page: number;
  perPage: number;
  /** Cursor mode when set: -1 starts, then each metadata.next_cursor. */
  cursor?: number;
  createdFrom?: number;
  createdTo?: number;
  updatedFrom?: number;
  updatedTo?: number;
  fulltext?: string;
  timeZone: string;
  columns?: string[];
  root: boolean;
  order: string;
  orderDir: 'asc' | 'desc';
  /** Field and custom filters, parsed to their types. A field filter may hold several values (IN). */
  filters: Record<string, unknown>;
  /** per_page/page were given explicitly (CSV streams everything otherwise). */
  paged: boolean;
}

/** Columns `order` accepts: base times and id, plus fields marked sortable. */
export function sortableColumns(def: ResourceDefinition): readonly string[] {
  return perDefinition(sortable, def, () => {
    const fields = Object.entries(def.fields)
      .filter(([, s]) => s.sort && !s.computed && s.type !== 'refs')
      .map(([k]) => k);
    return ['id', 'created_at', 'updated_at', ...fields];
  });
}

/** Column types every resource filters by equality without declaring it. */
const EQUALITY_TYPES: ReadonlySet<FieldType> = new Set([
  'string',
  'phone',
  'integer',
  'decimal',
  'boolean',
  'enum',
  'ref',
]);

type FilterParams = Readonly<Record<string, { type: FieldType; values?: readonly string[] }>>;
const sortable = new WeakMap<ResourceDefinition, readonly string[]>();
const filters = new WeakMap<ResourceDefinition, FilterParams>();

/** Declarations never change once defined: what is derived from one is worked out once, not per request. */
function perDefinition<T>(
  cache: WeakMap<ResourceDefinition, T>,
  def: ResourceDefinition,
  derive: () => T,
): T {
  let value = cache.get(def);
  if (value === undefined) cache.set(def, (value = derive()));
  return value;
}

/** Filters a list accepts besides the common parameters. */
export function filterParams(def: ResourceDefinition): FilterParams {
  return perDefinition(filters, def, () => deriveFilterParams(def));
}

/**
 * A filter that takes several values (`offer_id=1,2` or `offer_id[]=1`, matched with IN): the
 * filters of ref, enum and integer fields.
 */
export function acceptsSeveral(def: ResourceDefinition, name: string): boolean {
  const filter = filterParams(def)[name];
  return !!filter && !!def.fields[name] && MULTI_VALUE_FILTER_TYPES.has(filter.type);
}

function deriveFilterParams(def: ResourceDefinition): FilterParams {
  const out: Record<string, { type: FieldType; values?: readonly string[] }> = {};
  for (const [name, spec] of Object.entries(def.fields)) {
    // A column named like a common parameter (leads' time_zone) is that parameter, never a filter.
    if (spec.computed || spec.hidden || spec.secret || COMMON_LIST_PARAMS.has(name)) continue;
    // Declared filters, and every other scalar column the record shows: a client filtering on a column
    // TrackDrive documents must not get the unfiltered list. Undeclared ones scan the company's rows.
    if (spec.filter || EQUALITY_TYPES.has(spec.type)) {
      out[name] = { type: spec.type, ...(spec.values ? { values: spec.values } : {}) };
    }
  }
  for (const [name, custom] of Object.entries(def.filters)) {
    out[name] = { type: custom.type, ...(custom.values ? { values: custom.values } : {}) };
  }
  return out;
}

/**
 * Reads spec 2.2's list parameters (and the resource's own filters). Unknown
 * parameters are ignored; a known one with a bad value is a 422 naming it.
 */
export function parseListParams(
  def: ResourceDefinition,
  given: Record<string, unknown>,
  defaults: { timeZone: string; country: string },
): ListParams {
  const errors: FieldErrors = {};
  const fail = (param: string, message: string) => {
    (errors[param] ??= []).push(message);
  };
  const raw = singleValuesOnly(def, given, fail);
  const present = (k: string) => raw[k] !== undefined && raw[k] !== '';

  let timeZone = defaults.timeZone;
  if (present('time_zone')) {
    if (isTimeZone(raw.time_zone)) timeZone = raw.time_zone;
    else fail('time_zone', 'Must be a valid time zone: see GET /api/v1/collections/time_zone');
  }

  const int = (k: string, min: number, fallback: number) => {
    if (!present(k)) return fallback;
    const n = toNumber(raw[k]);
    if (n === undefined || !Number.isSafeInteger(n) || n < min || n > MAX_PAGE) {
      fail(k, `Must be a whole number from ${min} to ${MAX_PAGE}`);
      return fallback;
    }
    return n;
  };
  const page = int('page', 1, 1);
  let perPage = int('per_page', 1, DEFAULT_PER_PAGE);
  if (perPage > MAX_PER_PAGE) {
    fail('per_page', `Must be at most ${MAX_PER_PAGE}; use cursor paging for more`);
    perPage = MAX_PER_PAGE;
  }
  let cursor: number | undefined;
  if (present('cursor')) {
    const n = toNumber(raw.cursor);
    if (n === undefined || !Number.isSafeInteger(n) || n < -1)
      fail('cursor', 'Must be -1 to start, then metadata.next_cursor');
    else cursor = n;
  }

  let ids: number[] | undefined;
  if (present('ids')) {
    const arr = toArray(raw.ids)?.map((v) => toNumber(v));
    if (!arr || arr.some((v) => v === undefined || !Number.isSafeInteger(v))) fail('ids', MESSAGES.ids);
    else ids = arr as number[];
  }

  const time = (k: string) => {
    if (!present(k)) return undefined;
    const v = typeof raw[k] === 'string' ? parseTime(raw[k] as string, timeZone) : undefined;
    if (v === undefined) fail(k, MESSAGES.time);
    return v;
  };

  let columns: string[] | undefined;
  if (present('columns')) {
    const arr = toArray(raw.columns);
    if (!arr || arr.some((c) => typeof c !== 'string'))
      fail('columns', 'Must be a comma-separated list of columns');
    else {
      // A column a TrackDrive record has and Leadline does not is left out, not a failed request:
      // the answer names it (unknownColumns) and carries the known ones.
      const known = allColumns(def);
      columns = (arr as string[]).map((c) => c.trim()).filter((c) => c && known.includes(c));
    }
  }

  let root = true;
  if (present('root')) {
    const b = toBoolean(raw.root);
    if (b === undefined) fail('root', MESSAGES.boolean);
    else root = b;
  }

  const sortable = sortableColumns(def);
  // Newest first by default. Without page (and cursor), by id: TrackDrive's lists default to
  // cursor -1 (domain notes 3.2), so the first page says metadata.next_cursor, which reporting
  // clients page on. With page, by created_at, which (company_id, created_at) serves.
  let order = present('page') ? 'created_at' : 'id';
  if (present('order')) {
    if (typeof raw.order === 'string' && sortable.includes(raw.order)) order = raw.order;
    else fail('order', MESSAGES.oneOf(sortable));
  }
  let orderDir: 'asc' | 'desc' = 'desc';
  if (present('order_dir')) {
    const d = String(raw.order_dir).toLowerCase();
    if (d === 'asc' || d === 'desc') orderDir = d;
    else fail('order_dir', MESSAGES.oneOf(['desc', 'asc']));
  }

  const vc: ValueContext = { timeZone, country: defaults.country };
  const filters: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(filterParams(def))) {
    if (!present(name)) continue;
    const schema = typedSchema(spec.type === 'refs' ? 'integer' : spec.type, spec, vc);
    const many = acceptsSeveral(def, name);
    const values = many ? (toArray(raw[name]) ?? [raw[name]]) : [raw[name]];
    const parsed: unknown[] = [];
    for (const v of values) {
      const r = schema.safeParse(v);
      if (r.success) parsed.push(r.data);
      else fail(name, r.error.issues[0]?.message ?? 'is invalid');
    }
    filters[name] = many ? parsed : parsed[0];
  }

  // Matched with LIKE, whose patterns SQLite caps at 50,000 bytes; no field holds more than this.
  if (present('fulltext') && String(raw.fulltext).length > MAX_FULLTEXT)
    fail('fulltext', `is too long (maximum is ${MAX_FULLTEXT} characters)`);

  const result: ListParams = {
    page,
    perPage,
    timeZone,
    root,
    order,
    orderDir,
    filters,
    paged: present('page') || present('per_page'),
    ...(cursor !== undefined ? { cursor } : {}),
    ...(ids ? { ids } : {}),
    ...(columns ? { columns } : {}),
    ...(present('fulltext') ? { fulltext: String(raw.fulltext) } : {}),
  };
  const createdFrom = time('created_at_from');
  const createdTo = time('created_at_to');
  const updatedFrom = time('updated_at_from');
  const updatedTo = time('updated_at_to');
  if (createdFrom !== undefined) result.createdFrom = createdFrom;
  if (createdTo !== undefined) result.createdTo = createdTo;
  if (updatedFrom !== undefined) result.updatedFrom = updatedFrom;
  if (updatedTo !== undefined) result.updatedTo = updatedTo;
  if (Object.keys(errors).length) throw new LeadlineError('validation_failed', errors);
  return result;
}

/** Parameters that take one value: a query string can still give them several (`page[]=1`) or an object (`page[a]=1`). */
const SINGLE_VALUE_PARAMS = [...COMMON_LIST_PARAMS, 'format'].filter((p) => p !== 'ids' && p !== 'columns');
/** Filter types whose one value is itself a list or a document. */
const LIST_TYPES: ReadonlySet<FieldType> = new Set(['strings', 'integers', 'json']);

const singleValueOrders = new WeakMap<ResourceDefinition, ReadonlyMap<string, number>>();
/** The one-value parameters of a resource, each with its place (refusals are named in this order). */
function singleValueOrder(def: ResourceDefinition): ReadonlyMap<string, number> {
  return perDefinition(singleValueOrders, def, () => {
    const filters = Object.entries(filterParams(def));
    const single = [
      ...SINGLE_VALUE_PARAMS,
      ...filters.filter(([k, f]) => !acceptsSeveral(def, k) && !LIST_TYPES.has(f.type)).map(([k]) => k),
    ];
    return new Map(single.map((k, i) => [k, i]));
  });
}

/**
 * `raw` without the one-value parameters that arrived as an array or object,
 * each of those named by `fail`: whatever shape a query string parser makes,
 * a parameter is either read as its type or refused by name.
 */
function singleValuesOnly(
  def: ResourceDefinition,
  raw: Record<string, unknown>,
  fail: (param: string, message: string) => void,
): Record<string, unknown> {
  const shaped = (k: string) => raw[k] !== null && typeof raw[k] === 'object';
  // A request names a few parameters and a resource has dozens of filters: look up the former.
  const order = singleValueOrder(def);
  const refused = Object.keys(raw).filter((k) => order.has(k) && shaped(k));
  if (refused.length === 0) return raw;
  refused.sort((a, b) => order.get(a)! - order.get(b)!);
  const out = { ...raw };
  for (const k of refused) {
    fail(k, 'Must be a single value, not a list or an object');
    delete out[k];
  }
  return out;
}

/**
 * The `columns=` names a resource shows, trimmed, in the order asked; undefined
 * when none were asked for or the value has a shape no list of names has (an
 * object from `columns[a]=1`): parseListParams refuses that one with a 422.
 */
export function knownColumns(def: ResourceDefinition, raw: unknown): string[] | undefined {
  if (raw === undefined || raw === '') return undefined;
  const arr = toArray(raw);
  if (!arr) return undefined;
  const known = allColumns(def);
  return arr
    .filter((c): c is string => typeof c === 'string')
    .map((c) => c.trim())
    .filter((c) => c && known.includes(c));
}

/**
 * The `columns=` names a resource does not show (TrackDrive columns Leadline
 * lacks, hidden ones): left out of the answer and named in its metadata.
 */
export function unknownColumns(def: ResourceDefinition, raw: unknown): string[] {
  if (raw === undefined || raw === '') return [];
  const arr = toArray(raw);
  if (!arr) return [];
  const known = allColumns(def);
  return arr
    .filter((c): c is string => typeof c === 'string')
    .map((c) => c.trim())
    .filter((c) => c && !known.includes(c));
}

/** Parameters a list reads besides the common ones and the filters: credentials, company, answer format. */
const LIST_TRANSPORT_PARAMS: ReadonlySet<string> = new Set(['auth_token', 'company_id', 'format']);

/**
 * The parameters of a list request that choose nothing (no filter, paging or
 * shaping parameter of the resource): the answer names them in metadata, so a
 * filter Leadline does not have is never mistaken for one applied.
 */
export function unknownListParams(def: ResourceDefinition, raw: Record<string, unknown>): string[] {
  const filters = filterParams(def);
  return Object.keys(raw).filter(
    (k) => !COMMON_LIST_PARAMS.has(k) && !LIST_TRANSPORT_PARAMS.has(k) && !(k in filters),
  );
}
