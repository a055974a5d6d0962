import type { FetchResponse, ResolvedOptions } from '../client-options.js';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '../errors.js';
import { toQueryString } from './query-string.js';
import { isRetryableStatus, MAX_RETRY_AFTER_MS, retryAfterMs, retryDelay, sleep } from './retry.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Per-call options: every method of every resource takes these last. */
export interface RequestOptions {
  /** Aborts the call, retries included (`APIUserAbortError`). */
  signal?: AbortSignal;
  /** Milliseconds per attempt; default the client's. */
  timeout?: number;
  /** Default the client's (2). */
  maxRetries?: number;
  /** Default: generated once per call for writes, and sent again with each retry. */
  idempotencyKey?: string;
  headers?: Record<string, string>;
}

export interface ApiRequest {
  method: HttpMethod;
  /** Under /api/v1, starting with `/`. */
  path: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** Outcome of one attempt that the retry loop decides about. */
type Attempt = { ok: true; body: unknown } | { ok: false; error: APIError; retryable: boolean };

/**
 * Sends one logical call: attempts it, retries what is worth retrying with
 * backoff, and turns every failure into an APIError subclass. Writes carry one
 * Idempotency-Key across all their attempts, so a retry after a lost response
 * gets the saved answer instead of doing the work twice.
 */
export class Transport {
  constructor(private readonly options: ResolvedOptions) {}

  async request<T>(req: ApiRequest, options: RequestOptions = {}): Promise<T> {
    const maxRetries = options.maxRetries ?? this.options.maxRetries;
    const idempotencyKey =
      req.method === 'GET' ? undefined : (options.idempotencyKey ?? `ll_${crypto.randomUUID()}`);
    for (let retries = 0; ; retries++) {
      const requestId = crypto.randomUUID();
      const attempt = await this.attempt(req, options, requestId, idempotencyKey);
      if (attempt.ok) return attempt.body as T;
      const { error } = attempt;
      if (!attempt.retryable || retries >= maxRetries) throw error;
      const asked = retryAfterMs(error.headers);
      if (asked !== undefined && asked > MAX_RETRY_AFTER_MS) throw error;
      await sleep(retryDelay(retries, error.headers), options.signal, requestId);
    }
  }

  private async attempt(
    req: ApiRequest,
    options: RequestOptions,
    requestId: string,
    idempotencyKey: string | undefined,
  ): Promise<Attempt> {
    const timeoutMs = options.timeout ?? this.options.timeout;
    const controller = new AbortController();
    const onAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) throw new APIUserAbortError(requestId, options.signal.reason);
    options.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    try {
      const response = await this.options.fetch(this.url(req), {
        method: req.method,
        headers: this.headers(req, options, requestId, idempotencyKey),
        ...(req.body ? { body: JSON.stringify(req.body) } : {}),
        signal: controller.signal,
        ...(this.options.dispatcher ? { dispatcher: this.options.dispatcher } : {}),
      });
      // The timeout covers reading the body too: a stalled body is as stuck as a stalled connection.
      const body = await readBody(response);
      if (response.ok) return { ok: true, body };
      const error = APIError.fromResponse(response.status, body, response.headers, requestId);
      return { ok: false, error, retryable: isRetryableStatus(response.status) };
    } catch (error) {
      if (options.signal?.aborted) throw new APIUserAbortError(requestId, options.signal.reason);
      if (timedOut)
        return { ok: false, error: new APIConnectionTimeoutError(requestId, timeoutMs), retryable: true };
      const connection = new APIConnectionError(requestId, { cause: error });
      return { ok: false, error: connection, retryable: true };
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
    }
  }

  private url(req: ApiRequest): string {
    const query = this.options.companyId ? { company_id: this.options.companyId, ...req.query } : req.query;
    return `${this.options.apiURL}${req.path}${query ? toQueryString(query) : ''}`;
  }

  private headers(
    req: ApiRequest,
    options: RequestOptions,
    requestId: string,
    idempotencyKey: string | undefined,
  ): Record<string, string> {
    return {
      accept: 'application/json',
      authorization: this.options.authorization,
      'x-request-id': requestId,
      ...(req.body ? { 'content-type': 'application/json' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...this.options.defaultHeaders,
      ...options.headers,
    };
  }
}

/** JSON when it parses, the text otherwise (a proxy's HTML error page still reaches the error). */
async function readBody(response: FetchResponse): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
