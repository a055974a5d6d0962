import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { EpochReads } from '../db/epoch-reads.js';
import { underRequestTransaction } from '../db/request-transaction.js';
import type { DB } from '../db/tables.js';
import type { RoutingEpoch } from './routing-epoch.js';

/**
 * An offer's call flow configuration (its call flow rules, conversions, repeat window) as a call
 * reads it several times per answer: remembered per company under the routing epoch, which every
 * write to those tables moves (`routing-triggers.ts`), in any process. Values are frozen: callers
 * build what they return from them.
 */
const byDatabase = new WeakMap<Kysely<DB>, EpochReads>();

/** Remembers configuration reads made on `db` (not in its transactions) under the routing epoch. */
export function rememberConfigReads(db: Kysely<DB>, epoch: RoutingEpoch, clock: Clock): void {
  byDatabase.set(db, new EpochReads(epoch, clock));
}

/**
 * `read()`, or what it answered under the company's current routing epoch. Inside a transaction
 * (the database handle given is the transaction's) or a request transaction, always `read()`:
 * the transaction may have changed the rows, or roll back what it read.
 */
export function configRead<T>(
  db: Kysely<DB>,
  companyId: number,
  key: string,
  read: () => Promise<T>,
): Promise<T> {
  const reads = byDatabase.get(db);
  if (!reads || underRequestTransaction()) return read();
  return reads.read(companyId, key, read);
}
