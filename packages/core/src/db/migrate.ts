import { type MigrationResultSet, Migrator } from 'kysely/migration';
import type { Database } from './dialects/types.js';
import { MIGRATIONS } from './migrations/index.js';

export interface MigrationReport {
  /** Names applied by this run, in order. */
  applied: string[];
}

/** Brings the schema up to date. Safe to run at every start and from several processes. */
export async function migrateToLatest(database: Database): Promise<MigrationReport> {
  const migrator = new Migrator({
    db: database.db,
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
