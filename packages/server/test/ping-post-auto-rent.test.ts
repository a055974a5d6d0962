import { type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

type Body = Record<string, unknown>;
type Method = NonNullable<InjectOptions['method']>;

describe('ping/post with an auto_rent ring pool', () => {
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS });
  let carriers: FakeCarriers;
  let serial = 0;
  let integrationId: number;
  beforeAll(async () => {
    carriers = await startFakeCarriers();
    const secret = await create('secret_items', 'secret_item', {
      name: 'twilio_token',
      value: 'twilio_token',
    });
    integrationId = (
      await create('integrations', 'integration', {
        name: 'Twilio',
        integration_type: 'twilio',
        settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
        secret_item_ids: [secret.id],
      })
    ).id;
  });
  afterAll(async () => {
    await carriers.close();
  });
  beforeEach(() => {
    carriers.fail = null;
  });

  const api = (method: Method, url: string, payload?: Body) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: t.tenant.authorization },
      ...(payload ? { payload } : {}),
    });
  async function create(plural: string, name: string, body: Body) {
    const res = await api('POST', `/${plural}`, body);
    if (res.statusCode !== 201) throw new Error(`${plural}: ${res.statusCode} ${res.body}`);
    return res.json()[name] as Body & { id: number };
  }
  const ping = (vanity: string) =>
    t.app.inject({ method: 'POST', url: `/api/v1/inbound_webhooks/ping/${vanity}` });
  const post = (vanity: string, pingId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/inbound_webhooks/post/${vanity}`,
      payload: { ping_id: pingId },
    });
  /** An offer with a buyer, and a webhook on an auto_rent pool of `pool` settings with one number already in it. */
  async function market(pool: Body) {
    const n = ++serial;
    const offer = await create('offers', 'offer', { name: `Offer ${n}` });
    await create('buyers', 'buyer', { name: `Buyer ${n}`, number: '+14155550100', offer_ids: [offer.id] });
    const ringPool = await create('ring_pools', 'ring_pool', {
      name: `Pool ${n}`,
      offer_id: offer.id,
      auto_rent: true,
      area_code: '512',
      ...pool,
    });
    // The pool's first number is one the company already owns (registered, provider sip).
    const first = `+1737555${String(n).padStart(4, '0')}`;
    await create('phone_numbers', 'phone_number', {
      number: first,
      provider: 'sip',
      ring_pool_id: ringPool.id,
    });
    const vanity = `auto_${n}`;
    await create('inbound_webhooks', 'inbound_webhook', {
      name: `Source ${n}`,
      vanity_uri: vanity,
      offer_id: offer.id,
      ring_pool_id: ringPool.id,
      number_hold_seconds: 60,
    });
    return { offer, pool: ringPool, first, vanity };
  }
  const sell = async (vanity: string) => post(vanity, (await ping(vanity)).json().try_all_buyers_ping_id);

  it('rents a number in the pool area code when every number is held, and forwards the call to it', async () => {
    const m = await market({});
    carriers.inventory.add('+15125550001');
    carriers.inventory.add('+13125550001');
    const first = await sell(m.vanity);
    expect(first.json().forwarding_number_e164).toBe(m.first);
    const second = await sell(m.vanity);
    expect(second.statusCode).toBe(200);
    expect(second.json().forwarding_number_e164).toBe('+15125550001');
    expect(carriers.rented.has('+15125550001')).toBe(true);
    const numbers = (await api('GET', `/phone_numbers?ring_pool_id=${m.pool.id}`)).json()
      .phone_numbers as Body[];
    expect(numbers.find((p) => p.number === '+15125550001')).toMatchObject({
      provider: 'twilio',
      integration_id: integrationId,
      offer_id: m.offer.id,
      provider_sid: carriers.rented.get('+15125550001'),
    });
  });

  it('posts that find the pool full together each get a number of their own', async () => {
    const m = await market({ area_code: '737' });
    carriers.inventory.add('+17375550101');
    carriers.inventory.add('+17375550102');
    await sell(m.vanity);
    const pings = [(await ping(m.vanity)).json(), (await ping(m.vanity)).json()];
    const answers = await Promise.all(pings.map((p) => post(m.vanity, p.try_all_buyers_ping_id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().forwarding_number_e164).sort()).toEqual([
      '+17375550101',
      '+17375550102',
    ]);
  });

  it('stops at number_limit, and says so', async () => {
    const m = await market({ number_limit: 1 });
    carriers.inventory.add('+15125550201');
    await sell(m.vanity);
    const full = await sell(m.vanity);
    expect(full.statusCode).toBe(422);
    expect(full.json().errors).toEqual([
      `No tracking number available: every number of ring pool ${m.pool.id} is held and auto_rent could not add one: the pool has its number_limit of 1 numbers`,
    ]);
    expect(carriers.rented.has('+15125550201')).toBe(false);
  });

  it('says why when the carrier has no number in the area code, or fails', async () => {
    const m = await market({ area_code: '907' });
    await sell(m.vanity);
    const none = await sell(m.vanity);
    expect(none.json().errors[0]).toMatch(
      /auto_rent could not add one: twilio has no number to rent in area code 907$/,
    );
    carriers.fail = { status: 503, body: { message: 'Service Unavailable' } };
    const failed = await sell(m.vanity);
    expect(failed.json().errors[0]).toMatch(
      /auto_rent could not add one: twilio answered 503: Service Unavailable$/,
    );
  });

  it('rents nothing for a pool without auto_rent', async () => {
    const m = await market({ auto_rent: false });
    carriers.inventory.add('+15125550301');
    await sell(m.vanity);
    const full = await sell(m.vanity);
    expect(full.json().errors).toEqual([
      `No tracking number available: every number of ring pool ${m.pool.id} is held`,
    ]);
    expect(carriers.rented.has('+15125550301')).toBe(false);
  });
});
