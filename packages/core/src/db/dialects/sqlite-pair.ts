import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import type { DB } from '../tables.js';
import type { DatabaseSignals } from './signals.js';

/** SQL with its parameters, run synchronously where it can be (see SqlitePair.direct). */
export type DirectSql = (
  sql: string,
  parameters: readonly unknown[],
  transaction: boolean,
) => QueryResult<unknown> | Promise<QueryResult<unknown>>;

/** What the pair needs of a better-sqlite3 connection (with our statement cache in front). */
export interface NativeConnection {
  prepare(sql: string): NativeStatement;
  close(): void;
}

interface SyncStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

interface NativeStatement {
  readonly reader: boolean;
  readonly readonly: boolean;
  all(params: readonly unknown[]): unknown[];
  run(params: readonly unknown[]): { changes: number; lastInsertRowid: number | bigint };
}

/**
 * SQLite has one writer, and better-sqlite3 runs every statement
 * synchronously. Kysely's own SQLite driver puts all queries behind one
 * mutex, so a read waits for any open transaction to finish: while lead
 * intake holds a write transaction across awaits, every request in the
 * server queues behind it, and writes never find company to share a commit
 * with. This driver keeps two connections to the same WAL file:
 *
 * - the writer runs transactions and writes, one transaction at a time
 *   (the lock below); a write outside a transaction waits for the open one,
 *   so it can never slip into somebody else's transaction;
 * - a read outside a transaction runs on the writer when no transaction is
 *   open there (its page cache is the warm one: every commit empties the
 *   reader's), and on the reader while one is, at once and on the last
 *   committed state (WAL readers never wait for the writer, and never see
 *   uncommitted rows).
 *
 * An in-memory database cannot be opened twice, so there the reader is the
 * writer and reads take the lock like writes (kysely's behaviour).
 */
export class SqlitePair {
  private held = false;
  private readonly waiting: (() => void)[] = [];
  /** Commit notices (LISTEN/NOTIFY's stand-in: one process, one writer). */
  readonly signals = new WriterSignals();
  /**
   * Commits this process made on the writer (transactions and lone writes): a value read from
   * committed state and remembered for a moment is stale once this moves (credential-epoch.ts).
   */
  private commits = 0;

  constructor(
    readonly writer: NativeConnection,
    readonly reader: NativeConnection | null,
    /** Tells the query observers of a statement kysely does not run (begin, commit, rollback). */
    readonly observe: <T>(sql: string, run: () => T) => T = (_sql, run) => run(),
  ) {}

  /** The writer's lock: held for a whole transaction. */
  lock(): Promise<void> | undefined {
    if (!this.held) {
      this.held = true;
      return undefined;
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  unlock(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }

  /**
   * A query outside any transaction: answered at once (synchronously) unless
   * it must wait for the open transaction to end.
   */
  runAlone(query: CompiledQuery): QueryResult<unknown> | Promise<QueryResult<unknown>> {
    // Nothing interleaves with a synchronous statement: it needs the lock only while a transaction is open.
    if (!this.held) return this.executeAlone(this.writer.prepare(query.sql), query);
    if (this.reader && !CONNECTION_STATEMENT.test(query.sql)) {
      const stmt = this.reader.prepare(query.sql);
      if (stmt.readonly) return execute(stmt, query);
    }
    return this.lock()!.then(() => {
      try {
        return this.executeAlone(this.writer.prepare(query.sql), query);
      } finally {
        this.unlock();
      }
    });
  }

  /** A statement in autocommit on the writer: a write commits as it runs. */
  private executeAlone(stmt: NativeStatement, query: CompiledQuery): QueryResult<unknown> {
    const result = execute(stmt, query);
    if (!stmt.reader) this.commits++;
    return result;
  }

  /** The writer's transaction ended (committed or not: a rollback only costs a fresh read). */
  transactionEnded(committed: boolean): void {
    this.commits++;
    this.signals.ended(committed);
  }

  /**
   * Runs SQL already built (prepared query shapes) without kysely's executor:
   * on the writer inside the open transaction, else as runAlone does. The
   * caller says which: `transaction` is true only for the transaction that
   * holds the writer.
   */
  direct: DirectSql = (sql, parameters, transaction) => {
    const query = { sql, parameters } as CompiledQuery;
    return transaction ? execute(this.writer.prepare(sql), query) : this.runAlone(query);
  };

  /**
   * Statements for synchronous hot reads (suppression checks) that follow the
   * same rule as runAlone's reads: the writer unless a transaction is open
   * on it. Never use these inside a transaction.
   */
  readonly reads = {
    prepare: (sql: string) => {
      const onWriter = this.writer.prepare(sql) as unknown as SyncStatement;
      const onReader = (this.reader?.prepare(sql) ?? onWriter) as unknown as SyncStatement;
      const pick = () => (this.held ? onReader : onWriter);
      return {
        get: (...params: unknown[]) => pick().get(...params),
        all: (...params: unknown[]) => pick().all(...params),
      };
    },
    commits: () => this.commits,
  };

  close(): void {
    this.reader?.close();
    this.writer.close();
  }
}

/** Statements about the connection itself (settings, transaction control) always go to the writer. */
const CONNECTION_STATEMENT =
  /^\s*(pragma|begin|commit|end|rollback|savepoint|release|attach|detach|vacuum)\b/i;

function execute(stmt: NativeStatement, query: CompiledQuery): QueryResult<unknown> {
  if (stmt.reader) return { rows: stmt.all(query.parameters) };
  const { changes, lastInsertRowid } = stmt.run(query.parameters);
  return {
    insertId: lastInsertRowid != null ? BigInt(lastInsertRowid) : undefined,
    numAffectedRows: changes != null ? BigInt(changes) : undefined,
    rows: [],
  };
}

/** One acquisition: routes each query by whether a transaction is open on it. */
class PairConnection implements DatabaseConnection {
  inTransaction = false;
  constructor(private readonly pair: SqlitePair) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return execute(this.pair.writer.prepare(query.sql), query) as QueryResult<R>;
    return (await this.pair.runAlone(query)) as QueryResult<R>;
  }

  // biome-ignore lint/correctness/useYield: streaming is not offered on SQLite (lists page with keysets instead).
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming queries are not supported on SQLite; page with a keyset instead');
  }
}

class PairDriver implements Driver {
  constructor(private readonly pair: SqlitePair) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new PairConnection(this.pair);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await this.pair.lock();
    try {
      // IMMEDIATE takes SQLite's write lock now: a deferred transaction that reads first
      // could not upgrade if another process (the CLI) wrote in between.
      this.pair.observe('begin immediate', () => this.pair.writer.prepare('begin immediate').run([]));
    } catch (error) {
      this.pair.unlock();
      throw error;
    }
    (connection as PairConnection).inTransaction = true;
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    this.end(connection, 'commit');
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    this.end(connection, 'rollback');
  }
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    this.pair.close();
  }

  private end(connection: DatabaseConnection, verb: 'commit' | 'rollback') {
    const c = connection as PairConnection;
    if (!c.inTransaction) return;
    const { writer } = this.pair;
    let committed = false;
    try {
      this.pair.observe(verb, () => writer.prepare(verb).run([]));
      committed = verb === 'commit';
    } catch (error) {
      // A failed commit leaves the transaction open: end it before the next one may begin.
      if (verb === 'commit') {
        try {
          writer.prepare('rollback').run([]);
        } catch {}
      }
      throw error;
    } finally {
      c.inTransaction = false;
      this.pair.transactionEnded(committed);
      this.pair.unlock();
    }
  }
}

/**
 * NOTIFY for one process on SQLite: a notice sent inside a transaction waits
 * for the writer's commit and is dropped by a rollback. There is one writer
 * transaction at a time, so the pending notices are that transaction's.
 */
export class WriterSignals implements DatabaseSignals {
  private pending = new Set<string>();
  private readonly handlers = new Set<(topic: string) => void>();

  async notify(db: Kysely<DB>, topics: readonly string[]): Promise<void> {
    if (!db.isTransaction) return this.fire(topics);
    for (const t of topics) this.pending.add(t);
  }

  async listen(handler: (topic: string) => void): Promise<() => Promise<void>> {
    this.handlers.add(handler);
    return async () => {
      this.handlers.delete(handler);
    };
  }

  /** The writer's transaction ended: committed notices go out, rolled-back ones are dropped. */
  ended(committed: boolean): void {
    if (this.pending.size === 0) return;
    const topics = [...this.pending];
    this.pending = new Set();
    if (committed) this.fire(topics);
  }

  private fire(topics: readonly string[]) {
    if (this.handlers.size === 0) return;
    // Not inside the driver's commit: handlers run once the transaction's caller has resumed.
    queueMicrotask(() => {
      for (const topic of topics) for (const h of this.handlers) h(topic);
    });
  }
}

/** Kysely's SQLite dialect with the two-connection driver. */
export class SqlitePairDialect implements Dialect {
  constructor(private readonly pair: SqlitePair) {}
  createDriver(): Driver {
    return new PairDriver(this.pair);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    // Our driver serialises the writer itself; kysely's one-connection mutex would serialise reads too.
    return new (class extends SqliteAdapter {
      override get supportsMultipleConnections() {
        return true;
      }
    })();
  }
  createIntrospector(db: Kysely<DB>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
