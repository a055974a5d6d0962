import { openPostgres } from './dialects/postgres.js';
import { openSqlite } from './dialects/sqlite.js';
import type { Database } from './dialects/types.js';

export interface DatabaseOptions {
  /** PostgreSQL schema (search_path); ignored on SQLite. */
  schema?: string;
  poolSize?: number;
}

export const isPostgresUrl = (setting: string) => /^postgres(ql)?:\/\//i.test(setting);

/**
 * Opens the database a setting names: a `postgres://` URL, or a SQLite file
 * path (`sqlite:` and `file:` prefixes allowed, `:memory:` for a throwaway).
 */
export function openDatabase(setting: string, options: DatabaseOptions = {}): Promise<Database> {
  if (isPostgresUrl(setting)) {
    return openPostgres({ connectionString: setting, ...options });
  }
  const filename = setting.replace(/^(sqlite|file):(\/\/)?/i, '') || ':memory:';
  return openSqlite({ filename });
}
