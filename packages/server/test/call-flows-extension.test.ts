import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

let serial = 0;

describe('enter extension', () => {
  it.each(['twilio', 'plivo'] as const)(
    "keeps the extension a %s caller keys and keys it to the buyer's PBX once it answers",
    async (provider) => {
      await kit.carrier(provider);
      const offer = await kit.create('offers', 'offer', { name: `Extension ${++serial}` });
      const buyer = await kit.create('buyers', 'buyer', {
        name: `PBX buyer ${serial}`,
        number: kit.number('312'),
        offer_ids: [offer.id],
      });
      await kit.create('call_routers', 'call_router', {
        offer_id: offer.id,
        router_type: 'enter_extension',
        text_to_speech: 'Enter the extension you were given, then pound.',
      });
      const number = await kit.trackingNumber(provider, { offer_id: offer.id });
      const r = kit.ring(provider, number.number as string, kit.number('303'));
      const asked = (await r.send()).body;
      expect(asked).toContain('numDigits="10"');
      expect(kit.actionOf(asked)).toContain('?group=extension&attempt=1');
      const dial = await kit.press(asked, '204');
      expect(dial).toMatch(new RegExp(`<Number sendDigits="ww204">\\+?${buyer.number.slice(1)}</Number>`));
      const call = (await kit.callBySid(r.id))!;
      expect(call.token_values).toMatchObject({ extension: '204' });
      const steps = (await kit.events(call.id)).filter((e) => e.type === 'Extension').map((e) => e.reason);
      expect(steps).toEqual(['listening', 'entered']);
    },
  );

  it('is refused at save on an offer with Telnyx numbers, whose TeXML Number documents no sendDigits', async () => {
    await kit.carrier('telnyx');
    const offer = await kit.create('offers', 'offer', { name: `Extension ${++serial}` });
    await kit.trackingNumber('telnyx', { offer_id: offer.id });
    const res = await kit.api('POST', '/call_routers', {
      offer_id: offer.id,
      router_type: 'enter_extension',
      text_to_speech: 'Your extension?',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('router_type');
  });
});
