import { AsyncLocalStorage } from 'node:async_hooks';
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
  type TransactionSettings,
} from 'kysely';
import type { DB } from './tables.js';

/**
 * One transaction that a whole request runs in (a write sent with an
 * `Idempotency-Key`: its key, its writes and its saved answer commit together
 * or not at all). While it is open, everything the request does on this
 * database joins it: kysely transactions become savepoints in it, and queries
 * outside them run on its connection. Code that the request starts but that
 * outlives it (a timer, a group commit's batch) must leave it with
 * `outsideRequestTransaction`, or it would write into the request's
 * transaction.
 */
export interface RequestTransaction {
  /** Runs `fn` (and everything it starts) inside the transaction. */
  run<T>(fn: () => T): T;
  commit(): Promise<void>;
  rollback(): Promise<void>;
  readonly open: boolean;
  /**
   * Runs, inside the transaction, just before it commits early to let a call
   * to a third party run without it (see `whileOutbound`): what must hold if
   * the process dies before the request ends (the idempotency key's answer
   * for that case).
   */
  beforeSuspend?: () => Promise<void>;
  /** True once the transaction has committed part of the request's writes (see `whileOutbound`). */
  readonly suspended: boolean;
}

interface Open {
  readonly driver: RequestTransactionDriver;
  connection: DatabaseConnection;
  active: boolean;
  savepoints: number;
  /** Kysely transactions (savepoints) open now: the transaction cannot commit early under one. */
  depth: number;
  /** Lone writes take turns: two savepoints opened side by side would release each other. */
  lone: Promise<unknown>;
  /** Calls to third parties running now; the transaction begins again when the last ends. */
  outbound: number;
  /** Suspensions and resumptions take turns. */
  turn: Promise<unknown>;
  suspended: boolean;
  /** The request ended (committed or rolled back) while a call ran: the transaction must not begin again. */
  ended: boolean;
  /**
   * Connections handed out on the transaction and not yet given back: a commit (early, for a
   * call, or the request's own) waits for them, or a write in flight would go on a connection
   * no longer in any transaction (PostgreSQL: "SAVEPOINT can only be used in transaction blocks").
   */
  users: number;
  /** Set while the transaction commits or rolls back: queries asked for now run on their own. */
  closing: boolean;
  /** Who waits for the last user to give its connection back. */
  drained: Array<() => void>;
  handle?: RequestTransaction;
}

const current = new AsyncLocalStorage<Open>();

/**
 * Stops handing out the transaction and waits for every connection already handed out to come
 * back: what they write lands in the transaction before it ends, whole, never after it.
 */
async function close(open: Open): Promise<void> {
  open.closing = true;
  while (open.users > 0) await new Promise<void>((resolve) => open.drained.push(resolve));
  await open.lone;
}

function giveBack(open: Open): void {
  if (--open.users > 0) return;
  for (const resolve of open.drained.splice(0)) resolve();
}

/** The open request transaction of this async context, if any. */
export const inRequestTransaction = (): boolean => current.getStore()?.active === true;

/**
 * Whether this async context belongs to a request transaction, open at this instant or not: what
 * it read may be rolled back later even while the transaction is between calls, so caches ask this.
 */
export const underRequestTransaction = (): boolean => current.getStore() !== undefined;

/** Runs `fn` outside any request transaction: for work that belongs to no one request (a shared batch). */
export const outsideRequestTransaction = <T>(fn: () => T): T => current.exit(fn);

/**
 * Runs `fn`, a call to a third party (a carrier, a tenant's URL, file
 * storage), without holding the request transaction: SQLite has one writer,
 * and every other write (all lead intake) would wait for the third party.
 * The transaction commits what the request wrote so far (after its
 * `beforeSuspend`, which saves what a retry must see if the process dies
 * now), `fn` runs outside it, and a new one begins for the rest of the
 * request. Inside a kysely transaction (a savepoint) it cannot commit, and
 * `fn` runs holding it, as before.
 */
export async function whileOutbound<T>(fn: () => Promise<T>): Promise<T> {
  const open = current.getStore();
  if (!open || (!open.active && open.outbound === 0) || open.depth > 0) return fn();
  // Whether this call is one of the suspension's: only those begin the transaction again.
  let joined = false;
  const suspend = open.turn.then(async () => {
    if (open.outbound > 0) {
      open.outbound++;
      joined = true;
      return;
    }
    // The request ended meanwhile: nothing to suspend or begin again.
    if (!open.active) return;
    await open.lone;
    await open.handle?.beforeSuspend?.();
    await close(open);
    open.active = false;
    open.suspended = true;
    const { inner } = open.driver;
    try {
      await inner.commitTransaction(open.connection);
    } finally {
      await inner.releaseConnection(open.connection);
    }
    // A failed commit threw above: what the request wrote is gone, and it must not go on.
    open.outbound = 1;
    joined = true;
  });
  open.turn = suspend.catch(() => undefined);
  await suspend;
  try {
    return await current.exit(fn);
  } finally {
    if (joined) {
      const resume = open.turn.then(async () => {
        if (--open.outbound > 0) return;
        // The request ended while the call ran (its answer went, or it failed): a transaction begun
        // again now would have no one to end it, and would hold SQLite's one writer for good.
        if (open.ended) return;
        const { inner } = open.driver;
        const connection = await inner.acquireConnection();
        try {
          await inner.beginTransaction(connection, {});
        } catch (error) {
          await inner.releaseConnection(connection);
          throw error;
        }
        open.connection = connection;
        open.closing = false;
        open.active = true;
      });
      open.turn = resume.catch(() => undefined);
      await resume;
    }
  }
}

/** Reads need no savepoint: a failed one is rare, and nothing is half-done by it. */
const isRead = (query: CompiledQuery) =>
  query.query?.kind === 'SelectQueryNode' || /^\s*(select\b|$)/i.test(query.sql);

/**
 * A connection handed out inside a request transaction: the transaction's
 * own, with a kysely transaction begun on it turned into a savepoint.
 */
class JoinedConnection implements DatabaseConnection {
  savepoint: string | null = null;
  constructor(
    readonly open: Open,
    private readonly guardWrites: boolean,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { connection } = this.open;
    // On PostgreSQL a failed statement aborts the whole transaction; code that catches a
    // failed write (a unique violation answered as 422) expects to carry on, as it could on
    // a connection of its own. A savepoint around a lone write keeps that true.
    if (!this.guardWrites || this.savepoint || isRead(query)) return connection.executeQuery<R>(query);
    const turn = this.open.lone.then(() => this.guarded<R>(query));
    this.open.lone = turn.catch(() => undefined);
    return turn;
  }

  private async guarded<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { connection } = this.open;
    const name = `lone_${++this.open.savepoints}`;
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${name}`));
    try {
      const result = await connection.executeQuery<R>(query);
      await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
      return result;
    } catch (error) {
      await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
      await connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
      throw error;
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.open.connection.streamQuery<R>(query, chunkSize as number);
  }
}

/** Wraps a dialect's driver so that a request transaction, once begun, is what every query joins. */
export class RequestTransactionDriver implements Driver {
  private initialized: Promise<void> | undefined;
  constructor(
    readonly inner: Driver,
    private readonly guardWrites: boolean,
  ) {}

  /** The request transaction of this context on this database, if one is open. */
  joined(): Open | undefined {
    const open = current.getStore();
    return open?.active && !open.closing && open.driver === this ? open : undefined;
  }

  async begin(): Promise<RequestTransaction> {
    await this.init();
    const connection = await this.inner.acquireConnection();
    try {
      await this.inner.beginTransaction(connection, {});
    } catch (error) {
      await this.inner.releaseConnection(connection);
      throw error;
    }
    const open: Open = {
      driver: this,
      connection,
      active: true,
      savepoints: 0,
      depth: 0,
      lone: Promise.resolve(),
      outbound: 0,
      turn: Promise.resolve(),
      suspended: false,
      ended: false,
      users: 0,
      closing: false,
      drained: [],
    };
    const end = async (verb: 'commit' | 'rollback') => {
      open.ended = true;
      await open.turn;
      if (!open.active) return;
      await close(open);
      open.active = false;
      try {
        if (verb === 'commit') await this.inner.commitTransaction(open.connection);
        else await this.inner.rollbackTransaction(open.connection);
      } finally {
        await this.inner.releaseConnection(open.connection);
      }
    };
    const handle: RequestTransaction = {
      run: (fn) => current.run(open, fn),
      commit: () => end('commit'),
      rollback: () => end('rollback'),
      get open() {
        return open.active;
      },
      get suspended() {
        return open.suspended;
      },
    };
    open.handle = handle;
    return handle;
  }

  /** Once, whoever asks first: kysely on its first query, or `begin` when a request comes first. */
  init(): Promise<void> {
    this.initialized ??= this.inner.init();
    return this.initialized;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const open = this.joined();
    if (!open) return this.inner.acquireConnection();
    open.users++;
    return new JoinedConnection(open, this.guardWrites);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    if (!(connection instanceof JoinedConnection)) return this.inner.beginTransaction(connection, settings);
    connection.savepoint = `joined_${++connection.open.savepoints}`;
    connection.open.depth++;
    await connection.open.connection.executeQuery(CompiledQuery.raw(`savepoint ${connection.savepoint}`));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof JoinedConnection)) return this.inner.commitTransaction(connection);
    const name = connection.savepoint;
    connection.savepoint = null;
    connection.open.depth--;
    await connection.open.connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!(connection instanceof JoinedConnection)) return this.inner.rollbackTransaction(connection);
    const name = connection.savepoint;
    connection.savepoint = null;
    connection.open.depth--;
    await connection.open.connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${name}`));
    await connection.open.connection.executeQuery(CompiledQuery.raw(`release savepoint ${name}`));
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint "${name}"`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof JoinedConnection) giveBack(connection.open);
    else await this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

/** A dialect whose driver lets a request transaction be begun (see RequestTransaction). */
export class RequestTransactionDialect implements Dialect {
  readonly driver: RequestTransactionDriver;

  constructor(
    private readonly inner: Dialect,
    options: { guardWrites: boolean },
  ) {
    this.driver = new RequestTransactionDriver(inner.createDriver(), options.guardWrites);
  }

  createDriver(): Driver {
    return this.driver;
  }
  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }
  createIntrospector(db: Kysely<DB>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
