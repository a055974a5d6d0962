import { ManualClock } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { PUBLIC_URL, useInboundKit } from './inbound-kit.js';

/**
 * Issue 25, item 8: the repeat-caller flags and buyer_converted as live clients read them,
 * on an offer that sets no duplicate_timeframe (the default window, a day).
 */
describe('repeat callers and conversions as clients read them', () => {
  const clock = new ManualClock(Date.UTC(2026, 6, 1, 15));
  const t = useTestApp({ publicUrl: PUBLIC_URL }, { clock, allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useInboundKit(t);

  it('flags a second call from the same caller a minute later as a repeat for the offer, source and buyer', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Repeat offer' });
    const source = await kit.create('traffic_sources', 'traffic_source', { company_name: 'Repeat source' });
    const buyer = await kit.create('buyers', 'buyer', {
      name: 'Repeat buyer',
      number: kit.number('312'),
      offer_ids: [offer.id],
    });
    await kit.create('buyer_conversions', 'buyer_conversion', {
      owner_type: 'Buyer',
      owner_id: buyer.id,
      revenue: 12,
      duration: 0,
    });
    const number = await kit.trackingNumber('twilio', { offer_id: offer.id, traffic_source_id: source.id });
    const call = async (from: string) => {
      const r = kit.ring('twilio', number.number as string, from);
      expect((await r.send()).statusCode).toBe(200);
      return (await kit.callBySid(r.id))!;
    };
    const caller = kit.number('303');

    const first = await call(caller);
    expect(first).toMatchObject({
      offer_repeat_caller: false,
      traffic_source_repeat_caller: false,
      buyer_repeat_caller: false,
      buyer_id: buyer.id,
      buyer_converted: 'Converted',
      buyer_converted_bool: true,
    });

    clock.advance(60_000);
    const second = await call(caller);
    expect(second).toMatchObject({
      offer_repeat_caller: true,
      traffic_source_repeat_caller: true,
      buyer_repeat_caller: true,
    });
    // Another caller is no repeat; nor is this caller a day and a minute later.
    const stranger = await call(kit.number('303'));
    expect(stranger).toMatchObject({ offer_repeat_caller: false, buyer_repeat_caller: false });
    clock.advance(86_400_000 + 60_000);
    expect(await call(caller)).toMatchObject({ offer_repeat_caller: false, buyer_repeat_caller: false });
  });

  it('shows buyer_converted as the words clients compare and buyer_converted_bool for truth tests', async () => {
    const offer = await kit.create('offers', 'offer', { name: 'No conversion offer' });
    await kit.create('buyers', 'buyer', {
      name: 'Unpaid buyer',
      number: kit.number('312'),
      offer_ids: [offer.id],
    });
    const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
    const r = kit.ring('twilio', number.number as string, kit.number('303'));
    await r.send();
    const call = (await kit.callBySid(r.id))!;
    // "Not Converted" is a truthy string: the boolean beside it is what a truth test reads.
    expect(call).toMatchObject({ buyer_converted: 'Not Converted', buyer_converted_bool: false });
    const listed = (await kit.api('GET', '/calls?buyer_converted=false&per_page=100')).json().calls as {
      id: number;
      buyer_converted_bool: boolean;
    }[];
    expect(listed.map((c) => c.id)).toContain(call.id);
    expect(listed.every((c) => c.buyer_converted_bool === false)).toBe(true);
  });
});
