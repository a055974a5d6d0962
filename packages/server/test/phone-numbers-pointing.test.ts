import { describe, expect, it } from 'vitest';
import { useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

/**
 * Issue 25, item 6: a rented number is pointed at Leadline without LEADLINE_PUBLIC_URL, at
 * the origin the request reached (a trusted proxy's forwarded host and scheme honoured),
 * and says so when the carrier could not reach that origin.
 */
describe('renting a number points it at the origin the request reached', () => {
  const t = useTestApp({ trustProxy: true }, { allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCarrierKit(t);
  const rent = (number: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/phone_numbers',
      headers: { authorization: t.tenant.authorization, ...headers },
      payload: { number, provider: 'twilio' },
    });
  const stocked = () => {
    const n = kit.number('305');
    kit.carriers.inventory.add(n);
    return n;
  };

  it("points it at the trusted proxy's forwarded host and scheme", async () => {
    await kit.onlyCarrier('twilio');
    const number = stocked();
    const res = await rent(number, { 'x-forwarded-host': 'calls.example.com', 'x-forwarded-proto': 'https' });
    expect(res.statusCode, res.body).toBe(201);
    const voice = `https://calls.example.com/api/v1/inbound_calls/${t.tenant.company.uuid}/twilio/voice`;
    expect(res.json().phone_number).toMatchObject({
      voice_url: voice,
      pointed: true,
      pointing_warning: null,
    });
    const update = kit.carriers.requests.findLast(
      (r) => r.method === 'POST' && r.path.includes('/IncomingPhoneNumbers/'),
    );
    expect(new URLSearchParams(update!.body).get('VoiceUrl')).toBe(voice);
  });

  it('rents but leaves it unpointed, with a warning, when a real carrier could not reach a loopback origin', async () => {
    // The carrier at an address the loopback rule does not name (IPv4-mapped), standing for a real one
    // on another machine; it still reaches the local stand-in.
    const api = new URL(kit.carriers.origin);
    await kit.onlyCarrier('twilio', { api_base_url: `${api.protocol}//[::ffff:127.0.0.1]:${api.port}` });
    const number = stocked();
    const res = await rent(number);
    expect(res.statusCode, res.body).toBe(201);
    const rented = res.json().phone_number;
    expect(rented).toMatchObject({ number, voice_url: null, pointed: false });
    expect(rented.provider_sid).toMatch(/^PN/);
    expect(rented.pointing_warning).toContain('loopback');
    // Once an origin is known, point_webhooks points it and clears the warning.
    const pointed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/phone_numbers/${rented.id}/point_webhooks`,
      headers: {
        authorization: t.tenant.authorization,
        'x-forwarded-host': 'calls.example.com',
        'x-forwarded-proto': 'https',
      },
    });
    expect(pointed.statusCode, pointed.body).toBe(200);
    expect(pointed.json().phone_number).toMatchObject({ pointed: true, pointing_warning: null });
  });
});
