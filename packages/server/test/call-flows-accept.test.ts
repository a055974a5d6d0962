import { ManualClock } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const clock = new ManualClock(Date.UTC(2026, 0, 5, 15));
const t = useTestApp({ publicUrl: PUBLIC_URL }, { clock, allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

let serial = 0;
/** An offer of `provider` whose two buyers (tried in turn) must press to accept; the first converts at 60 s. */
async function setup(provider: CarrierType, routerType = 'press_1_to_accept') {
  await kit.carrier(provider);
  const offer = await kit.create('offers', 'offer', { name: `Accept ${++serial}` });
  const buyers: Body[] = [];
  for (const tier of [1, 2]) {
    buyers.push(
      await kit.create('buyers', 'buyer', {
        name: `Screened buyer ${serial}.${tier}`,
        number: kit.number('312'),
        offer_ids: [offer.id],
        tier,
      }),
    );
  }
  await kit.create('buyer_conversions', 'buyer_conversion', {
    owner_type: 'Buyer',
    owner_id: buyers[0]!.id,
    revenue: 20,
    duration: 60,
  });
  await kit.create('call_routers', 'call_router', {
    offer_id: offer.id,
    router_type: routerType,
    text_to_speech: 'Press 1 to take this call.',
  });
  await kit.create('call_routers', 'call_router', {
    offer_id: offer.id,
    router_type: 'press_1_too_slow',
    text_to_speech: 'Too slow.',
  });
  const number = await kit.trackingNumber(provider, { offer_id: offer.id });
  const r = kit.ring(provider, number.number as string, kit.number('303'));
  // Telnyx's signature is timed: signed at the engine's clock.
  const dial = (await r.send({ timestamp: Math.floor(clock.now() / 1000) })).body;
  return { offer, buyers, dial, sid: r.id };
}

const whisperOf = (dial: string) => / url="([^"]+\/inbound_calls\/whisper\/[^"]+)"/.exec(dial)![1]!;
const acceptOf = (whisper: string) =>
  /<Gather [^>]*action="([^"]+\/inbound_calls\/accept\/[^"]+)"/.exec(whisper)![1]!;
const accepts = async (callId: number) =>
  (await kit.events(callId)).filter((e) => e.type === 'BuyerAccept').map((e) => [e.reason, e.buyer_id]);

describe('press to accept', () => {
  it.each([
    ['twilio', 'press_1_to_accept', '1'],
    ['telnyx', 'off_hook_press_to_accept', '7'],
  ] as const)(
    "bridges the %s caller once the buyer's agent presses (%s, key %s), the conversion counting from acceptance",
    async (provider, routerType, key) => {
      const { buyers, dial, sid } = await setup(provider, routerType);
      const whisper = (await kit.post(whisperOf(dial))).body;
      expect(whisper).toContain('numDigits="1" timeout="10"');
      expect(whisper).toContain('<Say>Press 1 to take this call.</Say></Gather><Redirect');
      clock.advance(5_000);
      expect((await kit.post(acceptOf(whisper), { Digits: key })).body).toMatch(/<Response\/>$/);
      // 62 s from pick-up, 57 from acceptance: short of the 60 s conversion.
      const done = await kit.follow(kit.actionOf(dial), {
        DialCallStatus: 'completed',
        DialCallDuration: '62',
      });
      expect(done.body).toContain('<Hangup/>');
      const call = (await kit.callBySid(sid))!;
      expect(call).toMatchObject({ buyer_id: buyers[0]!.id, answered_duration: 57 });
      expect(call.buyer_converted).toBe('Not Converted');
      expect(await accepts(call.id)).toEqual([
        ['asked', buyers[0]!.id],
        ['accepted', buyers[0]!.id],
      ]);
    },
  );

  it('moves on to the next buyer when the agent is too slow, presses another key or hangs up, never paying the pick-up', async () => {
    const { buyers, dial, sid } = await setup('twilio');
    const first = (await kit.post(whisperOf(dial))).body;
    // The <Gather> timed out: its <Redirect> reaches the accept URL without Digits.
    const slow = await kit.post(acceptOf(first));
    expect(slow.body).toMatch(/<Response><Say>Too slow\.<\/Say><Hangup\/><\/Response>$/);
    const next = await kit.follow(kit.actionOf(dial), {
      DialCallStatus: 'completed',
      DialCallDuration: '90',
    });
    expect(kit.dialled(next.body)).toEqual([buyers[1]!.number]);
    const second = (await kit.post(whisperOf(next.body))).body;
    expect((await kit.post(acceptOf(second), { Digits: '2' })).body).toContain('<Hangup/>');
    const end = await kit.follow(kit.actionOf(next.body), {
      DialCallStatus: 'completed',
      DialCallDuration: '90',
    });
    expect(kit.dialled(end.body)).toEqual([]);
    const call = (await kit.callBySid(sid))!;
    expect(call.buyer_converted).toBe('Not Converted');
    expect(call.revenue == null || Number(call.revenue) === 0).toBe(true);
    expect(await accepts(call.id)).toEqual([
      ['asked', buyers[0]!.id],
      ['too_slow', buyers[0]!.id],
      ['asked', buyers[1]!.id],
      ['too_slow', buyers[1]!.id],
    ]);

    // An agent that hangs up during the prompt never reaches the accept URL: too slow all the same.
    const again = await setup('twilio');
    await kit.post(whisperOf(again.dial));
    const moved = await kit.follow(kit.actionOf(again.dial), {
      DialCallStatus: 'completed',
      DialCallDuration: '3',
    });
    expect(kit.dialled(moved.body)).toEqual([again.buyers[1]!.number]);
    const traced = await accepts((await kit.callBySid(again.sid))!.id);
    expect(traced).toEqual([
      ['asked', again.buyers[0]!.id],
      ['too_slow', again.buyers[0]!.id],
    ]);
  });

  it('is refused at save on an offer with Plivo numbers, whose screened leg does not tell us the key', async () => {
    await kit.carrier('plivo');
    const offer = await kit.create('offers', 'offer', { name: `Accept ${++serial}` });
    await kit.trackingNumber('plivo', { offer_id: offer.id });
    const res = await kit.api('POST', '/call_routers', {
      offer_id: offer.id,
      router_type: 'press_1_to_accept',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('router_type');
  });

  it('is accepted by the simulated agent in a simulated call', async () => {
    const { offer } = await setup('twilio');
    const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
    const res = await kit.api('POST', '/calls/simulate', { number: number.number, caller_id: '3035550177' });
    expect(res.statusCode).toBe(201);
    const reasons = (await accepts((res.json().call as Body).id)).map(([reason]) => reason);
    expect(reasons).toEqual(['asked', 'accepted']);
  });
});
