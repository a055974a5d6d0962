import type { Kysely } from 'kysely';
import type { DB } from '../tables.js';

/**
 * The database's own commit notices: PostgreSQL's LISTEN/NOTIFY, heard by every
 * process on the database; on SQLite (one process) an in-process equivalent
 * that fires when the writer commits.
 */
export interface DatabaseSignals {
  /** Sends the topics when `db`'s transaction commits (at once when `db` is not a transaction); a rollback sends nothing. */
  notify(db: Kysely<DB>, topics: readonly string[]): Promise<void>;
  /**
   * Hears every topic sent by any process. After a lost connection is back, the
   * handler gets `*`: notices sent meanwhile are lost, so look for everything.
   * Returns the function that stops listening.
   */
  listen(handler: (topic: string) => void): Promise<() => Promise<void>>;
  /**
   * Whether a notice sent now would be heard (PostgreSQL: the LISTEN connection is up). While it
   * is not, whatever relies on hearing every notice (remembered credentials) must not rely on it.
   * Absent: always.
   */
  hearing?(): boolean;
}
