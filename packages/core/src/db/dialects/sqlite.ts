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
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: withStatementCache(native) }) });
  return {
    db,
    dialect: 'sqlite',
    location: options.filename,
    close: () => db.destroy(),
  };
}

/**
 * Kysely prepares every query afresh; preparing costs more than running a
 * typical indexed lookup. Queries repeat (the same SQL, other parameters), so
 * prepared statements are kept and reused, least recently used dropped first.
 */
function withStatementCache(native: import('better-sqlite3').Database, size = 500) {
  const cache = new Map<string, import('better-sqlite3').Statement>();
  return {
    close: () => native.close(),
    prepare(sql: string) {
      let stmt = cache.get(sql);
      if (stmt) {
        cache.delete(sql);
      } else {
        stmt = native.prepare(sql);
        if (cache.size >= size) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, stmt);
      return stmt;
    },
  } as unknown as import('better-sqlite3').Database;
}
