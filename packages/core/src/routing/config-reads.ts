import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { underRequestTransaction } from '../db/request-transaction.js';
import type { DB } from '../db/tables.js';
import type { RoutingEpoch } from './routing-epoch.js';

/** How long a remembered read is kept at most while the epoch stands (a lost notice's bound). */
const KEEP_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface Entry {
  epoch: number;
  at: number;
  value: unknown;
}

/**
 * An offer's call flow configuration (its call flow rules, conversions, repeat window) as a call
 * reads it several times per answer: remembered per company under the routing epoch, which every
 * write to those tables moves (`routing-triggers.ts`), in any process. Values are frozen: callers
 * build what they return from them.
 */
class ConfigReads {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly epoch: RoutingEpoch,
    private readonly clock: Clock,
  ) {}

  async read<T>(companyId: number, key: string, read: () => Promise<T>): Promise<T> {
    // Read before the rows are: a change committed meanwhile moves the epoch past what is kept.
    const epoch = this.epoch.current(companyId);
    if (epoch === undefined) return read();
    const at = this.clock.now();
    const id = `${companyId}:${key}`;
    const hit = this.entries.get(id);
    if (hit && hit.epoch === epoch && at - hit.at < KEEP_MS && at >= hit.at) return hit.value as T;
    const value = deepFreeze(await read());
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(id, { epoch, at, value });
    return value;
  }
}

const byDatabase = new WeakMap<Kysely<DB>, ConfigReads>();

/** Remembers configuration reads made on `db` (not in its transactions) under the routing epoch. */
export function rememberConfigReads(db: Kysely<DB>, epoch: RoutingEpoch, clock: Clock): void {
  byDatabase.set(db, new ConfigReads(epoch, clock));
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

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
