/**
 * The published retry schedule (docs/webhooks.md): the wait before attempt
 * n+1 after attempt n failed. Attempt 1 goes at once; then 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 24 h — about 42 hours in all — and the last wait
 * repeats for webhooks that allow more attempts.
 */
export const RETRY_SCHEDULE_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  24 * 3_600_000,
];

/** Attempts a subscription gets: the first and every wait of the schedule. */
export const SUBSCRIPTION_MAX_ATTEMPTS = RETRY_SCHEDULE_MS.length + 1;

/** Consecutive failed attempts after which a subscription is deactivated (its declaration says 25). */
export const SUBSCRIPTION_FAILURE_LIMIT = 25;

/**
 * Milliseconds to wait after failed attempt `attempt` (1-based), with ±10 %
 * jitter so the retries of many events that failed together spread out.
 * `random` in [0, 1) (tests pass a fixed one).
 */
export function retryDelay(attempt: number, random: number = Math.random()): number {
  const base = RETRY_SCHEDULE_MS[Math.min(attempt, RETRY_SCHEDULE_MS.length) - 1] ?? RETRY_SCHEDULE_MS[0]!;
  return Math.round(base * (0.9 + 0.2 * random));
}
