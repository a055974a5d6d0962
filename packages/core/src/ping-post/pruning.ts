import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';

/** Expired pings and holds are kept this long (a late call or an operator may still ask), then deleted. */
export const KEEP_EXPIRED_MS = 24 * 3_600_000;
/** Each process prunes at most this often, piggybacking on pings: no scheduler needed. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Keeps inbound_webhook_pings and number_holds from growing with traffic:
 * a source pinging all day leaves a row per ping, and static-number holds
 * one per caller. Both tables are indexed on their expiry for this.
 */
export class PingPostPruning {
  private last = Number.NEGATIVE_INFINITY;

  constructor(private readonly db: Kysely<DB>) {}

  /** Deletes what expired more than a day before `now`, once a minute at most; true when it ran. */
  async maybePrune(now: number): Promise<boolean> {
    if (now - this.last < PRUNE_EVERY_MS) return false;
    this.last = now;
    const before = now - KEEP_EXPIRED_MS;
    await this.db.deleteFrom('inbound_webhook_pings').where('expires_at', '<', before).execute();
    await this.db.deleteFrom('number_holds').where('held_until', '<', before).execute();
    return true;
  }
}
