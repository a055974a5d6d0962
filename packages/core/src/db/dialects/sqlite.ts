import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './types.js';

export interface SqliteOptions {
  /** A file path, or ':memory:'. */
  filename: string;
  busyTimeoutMs?: number;
}

/**
 * better-sqlite3 is loaded here, on first use, so importing core never loads a
 * native module. WAL lets readers run beside the one writer; the busy timeout
 * makes a second process (the CLI beside a running server) wait instead of fail.
 */
export async function openSqlite(options: SqliteOptions): Promise<Database> {
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const native = new BetterSqlite3(options.filename);
  if (options.filename !== ':memory:') native.pragma('journal_mode = WAL');
  native.pragma('synchronous = NORMAL');
  native.pragma('foreign_keys = ON');
  native.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: native }) });
  return {
    db,
    dialect: 'sqlite',
    location: options.filename,
    close: () => db.destroy(),
  };
}
