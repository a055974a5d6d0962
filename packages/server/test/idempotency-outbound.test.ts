import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useCarrierKit } from './carrier-kit.js';
import { HeldCarrier } from './held-carrier.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { leadFixtures } from './leads-fixtures.js';

describe('a keyed request waiting on a slow carrier', () => {
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCarrierKit(t);
  const f = leadFixtures(t);
  let token: string;
  let held: HeldCarrier | null = null;
  let seq = 0;

  beforeAll(async () => {
    token = (await f.offer({ name: 'Held carrier loans' })).lead_token;
  });
  afterEach(async () => {
    await held?.close();
    held = null;
  });

  /** A carrier account whose carrier holds every request until released, and a number it has to rent. */
  async function slowCarrier() {
    held = await new HeldCarrier(kit.carriers.origin).start();
    await kit.onlyCarrier('twilio', { api_base_url: held.origin });
    const number = kit.number('305');
    kit.carriers.inventory.add(number);
    return { held, number };
  }
  const rent = (number: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/phone_numbers',
      headers: { authorization: t.tenant.authorization, 'idempotency-key': key },
      payload: { number, provider: 'twilio' },
    });
  const postLead = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: token, caller_id: `+1303555${String(++seq).padStart(4, '0')}` },
    });

  it('takes leads while the carrier has not answered, and the keyed rental completes after', async () => {
    const { held, number } = await slowCarrier();
    const order: string[] = [];
    const keyed = rent(number, `rent-${number}`).then((res) => {
      order.push('rental answered');
      return res;
    });
    await held.arrival();
    // Were the rental holding the database's writer, these would wait for the carrier.
    const leads = Promise.all([postLead(), postLead(), postLead()]).then((answers) => {
      order.push('leads answered');
      return answers;
    });
    // The carrier answers once the leads are in, or (were they stuck) after a while, for the test to end.
    const stuck = setTimeout(() => held.release(), 10_000);
    const answers = await leads;
    order.push('carrier released');
    held.release();
    clearTimeout(stuck);
    const rental = await keyed;
    expect(order).toEqual(['leads answered', 'carrier released', 'rental answered']);
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(rental.statusCode, rental.body).toBe(201);
    expect(rental.json().phone_number.number).toBe(number);
  });

  it('answers 409 to the same key while the first waits on the carrier, then replays its answer', async () => {
    const { held, number } = await slowCarrier();
    const key = `rent-${number}`;
    const first = rent(number, key);
    await held.arrival();
    const meanwhile = await rent(number, key);
    expect(meanwhile.statusCode, meanwhile.body).toBe(409);
    expect(Object.keys(meanwhile.json().errors)).toEqual(['idempotency_key']);
    held.release();
    const answered = await first;
    expect(answered.statusCode, answered.body).toBe(201);
    const again = await rent(number, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(answered.body);
    // The carrier was asked to rent the number once.
    expect(held.arrived.filter((p) => p.endsWith('IncomingPhoneNumbers.json'))).toHaveLength(1);
  });
});
