import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

/** An offer with one buyer that pays $20 after 60 s, paying the source half of it. */
async function offerWithBuyer(tag: string, buyer: Record<string, unknown> = {}) {
  const source = await kit.create('traffic_sources', 'traffic_source', {
    company_name: `Source Co ${tag}`,
  });
  const offer = await kit.create('offers', 'offer', { name: `Offer ${tag}` });
  const b = await kit.create('buyers', 'buyer', {
    name: `Buyer ${tag}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
    ...buyer,
  });
  await kit.create('buyer_conversions', 'buyer_conversion', {
    owner_type: 'Buyer',
    owner_id: b.id,
    revenue: 20,
    duration: 60,
    duplicate_timeframe: 3600,
  });
  await kit.create('offer_conversions', 'offer_conversion', {
    name: 'Half of revenue',
    offer_id: offer.id,
    payout_type: 'buyer_conversion_percent',
    revenue_percentage: 50,
    duration: 60,
    duplicate_timeframe: 3600,
  });
  return { source, offer, buyer: b };
}

describe.each(['twilio', 'telnyx', 'plivo'] as const)(
  'an inbound call on %s',
  (provider) => {
    it('rings the rented number, reaches the buyer, converts after 60 s and books revenue and payout', async () => {
      await kit.carrier(provider);
      const { source, offer, buyer } = await offerWithBuyer(provider);
      const number = await kit.trackingNumber(provider, { offer_id: offer.id, traffic_source_id: source.id });
      // Renting pointed the number's webhooks at Leadline.
      const voiceUrl = `${PUBLIC_URL}/api/v1/inbound_calls/${t.tenant.company.uuid}/${provider}/voice`;
      expect(number.voice_url).toBe(voiceUrl);
      expect(kit.carriers.pointed.get(number.number as string)).toEqual({
        voiceUrl,
        statusUrl: voiceUrl.replace(/voice$/, 'status'),
      });

      const caller = kit.number('303');
      const ring = kit.ring(provider, number.number as string, caller);
      const answered = await ring.send();
      expect(answered.statusCode).toBe(200);
      expect(answered.headers['content-type']).toMatch(/^application\/xml/);
      expect(kit.dialled(answered.body)).toEqual([buyer.number]);
      const call = await kit.callBySid(ring.id);
      expect(call).toMatchObject({
        direction: 'inbound',
        caller_number: caller,
        number_called: number.number,
        number_id: number.id,
        offer_id: offer.id,
        traffic_source_id: source.id,
        buyer_id: buyer.id,
        status: 'in_progress',
        buyer_converted: 'Not Converted',
      });

      const done = await kit.follow(kit.actionOf(answered.body), {
        DialCallStatus: 'completed',
        DialCallDuration: '95',
      });
      expect(done.body).toContain('<Hangup/>');
      const status = await kit.webhook(provider, 'status', {
        ...(provider === 'plivo' ? { CallUUID: ring.id } : { CallSid: ring.id }),
        CallStatus: 'completed',
        ...(provider === 'plivo' ? { Duration: '101' } : { CallDuration: '101' }),
      });
      expect(status.statusCode).toBe(200);

      const after = await kit.call(call!.id);
      expect(after).toMatchObject({
        status: 'completed',
        answered_duration: 95,
        total_duration: 101,
        buyer_converted: 'Converted',
        offer_converted: true,
      });
      expect(Number(after.revenue)).toBe(20);
      expect(Number(after.payout)).toBe(10);
      expect(after.buyer_conversion_id).not.toBeNull();
      expect(after.offer_conversion_id).not.toBeNull();

      const types = (await kit.events(call!.id)).map((e) => e.type);
      expect(types).toEqual(['Leg', 'BuyerConsidered', 'Dial', 'DialResult', 'Conversion', 'Conversion']);
    });

    it('refuses a forged signature with 403 and writes nothing', async () => {
      await kit.carrier(provider);
      const { offer } = await offerWithBuyer(`${provider}-forged`);
      const number = await kit.trackingNumber(provider, { offer_id: offer.id });
      const ring = kit.ring(provider, number.number as string, kit.number('303'));
      const res = await ring.send({ forge: true });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toBeDefined();
      expect(await kit.callBySid(ring.id)).toBeUndefined();
    });
  },
  60_000,
);

describe('signatures and unknown numbers', () => {
  it('refuses a replayed voice webhook: the call is taken once', async () => {
    await kit.carrier('twilio');
    const { offer } = await offerWithBuyer('replay');
    const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
    const ring = kit.ring('twilio', number.number as string, kit.number('303'));
    expect((await ring.send()).statusCode).toBe(200);
    expect((await ring.send()).statusCode).toBe(403);
    const list = (await kit.api('GET', `/calls?call_sid=${ring.id}`)).json().calls as Body[];
    expect(list).toHaveLength(1);
  });

  it('refuses a Telnyx webhook whose timestamp is older than five minutes', async () => {
    await kit.carrier('telnyx');
    const { offer } = await offerWithBuyer('stale');
    const number = await kit.trackingNumber('telnyx', { offer_id: offer.id });
    const ring = kit.ring('telnyx', number.number as string, kit.number('303'));
    const res = await ring.send({ timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(res.statusCode).toBe(403);
    expect(await kit.callBySid(ring.id)).toBeUndefined();
  });

  it('answers a call to a number the company does not have with a polite hang-up, never a 500', async () => {
    await kit.carrier('twilio');
    const ring = kit.ring('twilio', kit.number('999'), kit.number('303'));
    const res = await ring.send();
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<Hangup/>');
    expect(await kit.callBySid(ring.id)).toBeUndefined();
  });

  it('answers a webhook for an unknown company with a hang-up', async () => {
    const ring = kit.ring('twilio', kit.number('646'), kit.number('303'));
    const res = await kit.webhook('twilio', 'voice', ring.params, { company: 'no-such-company' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<Hangup/>');
  });
});
