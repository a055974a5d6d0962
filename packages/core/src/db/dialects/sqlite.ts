import { Kysely } from 'kysely';
import { QueryObservers } from '../query-observers.js';
import { RequestTransactionDialect } from '../request-transaction.js';
import type { DB } from '../tables.js';
import { SqliteCheckpointer } from './sqlite-checkpointer.js';
import { type NativeConnection, SqlitePair, SqlitePairDialect } from './sqlite-pair.js';
import type { Database, SqliteStatements } from './types.js';

export interface SqliteOptions {
  /** A file path, or ':memory:'. */
  filename: string;
  busyTimeoutMs?: number;
  /** `normal` (default) or `full`: see DatabaseOptions.sqliteSynchronous. */
  synchronous?: 'normal' | 'full';
}

type Native = import('better-sqlite3').Database;

/**
 * better-sqlite3 is loaded here, on first use, so importing core never loads a
 * native module. A file database gets two connections (sqlite-pair.ts): a
 * writer and a reader, so reads never queue behind a write transaction.
 */
export async function openSqlite(options: SqliteOptions): Promise<Database> {
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const inMemory = options.filename === ':memory:';
  const writer = new BetterSqlite3(options.filename);
  // WAL lets the reader run beside the one writer; NORMAL syncs at checkpoints, not every commit.
  if (!inMemory) writer.pragma('journal_mode = WAL');
  writer.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  // Checkpoints run in a worker (sqlite-checkpointer.ts); the commit-time one is only a backstop.
  const checkpointer = inMemory ? null : new SqliteCheckpointer(options.filename, options);
  if (checkpointer) writer.pragma('wal_autocheckpoint = 10000');
  writer.pragma('foreign_keys = ON');
  tune(writer, options, inMemory);
  const reader = inMemory ? null : new BetterSqlite3(options.filename);
  // The reader serves only reads made while a write transaction is open: a smaller cache does.
  if (reader) tune(reader, options, inMemory, 16_384);
  const queries = new QueryObservers();
  const pair = new SqlitePair(withStatementCache(writer), reader && withStatementCache(reader), (sql, run) =>
    queries.around(sql, run),
  );
  // SQLite carries on after a failed statement inside a transaction: lone writes need no savepoint.
  const dialect = new RequestTransactionDialect(new SqlitePairDialect(pair), { guardWrites: false });
  const db = new Kysely<DB>({ dialect, log: queries.log });
  return {
    db,
    queries,
    dialect: 'sqlite',
    location: options.filename,
    // Hot point lookups read committed state, like every read outside a transaction.
    sqlite: pair.reads as SqliteStatements,
    // Inside a request transaction the writer is this request's: its statements run there.
    direct: (sql, parameters, transaction) =>
      queries.around(sql, () =>
        pair.direct(sql, parameters, transaction || dialect.driver.joined() !== undefined),
      ),
    signals: pair.signals,
    beginRequestTransaction: () => dialect.driver.begin(),
    close: async () => {
      await checkpointer?.stop();
      await db.destroy();
    },
  };
}

function tune(native: Native, options: SqliteOptions, inMemory: boolean, cacheKiB = 65_536) {
  // The busy timeout makes a second process (the CLI beside a running server) wait instead of fail.
  native.pragma(`busy_timeout = ${options.busyTimeoutMs ?? 5000}`);
  // Point lookups in big tables (a 10-million-number suppression list) pay a
  // read() per page that is not in SQLite's own cache: 64 MiB of cache (taken
  // only as used) and a memory map of the file keep a check's p99 near its p50.
  native.pragma(`cache_size = -${cacheKiB}`);
  if (!inMemory) native.pragma('mmap_size = 1073741824');
}

/**
 * Kysely prepares every query afresh; preparing costs more than running a
 * typical indexed lookup. Queries repeat (the same SQL, other parameters), so
 * prepared statements are kept and reused, least recently used dropped first.
 */
function withStatementCache(native: Native, size = 500): NativeConnection {
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
      return stmt as unknown as ReturnType<NativeConnection['prepare']>;
    },
  };
}
