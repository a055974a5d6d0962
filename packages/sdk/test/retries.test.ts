import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APIConnectionError, InternalServerError, NotFoundError } from '../src/index.js';
import { API, envelope, errorBody, mockClient, useMockApi } from './mock-api.js';

const fleet = { id: 1, name: 'East', user_fleet_id: 'east' };

describe('retries', () => {
  const server = useMockApi();
  afterEach(() => vi.useRealTimers());
  /**
   * A client on fake time (timers and Date), moved on only while it waits between attempts (it
   * logs the retry just before setting its timer): the waits are exactly what it chose, however
   * slow the machine.
   */
  const onFakeTime = () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    return mockClient({
      logLevel: 'info',
      logger: { ...console, info: () => queueMicrotask(() => vi.advanceTimersToNextTimer()) },
    });
  };

  /** Answers with each response in turn, recording the requests it saw. */
  function sequence(method: 'get' | 'post' | 'put' | 'delete', path: string, responses: (() => Response)[]) {
    const seen: Request[] = [];
    server.use(
      http[method](`${API}${path}`, ({ request }) => {
        seen.push(request.clone());
        const next = responses[Math.min(seen.length - 1, responses.length - 1)]!;
        return next();
      }),
    );
    return seen;
  }
  const fast = { 'retry-after-ms': '5' };

  it.each([408, 409, 429, 500, 502, 503])(
    'retries a %i and returns the answer that follows',
    async (status) => {
      const seen = sequence('get', '/buyer_fleets/1', [
        () => HttpResponse.json(errorBody(status, 'x'), { status, headers: fast }),
        () => HttpResponse.json(envelope('buyer_fleet', fleet)),
      ]);
      await expect(mockClient().buyerFleets.show(1)).resolves.toEqual(fleet);
      expect(seen).toHaveLength(2);
    },
  );

  it.each([400, 401, 403, 404, 422])('does not retry a %i', async (status) => {
    const seen = sequence('get', '/buyer_fleets/1', [
      () => HttpResponse.json(errorBody(status, 'x'), { status, headers: fast }),
    ]);
    await expect(mockClient().buyerFleets.show(1)).rejects.toMatchObject({ status });
    expect(seen).toHaveLength(1);
  });

  it('retries a refused connection, then gives up with APIConnectionError after maxRetries', async () => {
    const seen = sequence('get', '/buyer_fleets/1', [() => HttpResponse.error()]);
    const error = await mockClient({ maxRetries: 1 })
      .buyerFleets.show(1)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect((error as APIConnectionError).status).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it('stops after maxRetries and throws the last error', async () => {
    const seen = sequence('get', '/buyer_fleets/1', [
      () => HttpResponse.json(errorBody(503, 'unavailable'), { status: 503, headers: fast }),
    ]);
    await expect(mockClient({ maxRetries: 3 }).buyerFleets.show(1)).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(seen).toHaveLength(4);
  });

  it('honours maxRetries: 0 per call', async () => {
    const seen = sequence('get', '/buyer_fleets/1', [
      () => HttpResponse.json(errorBody(500, 'internal_error'), { status: 500, headers: fast }),
    ]);
    await expect(mockClient().buyerFleets.show(1, {}, { maxRetries: 0 })).rejects.toBeInstanceOf(
      InternalServerError,
    );
    expect(seen).toHaveLength(1);
  });

  it('waits as long as Retry-After says (in seconds)', async () => {
    const times: number[] = [];
    server.use(
      http.get(`${API}/buyer_fleets/1`, () => {
        times.push(Date.now());
        return times.length === 1
          ? HttpResponse.json(errorBody(429, 'rate_limited'), {
              status: 429,
              headers: { 'retry-after': '1' },
            })
          : HttpResponse.json(envelope('buyer_fleet', fleet));
      }),
    );
    await onFakeTime().buyerFleets.show(1);
    expect(times[1]! - times[0]!).toBe(1000);
  });

  it('backs off exponentially with jitter when the server names no wait', async () => {
    const times: number[] = [];
    server.use(
      http.get(`${API}/buyer_fleets/1`, () => {
        times.push(Date.now());
        return times.length < 3
          ? HttpResponse.json(errorBody(503, 'unavailable'), { status: 503 })
          : HttpResponse.json(envelope('buyer_fleet', fleet));
      }),
    );
    await onFakeTime().buyerFleets.show(1);
    const first = times[1]! - times[0]!;
    const second = times[2]! - times[1]!;
    // 0.5 s then 1 s, each less up to 25% jitter.
    expect(first).toBeGreaterThanOrEqual(375);
    expect(first).toBeLessThanOrEqual(500);
    expect(second).toBeGreaterThanOrEqual(750);
    expect(second).toBeLessThanOrEqual(1000);
  });

  it('does not wait for a Retry-After longer than a minute: the RateLimitError goes to the caller', async () => {
    const seen = sequence('get', '/buyer_fleets/1', [
      () =>
        HttpResponse.json(errorBody(429, 'rate_limited'), {
          status: 429,
          headers: { 'retry-after': '3600' },
        }),
    ]);
    const error = await mockClient()
      .buyerFleets.show(1)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'RateLimitError', retryAfter: 3600 });
    expect(seen).toHaveLength(1);
  });
});

describe('Idempotency-Key', () => {
  const server = useMockApi();

  it('sends one key per call and the same key with every retry of it', async () => {
    const keys: (string | null)[] = [];
    const requestIds: (string | null)[] = [];
    server.use(
      http.post(`${API}/buyer_fleets`, ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        requestIds.push(request.headers.get('x-request-id'));
        return keys.length === 1
          ? HttpResponse.json(errorBody(502, 'x'), { status: 502, headers: { 'retry-after-ms': '1' } })
          : HttpResponse.json(envelope('buyer_fleet', fleet, 201), { status: 201 });
      }),
    );
    const client = mockClient();
    await client.buyerFleets.create({ name: 'East', user_fleet_id: 'east' });
    await client.buyerFleets.create({ name: 'East', user_fleet_id: 'east' });
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^ll_[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    // Each attempt is its own request, with its own id in the server's logs.
    expect(new Set(requestIds).size).toBe(3);
  });

  it('sends the caller’s own key when given, on updates and destroys too', async () => {
    const seen: (string | null)[] = [];
    const record = (name: string) => () => HttpResponse.json(envelope(name, fleet));
    server.use(
      http.put(`${API}/buyer_fleets/1`, ({ request }) => {
        seen.push(request.headers.get('idempotency-key'));
        return record('buyer_fleet')();
      }),
      http.delete(`${API}/buyer_fleets/1`, ({ request }) => {
        seen.push(request.headers.get('idempotency-key'));
        return record('buyer_fleet')();
      }),
    );
    const client = mockClient();
    await client.buyerFleets.update(1, { name: 'West' }, { idempotencyKey: 'rename-1' });
    await client.buyerFleets.destroy(1);
    expect(seen[0]).toBe('rename-1');
    expect(seen[1]).toMatch(/^ll_/);
  });

  it('sends no key on reads', async () => {
    let key: string | null = 'unset';
    server.use(
      http.get(`${API}/buyer_fleets/1`, ({ request }) => {
        key = request.headers.get('idempotency-key');
        return HttpResponse.json(envelope('buyer_fleet', fleet));
      }),
    );
    await mockClient().buyerFleets.show(1);
    expect(key).toBeNull();
  });

  it('reports the X-Request-Id it sent when the error body carries none', async () => {
    const ids: (string | null)[] = [];
    server.use(
      http.get(`${API}/buyer_fleets/9`, ({ request }) => {
        ids.push(request.headers.get('x-request-id'));
        return new HttpResponse('not json', { status: 404 });
      }),
    );
    const error = await mockClient()
      .buyerFleets.show(9)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as NotFoundError).requestId).toBe(ids[0]);
    expect((error as NotFoundError).body).toBe('not json');
  });
});
