import { APIPromise, type RawAnswer } from '../api-promise.js';
import type { FetchResponse, ResolvedOptions } from '../client-options.js';
import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from '../errors.js';
import { loggableUrl } from '../logger.js';
import { randomId } from '../random-id.js';
import type { Uploadable } from '../uploads.js';
import { encodeMultipart, type MultipartBody } from './multipart.js';
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
  /**
   * Files by field name. With any, the request is multipart/form-data: the
   * `body` fields as form fields (`offer_ids[]`), then the files.
   */
  files?: Record<string, Uploadable>;
}

/** Outcome of one attempt that the retry loop decides about. */
type Attempt =
  | { ok: true; body: unknown; response: Response }
  | { ok: false; error: APIError; retryable: boolean };

/**
 * Sends one logical call: attempts it, retries what is worth retrying with
 * backoff, and turns every failure into an APIError subclass. Writes carry one
 * Idempotency-Key across all their attempts, so a retry after a lost response
 * gets the saved answer instead of doing the work twice. A body that cannot be
 * sent again (a long stream, partly read) ends the retries.
 */
export class Transport {
  constructor(private readonly options: ResolvedOptions) {}

  /** The parsed body; `.withResponse()` / `.asResponse()` give the HTTP answer too. */
  request<T>(req: ApiRequest, options: RequestOptions = {}): APIPromise<T> {
    return new APIPromise(this.send(req, options), (answer) => answer.body as T);
  }

  private async send(req: ApiRequest, options: RequestOptions): Promise<RawAnswer> {
    const maxRetries = options.maxRetries ?? this.options.maxRetries;
    const idempotencyKey = req.method === 'GET' ? undefined : (options.idempotencyKey ?? `ll_${randomId()}`);
    const files = req.files && Object.keys(req.files).length > 0 ? req.files : undefined;
    const multipart = files ? await encodeMultipart(req.body ?? {}, files, options.signal) : undefined;
    const { logger } = this.options;
    const url = loggableUrl(this.url(req));
    try {
      for (let retries = 0; ; retries++) {
        const requestId = randomId();
        const started = performance.now();
        logger.debug(`${req.method} ${url}`, { requestId, attempt: retries + 1 });
        const attempt = await this.attempt(req, multipart, options, requestId, idempotencyKey).finally(() =>
          multipart?.endAttempt(),
        );
        const ms = Math.round(performance.now() - started);
        if (attempt.ok) {
          logger.debug(`${req.method} ${url} ${attempt.response.status} in ${ms} ms`, { requestId });
          return { body: attempt.body, response: attempt.response, requestId };
        }
        const { error } = attempt;
        const answered =
          error.status === undefined ? error.message : `${error.status} ${error.code ?? ''}`.trim();
        logger.debug(`${req.method} ${url} failed in ${ms} ms: ${answered}`, { requestId });
        if (!attempt.retryable) throw error;
        const giveUp = (why: string) => {
          // With retries off the caller asked for the first answer: nothing was given up.
          const log = maxRetries > 0 ? logger.warn : logger.debug;
          log(`${req.method} ${url} failed (${answered}); ${why}`, { requestId });
          return error;
        };
        if (retries >= maxRetries) throw giveUp(`no retries left (maxRetries ${maxRetries})`);
        // A stream read past its buffered start cannot be sent again.
        if (multipart && !multipart.resendable()) throw giveUp('the upload stream cannot be sent again');
        const asked = retryAfterMs(error.headers);
        if (asked !== undefined && asked > MAX_RETRY_AFTER_MS)
          throw giveUp(
            `the server asked to wait ${Math.round(asked / 1000)} s, longer than the client waits`,
          );
        const delay = retryDelay(retries, error.headers);
        logger.info(
          `${req.method} ${url} failed (${answered}); retry ${retries + 1} of ${maxRetries} in ${Math.round(delay)} ms`,
          { requestId },
        );
        await sleep(delay, options.signal, requestId);
      }
    } finally {
      await multipart?.dispose();
    }
  }

  private async attempt(
    req: ApiRequest,
    multipart: MultipartBody | undefined,
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
    const payload = multipart ? multipart.body() : req.body ? JSON.stringify(req.body) : undefined;
    try {
      const response = await this.options.fetch(this.url(req), {
        method: req.method,
        headers: this.headers(req, multipart, options, requestId, idempotencyKey),
        ...(payload === undefined ? {} : { body: payload }),
        // A stream body goes out as it is read (fetch requires saying so).
        ...(payload instanceof ReadableStream ? { duplex: 'half' as const } : {}),
        signal: controller.signal,
        ...(this.options.dispatcher ? { dispatcher: this.options.dispatcher } : {}),
      });
      // The timeout covers reading the body too: a stalled body is as stuck as a stalled connection.
      const text = await response.text();
      const body = parseBody(text);
      if (response.ok) return { ok: true, body, response: rebuilt(response, text) };
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

  /**
   * Opens a long-lived GET (a Server-Sent Events stream): no timeout and no
   * retry here — the caller reads the body as it comes and reconnects.
   */
  async open(
    req: Omit<ApiRequest, 'method' | 'body' | 'files'>,
    headers: Record<string, string>,
    signal?: AbortSignal,
  ): Promise<FetchResponse> {
    const requestId = randomId();
    let response: FetchResponse;
    try {
      response = await this.options.fetch(this.url({ ...req, method: 'GET' }), {
        method: 'GET',
        headers: {
          ...this.headers({ ...req, method: 'GET' }, undefined, {}, requestId, undefined),
          accept: 'text/event-stream',
          ...headers,
        },
        signal: signal ?? new AbortController().signal,
        ...(this.options.dispatcher ? { dispatcher: this.options.dispatcher } : {}),
      });
    } catch (error) {
      if (signal?.aborted) throw new APIUserAbortError(requestId, signal.reason);
      throw new APIConnectionError(requestId, { cause: error });
    }
    if (!response.ok)
      throw APIError.fromResponse(response.status, await readBody(response), response.headers, requestId);
    return response;
  }

  private url(req: ApiRequest): string {
    const query = this.options.companyId ? { company_id: this.options.companyId, ...req.query } : req.query;
    return `${this.options.apiURL}${req.path}${query ? toQueryString(query) : ''}`;
  }

  private headers(
    req: ApiRequest,
    multipart: MultipartBody | undefined,
    options: RequestOptions,
    requestId: string,
    idempotencyKey: string | undefined,
  ): Record<string, string> {
    return {
      accept: 'application/json',
      authorization: this.options.authorization,
      'x-request-id': requestId,
      ...(multipart
        ? { 'content-type': multipart.contentType }
        : req.body
          ? { 'content-type': 'application/json' }
          : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      ...this.options.defaultHeaders,
      ...options.headers,
    };
  }
}

/** JSON when it parses, the text otherwise (a proxy's HTML error page still reaches the error). */
async function readBody(response: FetchResponse): Promise<unknown> {
  return parseBody(await response.text());
}

/** A Response with the text read from `response`, so `.asResponse()` callers can read the body again. */
function rebuilt(response: FetchResponse, text: string): Response {
  // 204, 205 and 304 may not carry a body, even an empty one.
  const bodiless = response.status === 204 || response.status === 205 || response.status === 304;
  return new Response(bodiless ? null : text, { status: response.status, headers: response.headers });
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
