import { type Credentials, LeadlineError, type RateCounters } from '@leadline/core';

export interface AuthFailureLimit {
  /**
   * Failed authentications one credential (a public key, a token's first 12
   * characters: its stored prefix) may have from one address in a window
   * before that credential is refused from there outright. Default 20.
   */
  perCredential?: number;
  /**
   * Failed authentications of any credentials an address may make in a window;
   * past it a credential that fails is a 429, and one that verifies still passes.
   */
  max: number;
  windowMs: number;
}

// Generous: behind a proxy without LEADLINE_TRUST_PROXY every client shares one address.
export const DEFAULT_AUTH_FAILURE_LIMIT: AuthFailureLimit = { perCredential: 20, max: 300, windowMs: 60_000 };

/** Which credential a failure counts against: what a guesser keeps while guessing the rest. */
export const credentialOf = (credentials: Credentials | undefined): string =>
  !credentials
    ? 'none'
    : credentials.scheme === 'basic'
      ? `key:${credentials.publicKey}`
      : `token:${credentials.token.slice(0, 12)}`;

/**
 * Failed authentications, counted per (address, credential) and per address.
 * Guessing the secret of one key pair or token is refused with a 429 after
 * `perCredential` failures from an address, before the guess is looked at.
 * Many credentials failing from one address (a shared NAT, a proxy, someone
 * trying made-up keys) past `max` turn each further failure into a 429, but a
 * credential that verifies is never refused for the others' failures.
 *
 * Counted in the database (rate_limit_counters), like the request limit: every process on the
 * database and a restarted one count against the same limit. The check costs no query: each
 * failure's count comes back with the total of every process, and the check reads the last
 * total this process saw plus its own failures since. So an address spread over N processes
 * gets at most one guess past a limit per process, not N times it.
 */
export class AuthFailures {
  private readonly perCredential: number;

  constructor(
    private readonly limit: AuthFailureLimit,
    private readonly counters: RateCounters,
  ) {
    this.perCredential = limit.perCredential ?? DEFAULT_AUTH_FAILURE_LIMIT.perCredential!;
  }

  private pairKey = (address: string, credential: string) => `auth_failures:${address}:${credential}`;
  private addressKey = (address: string) => `auth_failures:${address}`;

  /** Throws a 429 when this credential has used up its failures from this address. */
  check(address: string, credential: string): void {
    const { count, resetInMs } = this.counters.known(this.pairKey(address, credential), this.limit.windowMs);
    if (count >= this.perCredential) throw refusal(resetInMs, 'for this credential from this address');
  }

  /**
   * Counts a failed authentication and resolves to the 429 to answer instead of the failure when
   * the address is past its ceiling. The answer waits for the count only while this process has no
   * total of the address's window from the database (its first failure from there, or the first
   * after a restart): then it knows every process's failures, and later answers cost no wait.
   */
  async failed(address: string, credential: string): Promise<LeadlineError | undefined> {
    this.counters.hit(this.pairKey(address, credential), this.limit.windowMs).catch(() => undefined);
    const key = this.addressKey(address);
    const { windowMs } = this.limit;
    const counted = this.counters.hit(key, windowMs, { patient: !this.counters.confirmed(key, windowMs) });
    const { count, resetInMs } = this.counters.confirmed(key, windowMs)
      ? this.counters.known(key, windowMs)
      : await counted.catch(() => this.counters.known(key, windowMs));
    counted.catch(() => undefined);
    return count > this.limit.max ? refusal(resetInMs, 'from this address') : undefined;
  }
}

function refusal(resetInMs: number, where: string): LeadlineError {
  const retryAfter = Math.ceil(resetInMs / 1000);
  return new LeadlineError(
    'rate_limited',
    `Too many failed authentications ${where}: retry in ${retryAfter} seconds`,
    { retryAfter },
  );
}
