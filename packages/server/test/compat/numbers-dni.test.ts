import { ManualClock } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from '../helpers.js';

type Body = Record<string, unknown>;

/** GET /numbers.json as trackdrive-optimizer.js requests it (issue 19, item 2). */
describe('TrackDrive compatibility: dynamic number insertion', () => {
  const clock = new ManualClock(Date.UTC(2026, 3, 1, 15));
  const t = useTestApp({}, { clock, other: 'Other Co' });
  const { api, create } = tenantApi(t);
  let serial = 0;

  async function pool(opts: { numbers?: number; pool?: Body } = {}) {
    const n = ++serial;
    const offer = await create('offers', 'offer', { name: `DNI ${n}` });
    const ringPool = await create('ring_pools', 'ring_pool', {
      name: `Pool ${n}`,
      offer_id: offer.id,
      token_hold_time: 120,
      ...opts.pool,
    });
    const numbers: number[] = [];
    for (let i = 0; i < (opts.numbers ?? 2); i++) {
      const made = await create('phone_numbers', 'phone_number', {
        number: `+1866222${String(n * 10 + i).padStart(4, '0')}`,
        provider: 'twilio',
        ring_pool_id: ringPool.id,
      });
      numbers.push(made.id);
    }
    return { offer: offer as Body & { id: number; lead_token: string }, ringPool, numbers };
  }

  /** The browser's request: public, query string only, JSON-encoded tokens and impressions. */
  const request = (
    token: string,
    tokens: Body = {},
    impressions: Body = {},
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/numbers.json?offer_token=${token}&tokens=${encodeURIComponent(JSON.stringify(tokens))}&impressions=${encodeURIComponent(JSON.stringify(impressions))}`,
      headers: { origin: 'https://landing.example.com', ...headers },
    });

  it('lends a visitor a pool number in the shape trackdrive-js reads, and records the impression', async () => {
    const { offer, numbers, ringPool } = await pool();
    const res = await request(
      offer.lead_token,
      { utm_source: 'google' },
      { url: 'https://landing.example.com/solar', referrer: 'https://google.com/', visitor_id: 'v-1' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://landing.example.com');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const number = res.json().number;
    expect(number).toMatchObject({ id: numbers[0], extension: null });
    expect(number.plain_number).toMatch(/^\+1866222\d{4}$/);
    expect(number.human_number).toMatch(/^\(866\) 222-\d{4}$/);
    expect(number.checksum).toMatch(/^[0-9a-f]{32}$/);

    const impressions = (await api('GET', `/impressions?ring_pool_id=${ringPool.id}`)).json().impressions;
    expect(impressions).toHaveLength(1);
    expect(impressions[0]).toMatchObject({
      offer_id: offer.id,
      phone_number_id: numbers[0],
      number: number.plain_number,
      visitor_id: 'v-1',
      url: 'https://landing.example.com/solar',
      tokens: { utm_source: 'google' },
    });
    expect(impressions[0]).not.toHaveProperty('hold_key');
    // The same records under the PHP SDK's name.
    expect((await api('GET', `/page_views?ring_pool_id=${ringPool.id}`)).json().page_views).toHaveLength(1);
  });

  it('keeps the visitor on its number while held, gives others other numbers, and refuses when all are held', async () => {
    const { offer, numbers } = await pool();
    const a1 = (await request(offer.lead_token, {}, { visitor_id: 'a' })).json().number.id;
    const b = (await request(offer.lead_token, {}, { visitor_id: 'b' })).json().number.id;
    const a2 = (await request(offer.lead_token, {}, { visitor_id: 'a' })).json().number.id;
    expect([a1, b].sort()).toEqual([...numbers].sort());
    expect(a2).toBe(a1);
    const full = await request(offer.lead_token, {}, { visitor_id: 'c' });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.offer_token[0]).toMatch(/every number of ring pool \d+ is held/);

    // After token_hold_time the numbers go back to the pool.
    clock.advance(121_000);
    const c = await request(offer.lead_token, {}, { visitor_id: 'c' });
    expect(c.statusCode).toBe(200);
  });

  it('gives concurrent visitors different numbers', async () => {
    const { offer, numbers } = await pool({ numbers: 3 });
    const answers = await Promise.all(
      ['x1', 'x2', 'x3', 'x4', 'x5'].map((v) => request(offer.lead_token, {}, { visitor_id: v })),
    );
    const lent = answers.filter((r) => r.statusCode === 200).map((r) => r.json().number.id);
    expect(lent.sort()).toEqual([...numbers].sort());
    expect(answers.filter((r) => r.statusCode === 422)).toHaveLength(2);
  });

  it('holds one number per token combination in a tokens pool', async () => {
    const { offer } = await pool({ pool: { tracking_type: 'tokens' } });
    const google = (await request(offer.lead_token, { utm_source: 'google', kw: 'solar' })).json().number.id;
    const again = (await request(offer.lead_token, { kw: 'solar', utm_source: 'google' })).json().number.id;
    const bing = (await request(offer.lead_token, { utm_source: 'bing' })).json().number.id;
    expect(again).toBe(google);
    expect(bing).not.toBe(google);
  });

  it('takes offer_key and hash parameters (tokens[a]=b), and names bad parameters with 422', async () => {
    const { offer } = await pool();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/numbers?offer_key=${offer.lead_token}&tokens[utm_source]=fb&visitor_id=kv`,
    });
    expect(res.statusCode).toBe(200);
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/numbers.json' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('offer_token');
    const unknown = await request('0'.repeat(32));
    expect(unknown.json().errors.offer_token).toEqual(['does not match any offer']);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/v1/numbers.json?offer_token=${offer.lead_token}&tokens=notjson`,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('tokens');
  });

  it('refuses an offer without a visitor pool, and never lends another company its numbers', async () => {
    const bare = await create('offers', 'offer', { name: 'No pool' });
    const res = await request(bare.lead_token as string);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.offer_token[0]).toMatch(/no active visitor or tokens ring pool/);
    const ours = await pool();
    const theirs = (
      await api('GET', `/impressions?ring_pool_id=${ours.ringPool.id}`, undefined, t.other)
    ).json();
    expect(theirs.impressions).toEqual([]);
  });

  it('is documented in the reference', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/docs/1.0/openapi.json' })).json();
    expect(openapi.paths['/api/v1/numbers.json'].get).toBeDefined();
    expect(JSON.stringify(openapi.paths['/api/v1/numbers.json'])).toContain('human_number');
  });
});
