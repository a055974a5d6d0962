import { APIUserAbortError } from '../errors.js';
import { RETRYABLE_STATUSES } from '../generated/errors.js';

const INITIAL_DELAY_MS = 500;
const MAX_DELAY_MS = 8_000;
/** A server asking for a longer wait than this is not waited for: the error goes to the caller. */
export const MAX_RETRY_AFTER_MS = 60_000;

/**
 * Statuses worth another attempt: those the error catalog marks retryable (conflicts: an
 * idempotent request still running; rate limits; server errors), a proxy's timeout (408) and
 * any other server error. Everything else is final.
 */
export const isRetryableStatus = (status: number) =>
  status === 408 || RETRYABLE_STATUSES.has(status) || status >= 500;

/** The wait the server asked for (`retry-after-ms`, or `Retry-After` in seconds or as a date), if any. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const header = headers?.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before retry number `retriesSoFar + 1`: what the server
 * asked for, else exponential backoff (0.5 s, 1 s, 2 s … up to 8 s) less up to
 * 25% jitter, so many clients failing together do not retry together.
 */
export function retryDelay(retriesSoFar: number, headers?: Headers): number {
  const asked = retryAfterMs(headers);
  if (asked !== undefined) return asked;
  const backoff = Math.min(INITIAL_DELAY_MS * 2 ** retriesSoFar, MAX_DELAY_MS);
  return backoff * (1 - Math.random() * 0.25);
}

/** Waits, unless the caller aborts first. */
export function sleep(ms: number, signal: AbortSignal | undefined, requestId?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new APIUserAbortError(requestId, signal.reason));
    const onAbort = () => {
      clearTimeout(timer);
      reject(new APIUserAbortError(requestId, signal?.reason));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
