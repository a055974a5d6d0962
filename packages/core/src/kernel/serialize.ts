import { hash } from 'node:crypto';
import { decodeValue, type StorageKind } from '../db/column-types.js';
import { invalidParam } from '../errors/index.js';
import { maskCredentials } from '../secrets/credential-parts.js';
import { formatTime } from '../time/format.js';
import { BASE_COLUMNS, STORED_BASE_COLUMNS, TIME_BASE_COLUMNS } from './base-columns.js';
import type { ResourceDefinition } from './define.js';
import { lookupAlias, lookupSelect, storageOf } from './fields.js';
import { linksSelect } from './links.js';

export type ApiRecord = Record<string, unknown>;
type Row = Record<string, unknown>;
type Links = Map<string, Map<number, number[]>>;
type Getter = (row: Row, id: number, links: Links, timeZone: string) => unknown;
/** A column's `"name":value` as JSON text. */
type Writer = (row: Row, id: number, links: Links, timeZone: string) => string;

/** Every column a resource shows, in order: base columns, then its fields. */
export function allColumns(def: ResourceDefinition): string[] {
  const base = BASE_COLUMNS.filter((c) => !def.omitBaseColumns.includes(c) && !(c in def.fields));
  const fields = Object.entries(def.fields)
    .filter(([, s]) => !s.hidden)
    .map(([k]) => k);
  return [...base, ...fields];
}

export interface ColumnPlan {
  /** API columns to show. */
  columns: string[];
  /** Table columns to select. */
  stored: string[];
  /**
   * The same as a ready select list: building it per request from names is the costly part of a query.
   * With refs fields it also carries the record's links (`LINKS_COLUMN`), so one statement reads both.
   */
  selectSql: string;
  /** refs fields to load from record_links. */
  links: string[];
  /** One value function per shown column, resolved once per plan rather than per row. */
  getters: [string, Getter][];
  /** The same columns written straight to JSON text (HTTP answers): no record object, no generic stringify. */
  writers: Writer[];
}

const planCache = new WeakMap<ResourceDefinition, Map<string, ColumnPlan>>();

/**
 * What `columns=` asks for, checked against the resource, and the table
 * columns it takes to produce them: only those are read from the database.
 */
export function planColumns(def: ResourceDefinition, requested?: readonly string[]): ColumnPlan {
  const key = requested?.join(',') ?? '*';
  let cached = planCache.get(def);
  if (!cached) planCache.set(def, (cached = new Map()));
  const hit = cached.get(key);
  if (hit) return hit;

  const known = allColumns(def);
  let columns = known;
  if (requested?.length) {
    const unknown = requested.filter((c) => !known.includes(c));
    if (unknown.length) {
      throw invalidParam('columns', `unknown column ${unknown.join(', ')}; allowed: ${known.join(', ')}`);
    }
    columns = known.filter((c) => requested.includes(c));
  }
  const stored = new Set<string>(['id']);
  const links = new Set<string>();
  const lookups: string[] = [];
  const need = (name: string) => {
    const spec = def.fields[name];
    if (spec && storageOf(spec) === 'link') links.add(name);
    else stored.add(name);
  };
  for (const c of columns) {
    const spec = def.fields[c];
    if (!spec) {
      if ((STORED_BASE_COLUMNS as readonly string[]).includes(c)) stored.add(c);
      continue;
    }
    if (spec.lookup) lookups.push(lookupSelect(def.table, c, spec.lookup));
    else if (spec.computed) for (const n of spec.computed.needs) need(n);
    else need(c);
  }
  // company_id: a lookup stays inside the row's company (every tenant table has it).
  if (lookups.length) stored.add('company_id');
  const own = [selectList(def.table, [...stored]), ...lookups].join(', ');
  const plan: ColumnPlan = {
    columns,
    stored: [...stored],
    links: [...links],
    selectSql: links.size ? `${own}, ${linksSelect(def.table)}` : own,
    getters: columns.map((c) => [c, getterFor(def, c)]),
    writers: columns.map((c, i) => writerFor(def, c, i === 0)),
  };
  if (cached.size < 256) cached.set(key, plan);
  return plan;
}

/** Row → API record for the planned columns; times in the company's zone. */
export function serializeRow(
  _def: ResourceDefinition,
  plan: ColumnPlan,
  row: Row,
  links: Links,
  timeZone: string,
) {
  const id = Number(row.id);
  const out: ApiRecord = {};
  for (const [c, get] of plan.getters) out[c] = get(row, id, links, timeZone);
  return out;
}

/**
 * Row → the record as JSON text, equal to `JSON.stringify(serializeRow(...))`
 * (a test holds every resource to that). Lists and shows answer with this:
 * the record object and a generic stringify of it cost more than the query.
 */
export function rowJson(plan: ColumnPlan, row: Row, links: Links, timeZone: string): string {
  const id = Number(row.id);
  let out = '{';
  for (const write of plan.writers) out += write(row, id, links, timeZone);
  return `${out}}`;
}

function writerFor(def: ResourceDefinition, c: string, first: boolean): Writer {
  const key = `${first ? '' : ','}${JSON.stringify(c)}:`;
  const spec = def.fields[c];
  const generic = (get: Getter): Writer => {
    return (row, id, links, tz) => key + (JSON.stringify(get(row, id, links, tz)) ?? 'null');
  };
  if (!spec) {
    if (TIME_BASE_COLUMNS.has(c)) return timeWriter(key, c);
    switch (c) {
      case 'id':
      case 'legacy_id':
        return (_row, id) => key + id;
      case 'type': {
        const text = key + JSON.stringify(def.type);
        return () => text;
      }
      case 'routes_show_path':
      case 'routes_edit_path': {
        const prefix = `${key}"/api/v1/${def.plural}/`;
        return (_row, id) => `${prefix}${id}"`;
      }
      default:
        return generic((row) => row[c] ?? null);
    }
  }
  if (spec.computed || spec.secret || spec.shown || spec.credentials) return generic(getterFor(def, c));
  const storage = storageOf(spec);
  switch (storage) {
    case 'link':
      return (_row, id, links) => `${key}[${(links.get(c)?.get(id) ?? []).join(',')}]`;
    case 'time':
      return timeWriter(key, c);
    case 'boolean':
      return (row) =>
        key + (row[c] === null || row[c] === undefined ? 'null' : decodeValue('boolean', row[c]));
    case 'integer':
    case 'bigint':
    case 'decimal':
      return (row) => {
        const v = row[c];
        if (v === null || v === undefined) return `${key}null`;
        const n = typeof v === 'number' ? v : Number(v);
        return key + (Number.isFinite(n) ? n : 'null');
      };
    case 'json':
      // SQLite holds the JSON text we wrote (compact, valid): it goes out as it is, unparsed.
      return (row) => {
        const v = row[c];
        if (v === null || v === undefined) return `${key}null`;
        return key + (typeof v === 'string' ? v : JSON.stringify(v));
      };
    default:
      return (row) => {
        const v = row[c];
        return key + (v === null || v === undefined ? 'null' : JSON.stringify(v));
      };
  }
}

/** Formatted times are digits, dashes, colons, a space and a sign: nothing to escape. */
function timeWriter(key: string, c: string): Writer {
  return (row, _id, _links, tz) => {
    const t = formatTime(row[c] as number | null, tz);
    return t === null ? `${key}null` : `${key}"${t}"`;
  };
}

function getterFor(def: ResourceDefinition, c: string): Getter {
  const spec = def.fields[c];
  if (!spec) return (row, id, _links, tz) => baseValue(def, c, row, id, tz);
  if (spec.lookup) {
    const alias = lookupAlias(c);
    const kind = storageOf({ ...spec, computed: undefined, lookup: undefined }) as StorageKind;
    return (row) => (row[alias] === null || row[alias] === undefined ? null : decodeValue(kind, row[alias]));
  }
  if (spec.shown) {
    const { show } = spec.shown;
    const kind = storageOf(spec) as StorageKind;
    return (row) => show(decodeValue(kind, row[c]));
  }
  if (spec.computed) {
    const { compute, needs } = spec.computed;
    const linkNeeds = needs.filter((n) => def.fields[n] && storageOf(def.fields[n]!) === 'link');
    if (linkNeeds.length === 0) return (row) => compute(row);
    // Computed values may read references (buyers_count from buyer_ids), which live beside the row.
    return (row, id, links) => {
      const view: Row = { ...row };
      for (const n of linkNeeds) view[n] = links.get(n)?.get(id) ?? [];
      return compute(view);
    };
  }
  const storage = storageOf(spec);
  if (storage === 'link') return (_row, id, links) => links.get(c)?.get(id) ?? [];
  if (storage === 'time') return (row, _id, _links, tz) => formatTime(row[c] as number | null, tz);
  if (spec.secret) return (row) => (row[c] === null || row[c] === undefined ? null : '********');
  const kind = storage as StorageKind;
  const shape = spec.credentials;
  if (shape) return (row) => maskCredentials(shape, decodeValue(kind, row[c]));
  return (row) => decodeValue(kind, row[c]);
}

function baseValue(def: ResourceDefinition, column: string, row: Row, id: number, timeZone: string): unknown {
  if (TIME_BASE_COLUMNS.has(column)) return formatTime(row[column] as number | null, timeZone);
  switch (column) {
    case 'id':
      return id;
    case 'legacy_id':
      return id;
    case 'type':
      return def.type;
    case 'routes_show_path':
    case 'routes_edit_path':
      return `/api/v1/${def.plural}/${id}`;
    default:
      return row[column] ?? null;
  }
}

/**
 * 32 hex characters identifying a record's content (the envelope's `checksum`), from the
 * record's JSON text. One-shot `hash`, not `createHash`: a Hash object per answer cost a
 * show several microseconds more under load.
 */
export const checksumOfJson = (json: string): string => hash('md5', json, 'hex');

/** The checksum of a record object (its JSON text's). */
export const checksum = (record: ApiRecord) => checksumOfJson(JSON.stringify(record));

/** `"table"."a", "table"."b"` — identifiers come from declarations, never from requests. */
export function selectList(table: string, columns: readonly string[]): string {
  return columns.map((c) => `"${table}"."${c}"`).join(', ');
}

const shapeIds = new Map<string, number>();

/**
 * A short stand-in for a long SQL fragment in query-shape keys. A key built
 * around the whole select list is a new string of hundreds of characters
 * per request, hashed again for every lookup; the fragment itself comes from
 * a plan and keeps its hash.
 */
export function shapeId(fragment: string): number {
  let id = shapeIds.get(fragment);
  if (id === undefined) {
    id = shapeIds.size;
    shapeIds.set(fragment, id);
  }
  return id;
}
