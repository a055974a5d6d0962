import type { RateCounters } from '@leadline/core';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store interface over the database's counters
 * (core RateCounters): a limit survives a restart and is shared by every
 * process serving the same database. A class, as the plugin constructs it.
 */
export function databaseRateLimitStore(counters: RateCounters) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      // Every count waits for its commit (at most MAX_WAIT_MS once this process knows the window):
      // answering from this process's own view far below the limit let another process's hits
      // still in their batch go uncounted, so two servers disagreed near the limit. The first count
      // of a window in a process waits for the database's total, however slow the commit.
      counters.hit(key, timeWindow, { patient: !counters.confirmed(key, timeWindow) }).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }

    /** Per-route limits (public lead posts) count in the same table, under keys of their own. */
    child(): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore();
    }
  };
}
