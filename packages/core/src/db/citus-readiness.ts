import { type Kysely, sql } from 'kysely';
import type { DialectName } from './dialects/types.js';
import { PARTITIONED_TABLES } from './partitions.js';
import type { DB } from './tables.js';

/**
 * What would stop a table from being distributed by `company_id` on Citus (docs/deploy.md):
 * no `company_id`, a nullable one, or a primary or unique key without it. Reasons are written the
 * same on both databases, so one checked-in list holds for both.
 */
export type CitusBlockers = Record<string, string[]>;

interface TableShape {
  columns: Map<string, { nullable: boolean }>;
  /** Each primary or unique key, as its column names (`(expression)` for an expression). */
  uniqueKeys: string[][];
}

export async function citusBlockers(
  db: Kysely<DB>,
  dialect: DialectName,
  exempt: ReadonlySet<string>,
): Promise<CitusBlockers> {
  const shapes = dialect === 'postgres' ? await postgresShapes(db) : await sqliteShapes(db);
  const blockers: CitusBlockers = {};
  for (const [table, shape] of [...shapes].sort(([a], [b]) => a.localeCompare(b))) {
    if (exempt.has(table)) continue;
    const reasons: string[] = [];
    const company = shape.columns.get('company_id');
    if (!company) reasons.push('no company_id');
    else if (company.nullable) reasons.push('company_id nullable');
    const keys = shape.uniqueKeys
      .filter((cols) => !cols.includes('company_id'))
      .map((cols) => `unique (${cols.join(', ')}) without company_id`)
      .sort();
    reasons.push(...new Set(keys));
    if (reasons.length) blockers[table] = reasons;
  }
  return blockers;
}

async function sqliteShapes(db: Kysely<DB>): Promise<Map<string, TableShape>> {
  const shapes = new Map<string, TableShape>();
  const tables = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  for (const { name } of tables.rows) {
    const info = await sql<{ name: string; notnull: number; pk: number }>`
      select name, "notnull", pk from pragma_table_info(${name})`.execute(db);
    const columns = new Map(info.rows.map((c) => [c.name, { nullable: c.notnull === 0 && c.pk === 0 }]));
    const pk = info.rows.filter((c) => c.pk > 0).sort((a, b) => a.pk - b.pk);
    const uniqueKeys: string[][] = pk.length ? [pk.map((c) => c.name)] : [];
    const indexes = await sql<{ name: string; unique: number; origin: string }>`
      select name, "unique", origin from pragma_index_list(${name})`.execute(db);
    for (const index of indexes.rows) {
      if (!index.unique || index.origin === 'pk') continue;
      const cols = await sql<{ name: string | null }>`
        select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
      uniqueKeys.push(cols.rows.map((c) => c.name ?? '(expression)'));
    }
    shapes.set(name, { columns, uniqueKeys });
  }
  return shapes;
}

async function postgresShapes(db: Kysely<DB>): Promise<Map<string, TableShape>> {
  const shapes = new Map<string, TableShape>();
  const columns = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    select table_name, column_name, is_nullable from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  for (const c of columns.rows) {
    const shape = shapes.get(c.table_name) ?? { columns: new Map(), uniqueKeys: [] };
    shape.columns.set(c.column_name, { nullable: c.is_nullable === 'YES' });
    shapes.set(c.table_name, shape);
  }
  const keys = await sql<{ table_name: string; columns: (string | null)[] }>`
    select t.relname as table_name,
      array(select a.attname::text from unnest(i.indkey) with ordinality k(attnum, n)
            left join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
            order by k.n) as columns
    from pg_index i
    join pg_class t on t.oid = i.indrelid
    join pg_namespace s on s.oid = t.relnamespace and s.nspname = current_schema()
    where i.indisunique`.execute(db);
  // A partitioned log (db/partitions.ts) is judged as the one table it is: its partitions are left
  // out, and its keys read without created_at, which PostgreSQL adds to every one (SQLite has none).
  const partitions = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relispartition and c.relnamespace = current_schema()::regnamespace`.execute(db);
  for (const { name } of partitions.rows) shapes.delete(name);
  const partitioned = new Set<string>(PARTITIONED_TABLES);
  for (const k of keys.rows) {
    let columns = k.columns.map((c) => c ?? '(expression)');
    if (partitioned.has(k.table_name)) columns = columns.filter((c) => c !== 'created_at');
    shapes.get(k.table_name)?.uniqueKeys.push(columns);
  }
  return shapes;
}
