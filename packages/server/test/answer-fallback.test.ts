import { describe, expect, it } from 'vitest';
import { type CarrierType, useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

type Body = Record<string, unknown> & { id: number };

/** Issue 32, item 12: a number is pointed with its carrier's fallback, chosen by the number's offer. */
describe("numbers are pointed with the carrier's voice fallback, per offer", () => {
  const t = useTestApp({}, { other: 'Other Co', allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCarrierKit(t);
  const PRIMARY = 'https://calls.example.com';
  const STANDBY = 'https://standby.example.com';
  const SETTINGS: Record<CarrierType, Record<string, unknown>> = {
    twilio: {},
    telnyx: { texml_application_id: 'texml-app' },
    plivo: { application_id: 'plivo-app' },
  };

  const offer = (body: Record<string, unknown>) =>
    kit.create('offers', 'offer', { name: `Offer ${kit.number().slice(-4)}`, ...body }) as Promise<Body>;
  async function rent(provider: CarrierType, body: Record<string, unknown>) {
    await kit.onlyCarrier(provider, { callback_base_url: PRIMARY, ...SETTINGS[provider] });
    const number = kit.number('305');
    kit.carriers.inventory.add(number);
    const res = await kit.api('POST', '/phone_numbers', { number, provider, ...body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().phone_number as Body;
  }
  const voicePath = (provider: CarrierType) =>
    `/api/v1/inbound_calls/${t.tenant.company.uuid}/${provider}/voice`;

  it.each(['twilio', 'telnyx', 'plivo'] as const)(
    'points a %s number at a second deployment, at the same voice path, when its offer names one',
    async (provider) => {
      const o = await offer({ voice_fallback_url: STANDBY });
      const rented = await rent(provider, { offer_id: o.id });
      expect(rented).toMatchObject({
        voice_url: `${PRIMARY}${voicePath(provider)}`,
        voice_fallback_url: `${STANDBY}${voicePath(provider)}`,
        pointing_warning: null,
      });
      // What the carrier was told, in its own parameters.
      expect(kit.carriers.pointed.get(String(rented.number))).toMatchObject({
        voiceUrl: `${PRIMARY}${voicePath(provider)}`,
        fallbackUrl: `${STANDBY}${voicePath(provider)}`,
      });
      const sent = kit.carriers.requests.findLast((r) =>
        provider === 'twilio'
          ? r.path.includes('/IncomingPhoneNumbers/')
          : provider === 'telnyx'
            ? r.path.includes('/texml_applications/')
            : r.path.includes('/Application/'),
      )!;
      if (provider === 'twilio') {
        expect(new URLSearchParams(sent.body).get('VoiceFallbackMethod')).toBe('POST');
      } else if (provider === 'plivo') {
        expect(JSON.parse(sent.body)).toMatchObject({ fallback_method: 'POST' });
      }
    },
  );

  it("forwards statically through Twilio's Forward Twimlet when the offer names only a number", async () => {
    const o = await offer({ voice_fallback_forward_number: '(312) 555-0199' });
    const rented = await rent('twilio', { offer_id: o.id });
    expect(rented.voice_fallback_url).toBe('https://twimlets.com/forward?PhoneNumber=%2B13125550199');
  });

  it("takes the offer of the number's ring pool, and says why a static forward cannot be set at Plivo", async () => {
    const o = await offer({ voice_fallback_forward_number: '+13125550199' });
    const pool = (await kit.create('ring_pools', 'ring_pool', { name: 'Pool', offer_id: o.id })) as Body;
    const rented = await rent('plivo', { ring_pool_id: pool.id });
    expect(rented).toMatchObject({ pointed: true, voice_fallback_url: null });
    expect(rented.pointing_warning).toMatch(/plivo hosts no static forward/);
  });

  it("clears a Twilio number's fallback when its offer has none, and re-points after the offer changes", async () => {
    const o = await offer({});
    const rented = await rent('twilio', { offer_id: o.id });
    expect(rented.voice_fallback_url).toBeNull();
    const sent = kit.carriers.requests.findLast((r) => r.path.includes('/IncomingPhoneNumbers/'))!;
    expect(new URLSearchParams(sent.body).get('VoiceFallbackUrl')).toBe('');
    expect(kit.carriers.pointed.get(String(rented.number))?.fallbackUrl).toBeUndefined();
    await kit.api('PUT', `/offers/${o.id}`, { voice_fallback_url: STANDBY });
    const again = await kit.api('POST', `/phone_numbers/${rented.id}/point_webhooks`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().phone_number.voice_fallback_url).toBe(`${STANDBY}${voicePath('twilio')}`);
  });

  it('refuses a fallback that is not an origin, or a forward that is not a number, naming the field', async () => {
    const bad = await kit.api('POST', '/offers', {
      name: 'Bad',
      voice_fallback_url: 'ftp://standby.example.com/path',
      voice_fallback_forward_number: '12',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual([
      'voice_fallback_forward_number',
      'voice_fallback_url',
    ]);
  });
});
