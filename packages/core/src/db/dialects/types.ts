import type { Kysely } from 'kysely';
import type { QueryObservers } from '../query-observers.js';
import type { RequestTransaction } from '../request-transaction.js';
import type { DB } from '../tables.js';
import type { DatabaseSignals } from './signals.js';
import type { DirectSql } from './sqlite-pair.js';

export type { DatabaseSignals } from './signals.js';

export type DialectName = 'sqlite' | 'postgres';

/**
 * The slice of better-sqlite3 that hot paths use directly (our own type, so
 * core's types need none of better-sqlite3's). Statements run synchronously
 * on committed state, never waiting on a write transaction (sqlite-pair.ts);
 * prepared ones are cached.
 */
export interface SqliteStatements {
  prepare(sql: string): {
    get(...params: unknown[]): unknown;
    all(...params: unknown[]): unknown[];
  };
  /** How many commits this process has made (moves with every write it commits). */
  commits?(): number;
}

/** An open database: the query builder, which dialect it speaks, and how to close it. */
export interface Database {
  readonly db: Kysely<DB>;
  readonly dialect: DialectName;
  /** Told of every query the query builder runs (metrics, traces). */
  readonly queries: QueryObservers;
  /** Where it lives, with any password removed (for logs). */
  readonly location: string;
  /** SQLite only: synchronous prepared statements for point lookups that cannot afford a query builder (suppression checks). */
  readonly sqlite?: SqliteStatements;
  /** SQLite only: runs built SQL without the query builder's executor (prepared query shapes). */
  readonly direct?: DirectSql;
  /** Notices sent in a transaction and heard once it commits (see CommitSignals). */
  readonly signals?: DatabaseSignals;
  /**
   * Begins the transaction a whole request runs in (request-transaction.ts):
   * while it is open, the request's queries and transactions join it.
   */
  beginRequestTransaction(): Promise<RequestTransaction>;
  /** PostgreSQL only: the connection pool now (metrics). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open. */
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
  max: number;
}
