import { openPostgres } from './dialects/postgres.js';
import { openSqlite } from './dialects/sqlite.js';
import type { Database } from './dialects/types.js';

export interface DatabaseOptions {
  /** PostgreSQL schema (search_path); ignored on SQLite. */
  schema?: string;
  /** PostgreSQL connections this process keeps open at most (default 10); ignored on SQLite. */
  poolSize?: number;
  /** PostgreSQL: a statement running longer is cancelled (`statement_timeout`); default none. */
  statementTimeoutMs?: number;
  /** PostgreSQL: what `pg_stat_activity` shows for this process's connections (default `leadline`). */
  applicationName?: string;
  /**
   * PostgreSQL: where LISTEN connects, when the main URL goes through a pooler in transaction mode
   * (PgBouncer), which cannot hold a session's LISTEN. Default: the main URL.
   */
  listenUrl?: string;
  /**
   * SQLite's `synchronous`: `normal` (default; a power cut may lose the last commits, never
   * corrupt the file) or `full` (every commit survives a power cut, at the cost of an fsync
   * per commit). Ignored on PostgreSQL.
   */
  sqliteSynchronous?: SqliteSynchronous;
}

export type SqliteSynchronous = 'normal' | 'full';

/** Reads `LEADLINE_SQLITE_SYNCHRONOUS`' value. */
export function parseSqliteSynchronous(text: string | undefined): SqliteSynchronous | undefined {
  const value = text?.trim().toLowerCase();
  if (!value) return undefined;
  if (value === 'normal' || value === 'full') return value;
  throw new Error(`LEADLINE_SQLITE_SYNCHRONOUS must be normal or full, got ${text}`);
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
  return openSqlite({
    filename,
    ...(options.sqliteSynchronous ? { synchronous: options.sqliteSynchronous } : {}),
  });
}
