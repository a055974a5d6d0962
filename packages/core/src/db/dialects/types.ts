import type { Kysely } from 'kysely';
import type { DirectSql } from './sqlite-pair.js';

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
}

/** An open database: the query builder, which dialect it speaks, and how to close it. */
export interface Database {
  readonly db: Kysely<any>;
  readonly dialect: DialectName;
  /** Where it lives, with any password removed (for logs). */
  readonly location: string;
  /** SQLite only: synchronous prepared statements for point lookups that cannot afford a query builder (suppression checks). */
  readonly sqlite?: SqliteStatements;
  /** SQLite only: runs built SQL without the query builder's executor (prepared query shapes). */
  readonly direct?: DirectSql;
  /** Notices sent in a transaction and heard once it commits (see CommitSignals). */
  readonly signals?: DatabaseSignals;
  close(): Promise<void>;
}

/**
 * The database's own commit notices: PostgreSQL's LISTEN/NOTIFY, heard by every
 * process on the database; on SQLite (one process) an in-process equivalent
 * that fires when the writer commits.
 */
export interface DatabaseSignals {
  /** Sends the topics when `db`'s transaction commits (at once when `db` is not a transaction); a rollback sends nothing. */
  notify(db: Kysely<any>, topics: readonly string[]): Promise<void>;
  /**
   * Hears every topic sent by any process. After a lost connection is back, the
   * handler gets `*`: notices sent meanwhile are lost, so look for everything.
   * Returns the function that stops listening.
   */
  listen(handler: (topic: string) => void): Promise<() => Promise<void>>;
}
