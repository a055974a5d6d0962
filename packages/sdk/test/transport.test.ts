import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
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
  const server = useRealServer({ rateLimit: { max: 2, windowMs: 1000 } });

  it('waits out a 429 for as long as Retry-After says, then succeeds', async () => {
    const client = server.connect();
    await client.me.show();
    await client.me.show();
    const started = Date.now();
    const me = await client.me.show();
    expect(me.company.id).toBe(server.tenant.company.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
  });

  it('raises RateLimitError with retryAfter once retries run out', async () => {
    const client = server.connect({ maxRetries: 0 });
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => client.me.show()));
    const limited = results.find((r) => r.status === 'rejected') as PromiseRejectedResult | undefined;
    expect(limited?.reason).toBeInstanceOf(RateLimitError);
    expect((limited!.reason as RateLimitError).retryAfter).toBeGreaterThanOrEqual(1);
  });
});
