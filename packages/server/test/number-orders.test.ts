import { type Leadline, ManualClock } from '@leadline/core';
import { createTestLeadlineBeside, type FakeCarriers, startFakeCarriers } from '@leadline/core/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';

type Body = Record<string, unknown>;
const DAY = 86_400_000;

describe('number orders and ring pool stockpiles, through a Twilio stand-in', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS, clock });
  const { api } = tenantApi(t);
  let carriers: FakeCarriers;
  let serial = 0;
  let offerId: number;
  const integrationIds: Record<string, number> = {};

  async function create(plural: string, name: string, body: Body) {
    const res = await api('POST', `/${plural}`, body);
    if (res.statusCode !== 201) throw new Error(`${plural}: ${res.statusCode} ${res.body}`);
    return res.json()[name] as Body & { id: number };
  }
  const order = async (id: number) => (await api('GET', `/number_orders/${id}`)).json().number_order as Body;
  const prefixesOf = async (id: number) =>
    (
      (await api('GET', `/number_order_prefixes?number_order_id=${id}`)).json()
        .number_order_prefixes as Body[]
    ).sort((a, b) => Number(a.sortable_order) - Number(b.sortable_order));
  const poolNumbers = async (poolId: number) =>
    ((await api('GET', `/phone_numbers?ring_pool_id=${poolId}`)).json().phone_numbers as Body[])
      .map((p) => p.number as string)
      .sort();
  /** `count` numbers for rent in area code `npa`, each new to the stand-in. */
  const stock = (npa: string, count: number) =>
    Array.from({ length: count }, () => {
      const n = `+1${npa}55${String(++serial).padStart(5, '0')}`;
      carriers.inventory.add(n);
      return n;
    });
  /** A Telnyx or Plivo account on the stand-in, for one test (an earlier test wants none). */
  async function account(provider: 'telnyx' | 'plivo') {
    const [key, settings] =
      provider === 'telnyx' ? ['KEY_test', {}] : ['plivo_token', { auth_id: 'MA_test' }];
    const item = await create('secret_items', 'secret_item', {
      name: `${provider}_key_${++serial}`,
      value: key,
    });
    const made = await create('integrations', 'integration', {
      name: `${provider} ${serial}`,
      integration_type: provider,
      settings: { ...settings, api_base_url: carriers.origin },
      secret_item_ids: [item.id],
    });
    integrationIds[provider] = made.id;
    return () => api('DELETE', `/integrations/${made.id}`);
  }
  /** An order for `quantity` numbers of one prefix, as a run left it that stopped while renting `number`. */
  async function interrupted(provider: string, prefix: string, quantity: number, number: string) {
    const created = await create('number_orders', 'number_order', { provider, quantity, prefixes: [prefix] });
    const [row] = await prefixesOf(created.id);
    await t.leadline.database.db
      .updateTable('number_orders')
      .set({ status: 'processing', buying_number: number, buying_prefix_id: Number(row!.id) })
      .where('id', '=', created.id)
      .execute();
    return created;
  }
  const pool = (body: Body) =>
    create('ring_pools', 'ring_pool', { name: `Pool ${++serial}`, offer_id: offerId, ...body });

  beforeAll(async () => {
    carriers = await startFakeCarriers();
    const secret = await create('secret_items', 'secret_item', {
      name: 'twilio_token',
      value: 'twilio_token',
    });
    integrationIds.twilio = (
      await create('integrations', 'integration', {
        name: 'Twilio',
        integration_type: 'twilio',
        settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
        secret_item_ids: [secret.id],
      })
    ).id;
    offerId = (await create('offers', 'offer', { name: 'Solar' })).id;
  });
  afterAll(async () => {
    await carriers.close();
  });
  beforeEach(() => {
    carriers.fail = null;
  });

  describe('POST /number_orders', () => {
    it('buys prefix by prefix, each up to its quantity, into the pool, and records the progress', async () => {
      const p = await pool({});
      const sf = stock('415', 3);
      const ny = stock('212', 2);
      const created = await create('number_orders', 'number_order', {
        name: 'Launch',
        provider: 'twilio',
        quantity: 3,
        ring_pool_id: p.id,
        offer_id: offerId,
        prefixes: [{ prefix: '415', quantity: 2 }, '212'],
      });
      expect(created).toMatchObject({ status: 'pending', ordered_count: 0 });
      await t.leadline.jobs.runDue();
      expect(await order(created.id)).toMatchObject({
        status: 'completed',
        ordered_count: 3,
        buying_number: null,
        error_message: null,
      });
      expect((await order(created.id)).completed_at).not.toBeNull();
      expect((await prefixesOf(created.id)).map((x) => [x.prefix, x.quantity, x.ordered_count])).toEqual([
        ['415', 2, 2],
        ['212', null, 1],
      ]);
      expect(await poolNumbers(p.id)).toEqual([ny[0], sf[0], sf[1]].sort());
      for (const n of [sf[0]!, sf[1]!, ny[0]!]) expect(carriers.rented.has(n)).toBe(true);
    });

    it('completes partially when the carrier runs out of a prefix, and says which', async () => {
      const [only] = stock('907', 1);
      const created = await create('number_orders', 'number_order', {
        provider: 'twilio',
        quantity: 3,
        prefixes: ['907'],
      });
      await t.leadline.jobs.runDue();
      expect(await order(created.id)).toMatchObject({
        status: 'partially_completed',
        ordered_count: 1,
        error_message: 'prefix 907: the carrier had no more numbers to rent',
      });
      expect(carriers.rented.has(only!)).toBe(true);
    });

    it('goes on with the next prefix when the carrier refuses one, and keeps its words', async () => {
      const [ok] = stock('531', 1);
      const created = await create('number_orders', 'number_order', {
        provider: 'twilio',
        quantity: 2,
        prefixes: ['000', '531'],
      });
      carriers.fail = {
        status: 400,
        body: { code: 21452, message: 'No numbers found with area code 000', status: 400 },
        path: /AvailablePhoneNumbers/,
      };
      await t.leadline.jobs.runDue();
      const partial = await order(created.id);
      expect(partial).toMatchObject({ status: 'partially_completed', ordered_count: 1 });
      expect(partial.error_message).toMatch(/^prefix 000: .*No numbers found with area code 000/);
      expect(partial.error_message).toMatch(/prefix 531: the carrier had no more numbers to rent$/);
      expect(carriers.rented.has(ok!)).toBe(true);
    });

    it('fails with what the carrier said when it refuses the account', async () => {
      stock('303', 1);
      const created = await create('number_orders', 'number_order', {
        provider: 'twilio',
        quantity: 1,
        prefixes: '303',
      });
      carriers.fail = { status: 401, body: { code: 20003, message: 'Authenticate', status: 401 } };
      await t.leadline.jobs.runDue();
      const failed = await order(created.id);
      expect(failed).toMatchObject({ status: 'failed', ordered_count: 0 });
      expect(failed.error_message).toMatch(/^integration_id was refused by twilio: .*Authenticate/);
    });

    it('fails an order for a carrier the company has no integration of, and says so', async () => {
      const created = await create('number_orders', 'number_order', { provider: 'telnyx', quantity: 1 });
      await t.leadline.jobs.runDue();
      expect(await order(created.id)).toMatchObject({
        status: 'failed',
        ordered_count: 0,
        error_message: 'no active telnyx integration to buy from',
      });
    });

    it('after a crash between the rent and its count, counts the number it finds instead of buying again', async () => {
      const numbers = stock('628', 3);
      const created = await create('number_orders', 'number_order', {
        provider: 'twilio',
        quantity: 2,
        prefixes: ['628'],
      });
      // The first run announced numbers[0], rented and recorded it, and died before counting it.
      await create('phone_numbers', 'phone_number', { number: numbers[0], provider: 'twilio' });
      const [prefix] = await prefixesOf(created.id);
      await t.leadline.database.db
        .updateTable('number_orders')
        .set({ status: 'processing', buying_number: numbers[0], buying_prefix_id: Number(prefix!.id) })
        .where('id', '=', created.id)
        .execute();
      await t.leadline.jobs.runDue();
      expect(await order(created.id)).toMatchObject({ status: 'completed', ordered_count: 2 });
      expect((await prefixesOf(created.id))[0]).toMatchObject({ ordered_count: 2 });
      // Two numbers rented in all: the one found, and one more; not a third.
      expect(numbers.filter((n) => carriers.rented.has(n))).toHaveLength(2);
    });

    it.each([
      ['twilio', '731', (n: string) => `PN${n.slice(1)}`],
      ['telnyx', '732', (n: string) => `num-${n.slice(1)}`],
      ['plivo', '733', (n: string) => n.slice(1)],
    ] as const)(
      'after a crash between the %s rent and its record, adopts the number the account holds instead of buying another',
      async (provider, npa, sidOf) => {
        const removeAccount = provider === 'twilio' ? null : await account(provider);
        const numbers = stock(npa, 3);
        // The first run announced numbers[0], the carrier rented it, and the process died before its record.
        const created = await interrupted(provider, npa, 2, numbers[0]!);
        carriers.rented.set(numbers[0]!, provider === 'twilio' ? sidOf(numbers[0]!) : numbers[0]!.slice(1));
        await t.leadline.jobs.runDue();
        expect(await order(created.id)).toMatchObject({
          status: 'completed',
          ordered_count: 2,
          buying_number: null,
          error_message: null,
        });
        expect((await prefixesOf(created.id))[0]).toMatchObject({ ordered_count: 2 });
        const all = (await api('GET', '/phone_numbers?limit=200')).json().phone_numbers as Body[];
        expect(all.find((p) => p.number === numbers[0])).toMatchObject({
          provider,
          provider_sid: sidOf(numbers[0]!),
          integration_id: integrationIds[provider],
          name: `Number order ${created.id} (${npa})`,
        });
        // Two numbers rented in all: the one adopted, and one more; not a third.
        expect(numbers.filter((n) => carriers.rented.has(n))).toHaveLength(2);
        await removeAccount?.();
      },
    );

    it('frees the slot when the carrier says the account does not hold the number an earlier run was renting', async () => {
      const numbers = stock('458', 2);
      const created = await interrupted('twilio', '458', 1, '+14585599999');
      const asked = carriers.requests.length;
      await t.leadline.jobs.runDue();
      expect(await order(created.id)).toMatchObject({
        status: 'completed',
        ordered_count: 1,
        buying_number: null,
        error_message: null,
      });
      expect(
        carriers.requests
          .slice(asked)
          .some(
            (r) =>
              r.method === 'GET' &&
              r.path.endsWith('/IncomingPhoneNumbers.json') &&
              r.query.get('PhoneNumber') === '+14585599999',
          ),
      ).toBe(true);
      expect(carriers.rented.has(numbers[0]!)).toBe(true);
    });

    it('keeps the intent for a retry when the carrier cannot say whether the account holds the number', async () => {
      stock('459', 1);
      const created = await interrupted('twilio', '459', 1, '+14595599999');
      carriers.fail = { status: 503, body: { message: 'Service unavailable' }, path: /IncomingPhoneNumbers/ };
      await t.leadline.jobs.runDue();
      expect(await order(created.id)).toMatchObject({ buying_number: '+14595599999', ordered_count: 0 });
      // The retry asks again, hears the number is not held, and buys for the slot.
      clock.advance(3_600_000);
      await t.leadline.jobs.runDue();
      expect(await order(created.id)).toMatchObject({
        status: 'completed',
        ordered_count: 1,
        buying_number: null,
      });
    });

    it('refuses bad input naming the parameter, and writes nothing', async () => {
      const before = (await api('GET', '/number_orders')).json().number_orders.length;
      const bad = await api('POST', '/number_orders', {
        provider: 'twilio',
        quantity: 2,
        prefixes: ['415', { prefix: '41a' }, { prefix: '212', quantity: 0 }],
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({
        'prefixes[1].prefix': ['must be 1 to 10 digits'],
        'prefixes[2].quantity': ['must be a whole number of at least 1'],
      });
      const sip = await api('POST', '/number_orders', { provider: 'sip', quantity: 1 });
      expect(sip.statusCode).toBe(422);
      expect(Object.keys(sip.json().errors)).toEqual(['provider']);
      const noQuantity = await api('POST', '/number_orders', { provider: 'twilio' });
      expect(Object.keys(noQuantity.json().errors)).toEqual(['quantity']);
      expect((await api('GET', '/number_orders')).json().number_orders.length).toBe(before);
    });
  });

  describe('ring pool upkeep (the scheduler pass)', () => {
    it('keeps number_stockpile spare numbers rented, within number_limit, and rents nothing more once it has them', async () => {
      const numbers = stock('720', 4);
      const p = await pool({ number_stockpile: 2, area_code: '720', provider: 'twilio' });
      const first = await t.leadline.poolUpkeep.runDue();
      expect(first.rented.filter((r) => r.ringPoolId === p.id)).toHaveLength(2);
      expect(await poolNumbers(p.id)).toEqual(numbers.slice(0, 2));
      await t.leadline.poolUpkeep.runDue();
      expect(await poolNumbers(p.id)).toHaveLength(2);
      await api('PUT', `/ring_pools/${p.id}`, { number_stockpile: 5, number_limit: 3 });
      const capped = await t.leadline.poolUpkeep.runDue();
      expect(await poolNumbers(p.id)).toHaveLength(3);
      expect(capped.problems.find((x) => x.ringPoolId === p.id)?.problem).toBe(
        'stockpile short: the pool has its number_limit of 3 numbers',
      );
    });

    it('releases numbers idle past release_idle_days at the carrier, keeping the stockpile', async () => {
      const numbers = stock('801', 3);
      const p = await pool({ number_stockpile: 3, area_code: '801', provider: 'twilio' });
      await t.leadline.poolUpkeep.runDue();
      expect(await poolNumbers(p.id)).toEqual(numbers);
      await api('PUT', `/ring_pools/${p.id}`, { number_stockpile: 1, release_idle_days: 30 });
      clock.set(clock.now() + 29 * DAY);
      await t.leadline.poolUpkeep.runDue();
      expect(await poolNumbers(p.id)).toHaveLength(3);
      clock.set(clock.now() + 2 * DAY);
      const report = await t.leadline.poolUpkeep.runDue();
      const released = report.released.filter((r) => r.ringPoolId === p.id).map((r) => r.number);
      expect(released).toHaveLength(2);
      expect(await poolNumbers(p.id)).toHaveLength(1);
      for (const n of released) expect(carriers.rented.has(n)).toBe(false);
    });
  });

  it("is made by the scheduler's loop, which reports what it rented", async () => {
    const numbers = stock('385', 1);
    const p = await pool({ number_stockpile: 1, area_code: '385', provider: 'twilio' });
    let reported!: (rented: string[]) => void;
    const seen = new Promise<string[]>((resolve) => {
      reported = resolve;
    });
    const loop = t.leadline.schedules.start({
      onPoolUpkeep: (report) =>
        reported(report.rented.filter((r) => r.ringPoolId === p.id).map((r) => r.number)),
    });
    try {
      expect(await seen).toEqual(numbers);
    } finally {
      await loop.stop();
    }
    expect(await poolNumbers(p.id)).toEqual(numbers);
  });

  describe('two scheduler processes on one database', () => {
    let second: Leadline;
    beforeAll(async () => {
      second = await createTestLeadlineBeside(t.leadline, { clock, allowPrivateUrls: LOCAL_STAND_INS });
    });
    afterAll(async () => {
      await second?.close();
    });

    // On SQLite both engines share this thread and one file lock; the lease is what is tested, on PostgreSQL.
    it.skipIf(!process.env.DATABASE_URL)('top a stockpile up once between them, not once each', async () => {
      const numbers = stock('970', 8);
      const p = await pool({ number_stockpile: 3, area_code: '970', provider: 'twilio' });
      await Promise.all([t.leadline.poolUpkeep.runDue(), second.poolUpkeep.runDue()]);
      expect(await poolNumbers(p.id)).toHaveLength(3);
      expect(numbers.filter((n) => carriers.rented.has(n))).toHaveLength(3);
    });
  });
});
