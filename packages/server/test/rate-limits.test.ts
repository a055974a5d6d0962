import { ManualClock } from '@leadline/core';
import { basicAuth, createTestTenant } from '@leadline/core/testing';
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
    // Request ids are set before the limit is counted: a refused request can be traced too.
    expect(limited.headers['x-request-id']).toBe(limited.json().request_id);
  });
});

describe('a credential far below its limit', () => {
  const t = useTestApp({ rateLimit: { max: 8, windowMs: 60_000 } }, midWindow());

  it('is counted exactly, one request after another and several at once, up to the limit', async () => {
    const remaining = async (n: number) =>
      (await Promise.all(Array.from({ length: n }, () => get(t, t.tenant.authorization)))).map((r) =>
        Number(r.headers['x-ratelimit-remaining']),
      );
    expect(await remaining(1)).toEqual([7]);
    expect(await remaining(1)).toEqual([6]);
    expect((await remaining(3)).sort()).toEqual([3, 4, 5]);
    expect((await remaining(3)).sort()).toEqual([0, 1, 2]);
    expect((await get(t, t.tenant.authorization)).statusCode).toBe(429);
  });
});

describe('failed authentication is limited per address and credential, fairly', () => {
  const t = useTestApp(
    {
      rateLimit: { max: 1000, windowMs: 60_000 },
      authFailureLimit: { perCredential: 3, max: 10, windowMs: 60_000 },
    },
    midWindow(),
  );

  it('refuses a guessed key pair with a 429 after its failures, before looking at the next guess', async () => {
    for (let i = 0; i < 3; i++)
      expect((await get(t, basicAuth('llpk_target', `llsk_guess${i}`))).statusCode).toBe(401);
    const next = await get(t, basicAuth('llpk_target', 'llsk_guess_next'));
    expect(next.statusCode).toBe(429);
    expect(next.json().message).toMatch(/failed authentications for this credential/);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers made-up keys past the address ceiling with 429, and still serves every valid key from that address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await get(t, basicAuth(`llpk_made_up${i}`, 'llsk_x'))).statusCode);
    // The earlier test's three failures count here too: seven more reach the address's ten.
    expect(statuses).toEqual([...Array(7).fill(401), ...Array(5).fill(429)]);
    // A valid key, first seen now (nothing recalled): verified and served, whatever others failed.
    const other = await createTestTenant(t.leadline, 'Behind the same NAT');
    expect((await get(t, other.authorization)).statusCode).toBe(200);
    expect((await get(t, t.tenant.authorization)).statusCode).toBe(200);
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
