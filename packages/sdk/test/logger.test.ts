import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../src/index.js';
import { API, envelope, errorBody, mockClient, useMockApi } from './mock-api.js';
import { useRealServer } from './real-server.js';

const fleet = { id: 1, name: 'East', user_fleet_id: 'east' };

/** A logger that keeps what it is told, by level. */
function recorder() {
  const lines: { level: string; message: string; details?: Record<string, unknown> }[] = [];
  const at = (level: string) => (message: string, details?: Record<string, unknown>) =>
    lines.push({ level, message, ...(details ? { details } : {}) });
  const logger: Logger = { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') };
  return { logger, lines, text: () => JSON.stringify(lines) };
}

describe('logger (msw)', () => {
  const server = useMockApi();
  afterEach(() => vi.unstubAllEnvs());

  it('at debug logs each request and its answer with status and time', async () => {
    server.use(http.get(`${API}/buyer_fleets/1`, () => HttpResponse.json(envelope('buyer_fleet', fleet))));
    const { logger, lines } = recorder();
    await mockClient({ logger, logLevel: 'debug' }).buyerFleets.show(1);
    expect(lines.map((l) => l.level)).toEqual(['debug', 'debug']);
    expect(lines[0]!.message).toBe(`GET ${API}/buyer_fleets/1`);
    expect(lines[1]!.message).toMatch(new RegExp(`^GET ${API}/buyer_fleets/1 200 in \\d+ ms$`));
    expect(lines[1]!.details?.requestId).toEqual(lines[0]!.details?.requestId);
  });

  it('at info logs a retry with the status and the wait, and not the requests', async () => {
    let n = 0;
    server.use(
      http.get(`${API}/buyer_fleets/1`, () =>
        ++n === 1
          ? HttpResponse.json(errorBody(503, 'unavailable'), {
              status: 503,
              headers: { 'retry-after-ms': '3' },
            })
          : HttpResponse.json(envelope('buyer_fleet', fleet)),
      ),
    );
    const { logger, lines } = recorder();
    await mockClient({ logger, logLevel: 'info' }).buyerFleets.show(1);
    expect(lines).toEqual([
      {
        level: 'info',
        message: `GET ${API}/buyer_fleets/1 failed (503 unavailable); retry 1 of 2 in 3 ms`,
        details: { requestId: expect.any(String) },
      },
    ]);
  });

  it('at warn (the default) says when it gives up, and nothing on success', async () => {
    server.use(
      http.get(`${API}/buyer_fleets/1`, () =>
        HttpResponse.json(errorBody(503, 'unavailable'), { status: 503, headers: { 'retry-after-ms': '1' } }),
      ),
      http.get(`${API}/buyer_fleets/2`, () => HttpResponse.json(envelope('buyer_fleet', fleet))),
    );
    const { logger, lines } = recorder();
    const client = mockClient({ logger, maxRetries: 1 });
    await client.buyerFleets.show(2);
    expect(lines).toEqual([]);
    await expect(client.buyerFleets.show(1)).rejects.toMatchObject({ status: 503 });
    expect(lines.map((l) => [l.level, l.message])).toEqual([
      ['warn', `GET ${API}/buyer_fleets/1 failed (503 unavailable); no retries left (maxRetries 1)`],
    ]);
  });

  it('with retries off, a failure is the caller’s answer: nothing at warn', async () => {
    server.use(
      http.get(`${API}/buyer_fleets/1`, () =>
        HttpResponse.json(errorBody(503, 'unavailable'), { status: 503 }),
      ),
    );
    const { logger, lines } = recorder();
    await expect(mockClient({ logger, maxRetries: 0 }).buyerFleets.show(1)).rejects.toMatchObject({
      status: 503,
    });
    expect(lines).toEqual([]);
  });

  it('never logs the key pair, the Authorization header or a lead token in the query', async () => {
    server.use(http.get(`${API}/buyer_fleets`, () => HttpResponse.json({ buyer_fleets: [], metadata: {} })));
    const { logger, lines, text } = recorder();
    await mockClient({ logger, logLevel: 'debug' }).request({
      method: 'GET',
      path: '/buyer_fleets',
      query: { lead_token: 'secret-lead-token', name: 'East' },
    });
    expect(lines.length).toBeGreaterThan(0);
    expect(text()).not.toMatch(/llsk_test|llpk_test|Basic |secret-lead-token/);
    expect(lines[0]!.message).toBe(`GET ${API}/buyer_fleets?lead_token=***&name=East`);
  });

  it('logLevel off says nothing, even when giving up', async () => {
    server.use(
      http.get(`${API}/buyer_fleets/1`, () => HttpResponse.json(errorBody(500, 'x'), { status: 500 })),
    );
    const { logger, lines } = recorder();
    await expect(
      mockClient({ logger, logLevel: 'off', maxRetries: 0 }).buyerFleets.show(1),
    ).rejects.toMatchObject({
      status: 500,
    });
    expect(lines).toEqual([]);
  });

  it('reads the level from LEADLINE_LOG, and warns about a value that is not a level', async () => {
    server.use(http.get(`${API}/buyer_fleets/1`, () => HttpResponse.json(envelope('buyer_fleet', fleet))));
    vi.stubEnv('LEADLINE_LOG', 'debug');
    const debug = recorder();
    await mockClient({ logger: debug.logger }).buyerFleets.show(1);
    expect(debug.lines).toHaveLength(2);
    vi.stubEnv('LEADLINE_LOG', 'loud');
    const wrong = recorder();
    mockClient({ logger: wrong.logger });
    expect(wrong.lines).toEqual([
      {
        level: 'warn',
        message: 'LEADLINE_LOG=loud is not a level (off, error, warn, info, debug); logging at warn',
      },
    ]);
  });

  it('refuses a logLevel that is not a level', () => {
    expect(() => mockClient({ logLevel: 'loud' as never })).toThrow(
      'logLevel must be one of off, error, warn, info, debug, not loud',
    );
  });

  it('logs to console by default', async () => {
    server.use(http.get(`${API}/buyer_fleets/1`, () => HttpResponse.json(envelope('buyer_fleet', fleet))));
    const debug = vi.spyOn(console, 'debug').mockImplementation(() => {});
    try {
      await mockClient({ logLevel: 'debug' }).buyerFleets.show(1);
      expect(debug).toHaveBeenCalledWith(
        `GET ${API}/buyer_fleets/1`,
        expect.objectContaining({ attempt: 1 }),
      );
    } finally {
      debug.mockRestore();
    }
  });
});

describe('logger (real server)', () => {
  const api = useRealServer();

  it('logs the real answer’s status at debug and no credentials', async () => {
    const { logger, lines, text } = recorder();
    await api.connect({ logger, logLevel: 'debug' }).buyerFleets.list({ per_page: 1 });
    expect(lines[1]!.message).toMatch(
      /^GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/buyer_fleets\?.* 200 in \d+ ms$/,
    );
    expect(text()).not.toContain(api.tenant.privateKey);
  });
});
