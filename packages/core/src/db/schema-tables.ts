import { type Kysely, sql } from 'kysely';
import type { DialectName } from './dialects/types.js';

/**
 * The tables of the schema this connection works in, each with its column names. On PostgreSQL it
 * reads `information_schema` for `current_schema()` only: kysely's introspection reads every
 * schema of the database and fails when another session drops one at that moment (installations
 * and test runs sharing a database do).
 */
export async function tablesHere(db: Kysely<any>, dialect: DialectName): Promise<Map<string, Set<string>>> {
  const tables = new Map<string, Set<string>>();
  const add = (table: string, column: string) => {
    let columns = tables.get(table);
    if (!columns) tables.set(table, (columns = new Set()));
    columns.add(column);
  };
  if (dialect === 'postgres') {
    const { rows } = await sql<{ t: string; c: string }>`
      select table_name as t, column_name as c from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    for (const r of rows) add(r.t, r.c);
    return tables;
  }
  for (const t of await db.introspection.getTables()) {
    tables.set(t.name, new Set());
    for (const c of t.columns) add(t.name, c.name);
  }
  return tables;
}
