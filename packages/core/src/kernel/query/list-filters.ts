import { type SelectQueryBuilder, sql } from 'kysely';
import { encodeValue, type StorageKind } from '../../db/column-types.js';
import type { DialectName } from '../../db/dialects/types.js';
import type { ResourceDefinition } from '../define.js';
import { storageOf } from '../fields.js';
import type { ListParams } from './list-params.js';

/** One where clause of a list: its bound values travel with it, so they can never drift out of order. */
type Clause =
  | { kind: 'compare'; column: string; op: '=' | '>=' | '<='; values: [unknown] }
  | { kind: 'in'; column: string; values: unknown[] }
  | { kind: 'is_null'; column: string; values: [] }
  | { kind: 'none'; values: [] }
  | { kind: 'custom'; name: string; value: unknown; values: [] }
  | { kind: 'fulltext'; columns: string[]; values: [string] | [string, number] };

/** A list's filters compiled in one walk of its parameters: the clauses, their values in bind order, and the shape. */
export interface CompiledFilters {
  clauses: Clause[];
  /** Every bound value, in the order `applyCompiled` binds them. */
  values: unknown[];
  /** Same shape, same SQL with other values (the prepared-query key). */
  shape: string;
  /** A custom filter builds its own SQL, so the query cannot be prepared by shape. */
  custom: boolean;
}

const compiled = new WeakMap<ListParams, CompiledFilters>();

/** The list parameters' clauses and bound values, worked out once per parsed parameters. */
export function compileFilters(
  def: ResourceDefinition,
  dialect: DialectName,
  p: ListParams,
): CompiledFilters {
  let out = compiled.get(p);
  if (out === undefined) compiled.set(p, (out = compile(def, dialect, p)));
  return out;
}

function compile(def: ResourceDefinition, dialect: DialectName, p: ListParams): CompiledFilters {
  const t = def.table;
  const clauses: Clause[] = [];
  let custom = false;
  if (p.ids)
    clauses.push(
      p.ids.length ? { kind: 'in', column: `${t}.id`, values: p.ids } : { kind: 'none', values: [] },
    );
  const range = (column: string, op: '>=' | '<=', v: number | undefined) => {
    if (v !== undefined) clauses.push({ kind: 'compare', column: `${t}.${column}`, op, values: [v] });
  };
  range('created_at', '>=', p.createdFrom);
  range('created_at', '<=', p.createdTo);
  range('updated_at', '>=', p.updatedFrom);
  range('updated_at', '<=', p.updatedTo);
  for (const [name, value] of Object.entries(p.filters)) {
    if (def.filters[name]) {
      custom = true;
      clauses.push({ kind: 'custom', name, value, values: [] });
      continue;
    }
    const column = `${t}.${name}`;
    const kind = storageOf(def.fields[name]!);
    // A filter names a stored column; a link or computed field encodes as its value does.
    const storage: StorageKind = kind === 'link' || kind === 'none' ? 'string' : kind;
    if (value === null) clauses.push({ kind: 'is_null', column, values: [] });
    else if (!Array.isArray(value)) {
      clauses.push({ kind: 'compare', column, op: '=', values: [encodeValue(storage, value, dialect)] });
    } else if (value.length === 1) {
      clauses.push({ kind: 'compare', column, op: '=', values: [encodeValue(storage, value[0], dialect)] });
    } else if (value.length > 1) {
      clauses.push({ kind: 'in', column, values: value.map((v) => encodeValue(storage, v, dialect)) });
    }
  }
  if (p.fulltext) {
    const searchable = Object.entries(def.fields)
      .filter(([, s]) => s.search && !s.computed && s.type !== 'refs')
      .map(([k]) => `${t}.${k}`);
    const needle = `%${p.fulltext.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    clauses.push({
      kind: 'fulltext',
      columns: searchable.length ? searchable : [`${t}.external_record_id`],
      values: /^\d{1,15}$/.test(p.fulltext) ? [needle, Number(p.fulltext)] : [needle],
    });
  }
  const values = clauses.flatMap((c) => c.values);
  const shape = JSON.stringify(
    clauses.map((c) =>
      c.kind === 'custom'
        ? [c.kind, c.name]
        : c.kind === 'compare'
          ? [c.column, c.op]
          : [c.kind, 'column' in c ? c.column : '', c.values.length],
    ),
  );
  return { clauses, values, shape, custom };
}

/**
 * The compiled clauses as where clauses; `bind` gives each bound value in turn (the value
 * itself, or a prepared shape's placeholder).
 */
export function applyCompiled(
  def: ResourceDefinition,
  dialect: DialectName,
  qb: SelectQueryBuilder<any, any, any>,
  c: CompiledFilters,
  filters: Record<string, unknown>,
  bind: () => unknown,
): SelectQueryBuilder<any, any, any> {
  const t = def.table;
  qb = qb.where(`${t}.deleted_at`, 'is', null);
  for (const clause of c.clauses) {
    switch (clause.kind) {
      case 'none':
        qb = qb.where(`${t}.id`, '=', -1);
        break;
      case 'compare':
        qb = qb.where(clause.column, clause.op, bind());
        break;
      case 'in':
        qb = qb.where(
          clause.column,
          'in',
          clause.values.map(() => bind()),
        );
        break;
      case 'is_null':
        qb = qb.where(clause.column, 'is', null);
        break;
      case 'custom': {
        const apply = def.filters[clause.name]!.apply;
        if (apply) qb = apply(qb, clause.value, filters);
        break;
      }
      case 'fulltext': {
        const needle = bind();
        const like = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
        // SQLite has no default LIKE escape character; name one so % and _ in the search text match literally.
        const matches = clause.columns.map(
          (col) => sql<boolean>`${sql.ref(col)} ${like} ${needle} escape '\\'`,
        );
        const byId = clause.values.length > 1 ? [sql<boolean>`${sql.ref(`${t}.id`)} = ${bind()}`] : [];
        qb = qb.where((eb) => eb.or([...matches, ...byId]));
        break;
      }
    }
  }
  return qb;
}

/** The list parameters as where clauses, their values bound directly. */
export function applyFilters(
  def: ResourceDefinition,
  dialect: DialectName,
  qb: SelectQueryBuilder<any, any, any>,
  p: ListParams,
): SelectQueryBuilder<any, any, any> {
  const c = compileFilters(def, dialect, p);
  let i = 0;
  return applyCompiled(def, dialect, qb, c, p.filters, () => c.values[i++]);
}
