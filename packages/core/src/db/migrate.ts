import { sql } from 'kysely';
import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Database } from './dialects/types.js';
import { MIGRATIONS } from './migrations/index.js';

export interface MigrationReport {
  /** Names applied by this run, in order. */
  applied: string[];
}

/** Brings the schema up to date. Safe to run at every start and from several processes. */
export async function migrateToLatest(database: Database): Promise<MigrationReport> {
  const schema = await currentSchema(database);
  const migrator = new Migrator({
    db: database.db,
    // Kysely looks for its own tables across every schema; naming ours keeps
    // databases that hold several Leadline schemas (tests, tenants) apart.
    ...(schema ? { migrationTableSchema: schema } : {}),
    provider: {
      getMigrations: async () =>
        Object.fromEntries(
          Object.entries(MIGRATIONS).map(([name, m]) => [
            name,
            {
              up: (db) => m.up(db, database.dialect),
              ...(m.down ? { down: (db: any) => m.down!(db, database.dialect) } : {}),
            },
          ]),
        ),
    },
  });
  const result: MigrationResultSet = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const reason = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: result.error });
  }
  return {
    applied: (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName),
  };
}

/** The schema new tables land in on PostgreSQL (first of search_path); undefined on SQLite. */
export async function currentSchema(database: Database): Promise<string | undefined> {
  if (database.dialect !== 'postgres') return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db);
  return rows[0]?.schema;
}
