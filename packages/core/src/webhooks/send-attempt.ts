import type { UrlGuard } from '../net/url-guard.js';
import { HostBusy, type HostLimiter } from './host-limiter.js';
import type { RenderedRequest } from './request-template.js';

/** What one HTTP attempt came to. */
export interface AttemptOutcome {
  code: number | null;
  responseHeaders: Record<string, string> | null;
  /** The first 64 KiB of the body. */
  responseBody: string | null;
  latencyMs: number;
  error: string | null;
}

export const RESPONSE_EXCERPT_CHARS = 64 * 1024;

/**
 * Sends one request through the URL guard (connect-time SSRF check on every
 * hop), at most `limiter.perHost` at once per host (across processes on
 * PostgreSQL), giving up after `timeoutMs`. Never throws: a refusal, timeout or network error is an
 * outcome with `error` and no code.
 */
export async function sendAttempt(
  urls: UrlGuard,
  limiter: HostLimiter,
  request: RenderedRequest,
  timeoutMs: number,
  now: () => number = Date.now,
): Promise<AttemptOutcome> {
  let host = '';
  try {
    host = new URL(request.url).host;
  } catch {
    return { code: null, responseHeaders: null, responseBody: null, latencyMs: 0, error: 'not a URL' };
  }
  const attempt = async (): Promise<AttemptOutcome> => {
    const started = now();
    try {
      const answer = await urls.request(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body === '' ? undefined : request.body,
        timeoutMs,
        maxRedirects: 3,
        maxBodyBytes: RESPONSE_EXCERPT_CHARS * 4,
      });
      return {
        code: answer.status,
        responseHeaders: answer.headers,
        responseBody: answer.body.slice(0, RESPONSE_EXCERPT_CHARS),
        latencyMs: now() - started,
        error: null,
      };
    } catch (error) {
      const name = (error as Error)?.name;
      const message =
        name === 'TimeoutError' || name === 'AbortError'
          ? `timed out after ${timeoutMs} ms`
          : ((error as { cause?: Error }).cause?.message ?? (error as Error)?.message ?? String(error));
      return {
        code: null,
        responseHeaders: null,
        responseBody: null,
        latencyMs: now() - started,
        error: message,
      };
    }
  };
  try {
    // Waiting for another process's requests to the host to end counts against the same timeout.
    return await limiter.run(host, attempt, timeoutMs);
  } catch (error) {
    if (!(error instanceof HostBusy)) throw error;
    return { code: null, responseHeaders: null, responseBody: null, latencyMs: 0, error: error.message };
  }
}
