import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  APIConnectionTimeoutError,
  APIError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  LeadlineError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  UnprocessableEntityError,
} from '../src/index.js';
import { API, errorBody, mockClient, useMockApi } from './mock-api.js';

describe('errors', () => {
  const server = useMockApi();
  afterEach(() => vi.useRealTimers());
  const failWith = (status: number, code: string, errors: Record<string, string[]> = {}) =>
    server.use(
      http.get(`${API}/buyers/1`, () =>
        HttpResponse.json(errorBody(status, code, errors), { status, headers: { 'retry-after': '0' } }),
      ),
    );
  const showBuyer = () =>
    mockClient({ maxRetries: 0 })
      .buyers.show(1)
      .catch((e: unknown) => e);

  it.each([
    [400, 'bad_request', BadRequestError],
    [401, 'unauthorized', AuthenticationError],
    [403, 'forbidden', PermissionDeniedError],
    [404, 'not_found', NotFoundError],
    [409, 'conflict', ConflictError],
    [422, 'validation_failed', UnprocessableEntityError],
    [429, 'rate_limited', RateLimitError],
    [500, 'internal_error', InternalServerError],
    [503, 'unavailable', InternalServerError],
  ] as const)(
    'answers a %i with its own class carrying status, code, body and request id',
    async (status, code, ErrorClass) => {
      failWith(status, code);
      const error = (await showBuyer()) as APIError;
      expect(error).toBeInstanceOf(ErrorClass);
      expect(error).toBeInstanceOf(APIError);
      expect(error).toBeInstanceOf(LeadlineError);
      expect(error).toMatchObject({ status, code, requestId: `req-${status}`, name: ErrorClass.name });
      expect(error.body).toEqual(errorBody(status, code));
      expect(error.message).toBe(`${status} ${code}: ${code} happened`);
    },
  );

  it('gives a 422 the field errors the API named', async () => {
    failWith(422, 'validation_failed', { name: ['is required'], user_fleet_id: ['has already been taken'] });
    const error = (await showBuyer()) as UnprocessableEntityError;
    expect(error.errors).toEqual({ name: ['is required'], user_fleet_id: ['has already been taken'] });
  });

  it('gives a 429 the Retry-After seconds', async () => {
    failWith(429, 'rate_limited');
    expect(((await showBuyer()) as RateLimitError).retryAfter).toBe(0);
  });

  it('answers a status without a class of its own with APIError', async () => {
    failWith(418, 'teapot');
    const error = (await showBuyer()) as APIError;
    expect(error.constructor).toBe(APIError);
    expect(error.status).toBe(418);
  });

  it('answers 413 with PayloadTooLargeError, a status of the error catalog', async () => {
    failWith(413, 'payload_too_large');
    const error = (await showBuyer()) as APIError;
    expect(error).toBeInstanceOf(PayloadTooLargeError);
    expect(error.code).toBe('payload_too_large');
  });

  it('times out an attempt that takes too long with APIConnectionTimeoutError', async () => {
    // The timeout runs on fake timers, and the server never answers: only the timeout can end it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    server.use(http.get(`${API}/buyers/1`, () => new Promise<never>(() => undefined)));
    const pending = mockClient({ maxRetries: 0, timeout: 50 })
      .buyers.show(1)
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(50);
    const error = await pending;
    expect(error).toBeInstanceOf(APIConnectionTimeoutError);
    expect((error as APIConnectionTimeoutError).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('stops at once with APIUserAbortError when the caller aborts, retries and backoff included', async () => {
    // On fake timers no time passes: the 5 s backoff the server asked for would never end by itself.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let attempts = 0;
    server.use(
      http.get(`${API}/buyers/1`, () => {
        attempts++;
        return HttpResponse.json(errorBody(503, 'unavailable'), {
          status: 503,
          headers: { 'retry-after': '5' },
        });
      }),
    );
    const controller = new AbortController();
    const waits: string[] = [];
    const error = await mockClient({
      logLevel: 'info',
      // Logged as the client starts its backoff: the caller aborts during it.
      logger: {
        ...console,
        info: (message) => {
          waits.push(message);
          queueMicrotask(() => controller.abort());
        },
      },
    })
      .buyers.show(1, {}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(attempts).toBe(1);
    expect(waits).toEqual([expect.stringMatching(/retry 1 of \d+ in 5000 ms$/)]);
  });

  it('does not send a request whose signal has already fired', async () => {
    let attempts = 0;
    server.use(
      http.get(`${API}/buyers/1`, () => {
        attempts++;
        return HttpResponse.json({});
      }),
    );
    const error = await mockClient()
      .buyers.show(1, {}, { signal: AbortSignal.abort() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect(attempts).toBe(0);
  });
});
