import { ManualClock } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

/** Issue 32, item 6: token matchers and impression tokens on GET /numbers.json, and on the call that follows. */
const clock = new ManualClock(Date.UTC(2026, 3, 1, 15));
const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { clock, other: 'Other DNI Co', allowPrivateUrls: LOCAL_STAND_INS },
);
const kit = useInboundKit(t);

let serial = 0;
/** An offer with a visitor (or tokens) pool of `numbers` Twilio tracking numbers. */
async function landing(opts: { numbers?: number; pool?: Record<string, unknown> } = {}) {
  await kit.carrier('twilio');
  const n = ++serial;
  const offer = (await kit.create('offers', 'offer', { name: `DNI matchers ${n}` })) as Body & {
    lead_token: string;
  };
  await kit.create('buyers', 'buyer', {
    name: `DNI buyer ${n}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  const pool = await kit.create('ring_pools', 'ring_pool', {
    name: `DNI pool ${n}`,
    offer_id: offer.id,
    token_hold_time: 300,
    ...opts.pool,
  });
  const numbers: Body[] = [];
  for (let i = 0; i < (opts.numbers ?? 2); i++)
    numbers.push(await kit.trackingNumber('twilio', { offer_id: offer.id, ring_pool_id: pool.id }));
  return { offer, pool, numbers };
}

/** The optimizer script's request from a landing page. */
const requestNumber = (
  offerToken: string,
  visit: { url?: string; referrer?: string; visitor_id?: string; cookies?: Record<string, string> },
  tokens: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) => {
  const { cookies, ...impressions } = visit;
  const q = new URLSearchParams({
    offer_token: offerToken,
    tokens: JSON.stringify(tokens),
    impressions: JSON.stringify(impressions),
    ...(cookies ? { cookies: JSON.stringify(cookies) } : {}),
  });
  return t.app.inject({ method: 'GET', url: `/api/v1/numbers.json?${q}`, headers });
};
const impressionsOf = async (poolId: number) =>
  ((await kit.api('GET', `/impressions?root=false&ring_pool_id=${poolId}`)).json() as Body[]).sort(
    (a, b) => a.id - b.id,
  );

describe('DNI: token matchers read tokens from the visit onto the impression', () => {
  it('reads URL parameters, cookies (passed or sent), the referrer and data-tokens, with defaults', async () => {
    const { offer, pool } = await landing();
    const matcher = (body: Record<string, unknown>) =>
      kit.create('token_matchers', 'token_matcher', { offer_id: offer.id, ...body });
    await matcher({ key: 'utm_source' });
    await matcher({ key: 'keyword', source_key: 'kw', default_value: 'none' });
    await matcher({ key: 'affiliate', source: 'cookie', source_key: 'aff' });
    await matcher({ key: 'session', source: 'cookie', source_key: 'sess' });
    await matcher({ key: 'search', source: 'referrer', source_key: 'q' });
    await matcher({ key: 'came_from', source: 'referrer' });
    await matcher({ key: 'campaign', source: 'data_tokens', source_key: 'cmp' });
    // Another offer's matcher reads nothing here.
    const other = await kit.create('offers', 'offer', { name: `Other ${serial}` });
    await kit.create('token_matchers', 'token_matcher', {
      offer_id: other.id,
      key: 'not_ours',
      source_key: 'utm_source',
    });

    const res = await requestNumber(
      offer.lead_token,
      {
        url: 'https://solar.example/?utm_source=google&gclid=G1',
        referrer: 'https://www.bing.com/search?q=solar+panels',
        visitor_id: 'v-1',
        cookies: { aff: 'partner-7' },
      },
      { cmp: 'spring', extra: 'kept' },
      { cookie: 'sess=s-42' },
    );
    expect(res.statusCode).toBe(200);
    const [impression] = await impressionsOf(pool.id);
    expect(impression!.tokens).toEqual({
      cmp: 'spring',
      extra: 'kept',
      utm_source: 'google',
      keyword: 'none',
      affiliate: 'partner-7',
      session: 's-42',
      search: 'solar panels',
      came_from: 'https://www.bing.com/search?q=solar+panels',
      campaign: 'spring',
    });
  });

  it('names a cookies parameter that is not a hash with 422', async () => {
    const { offer } = await landing();
    const q = new URLSearchParams({ offer_token: offer.lead_token, cookies: '"text"' });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/numbers.json?${q}` });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('cookies');
  });

  it('in a tokens pool holds one number per value of the tokens that hold per value, whatever else the visit carries', async () => {
    const { offer } = await landing({ pool: { tracking_type: 'tokens' } });
    await kit.create('token_matchers', 'token_matcher', { offer_id: offer.id, key: 'utm_source' });
    await kit.create('token_matchers', 'token_matcher', {
      offer_id: offer.id,
      key: 'gclid',
      hold_number_per_value: false,
    });
    const ask = async (url: string) =>
      (await requestNumber(offer.lead_token, { url })).json().number.id as number;
    const google = await ask('https://a.example/?utm_source=google&gclid=1');
    const googleAgain = await ask('https://a.example/?utm_source=google&gclid=2');
    const bing = await ask('https://a.example/?utm_source=bing&gclid=1');
    expect(googleAgain).toBe(google);
    expect(bing).not.toBe(google);
  });
});

describe('DNI: unique impressions per visitor', () => {
  it("counts a visitor's repeat requests while it holds the number as one impression, and a new gclid as a new one", async () => {
    const { offer, pool } = await landing();
    await kit.create('visitor_token_matchers', 'visitor_token_matcher', {
      key: 'gclid',
      url_parameter: 'gclid',
      offer_id: offer.id,
    });
    await kit.create('visitor_token_matchers', 'visitor_token_matcher', {
      key: 'source',
      url_parameter: 'utm_source',
      unique_per_value: false,
      offer_id: offer.id,
    });
    const visit = (url: string, visitor = 'v-1') =>
      requestNumber(offer.lead_token, { url, visitor_id: visitor });
    const first = (await visit('https://a.example/?gclid=G1&utm_source=google')).json().number.id;
    clock.advance(60_000);
    // A reload, another page of the site, a new utm_source: the same visit.
    expect((await visit('https://a.example/?gclid=G1&utm_source=bing')).json().number.id).toBe(first);
    let rows = await impressionsOf(pool.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokens).toEqual({ gclid: 'G1', source: 'google' });
    // Held on from the latest request.
    expect(rows[0]!.expires_at).toBe('2026-04-01 11:06:00 -0400');

    // A new click id is a new impression, on the number the visitor holds.
    expect((await visit('https://a.example/?gclid=G2')).json().number.id).toBe(first);
    // Another visitor is another impression.
    await visit('https://a.example/?gclid=G2', 'v-2');
    rows = await impressionsOf(pool.id);
    expect(rows.map((r) => [r.visitor_id, (r.tokens as Record<string, unknown>).gclid])).toEqual([
      ['v-1', 'G1'],
      ['v-1', 'G2'],
      ['v-2', 'G2'],
    ]);

    // Once the hold ends, the next visit is a new impression.
    clock.advance(301_000);
    await visit('https://a.example/?gclid=G2', 'v-2');
    expect(await impressionsOf(pool.id)).toHaveLength(4);
  });
});

describe('DNI: the call to the inserted number carries the visit', () => {
  it("gives the call the impression's tokens and ties the impression to the call", async () => {
    const { offer, pool } = await landing({ numbers: 1 });
    await kit.create('token_matchers', 'token_matcher', { offer_id: offer.id, key: 'utm_source' });
    await kit.create('visitor_token_matchers', 'visitor_token_matcher', {
      key: 'gclid',
      url_parameter: 'gclid',
      ring_pool_id: pool.id,
    });
    const shown = await requestNumber(offer.lead_token, {
      url: 'https://a.example/?utm_source=google&gclid=G9',
      visitor_id: 'caller-visit',
    });
    const number = shown.json().number.plain_number as string;
    const res = await kit.api('POST', '/calls/simulate', {
      number,
      caller_id: '3035550177',
      dial_results: ['completed'],
      duration: 30,
    });
    expect(res.statusCode).toBe(201);
    const call = res.json().call as Body;
    expect(call.token_values).toMatchObject({ utm_source: 'google', gclid: 'G9' });
    const [impression] = await impressionsOf(pool.id);
    expect(impression!.call_id).toBe(call.id);
    const leg = (await kit.events(call.id)).find((e) => e.type === 'Leg');
    expect(leg).toBeDefined();

    // After the hold, a call to the number is nobody's visit.
    clock.advance(301_000);
    const later = (
      await kit.api('POST', '/calls/simulate', {
        number,
        caller_id: '3035550178',
        dial_results: ['completed'],
        duration: 30,
      })
    ).json().call as Body;
    expect(later.token_values).not.toHaveProperty('utm_source');
    expect((await impressionsOf(pool.id))[0]!.call_id).toBe(call.id);
  });

  it("never reads another company's matchers", async () => {
    const { offer, pool } = await landing();
    await kit.create('token_matchers', 'token_matcher', { offer_id: offer.id, key: 'utm_source' });
    const theirs = await kit.api(
      'POST',
      '/token_matchers',
      { key: 'stolen', source_key: 'utm_source' },
      t.other,
    );
    expect(theirs.statusCode).toBe(201);
    await requestNumber(offer.lead_token, { url: 'https://a.example/?utm_source=google' });
    const [impression] = await impressionsOf(pool.id);
    expect(impression!.tokens).toEqual({ utm_source: 'google' });
  });

  it('lends a visitor no number a ping/post holds for its buyer', async () => {
    const { offer, numbers } = await landing({ numbers: 2 });
    const now = clock.now();
    // An accepted post reserved the first number for its buyer (ping-post/number-holds.ts) until later.
    await t.leadline.database.db
      .insertInto('number_holds')
      .values({
        company_id: t.tenant.company.id,
        hold_key: `n:${numbers[0]!.id}`,
        phone_number_id: numbers[0]!.id,
        number: numbers[0]!.number as string,
        buyer_id: 1,
        inbound_webhook_id: 1,
        held_until: now + 3_600_000,
        created_at: now,
      } as never)
      .execute();
    const lent: unknown[] = [];
    for (const visitor of ['v-held-1', 'v-held-2']) {
      const res = await requestNumber(offer.lead_token, { url: 'https://a.example/', visitor_id: visitor });
      lent.push(res.json().number?.plain_number ?? null);
    }
    // The second visitor finds the pool full: the held number is the post's buyer's.
    expect(lent).toEqual([numbers[1]!.number, null]);
  });
});
