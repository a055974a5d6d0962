import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

describe('buyer fleets share duplicate-caller protection (issue 32, item 5)', () => {
  it('does not sell a caller sold to one fleet member to another inside the window, and the trace says why', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Fleet offer', duplicate_timeframe: 3600 });
    const buyer = async (name: string, tier: number) => {
      const b = await kit.create('buyers', 'buyer', {
        name,
        tier,
        number: kit.number('312'),
        offer_ids: [offer.id],
      });
      await kit.create('buyer_conversions', 'buyer_conversion', {
        owner_type: 'Buyer',
        owner_id: b.id,
        revenue: 20,
        duration: 0,
      });
      return b;
    };
    const first = await buyer('Fleet first', 1);
    const second = await buyer('Fleet second', 2);
    const outsider = await buyer('Outside the fleet', 3);
    await kit.create('buyer_fleets', 'buyer_fleet', {
      name: 'Brand',
      user_fleet_id: 'brand_fleet',
      buyer_ids: [first.id, second.id],
    });
    const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
    const simulate = async (caller: string) => {
      const res = await kit.api('POST', '/calls/simulate', {
        number: number.number,
        caller_id: caller,
        dial_results: ['completed'],
        duration: 30,
      });
      expect(res.statusCode).toBe(201);
      return res.json().call as Body;
    };
    const caller = kit.number('303');

    const sold = await simulate(caller);
    expect(sold).toMatchObject({ buyer_id: first.id, buyer_converted: 'Converted' });

    // The first member stops taking calls: the caller is not sold to the fleet's other member.
    expect((await kit.api('PUT', `/buyers/${first.id}`, { paused: true })).statusCode).toBe(200);
    const again = await simulate(caller);
    expect(again.buyer_id).toBe(outsider.id);
    const considered = (await kit.events(again.id as number)).filter((e) => e.type === 'BuyerConsidered');
    expect(considered.map((e) => [e.buyer_id, e.reason])).toEqual([
      [first.id, 'paused'],
      [second.id, 'fleet_duplicate'],
      [outsider.id, null],
    ]);

    // Another caller is no duplicate: the fleet's second member takes them.
    expect((await simulate(kit.number('303'))).buyer_id).toBe(second.id);
    // A fleet that no longer holds the first buyer protects nothing between them.
    const fleets = (await kit.api('GET', '/buyer_fleets')).json().buyer_fleets as Body[];
    await kit.api('PUT', `/buyer_fleets/${fleets[0]!.id}`, { buyer_ids: [second.id] });
    expect((await simulate(caller)).buyer_id).toBe(second.id);
  });

  it('leaves buyers outside any fleet to their own duplicate rules', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'No fleet offer' });
    const a = await kit.create('buyers', 'buyer', {
      name: 'A',
      tier: 1,
      number: kit.number('312'),
      offer_ids: [offer.id],
    });
    const b = await kit.create('buyers', 'buyer', {
      name: 'B',
      tier: 2,
      number: kit.number('312'),
      offer_ids: [offer.id],
    });
    await kit.create('buyer_conversions', 'buyer_conversion', {
      owner_type: 'Buyer',
      owner_id: a.id,
      revenue: 5,
      duration: 0,
    });
    const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
    const caller = kit.number('303');
    const simulate = async () =>
      (
        await kit.api('POST', '/calls/simulate', {
          number: number.number,
          caller_id: caller,
          dial_results: ['completed'],
          duration: 30,
        })
      ).json().call as Body;
    expect((await simulate()).buyer_id).toBe(a.id);
    await kit.api('PUT', `/buyers/${a.id}`, { paused: true });
    expect((await simulate()).buyer_id).toBe(b.id);
  });
});
