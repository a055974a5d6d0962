import type { Kysely } from 'kysely';
import { Leases } from '../db/leases.js';
import type { DB } from '../db/tables.js';
import { newLeaseOwner } from '../jobs/lease-owner.js';

/** Expired pings and holds are kept this long (a late call or an operator may still ask), then deleted. */
export const KEEP_EXPIRED_MS = 24 * 3_600_000;
/** The installation prunes at most this often, piggybacking on pings: no scheduler needed. */
const PRUNE_EVERY_MS = 60_000;
const LEASE = 'ping-post-pruning';

/**
 * Keeps inbound_webhook_pings and number_holds from growing with traffic:
 * a source pinging all day leaves a row per ping, and static-number holds
 * one per caller. Both tables are indexed on their expiry for this. A lease in the database makes
 * it once a minute for all processes together, not once a minute each.
 */
export class PingPostPruning {
  private last = Number.NEGATIVE_INFINITY;
  private readonly leases: Leases;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly holder = newLeaseOwner(),
  ) {
    this.leases = new Leases(db);
  }

  /** Deletes what expired more than a day before `now`, once a minute at most across processes; true when it ran. */
  async maybePrune(now: number): Promise<boolean> {
    if (now - this.last < PRUNE_EVERY_MS) return false;
    this.last = now;
    if (!(await this.leases.take(LEASE, this.holder, now, PRUNE_EVERY_MS))) return false;
    const before = now - KEEP_EXPIRED_MS;
    await this.db.deleteFrom('inbound_webhook_pings').where('expires_at', '<', before).execute();
    await this.db.deleteFrom('number_holds').where('held_until', '<', before).execute();
    return true;
  }
}
