import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

describe('calling buyer music', () => {
  it("plays the rule's music to a Plivo caller while the buyers ring (the Dial's dialMusic)", async () => {
    await kit.carrier('plivo');
    const offer = await kit.create('offers', 'offer', { name: 'Music on Plivo' });
    const buyer = await kit.create('buyers', 'buyer', {
      name: 'Ringing buyer',
      number: kit.number('312'),
      offer_ids: [offer.id],
    });
    await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'calling_buyer_music',
      text_to_speech: 'Connecting you to [caller_state]{a local} expert.',
    });
    const number = await kit.trackingNumber('plivo', { offer_id: offer.id });
    const dial = (await kit.ring('plivo', number.number as string, kit.number('303')).send()).body;
    expect(kit.dialled(dial)).toEqual([buyer.number]);
    const url = new URL(/ dialMusic="([^"]+\/inbound_calls\/music\/[^"]+)"/.exec(dial)![1]!);
    const music = await t.app.inject({ method: 'POST', url: url.pathname });
    expect(music.body).toMatch(/<Response><Speak>Connecting you to a local expert\.<\/Speak><\/Response>$/);
  });

  it('is refused at save on an offer with Twilio numbers, whose Dial cannot play our music, or with nothing to play', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Music on Twilio' });
    await kit.trackingNumber('twilio', { offer_id: offer.id });
    for (const [body, field] of [
      [{ text_to_speech: 'Hold on.' }, 'router_type'],
      [{}, 'text_to_speech'],
    ] as const) {
      const res = await kit.api('POST', '/call_routers', {
        offer_id: offer.id,
        router_type: 'calling_buyer_music',
        ...body,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
  });
});
