import { describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

let serial = 0;
/** A number of `provider` on a fresh offer whose whisper tells the agent where the caller is from. */
async function setup(provider: CarrierType, buyerCount = 1) {
  await kit.carrier(provider);
  const offer = await kit.create('offers', 'offer', { name: `Whisper ${++serial}` });
  const buyers: Body[] = [];
  for (let i = 0; i < buyerCount; i++) {
    buyers.push(
      await kit.create('buyers', 'buyer', {
        name: `Whispered buyer ${serial}.${i}`,
        number: kit.number('312'),
        offer_ids: [offer.id],
      }),
    );
  }
  await kit.create('call_routers', 'call_router', {
    offer_id: offer.id,
    router_type: 'whisper',
    text_to_speech: 'Solar lead from [caller_state]{somewhere}.',
  });
  const number = await kit.trackingNumber(provider, { offer_id: offer.id });
  return { buyers, number };
}

const post = (url: string) => {
  const u = new URL(url.replaceAll('&amp;', '&'));
  return t.app.inject({ method: 'POST', url: `${u.pathname}${u.search}` });
};

describe('whisper', () => {
  it.each([
    ['twilio', / url="([^"]+\/inbound_calls\/whisper\/[^"]+)"/, '<Say>Solar lead from CO.</Say>'],
    ['telnyx', / url="([^"]+\/inbound_calls\/whisper\/[^"]+)"/, '<Say>Solar lead from CO.</Say>'],
    [
      'plivo',
      / confirmSound="([^"]+\/inbound_calls\/whisper\/[^"]+)"/,
      '<Speak>Solar lead from somewhere.</Speak>',
    ],
  ] as const)(
    "plays the offer's whisper to the %s buyer's agent before the caller is bridged, and traces it",
    async (provider, asked, heard) => {
      const { buyers, number } = await setup(provider);
      const r = kit.ring(provider, number.number as string, kit.number('303'), { FromState: 'CO' });
      const dial = (await r.send()).body;
      expect(kit.dialled(dial)).toEqual([buyers[0]!.number]);
      const whisper = await post(asked.exec(dial)![1]!);
      expect(whisper.body).toMatch(new RegExp(`<Response>${heard}</Response>$`));
      const events = await kit.events((await kit.callBySid(r.id))!.id);
      expect(events.at(-1)).toMatchObject({ type: 'Whisper', reason: 'played', buyer_id: buyers[0]!.id });
    },
  );

  it('whispers to the buyer who answers a simultaneous ring, and in a simulated call', async () => {
    const { buyers, number } = await setup('twilio', 2);
    await kit.create('buyer_groups', 'buyer_group', {
      name: `Together ${serial}`,
      dial_buyers_type: 'simultaneously',
      buyer_ids: buyers.map((b) => b.id),
    });
    const dial = (await kit.ring('twilio', number.number as string, kit.number('303')).send()).body;
    const picked = [...dial.matchAll(/url="([^"]+)"/g)]
      .map((m) => m[1]!)
      .find((u) => u.includes('buyer_id='))!;
    expect((await post(picked)).body).toContain('<Say>Solar lead from somewhere.</Say>');

    const single = await setup('twilio');
    const res = await kit.api('POST', '/calls/simulate', {
      number: single.number.number,
      caller_id: '3035550166',
    });
    expect(res.statusCode).toBe(201);
    const types = (await kit.events((res.json().call as Body).id)).map((e) => e.type);
    expect(types.indexOf('Whisper')).toBeGreaterThan(types.indexOf('Dial'));
  });
});
