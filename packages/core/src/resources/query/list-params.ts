import { type FieldErrors, LeadlineError } from '../../errors/index.js';
import { parseTime } from '../../time/parse.js';
import { isTimeZone } from '../../time/zones.js';
import type { ResourceDefinition } from '../define.js';
import type { FieldType } from '../fields.js';
import { allColumns } from '../serialize.js';
import { MESSAGES, toArray, toBoolean, toNumber, typedSchema, type ValueContext } from '../values.js';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, MULTI_VALUE_FILTER_TYPES } from './common-list-params.js';

export {
  COMMON_LIST_PARAM_SPECS,
  COMMON_LIST_PARAMS,
  type CommonListParam,
  DEFAULT_PER_PAGE,
  FORMAT_LIST_PARAM,
  MAX_PER_PAGE,
  MULTI_VALUE_FILTER_TYPES,
} from './common-list-params.js';

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
    if ((spec.filter || spec.type === 'boolean') && !spec.computed && spec.type !== 'refs' && !spec.hidden) {
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
  raw: Record<string, unknown>,
  defaults: { timeZone: string; country: string },
): ListParams {
  const errors: FieldErrors = {};
  const fail = (param: string, message: string) => {
    (errors[param] ??= []).push(message);
  };
  const present = (k: string) => raw[k] !== undefined && raw[k] !== '';

  let timeZone = defaults.timeZone;
  if (present('time_zone')) {
    if (isTimeZone(raw.time_zone)) timeZone = raw.time_zone;
    else fail('time_zone', 'Must be a valid time zone: see GET /api/v1/collections/time_zone');
  }

  const int = (k: string, min: number, fallback: number) => {
    if (!present(k)) return fallback;
    const n = toNumber(raw[k]);
    if (n === undefined || !Number.isInteger(n) || n < min) {
      fail(k, min > 0 ? `Must be a whole number of at least ${min}` : MESSAGES.integer);
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
    if (n === undefined || !Number.isInteger(n) || n < -1)
      fail('cursor', 'Must be -1 to start, then metadata.next_cursor');
    else cursor = n;
  }

  let ids: number[] | undefined;
  if (present('ids')) {
    const arr = toArray(raw.ids)?.map((v) => toNumber(v));
    if (!arr || arr.some((v) => v === undefined || !Number.isInteger(v))) fail('ids', MESSAGES.ids);
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
      columns = (arr as string[]).map((c) => c.trim()).filter(Boolean);
      const known = allColumns(def);
      const unknown = columns.filter((c) => !known.includes(c));
      if (unknown.length)
        fail('columns', `unknown column ${unknown.join(', ')}; allowed: ${known.join(', ')}`);
    }
  }

  let root = true;
  if (present('root')) {
    const b = toBoolean(raw.root);
    if (b === undefined) fail('root', MESSAGES.boolean);
    else root = b;
  }

  const sortable = sortableColumns(def);
  // Newest first by default: (company_id, created_at) serves both the range filter and the order.
  let order = 'created_at';
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
