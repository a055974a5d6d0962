import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';

type Body = Record<string, unknown>;

/**
 * A buyer's RTB bid endpoint as buyers run them: plain HTTP, a JSON answer per
 * path (`/bid/<name>`), or no answer at all (`hang`) until the test ends.
 */
class BidStandIn {
  readonly asked: string[] = [];
  answers = new Map<string, { status: number; body: string } | 'hang'>();
  private server: Server | null = null;
  private port = 0;

  async start() {
    this.server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        const path = req.url ?? '';
        this.asked.push(path);
        const answer = this.answers.get(path.split('?')[0]!.replace(/^\/bid\//, ''));
        if (answer === 'hang') return;
        res.writeHead(answer?.status ?? 404, { 'content-type': 'application/json' });
        res.end(answer?.body ?? '{}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  url(name: string, query = '') {
    return `http://127.0.0.1:${this.port}/bid/${name}${query}`;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

const clock = new ManualClock(Date.UTC(2026, 2, 2, 15));
const t = useTestApp({}, { clock, allowPrivateUrls: LOCAL_STAND_INS });
const { api, create } = tenantApi(t);
const buyerSide = new BidStandIn();
beforeAll(() => buyerSide.start());
afterAll(() => buyerSide.stop());

let serial = 0;
const ping = (vanity: string, body: Body = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1/inbound_webhooks/ping/${vanity}`, payload: body });

/** An offer with a pool number, the given buyers (each a static `bid`, or a bid `webhook` conversion) and a webhook. */
async function market(buyers: Body[], webhook: Body = {}) {
  const n = ++serial;
  const offer = await create('offers', 'offer', { name: `RTB offer ${n}` });
  const pool = await create('ring_pools', 'ring_pool', { name: `RTB pool ${n}`, offer_id: offer.id });
  await create('phone_numbers', 'phone_number', {
    number: `+1303556${String(n).padStart(4, '0')}`,
    provider: 'twilio',
    ring_pool_id: pool.id,
  });
  const made = [];
  for (const [i, b] of buyers.entries()) {
    const { bid, conversion, ...fields } = b as Body & { bid?: number; conversion?: Body };
    const buyer = await create('buyers', 'buyer', {
      name: `RTB buyer ${n}.${i}`,
      number: '+14155550100',
      offer_ids: [offer.id],
      ...fields,
    });
    if (bid !== undefined || conversion) {
      await create('buyer_conversions', 'buyer_conversion', {
        owner_type: 'Buyer',
        owner_id: buyer.id,
        revenue: bid ?? 0,
        duration: 60,
        ...conversion,
      });
    }
    made.push(buyer);
  }
  const vanity = `rtb_${n}`;
  const hook = await create('inbound_webhooks', 'inbound_webhook', {
    name: `RTB source ${n}`,
    vanity_uri: vanity,
    offer_id: offer.id,
    ring_pool_id: pool.id,
    ...webhook,
  });
  return { offer, buyers: made, vanity, webhook: hook };
}

/** A buyer conversion whose webhook at `name` answers the bid at `bid.amount`. */
const bidWebhook = (name: string, extra: Body = {}) => ({
  conversion: {
    conversion_type: 'webhook',
    webhook_method: 'get',
    webhook_url: buyerSide.url(name, '?caller=[caller_id]&state=[state]'),
    webhook_path_revenue: 'bid.amount',
    webhook_read_timeout: 1,
    ...extra,
  },
});
const answers = (name: string, body: unknown, status = 200) =>
  buyerSide.answers.set(name, { status, body: typeof body === 'string' ? body : JSON.stringify(body) });

describe('ping/post: dynamic bids from buyer webhooks (RTB)', () => {
  it("bids what the buyer's webhook answers, clamped to revenue_max, and orders the buyers by it", async () => {
    const name = `clamp${serial}`;
    answers(name, { bid: { amount: '55.37' } });
    const m = await market([{ bid: 20 }, bidWebhook(name, { revenue_max: 40, revenue_min: 5 })]);
    const res = await ping(m.vanity, { caller_id: '7205550101', state: 'CO' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.buyers.map((b: Body) => [b.id, b.bid_price, b.bid_cached])).toEqual([
      [m.buyers[1]!.id, 40, false],
      [m.buyers[0]!.id, 20, false],
    ]);
    expect(body.bid_price).toBe(40);
    // The buyer's request carries the ping's tokens, the caller in E.164.
    expect(buyerSide.asked).toContain(`/bid/${name}?caller=%2B17205550101&state=CO`);
    const logs = await api('GET', '/webhook_logs?root=false&trigger=ping_bid');
    expect(logs.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ owner_type: 'BuyerConversion', code: 200, success: true }),
      ]),
    );
  });

  it('reads an answer for several buyers (webhook_contains_many_buyers): the best entry that says yes is the bid', async () => {
    const name = `many${serial}`;
    answers(name, {
      bids: [
        { accepted: 'yes', amount: 7 },
        { accepted: 'no', amount: 50 },
        { accepted: 'yes', amount: '12.5' },
      ],
    });
    const many = {
      webhook_path_revenue: 'bids.amount',
      webhook_body_success_path: 'bids.accepted',
      webhook_body_success_match: 'yes',
    };
    const m = await market([
      bidWebhook(name, { ...many, webhook_contains_many_buyers: true }),
      // The same answer read as one buyer's holds no bid at that path.
      bidWebhook(name, many),
    ]);
    const res = await ping(m.vanity, { caller_id: '7205550109' });
    expect(res.statusCode).toBe(200);
    expect(res.json().buyers.map((b: Body) => [b.id, b.bid_price])).toEqual([[m.buyers[0]!.id, 12.5]]);

    answers(name, { bids: [{ accepted: 'no', amount: 30 }] });
    const none = await ping(m.vanity, { caller_id: '7205550110' });
    expect(none.json().errors).toEqual(['No buyers available (no_bid 2)']);
  });

  it('raises a bid under revenue_min to it, and rounds down to revenue_increment', async () => {
    answers(`low${serial}`, { bid: { amount: 2 } });
    answers(`step${serial}`, { bid: { amount: 12.37 } });
    const m = await market([
      bidWebhook(`low${serial}`, { revenue_min: 5 }),
      bidWebhook(`step${serial}`, { revenue_increment: 0.25 }),
    ]);
    const body = (await ping(m.vanity, { caller_id: '7205550102' })).json();
    expect(body.buyers.map((b: Body) => [b.id, b.bid_price])).toEqual([
      [m.buyers[1]!.id, 12.25],
      [m.buyers[0]!.id, 5],
    ]);
  });

  it('takes no bid from a webhook that fails, answers too late, answers garbage or says no', async () => {
    const tag = serial;
    answers(`fail${tag}`, { bid: { amount: 30 } }, 500);
    buyerSide.answers.set(`late${tag}`, 'hang');
    answers(`garbage${tag}`, '<html>busy</html>');
    answers(`zero${tag}`, { bid: { amount: 0 } });
    const m = await market([
      bidWebhook(`fail${tag}`),
      bidWebhook(`late${tag}`),
      bidWebhook(`garbage${tag}`),
      bidWebhook(`zero${tag}`),
    ]);
    const res = await ping(m.vanity, { caller_id: '7205550103' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: false,
      status: 'no_buyers_available',
      errors: ['No buyers available (no_bid 4)'],
    });
    // With a buyer at a static price beside them, the ping goes on without them.
    const n = await market([bidWebhook(`fail${tag}`), { bid: 7 }]);
    const ok = (await ping(n.vanity, { caller_id: '7205550104' })).json();
    expect(ok.buyers.map((b: Body) => b.id)).toEqual([n.buyers[1]!.id]);
  });

  it('flags a bid reused from the cache for the same caller (a duplicate ping), without asking the buyer again', async () => {
    const name = `cache${serial}`;
    answers(name, { bid: { amount: 18 } });
    const m = await market([bidWebhook(name, { cache_result_for_seconds: 60 })]);
    const first = (await ping(m.vanity, { caller_id: '7205550105', state: 'UT' })).json();
    const again = (await ping(m.vanity, { caller_id: '7205550105', state: 'UT' })).json();
    const other = (await ping(m.vanity, { caller_id: '7205550106', state: 'UT' })).json();
    expect([first, again, other].map((b) => [b.buyers[0].bid_price, b.buyers[0].bid_cached])).toEqual([
      [18, false],
      [18, true],
      [18, false],
    ]);
    expect(buyerSide.asked.filter((p) => p.startsWith(`/bid/${name}?`))).toHaveLength(2);
  });

  it('asks no bid of a buyer the filters already left out', async () => {
    const name = `paused${serial}`;
    answers(name, { bid: { amount: 18 } });
    const m = await market([{ ...bidWebhook(name), paused: true }, { bid: 3 }]);
    const body = (await ping(m.vanity, { caller_id: '7205550107' })).json();
    expect(body.buyers.map((b: Body) => b.id)).toEqual([m.buyers[1]!.id]);
    expect(buyerSide.asked.filter((p) => p.startsWith(`/bid/${name}?`))).toHaveLength(0);
  });
});

describe("ping/post: buyers' token filters", () => {
  it("leaves out a buyer whose token filters the ping's tokens fail, and counts it", async () => {
    const m = await market([
      { bid: 30, token_filters: [{ key: 'state', operator: 'in', value: 'CO,UT' }] },
      { bid: 10, token_filters: [{ key: 'caller_id', operator: '=~', value: '+1720' }] },
    ]);
    const colorado = (await ping(m.vanity, { caller_id: '7205550111', state: 'CO' })).json();
    expect(colorado.buyers.map((b: Body) => b.id)).toEqual([m.buyers[0]!.id, m.buyers[1]!.id]);
    const texas = (await ping(m.vanity, { caller_id: '7205550112', data: { state: 'TX' } })).json();
    expect(texas.buyers.map((b: Body) => b.id)).toEqual([m.buyers[1]!.id]);
    const none = (await ping(m.vanity, { caller_id: '3035550113', state: 'TX' })).json();
    expect(none).toMatchObject({ success: false, errors: ['No buyers available (token_filter 2)'] });
  });

  it('checks the token filters again on the post, against the tokens the ping kept', async () => {
    const m = await market([{ bid: 30, token_filters: [{ key: 'state', operator: '==', value: 'CO' }] }]);
    const pinged = (await ping(m.vanity, { caller_id: '7205550114', state: 'CO' })).json();
    expect(pinged.success).toBe(true);
    // The operator narrows the buyer's filters between the ping and the post.
    await api('PUT', `/buyers/${m.buyers[0]!.id}`, {
      token_filters: [{ key: 'state', operator: '==', value: 'UT' }],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/inbound_webhooks/post/${m.vanity}`,
      payload: { ping_id: pinged.try_all_buyers_ping_id },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['No buyers available']);
  });
});

describe('ping/post: per-publisher (traffic source) ping caps', () => {
  it("answers 429 once a source's ping_limit_per_minute pings came over all its webhooks, and frees up after a minute", async () => {
    const source = await create('traffic_sources', 'traffic_source', {
      company_name: 'Capped publisher',
      ping_limit_per_minute: 2,
    });
    const a = await market([{ bid: 5 }], { traffic_source_id: source.id });
    const b = await market([{ bid: 5 }], { traffic_source_id: source.id });
    const free = await market([{ bid: 5 }]);
    expect((await ping(a.vanity, { caller_id: '7205550121' })).statusCode).toBe(200);
    expect((await ping(b.vanity, { caller_id: '7205550122' })).statusCode).toBe(200);
    const over = await ping(a.vanity, { caller_id: '7205550123' });
    expect(over.statusCode).toBe(429);
    // The minute is the clock's: Retry-After is what is left of it.
    expect(over.headers['retry-after']).toBe(String(Math.ceil((60_000 - (clock.now() % 60_000)) / 1000)));
    expect(over.json().errors).toEqual([`Ping limit of traffic source ${source.id} reached: 2 a minute`]);
    // Another source's webhook is not held back.
    expect((await ping(free.vanity, { caller_id: '7205550124' })).statusCode).toBe(200);
    clock.advance(Number(over.headers['retry-after']) * 1000);
    expect((await ping(b.vanity, { caller_id: '7205550125' })).statusCode).toBe(200);
    const logged = await api(
      'GET',
      `/inbound_webhook_logs?root=false&inbound_webhook_id=${a.webhook.id}&order=id`,
    );
    const rows = (logged.json() as Body[]).sort((x, y) => Number(x.id) - Number(y.id));
    expect(rows.map((l) => [l.traffic_source_id, l.code])).toEqual([
      [source.id, 200],
      [source.id, 429],
    ]);
  });

  it('counts a ping_limit_per_day from midnight in the company time zone, and says when it frees up', async () => {
    const source = await create('traffic_sources', 'traffic_source', {
      company_name: 'Daily publisher',
      ping_limit_per_day: 1,
    });
    const m = await market([{ bid: 5 }], { traffic_source_id: source.id });
    expect((await ping(m.vanity, { caller_id: '7205550131' })).statusCode).toBe(200);
    const over = await ping(m.vanity, { caller_id: '7205550132' });
    expect(over.statusCode).toBe(429);
    expect(over.json().errors).toEqual([`Ping limit of traffic source ${source.id} reached: 1 a day`]);
    const retry = Number(over.headers['retry-after']);
    clock.advance(retry * 1000);
    expect((await ping(m.vanity, { caller_id: '7205550133' })).statusCode).toBe(200);
  });

  it('admits exactly the cap of pings sent in parallel over two webhooks, per minute and per day', async () => {
    for (const [cap, key] of [
      [3, 'ping_limit_per_minute'],
      [4, 'ping_limit_per_day'],
    ] as const) {
      const source = await create('traffic_sources', 'traffic_source', {
        company_name: `Parallel ${key}`,
        [key]: cap,
      });
      const a = await market([{ bid: 5 }], { traffic_source_id: source.id });
      const b = await market([{ bid: 5 }], { traffic_source_id: source.id });
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          ping(i % 2 ? a.vanity : b.vanity, { caller_id: `72055502${String(i).padStart(2, '0')}` }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(cap);
      expect(codes.filter((c) => c === 429)).toHaveLength(12 - cap);
    }
  });

  it('gives back the minute slot of a ping the day cap refused', async () => {
    const source = await create('traffic_sources', 'traffic_source', {
      company_name: 'Both caps',
      ping_limit_per_minute: 2,
      ping_limit_per_day: 1,
    });
    const m = await market([{ bid: 5 }], { traffic_source_id: source.id });
    expect((await ping(m.vanity, { caller_id: '7205550141' })).statusCode).toBe(200);
    const day = await ping(m.vanity, { caller_id: '7205550142' });
    expect(day.json().errors).toEqual([`Ping limit of traffic source ${source.id} reached: 1 a day`]);
    // Without the slot given back, the minute (2) would be full now and answer first.
    const again = await ping(m.vanity, { caller_id: '7205550143' });
    expect(again.statusCode).toBe(429);
    expect(again.json().errors).toEqual([`Ping limit of traffic source ${source.id} reached: 1 a day`]);
  });

  it('refuses a ping limit under 1, naming the field', async () => {
    const res = await api('POST', '/traffic_sources', { company_name: 'Bad', ping_limit_per_day: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('ping_limit_per_day');
  });
});
