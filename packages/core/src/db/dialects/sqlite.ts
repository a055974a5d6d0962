import { Kysely, SqliteDialect } from 'kysely';
import type { Database, SqliteStatements } from './types.js';

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
  // Point lookups in big tables (a 10-million-number suppression list) pay a
  // read() per page that is not in SQLite's own cache: 64 MiB of cache (taken
  // only as used) and a memory map of the file keep a check's p99 near its p50.
  native.pragma('cache_size = -65536');
  if (options.filename !== ':memory:') native.pragma('mmap_size = 1073741824');
  const cached = withStatementCache(native);
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: cached }) });
  return {
    db,
    dialect: 'sqlite',
    location: options.filename,
    sqlite: cached,
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
  } as unknown as import('better-sqlite3').Database & SqliteStatements;
}
