import { type SelectQueryBuilder, sql } from 'kysely';
import { encodeValue } from '../../db/column-types.js';
import type { DialectName } from '../../db/dialects/types.js';
import type { ResourceDefinition } from '../define.js';
import { storageOf } from '../fields.js';
import type { ListParams } from './list-params.js';

/**
 * The values a list's filters bind, in the order applyFilters consumes
 * them: once as real values, once as placeholders of a prepared shape.
 */
export function filterValues(def: ResourceDefinition, dialect: DialectName, p: ListParams): unknown[] {
  const out: unknown[] = [];
  if (p.ids?.length) out.push(...p.ids);
  for (const v of [p.createdFrom, p.createdTo, p.updatedFrom, p.updatedTo]) if (v !== undefined) out.push(v);
  for (const [name, value] of Object.entries(p.filters)) {
    if (def.filters[name]) continue;
    const storage = storageOf(def.fields[name]!) as never;
    if (Array.isArray(value)) out.push(...value.map((v) => encodeValue(storage, v, dialect)));
    else if (value !== null) out.push(encodeValue(storage, value, dialect));
  }
  if (p.fulltext) {
    out.push(`%${p.fulltext.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (/^\d+$/.test(p.fulltext)) out.push(Number(p.fulltext));
  }
  return out;
}

/** A key naming the query's shape: same key, same SQL, other values. */
export function filterShape(p: ListParams): string {
  return JSON.stringify([
    p.ids?.length ?? -1,
    p.createdFrom !== undefined,
    p.createdTo !== undefined,
    p.updatedFrom !== undefined,
    p.updatedTo !== undefined,
    Object.entries(p.filters).map(([k, v]) => [k, Array.isArray(v) ? v.length : v === null ? 'null' : 1]),
    p.fulltext ? (/^\d+$/.test(p.fulltext) ? 'n' : 's') : '',
  ]);
}

/** The list parameters as where clauses; `bind` gives each bound value in filterValues' order. */
export function applyFilters(
  def: ResourceDefinition,
  dialect: DialectName,
  qb: SelectQueryBuilder<any, any, any>,
  p: ListParams,
  bind: () => unknown = (() => {
    const values = filterValues(def, dialect, p);
    let i = 0;
    return () => values[i++];
  })(),
): SelectQueryBuilder<any, any, any> {
  const t = def.table;
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
    const custom = def.filters[name];
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
    const searchable = Object.entries(def.fields)
      .filter(([, s]) => s.search && !s.computed && s.type !== 'refs')
      .map(([k]) => k);
    const columns = searchable.length ? searchable : ['external_record_id'];
    const needle = bind();
    const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
    // SQLite has no default LIKE escape character; name one so % and _ in the search text match literally.
    const matches = columns.map((c) => sql<boolean>`${sql.ref(`${t}.${c}`)} ${like} ${needle} escape '\\'`);
    const byId = /^\d+$/.test(p.fulltext) ? [sql<boolean>`${sql.ref(`${t}.id`)} = ${bind()}`] : [];
    qb = qb.where((eb) => eb.or([...matches, ...byId]));
  }
  return qb;
}
