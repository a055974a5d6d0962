import { connect, createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

/**
 * Issue 25, item 6: a rented number is pointed at Leadline without LEADLINE_PUBLIC_URL, at
 * the origin the request reached (a trusted proxy's forwarded host and scheme honoured),
 * and says so when the carrier could not reach that origin.
 */
/** This machine's address on a real interface: a carrier there is not on the loopback. */
const external = Object.values(networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

describe('renting a number points it at the origin the request reached', () => {
  const t = useTestApp(
    { trustProxy: true },
    { allowPrivateUrls: [...LOCAL_STAND_INS, ...(external ? [`${external}/32`] : [])] },
  );
  const kit = useCarrierKit(t);
  /** The stand-in carrier as a remote one: reached at the machine's own interface address, relayed to it. */
  let remote: Server | undefined;
  let remoteOrigin = '';
  beforeAll(async () => {
    if (!external) return;
    const target = new URL(kit.carriers.origin);
    remote = createServer((socket) => {
      const upstream = connect(Number(target.port), target.hostname);
      socket.pipe(upstream).pipe(socket);
      socket.on('error', () => upstream.destroy());
      upstream.on('error', () => socket.destroy());
    });
    await new Promise<void>((resolve) => remote!.listen(0, external, resolve));
    remoteOrigin = `http://${external}:${(remote.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (remote ? remote.close(() => resolve()) : resolve()));
  });
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

  it.skipIf(!external)(
    'rents but leaves it unpointed, with a warning, when a real carrier could not reach a loopback origin',
    async () => {
      await kit.onlyCarrier('twilio', { api_base_url: remoteOrigin });
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
    },
  );

  it('takes a carrier at an IPv4-mapped loopback address for one on this machine, and points the number there', async () => {
    const api = new URL(kit.carriers.origin);
    await kit.onlyCarrier('twilio', { api_base_url: `${api.protocol}//[::ffff:127.0.0.1]:${api.port}` });
    const number = stocked();
    const res = await rent(number);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().phone_number).toMatchObject({ number, pointed: true, pointing_warning: null });
    expect(res.json().phone_number.voice_url).toContain(
      `/inbound_calls/${t.tenant.company.uuid}/twilio/voice`,
    );
  });
});
