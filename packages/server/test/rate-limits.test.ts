import { ManualClock } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/**
 * Windows are aligned to the clock: a test whose requests straddle a minute's end
 * would see its count start again. These run half a minute into one, on a clock that stands.
 */
const midWindow = () => ({ clock: new ManualClock(Date.UTC(2026, 0, 1, 0, 0, 30)) });

const get = (t: ReturnType<typeof useTestApp>, authorization?: string, url = '/api/v1/me') =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('the request limit keys on the credential, not on how the header is spelled', () => {
  const t = useTestApp({ rateLimit: { max: 3, windowMs: 60_000 } }, midWindow());

  it('counts Basic, basic and BASIC with extra spaces as one credential, and answers the IETF headers', async () => {
    const value = t.tenant.authorization.slice('Basic '.length);
    const first = await get(t, `Basic ${value}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-ratelimit-limit']).toBe('3');
    expect(first.headers['ratelimit-policy']).toBe('"default";q=3;w=60');
    expect(first.headers.ratelimit).toMatch(/^"default";r=2;t=\d+$/);
    expect((await get(t, `basic ${value}`)).statusCode).toBe(200);
    expect((await get(t, `BASIC   ${value}`)).statusCode).toBe(200);
    const limited = await get(t, `Basic ${value}`);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers.ratelimit).toMatch(/^"default";r=0;/);
  });
});

describe('failed authentication is limited per address', () => {
  const t = useTestApp(
    {
      rateLimit: { max: 1000, windowMs: 60_000 },
      authFailureLimit: { max: 3, windowMs: 60_000 },
    },
    midWindow(),
  );

  it('refuses an address with a 429 once it has failed too often, whatever key it tries next', async () => {
    for (let i = 0; i < 3; i++) {
      const guess = `Basic ${Buffer.from(`llpk_guess${i}:llsk_guess${i}`).toString('base64')}`;
      expect((await get(t, guess)).statusCode).toBe(401);
    }
    const next = await get(t, `Basic ${Buffer.from('llpk_other:llsk_other').toString('base64')}`);
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/failed authentications/);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('public lead intake has a limit of its own, per address', () => {
  const t = useTestApp(
    {
      rateLimit: { max: 1000, windowMs: 60_000 },
      publicRateLimit: { max: 2, windowMs: 60_000 },
    },
    midWindow(),
  );

  it('answers 429 past the public limit while authenticated requests go on', async () => {
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: { lead_token: 'nope', caller_id: '+14155550100' },
      });
    expect((await post()).statusCode).not.toBe(429);
    const second = await post();
    expect(second.statusCode).not.toBe(429);
    expect(second.headers['ratelimit-policy']).toBe('"default";q=2;w=60');
    expect((await post()).statusCode).toBe(429);
    expect((await get(t, t.tenant.authorization)).statusCode).toBe(200);
  });
});

describe('pausing or revoking a key', () => {
  const t = useTestApp();

  it('takes effect on the very next request, even when another process made the change', async () => {
    const flag = (b: boolean) => (t.leadline.database.dialect === 'sqlite' ? Number(b) : b);
    expect((await get(t, t.tenant.authorization)).statusCode).toBe(200);
    // Another process (the CLI, a second API server) writes the change straight to the database.
    const publicKey = t.tenant.publicKey;
    await t.leadline.database.db
      .updateTable('api_keys')
      .set({ paused: flag(true) })
      .where('public_key', '=', publicKey)
      .execute();
    expect((await get(t, t.tenant.authorization)).statusCode).toBe(403);
    await t.leadline.database.db
      .updateTable('api_keys')
      .set({ paused: flag(false), revoked_at: Date.now() })
      .where('public_key', '=', publicKey)
      .execute();
    expect((await get(t, t.tenant.authorization)).statusCode).toBe(401);
  });
});
