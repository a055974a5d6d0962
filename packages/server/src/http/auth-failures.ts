import { LeadlineError, type RateCounters } from '@leadline/core';

export interface AuthFailureLimit {
  /** Failed authentications an address may make in a window before it is refused outright. */
  max: number;
  windowMs: number;
}

// Generous: behind a proxy without LEADLINE_TRUST_PROXY every client shares one address.
export const DEFAULT_AUTH_FAILURE_LIMIT: AuthFailureLimit = { max: 300, windowMs: 60_000 };

/**
 * Failed authentications per client address: past `max` in a window, the address gets a 429
 * before its credentials are even looked at, so keys cannot be guessed at request speed (the
 * per-credential limit cannot catch that: every guess is a new credential).
 *
 * Counted in the database (rate_limit_counters), like the request limit: every process on the
 * database and a restarted one count against the same limit. The check costs no query: each
 * failure's count comes back with the total of every process, and the check reads the last
 * total this process saw plus its own failures since. So an address spread over N processes
 * gets at most one guess past `max` per process, not N times `max`.
 */
export class AuthFailures {
  constructor(
    private readonly limit: AuthFailureLimit,
    private readonly counters: RateCounters,
  ) {}

  private key = (address: string) => `auth_failures:${address}`;

  /** Throws a 429 when the address has used up its failures. */
  check(address: string): void {
    const { count, resetInMs } = this.counters.known(this.key(address), this.limit.windowMs);
    if (count < this.limit.max) return;
    const retryAfter = Math.ceil(resetInMs / 1000);
    throw new LeadlineError(
      'rate_limited',
      `Too many failed authentications from this address: retry in ${retryAfter} seconds`,
      { retryAfter },
    );
  }

  /** Counts a failed authentication of the address; its answer does not wait for the count. */
  failed(address: string): void {
    this.counters.hit(this.key(address), this.limit.windowMs).catch(() => undefined);
  }
}
