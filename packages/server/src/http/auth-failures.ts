import { LeadlineError } from '@leadline/core';

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
 * per-credential limit cannot catch that: every guess is a new credential). In memory, per
 * process: an attacker spread over N processes gets N times the guesses, still far too few.
 */
export class AuthFailures {
  private readonly byAddress = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly limit: AuthFailureLimit,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws a 429 when the address has used up its failures. */
  check(address: string): void {
    const entry = this.byAddress.get(address);
    if (!entry) return;
    const now = this.now();
    if (now >= entry.resetAt) {
      this.byAddress.delete(address);
      return;
    }
    if (entry.count >= this.limit.max) {
      const retryAfter = Math.ceil((entry.resetAt - now) / 1000);
      throw new LeadlineError(
        'rate_limited',
        `Too many failed authentications from this address: retry in ${retryAfter} seconds`,
        { retryAfter },
      );
    }
  }

  /** Counts a failed authentication of the address. */
  failed(address: string): void {
    const now = this.now();
    const entry = this.byAddress.get(address);
    if (!entry || now >= entry.resetAt) {
      // Bounded: a flood of addresses clears the table rather than growing it without end.
      if (this.byAddress.size >= 100_000) this.byAddress.clear();
      this.byAddress.set(address, { count: 1, resetAt: now + this.limit.windowMs });
    } else {
      entry.count++;
    }
  }
}
