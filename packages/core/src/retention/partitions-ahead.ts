import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import { Leases } from '../db/leases.js';
import { createMonthsAhead, isPartitioned, MONTHS_AHEAD, PARTITIONED_TABLES } from '../db/partitions.js';
import type { DB } from '../db/tables.js';
import { newLeaseOwner } from '../jobs/lease-owner.js';

/** How often a scheduler looks: daily is plenty for months made MONTHS_AHEAD ahead. */
const DEFAULT_EVERY_MS = 24 * 60 * 60_000;
const LEASE = 'log-partitions-ahead';

export interface PartitionsAheadDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  monthsAhead?: number;
}

/**
 * Keeps the monthly partitions of the append-only logs created ahead of time on PostgreSQL
 * (db/partitions.ts), so rows land in their month and not in DEFAULT. Schedulers run it; a lease in
 * the database makes one of them do it per period, and each table's change is serialised besides,
 * so two schedulers at once are safe. Nothing to do on SQLite.
 */
export class PartitionsAhead {
  private readonly leases: Leases;

  constructor(
    private readonly deps: PartitionsAheadDeps,
    private readonly holder = newLeaseOwner(),
  ) {
    this.leases = new Leases(deps.db);
  }

  /** Creates the missing months up to `monthsAhead` after now; returns the partitions created per table. */
  async run(): Promise<Record<string, string[]>> {
    const created: Record<string, string[]> = {};
    if (this.deps.dialect !== 'postgres') return created;
    const now = this.deps.clock.now();
    for (const table of PARTITIONED_TABLES) {
      if (!(await isPartitioned(this.deps.db, table))) continue;
      const made = await this.deps.db
        .transaction()
        .execute((trx) => createMonthsAhead(trx, table, now, this.deps.monthsAhead ?? MONTHS_AHEAD));
      if (made.length) created[table] = made;
    }
    return created;
  }

  /** Runs when this process takes the period's lease; undefined when another scheduler holds it. */
  async runIfLeased(everyMs = DEFAULT_EVERY_MS): Promise<Record<string, string[]> | undefined> {
    if (this.deps.dialect !== 'postgres') return undefined;
    if (!(await this.leases.take(LEASE, this.holder, this.deps.clock.now(), everyMs))) return undefined;
    return this.run();
  }

  /** Runs now and every `everyMs` (a scheduler's timer); stop it before closing. */
  start(options: { everyMs?: number; onError?: (error: unknown) => void } = {}): { stop(): void } {
    const everyMs = options.everyMs ?? DEFAULT_EVERY_MS;
    const tick = () => void this.runIfLeased(everyMs).catch((error) => options.onError?.(error));
    tick();
    const timer = setInterval(tick, everyMs);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }
}
