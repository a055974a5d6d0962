import { formatTime, ManualClock } from '@leadline/core';
import type { TestTenant } from '@leadline/core/testing';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

type Body = Record<string, unknown>;
type Method = NonNullable<InjectOptions['method']>;

describe('inbound webhooks: ping and post', () => {
  const clock = new ManualClock(Date.UTC(2026, 2, 2, 15));
  const t = useTestApp({}, { clock, other: 'Other Co' });
  let serial = 0;

  const api = (method: Method, url: string, payload?: Body, who: TestTenant = t.tenant) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });
  const create = async (plural: string, name: string, body: Body, who: TestTenant = t.tenant) => {
    const res = await api('POST', `/${plural}`, body, who);
    if (res.statusCode !== 201) throw new Error(`${plural}: ${res.statusCode} ${res.body}`);
    return res.json()[name] as Body & { id: number };
  };
  /** A public request, as a traffic source sends it: no credentials. */
  const open = (method: Method, url: string, payload?: Body, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const ping = (vanity: string, body: Body = {}) => open('POST', `/inbound_webhooks/ping/${vanity}`, body);
  const post = (vanity: string, body: Body = {}) => open('POST', `/inbound_webhooks/post/${vanity}`, body);
  const caller = () => `+1720555${String(1000 + ++serial).padStart(4, '0')}`;

  /** An offer with buyers, bids, a ring pool of `numbers` numbers, and a webhook on it. */
  async function market(
    opts: { numbers?: number; webhook?: Body; buyers?: Body[]; who?: TestTenant; vanity?: string } = {},
  ) {
    const who = opts.who ?? t.tenant;
    const n = ++serial;
    const offer = await create('offers', 'offer', { name: `Offer ${n}` }, who);
    const pool = await create('ring_pools', 'ring_pool', { name: `Pool ${n}`, offer_id: offer.id }, who);
    const numbers: string[] = [];
    for (let i = 0; i < (opts.numbers ?? 2); i++) {
      const number = `+1303555${String(n * 10 + i).padStart(4, '0')}`;
      await create(
        'phone_numbers',
        'phone_number',
        { number, provider: 'twilio', ring_pool_id: pool.id },
        who,
      );
      numbers.push(number);
    }
    const buyers = [];
    for (const [i, b] of (opts.buyers ?? [{ bid: 10 }]).entries()) {
      const { bid, ...fields } = b as Body & { bid?: number };
      const buyer = await create(
        'buyers',
        'buyer',
        { name: `Buyer ${n}.${i}`, number: '+14155550100', offer_ids: [offer.id], ...fields },
        who,
      );
      if (bid !== undefined) {
        await create(
          'buyer_conversions',
          'buyer_conversion',
          { owner_type: 'Buyer', owner_id: buyer.id, revenue: bid, duration: 60 },
          who,
        );
      }
      buyers.push(buyer);
    }
    const vanity = opts.vanity ?? `source_${n}`;
    const webhook = await create(
      'inbound_webhooks',
      'inbound_webhook',
      { name: `Source ${n}`, vanity_uri: vanity, offer_id: offer.id, ring_pool_id: pool.id, ...opts.webhook },
      who,
    );
    return { offer, pool, numbers, buyers, webhook, vanity };
  }

  const logs = async (webhookId: number, who: TestTenant = t.tenant) => {
    const res = await api(
      'GET',
      `/inbound_webhook_logs?root=false&inbound_webhook_id=${webhookId}&order=id`,
      undefined,
      who,
    );
    expect(res.statusCode).toBe(200);
    return res.json() as Body[];
  };

  describe('ping', () => {
    it('answers the available buyers tier first, then highest bid, each with a ping id and its bid', async () => {
      const m = await market({
        buyers: [{ bid: 10 }, { bid: 30 }, { bid: 50, tier: 2 }, { bid: 99, paused: true }],
        webhook: { ping_buyer_fields: ['id', 'name', 'bid_price', 'tier'] },
      });
      const res = await ping(m.vanity, { caller_id: '7205550000', zip: '80202' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, status: 'accepted', bid_price: 30 });
      expect(body.try_all_buyers_ping_id).toMatch(/^[0-9a-f]{20}$/);
      expect(body.buyers.map((b: Body) => [b.id, b.bid_price, b.tier])).toEqual([
        [m.buyers[1]!.id, 30, 1],
        [m.buyers[0]!.id, 10, 1],
        [m.buyers[2]!.id, 50, 2],
      ]);
      expect(body.buyers[0].ping_id).toBe(`${body.try_all_buyers_ping_id}-${m.buyers[1]!.id}`);
      expect(body.ping_expires_at).toBe('2026-03-02 10:01:00 -0500');

      const [log] = await logs(m.webhook.id);
      expect(log).toMatchObject({
        request_type: 'ping',
        success: true,
        code: 200,
        caller_id: '+17205550000',
        ping_id: body.try_all_buyers_ping_id,
        buyers_count: 3,
        bid_price: 30,
      });
      expect(log!.request_params).toMatchObject({ zip: '80202' });
    });

    it('shows only the buyer fields the webhook names (beside the keys older clients read), and takes GET like POST', async () => {
      const m = await market({ webhook: { ping_buyer_fields: ['name'] } });
      const res = await open('GET', `/inbound_webhooks/ping/${m.vanity}?caller_id=7205550001`);
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json().buyers[0]).sort()).toEqual([
        'bid',
        'bid_cached',
        'buyer_id',
        'name',
        'offer_conversion_payout',
        'ping_id',
      ]);
    });

    it('leaves out buyers that are closed, suppressed for the caller, or bid under the minimum', async () => {
      const m = await market({
        buyers: [
          { bid: 40, open_times: [{ day: 9, time_from: '00:00', time_to: '23:59' }] },
          { bid: 35 },
          { bid: 5 },
          { bid: 20 },
        ],
        webhook: { minimum_bid: 10 },
      });
      const blocked = caller();
      const list = await create('buyer_suppressions', 'buyer_suppression', { name: `DNC ${serial}` });
      await api('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: [blocked] });
      await api('PUT', `/buyers/${m.buyers[1]!.id}`, { buyer_suppression_ids: [list.id] });

      const ids = (await ping(m.vanity, { caller_id: blocked })).json().buyers.map((b: Body) => b.id);
      expect(ids).toEqual([m.buyers[3]!.id]);
      // Another caller is not on the list: the suppressed buyer is back.
      const others = (await ping(m.vanity, { caller_id: caller() })).json().buyers.map((b: Body) => b.id);
      expect(others).toEqual([m.buyers[1]!.id, m.buyers[3]!.id]);
      const dnc = await api('GET', `/dnc_check_logs?root=false&number=${encodeURIComponent(blocked)}`);
      expect(dnc.json()).toEqual([
        expect.objectContaining({ check_type: 'buyer_forward', buyer_id: m.buyers[1]!.id }),
      ]);
    });

    it('refuses with HTTP 200, success false, status no_buyers_available and the reasons counted when no buyer is available', async () => {
      const m = await market({ buyers: [{ paused: true }, { paused: true }] });
      const res = await ping(m.vanity, { caller_id: caller() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: false,
        status: 'no_buyers_available',
        errors: ['No buyers available (paused 2)'],
      });
      expect(res.json().request_id).toBeTruthy();
      const [log] = await logs(m.webhook.id);
      expect(log).toMatchObject({
        success: false,
        code: 200,
        error_messages: ['No buyers available (paused 2)'],
      });
      // The post step keeps 422 on the same refusal (a post_only source posting without a ping).
      const postOnly = await market({ buyers: [{ paused: true }], webhook: { post_only: true } });
      const refused = await post(postOnly.vanity, { caller_id: caller() });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        success: false,
        status: 422,
        errors: ['No buyers available (paused 1)'],
      });
    });

    it('refuses a suppressed, blacklisted or opted-out caller with HTTP 200 and the status a relay tests (issue 25, item 7)', async () => {
      const m = await market({ buyers: [{ bid: 10 }, { bid: 20 }] });
      const listed = caller();
      const list = await create('buyer_suppressions', 'buyer_suppression', { name: `Every buyer ${serial}` });
      await api('POST', `/buyer_suppressions/${list.id}/caller_block`, { caller_ids: [listed] });
      for (const b of m.buyers) await api('PUT', `/buyers/${b.id}`, { buyer_suppression_ids: [list.id] });
      // A relay's query-only ping, no body.
      const suppressed = await t.app.inject({
        method: 'POST',
        url: `/api/v1/inbound_webhooks/ping/${m.vanity}?caller_id=${encodeURIComponent(listed)}`,
      });
      expect(suppressed.statusCode).toBe(200);
      expect(suppressed.json()).toMatchObject({
        success: false,
        status: 'caller_number_suppressed',
        errors: ['No buyers available (suppressed 2)'],
      });

      const blocked = caller();
      expect((await api('POST', `/contacts/${blocked.slice(1)}/caller_block`)).statusCode).toBe(200);
      const blacklisted = await ping(m.vanity, { caller_id: blocked });
      expect(blacklisted.statusCode).toBe(200);
      expect(blacklisted.json()).toMatchObject({ success: false, status: 'caller_number_blacklisted' });
    });

    it('leaves out a buyer at its cap, and counts the cap among the reasons', async () => {
      // A cap of 0 is reached before any call: the buyer takes none.
      const m = await market({ buyers: [{ bid: 40, total_cap_limit: 0 }, { bid: 20 }] });
      const res = await ping(m.vanity, { caller_id: caller() });
      expect(res.json().buyers.map((b: Body) => b.id)).toEqual([m.buyers[1]!.id]);
      const none = await market({ buyers: [{ daily_cap_limit: 0 }, { paused: true }] });
      expect((await ping(none.vanity, { caller_id: caller() })).json().errors).toEqual([
        'No buyers available (daily_cap 1, paused 1)',
      ]);
    });

    it('refuses a caller_id that cannot be a phone number, naming it', async () => {
      const m = await market();
      const res = await ping(m.vanity, { caller_id: '12' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0]).toMatch(/^caller_id is /);
    });

    it('checks a post by its declared parameters: every bad one named in a sentence, the ping left open', async () => {
      const m = await market();
      const pinged = (await ping(m.vanity, { caller_id: caller() })).json();
      const bad = await post(m.vanity, {
        ping_id: pinged.try_all_buyers_ping_id,
        buyer_id: 'first',
        caller_id: '12',
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toMatchObject({ success: false, code: 'validation_failed' });
      expect(bad.json().errors).toEqual([
        'buyer_id: Must be a number.',
        'caller_id is not a valid phone number',
      ]);
      const good = await post(m.vanity, { ping_id: pinged.try_all_buyers_ping_id });
      expect(good.json()).toMatchObject({ success: true, buyer_id: m.buyers[0]!.id });
    });

    it('answers 429 with Retry-After once ping_limit_per_minute pings came in the last minute', async () => {
      const m = await market({ webhook: { ping_limit_per_minute: 2 } });
      expect((await ping(m.vanity)).statusCode).toBe(200);
      expect((await ping(m.vanity)).statusCode).toBe(200);
      const limited = await ping(m.vanity);
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('60');
      expect(limited.json()).toMatchObject({ success: false, errors: ['Ping limit reached: 2 a minute'] });
      clock.set(clock.now() + 61_000);
      expect((await ping(m.vanity)).statusCode).toBe(200);
    });
  });

  describe('post', () => {
    it('sells the call to the first pinged buyer and holds a pool number for it', async () => {
      const m = await market({ buyers: [{ bid: 10 }, { bid: 30 }], numbers: 2 });
      const pinged = (await ping(m.vanity, { caller_id: caller() })).json();
      const res = await post(m.vanity, { ping_id: pinged.try_all_buyers_ping_id });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        status: 'accepted',
        forwarding_number_status: 'accepted',
        buyer_id: m.buyers[1]!.id,
        bid_price: 30,
        ping_id: pinged.try_all_buyers_ping_id,
        hold_expires_at: formatTime(clock.now() + 120_000, 'America/New_York'),
      });
      expect(m.numbers).toContain(body.forwarding_number_e164);
      expect(body.forwarding_number).toBe(body.forwarding_number_e164.slice(1));
      const log = (await logs(m.webhook.id)).find((l) => l.request_type === 'post');
      expect(log).toMatchObject({
        success: true,
        buyer_id: m.buyers[1]!.id,
        forwarding_number: body.forwarding_number_e164,
        ping_id: pinged.try_all_buyers_ping_id,
      });
    });

    it('posts to one buyer by its own ping id, or by buyer_id with the try-all id', async () => {
      const m = await market({ buyers: [{ bid: 10 }, { bid: 30 }] });
      const first = (await ping(m.vanity)).json();
      const own = first.buyers.find((b: Body) => b.id === m.buyers[0]!.id).ping_id;
      expect((await post(m.vanity, { ping_id: own })).json().buyer_id).toBe(m.buyers[0]!.id);

      const second = (await ping(m.vanity)).json();
      const chosen = await post(m.vanity, {
        ping_id: second.try_all_buyers_ping_id,
        buyer_id: m.buyers[0]!.id,
      });
      expect(chosen.json().buyer_id).toBe(m.buyers[0]!.id);

      const third = (await ping(m.vanity)).json();
      const stranger = await post(m.vanity, { ping_id: third.try_all_buyers_ping_id, buyer_id: 987654 });
      expect(stranger.statusCode).toBe(422);
      expect(stranger.json().errors).toEqual([
        `buyer_id 987654 was not offered by ping ${third.try_all_buyers_ping_id}`,
      ]);
    });

    it('skips a pinged buyer that was paused since the ping, and keeps the bid it pinged', async () => {
      const m = await market({ buyers: [{ bid: 10 }, { bid: 30 }] });
      const pinged = (await ping(m.vanity)).json();
      await api('PUT', `/buyers/${m.buyers[1]!.id}`, { paused: true });
      const [conversion] = (
        await api('GET', `/buyer_conversions?root=false&owner_id=${m.buyers[0]!.id}`)
      ).json();
      await api('PUT', `/buyer_conversions/${conversion.id}`, { revenue: 99 });
      const res = await post(m.vanity, { ping_id: pinged.try_all_buyers_ping_id });
      expect(res.json()).toMatchObject({ success: true, buyer_id: m.buyers[0]!.id, bid_price: 10 });
    });

    it('accepts one post per ping, also when several arrive at once', async () => {
      const m = await market({ numbers: 5 });
      const pinged = (await ping(m.vanity)).json();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post(m.vanity, { ping_id: pinged.try_all_buyers_ping_id })),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422]);
      const refused = answers.find((a) => a.statusCode === 422)!.json();
      expect(refused.errors).toEqual([`ping_id ${pinged.try_all_buyers_ping_id} was already posted`]);
    });

    it('gives concurrent posts different numbers, and refuses when every pool number is held', async () => {
      const m = await market({ numbers: 3, webhook: { number_hold_seconds: 30 } });
      const pings = [];
      for (let i = 0; i < 4; i++) pings.push((await ping(m.vanity)).json().try_all_buyers_ping_id);
      const answers = await Promise.all(pings.map((p) => post(m.vanity, { ping_id: p })));
      const taken = answers.filter((a) => a.statusCode === 200).map((a) => a.json().forwarding_number_e164);
      expect(taken.sort()).toEqual([...m.numbers].sort());
      const full = answers.find((a) => a.statusCode === 422)!;
      expect(full.json().errors).toEqual([
        `No tracking number available: every number of ring pool ${m.pool.id} is held`,
      ]);

      // The refused ping was given back: once a hold runs out, the same ping gets that number.
      clock.set(clock.now() + 31_000);
      const retried = await post(m.vanity, { ping_id: pings[answers.indexOf(full)] });
      expect(retried.statusCode).toBe(200);
      expect(m.numbers).toContain(retried.json().forwarding_number_e164);
    });

    it('refuses unknown, expired and missing ping ids', async () => {
      const m = await market();
      expect((await post(m.vanity, { ping_id: 'abc' })).json().errors).toEqual(['Unknown ping_id abc']);
      expect((await post(m.vanity, {})).json().errors).toEqual(['ping_id is required']);
      const pinged = (await ping(m.vanity)).json();
      clock.set(clock.now() + 61_000);
      const res = await post(m.vanity, { ping_id: pinged.try_all_buyers_ping_id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([`ping_id ${pinged.try_all_buyers_ping_id} has expired`]);
      // Another webhook's ping id is unknown here.
      const n = await market();
      const theirs = (await ping(n.vanity)).json().try_all_buyers_ping_id;
      expect((await post(m.vanity, { ping_id: theirs })).json().errors).toEqual([
        `Unknown ping_id ${theirs}`,
      ]);
    });

    it('forgets a ping a day after it expired: its id is then unknown', async () => {
      const m = await market();
      const old = (await ping(m.vanity)).json().try_all_buyers_ping_id;
      clock.set(clock.now() + 25 * 3_600_000);
      expect((await post(m.vanity, { ping_id: old })).json().errors).toEqual([`ping_id ${old} has expired`]);
      clock.set(clock.now() + 61_000);
      await ping(m.vanity);
      expect((await post(m.vanity, { ping_id: old })).json().errors).toEqual([`Unknown ping_id ${old}`]);
    });

    it("takes the caller's open ping when a dialer posts only the caller id", async () => {
      const m = await market();
      const who = caller();
      const pinged = (await ping(m.vanity, { caller_id: who, zip: '80202' })).json();
      const res = await post(m.vanity, { caller_id: who.slice(2) });
      expect(res.statusCode).toBe(200);
      expect(res.json().ping_id).toBe(pinged.try_all_buyers_ping_id);
    });

    it('needs no ping on a post_only webhook', async () => {
      const m = await market({ webhook: { post_only: true }, buyers: [{ bid: 10 }, { bid: 20 }] });
      const res = await post(m.vanity, { caller_id: caller() });
      expect(res.json()).toMatchObject({
        success: true,
        ping_id: null,
        buyer_id: m.buyers[1]!.id,
        bid_price: 20,
      });
    });

    it('forwards to the static number in static_caller_number mode, held for the caller', async () => {
      const m = await market({
        webhook: { tracking_mode: 'static_caller_number', static_number: '+18009876543' },
      });
      const who = caller();
      const pinged = (await ping(m.vanity, { caller_id: who })).json();
      expect(pinged.buyers[0]).not.toHaveProperty('forwarding_number');
      const res = await post(m.vanity, { ping_id: pinged.try_all_buyers_ping_id });
      expect(res.json()).toMatchObject({
        forwarding_number: '18009876543',
        forwarding_number_e164: '+18009876543',
      });
      const holds = await t.leadline.database.db
        .selectFrom('number_holds')
        .selectAll()
        .where('inbound_webhook_id', '=', m.webhook.id)
        .execute();
      expect(holds).toEqual([
        expect.objectContaining({ number: '+18009876543', caller_id: who, buyer_id: m.buyers[0]!.id }),
      ]);

      const anonymous = (await ping(m.vanity)).json().try_all_buyers_ping_id;
      const refused = await post(m.vanity, { ping_id: anonymous });
      expect(refused.json().errors).toEqual([
        'caller_id is required: the static number is matched to the call by caller id',
      ]);
    });
  });

  describe('the webhook and its company', () => {
    it('answers 404 for an unknown vanity_uri and 422 for an inactive webhook', async () => {
      const missing = await ping('no_such_source');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        success: false,
        errors: ['No inbound webhook has vanity_uri no_such_source'],
      });
      const m = await market({ webhook: { active: false } });
      const res = await post(m.vanity, { ping_id: 'x' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual(['This inbound webhook is inactive']);
    });

    it('requires credentials of the company when require_auth_token is set', async () => {
      const m = await market({ webhook: { require_auth_token: true } });
      const anonymous = await ping(m.vanity);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json().success).toBe(false);
      const stranger = await open(
        'POST',
        `/inbound_webhooks/ping/${m.vanity}`,
        {},
        { authorization: t.other.authorization },
      );
      expect(stranger.statusCode).toBe(404);
      const bad = await open(
        'POST',
        `/inbound_webhooks/ping/${m.vanity}`,
        {},
        { authorization: 'Basic eDp5' },
      );
      expect(bad.statusCode).toBe(401);
      expect(bad.json()).toMatchObject({ success: false });
      const own = await open(
        'POST',
        `/inbound_webhooks/ping/${m.vanity}`,
        {},
        { authorization: t.tenant.authorization },
      );
      expect(own.statusCode).toBe(200);
    });

    it("keeps each company's webhooks, pings and logs its own when two use the same vanity_uri", async () => {
      const ours = await market({ vanity: 'shared_source' });
      const theirs = await market({ vanity: 'shared_source', who: t.other });
      const ambiguous = await ping('shared_source');
      expect(ambiguous.statusCode).toBe(422);
      expect(ambiguous.json().errors[0]).toMatch(/^vanity_uri is used by several companies/);

      const mine = await open(
        'POST',
        '/inbound_webhooks/ping/shared_source',
        {},
        { authorization: t.tenant.authorization },
      );
      expect(mine.json().buyers.map((b: Body) => b.id)).toEqual([ours.buyers[0]!.id]);
      const sub = await open(
        'POST',
        '/inbound_webhooks/ping/shared_source',
        {},
        { host: `${t.other.company.subdomain}.leadline.test` },
      );
      expect(sub.json().buyers.map((b: Body) => b.id)).toEqual([theirs.buyers[0]!.id]);
      // Our ping id means nothing on their webhook.
      const theirPost = await open(
        'POST',
        '/inbound_webhooks/post/shared_source',
        { ping_id: mine.json().try_all_buyers_ping_id },
        { authorization: t.other.authorization },
      );
      expect(theirPost.json().errors).toEqual([`Unknown ping_id ${mine.json().try_all_buyers_ping_id}`]);

      expect(await logs(ours.webhook.id, t.other)).toEqual([]);
      expect(await logs(theirs.webhook.id, t.tenant)).toEqual([]);
      expect((await logs(theirs.webhook.id, t.other)).length).toBe(2);
    });

    it('answers a cross-origin preflight for ping and post', async () => {
      const res = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/inbound_webhooks/ping/anything',
        headers: { origin: 'https://dialer.example', 'access-control-request-method': 'POST' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBeTruthy();
    });
  });
});
