import { ManualClock } from '@leadline/core';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimitError } from '../src/index.js';
import { useRealServer } from './real-server.js';

describe('transport against the real server', () => {
  const server = useRealServer();
  const agent = new Agent({ connections: 1, keepAliveTimeout: 10_000 });
  afterAll(() => agent.close());

  it('sends every call over one kept-alive connection when given an undici Agent with one connection', async () => {
    let connections = 0;
    const count = () => connections++;
    server.app.server.on('connection', count);
    try {
      const client = server.connect({ fetch: undiciFetch, dispatcher: agent });
      for (let i = 0; i < 3; i++) await client.me.show();
      await Promise.all([client.me.show(), client.buyers.list(), client.buyerFleets.list()]);
      expect(connections).toBe(1);
    } finally {
      server.app.server.off('connection', count);
    }
  });
});

describe('rate limits from the real server', () => {
  // The server's windows run on a clock that stands half a minute into one: a slow run cannot
  // straddle a window's end, and the wait the server asks for is known (30 s), never slept for real.
  const clock = new ManualClock(Date.UTC(2026, 0, 1, 0, 0, 30));
  const server = useRealServer({ rateLimit: { max: 2, windowMs: 60_000 } }, { clock });
  afterEach(() => vi.useRealTimers());

  it('waits out a 429 for as long as Retry-After says, then succeeds', async () => {
    const asked: string[] = [];
    const waits: number[] = [];
    const client = server.connect({
      logLevel: 'info',
      fetch: async (input, init) => {
        const response = await fetch(input, init);
        if (response.status === 429) asked.push(response.headers.get('retry-after') ?? '');
        return response;
      },
      logger: {
        ...console,
        // Logged just before the client sleeps: once its timer is set, the wait passes on the
        // server's clock and on the client's timers alike.
        info: (message) => {
          const ms = Number(/ in (\d+) ms$/.exec(message)?.[1]);
          waits.push(ms);
          queueMicrotask(() => {
            clock.advance(ms);
            vi.advanceTimersByTime(ms);
          });
        },
      },
    });
    await client.me.show();
    await client.me.show();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const me = await client.me.show();
    expect(me.company.id).toBe(server.tenant.company.id);
    expect(asked).toEqual(['30']);
    expect(waits).toEqual([30_000]);
  });

  it('raises RateLimitError with retryAfter once retries run out', async () => {
    const client = server.connect({ maxRetries: 0 });
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => client.me.show()));
    const limited = results.find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined;
    expect(limited?.reason).toBeInstanceOf(RateLimitError);
    expect((limited!.reason as RateLimitError).retryAfter).toBeGreaterThanOrEqual(1);
  });
});
