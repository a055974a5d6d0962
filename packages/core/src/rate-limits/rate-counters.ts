import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { PreparedQueries } from '../db/prepared.js';

/** Past windows are deleted at most this often per process. */
const PRUNE_INTERVAL_MS = 60_000;

export interface RateCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

/**
 * Request counters for rate limits, kept in the database: one atomic upsert
 * per request on (key, fixed window), so a restart keeps the count and every
 * process serving the database counts against the same limit. Windows are
 * aligned to the clock (`now - now % windowMs`), so all processes agree on
 * where one ends.
 */
export class RateCounters {
  private lastPrune = 0;
  private longestWindowMs = 0;

  constructor(
    private readonly db: Kysely<any>,
    private readonly clock: Clock,
    private readonly prepared: PreparedQueries,
  ) {}

  async hit(key: string, windowMs: number): Promise<RateCount> {
    const now = this.clock.now();
    const start = now - (now % windowMs);
    const [row] = await this.prepared.rows<{ hits: number | string }>('rate.hit', [key, start], (arg) =>
      this.db
        .insertInto('rate_limit_counters')
        .values({ key: arg(0), window_start: arg(1), hits: 1 })
        .onConflict((oc) =>
          oc.columns(['key', 'window_start']).doUpdateSet({ hits: sql`rate_limit_counters.hits + 1` }),
        )
        .returning('hits'),
    );
    this.longestWindowMs = Math.max(this.longestWindowMs, windowMs);
    if (now - this.lastPrune >= PRUNE_INTERVAL_MS) {
      this.lastPrune = now;
      await this.prune(now - this.longestWindowMs);
    }
    return { count: Number(row!.hits), resetInMs: start + windowMs - now };
  }

  /** Deletes the windows that ended before `before`. */
  private async prune(before: number): Promise<void> {
    await this.db.deleteFrom('rate_limit_counters').where('window_start', '<', before).execute();
  }
}
