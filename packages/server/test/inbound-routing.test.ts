import { CATALOG } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { other: 'Other Routing Co', allowPrivateUrls: LOCAL_STAND_INS },
);
const kit = useInboundKit(t);

let serial = 0;
/** A Twilio number on a fresh offer with these buyers (each body completes a buyer). */
async function setup(buyers: Record<string, unknown>[]) {
  await kit.carrier('twilio');
  const tag = ++serial;
  const offer = await kit.create('offers', 'offer', { name: `Routing ${tag}` });
  const made: Body[] = [];
  for (const [i, b] of buyers.entries()) {
    made.push(
      await kit.create('buyers', 'buyer', {
        name: `Buyer ${tag}.${i}`,
        number: kit.number('312'),
        offer_ids: [offer.id],
        ...b,
      }),
    );
  }
  const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
  const ring = (more: Record<string, string> = {}, from = kit.number('303')) =>
    kit.ring('twilio', number.number as string, from, more);
  return { offer, buyers: made, number, ring };
}

describe('the call router', () => {
  it('lets exactly 3 of 20 simultaneous calls through to a buyer with a concurrency cap of 3', async () => {
    const { buyers, ring } = await setup([{ concurrency_cap_limit: 3 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => ring().send()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const connected = answers.filter((a) => kit.dialled(a.body).includes(buyers[0]!.number as string));
    expect(connected).toHaveLength(3);
    expect(answers.filter((a) => a.body.includes('<Hangup/>'))).toHaveLength(17);
    const live = (await kit.api('GET', `/calls?buyer_id=${buyers[0]!.id}&in_progress=true`)).json();
    expect(live.metadata.total_count ?? live.calls.length).toBe(3);
  });

  it('says in the trace which filter or cap excluded each buyer, and skips to the one that may take the call', async () => {
    const { buyers, ring } = await setup([
      { paused: true, tier: 1 },
      { tier: 1, open_times: [{ day: 9, time_from: '00:00', time_to: '00:01' }] },
      { tier: 1, token_filters: [{ key: 'caller_state', operator: 'in', value: 'CA,NV' }] },
      { tier: 1, daily_cap_limit: 0 },
      { tier: 2 },
    ]);
    const r = ring({ FromState: 'TX' });
    const answered = await r.send();
    expect(kit.dialled(answered.body)).toEqual([buyers[4]!.number]);
    const call = await kit.callBySid(r.id);
    const considered = (await kit.events(call!.id)).filter((e) => e.type === 'BuyerConsidered');
    expect(considered.map((e) => [e.buyer_id, e.reason])).toEqual([
      [buyers[0]!.id, 'paused'],
      [buyers[1]!.id, 'closed'],
      [buyers[2]!.id, 'token_filter'],
      [buyers[3]!.id, 'daily_cap'],
      [buyers[4]!.id, null],
    ]);
    // The same caller from California passes the filter.
    const west = ring({ FromState: 'CA' });
    expect(kit.dialled((await west.send()).body)).toEqual([buyers[2]!.number]);
  });

  it('skips a buyer whose list holds the caller, logs the block, and rings the next; a caller on no list rings the first', async () => {
    const { buyers, offer, ring } = await setup([{ tier: 1 }, { tier: 2 }]);
    const caller = kit.number('303');
    const list = await kit.api('POST', '/buyer_suppressions', {
      name: `Routing list ${offer.id}`,
      buyer_ids: [buyers[0]!.id],
    });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json().buyer_suppression.id as number;
    await kit.api('POST', `/buyer_suppressions/${listId}/caller_block`, { caller_ids: [caller] });
    const held = ring({}, caller);
    expect(kit.dialled((await held.send()).body)).toEqual([buyers[1]!.number]);
    const call = await kit.callBySid(held.id);
    const considered = (await kit.events(call!.id)).filter((e) => e.type === 'BuyerConsidered');
    expect(considered.map((e) => [e.buyer_id, e.reason])).toEqual([
      [buyers[0]!.id, 'suppressed'],
      [buyers[1]!.id, null],
    ]);
    const logs = (await kit.api('GET', `/dnc_check_logs?number=${encodeURIComponent(caller)}`)).json();
    expect(logs.dnc_check_logs.map((l: Body) => [l.buyer_id, l.reason])).toEqual([
      [buyers[0]!.id, 'buyer_suppression'],
    ]);
    // Every candidate's lists are read at once for a caller on none of them: the first tier rings.
    expect(kit.dialled((await ring().send()).body)).toEqual([buyers[0]!.number]);
  });

  it("answers a call's timeline with exactly the keys GET /calls/:id/events declares", async () => {
    const { ring } = await setup([{}]);
    const r = ring();
    await r.send();
    const call = await kit.callBySid(r.id);
    const res = await kit.api('GET', `/calls/${call!.id}/events`);
    const declared = CATALOG.find((d) => d.plural === 'calls')!.endpoints.find(
      (e) => e.name === 'events',
    )!.response;
    const body = res.json() as Record<string, Record<string, unknown>>;
    expect(Object.keys(body).sort()).toEqual(
      ['status', 'errors', declared.root, 'metadata', ...Object.keys(declared.fields ?? {})].sort(),
    );
    expect(Object.keys(body.metadata!).sort()).toEqual(
      ['root', ...Object.keys(declared.metadata ?? {})].sort(),
    );
    expect(body.metadata!.total_count).toBe((body.events as unknown as unknown[]).length);
  });

  it("lets a buyer group's tier override its buyers', and rings a simultaneous group at once", async () => {
    const { offer, buyers, ring } = await setup([{ tier: 1 }, { tier: 5 }, { tier: 5 }]);
    await kit.create('buyer_groups', 'buyer_group', {
      name: `Together ${serial}`,
      tier: 0,
      dial_buyers_type: 'simultaneously',
      buyer_ids: [buyers[1]!.id, buyers[2]!.id],
    });
    expect(offer.id).toBeGreaterThan(0);
    const r = ring();
    const answered = await r.send();
    expect(kit.dialled(answered.body).sort()).toEqual([buyers[1]!.number, buyers[2]!.number].sort());
    const call = await kit.callBySid(r.id);
    expect(call!.buyers_tried).toEqual([buyers[1]!.id, buyers[2]!.id]);
    // The second buyer picks up first: the carrier requests its Number's url.
    const urls = [...answered.body.matchAll(/url="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
    expect(urls).toHaveLength(2);
    const picked = urls.find((u) => u.endsWith(`buyer_id=${buyers[2]!.id}`))!;
    const res = await t.app.inject({
      method: 'POST',
      url: new URL(picked).pathname + new URL(picked).search,
    });
    expect(res.body).toContain('<Response/>');
    expect(await kit.call(call!.id)).toMatchObject({
      buyer_id: buyers[2]!.id,
      connected_to: buyers[2]!.number,
    });
    expect((await kit.events(call!.id)).at(-1)).toMatchObject({ type: 'DialResult', reason: 'answered' });
  });

  it('fails over to the next buyer when one does not answer, then applies the no_buyer_answered rule', async () => {
    const { offer, buyers, ring } = await setup([{ tier: 1 }, { tier: 2 }]);
    await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'no_buyer_answered',
      action: 'hang_up',
      text_to_speech: 'Sorry, everyone is busy.',
    });
    const r = ring();
    const first = await r.send();
    expect(kit.dialled(first.body)).toEqual([buyers[0]!.number]);
    const second = await kit.follow(kit.actionOf(first.body), { DialCallStatus: 'no-answer' });
    expect(kit.dialled(second.body)).toEqual([buyers[1]!.number]);
    const last = await kit.follow(kit.actionOf(second.body), { DialCallStatus: 'busy' });
    expect(last.body).toContain('<Say>Sorry, everyone is busy.</Say><Hangup/>');
    const call = await kit.callBySid(r.id);
    expect(call!.hangup_cause).toBe('no_buyer_answered');
    const events = await kit.events(call!.id);
    expect(events.filter((e) => e.type === 'DialResult').map((e) => e.reason)).toEqual(['no-answer', 'busy']);
    expect(events.at(-1)).toMatchObject({
      type: 'ExceptionRule',
      reason: 'no_buyer_answered',
      action: 'play_message',
    });
  });

  it('forwards to a fallback number or another offer when no buyer matches', async () => {
    const { offer, ring } = await setup([{ paused: true }]);
    const fallback = kit.number('415');
    const router = await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'no_buyers_match',
      forward_number: fallback,
    });
    expect(kit.dialled((await ring().send()).body)).toEqual([fallback]);

    const other = await kit.create('offers', 'offer', { name: `Overflow ${serial}` });
    const overflowBuyer = await kit.create('buyers', 'buyer', {
      name: `Overflow buyer ${serial}`,
      number: kit.number('312'),
      offer_ids: [other.id],
    });
    await kit.api('PUT', `/call_routers/${router.id}`, {
      action: 'forward_to_offer',
      forward_offer_id: other.id,
      forward_number: '',
    });
    const r = ring();
    expect(kit.dialled((await r.send()).body)).toEqual([overflowBuyer.number]);
    expect((await kit.callBySid(r.id))!.offer_id).toBe(other.id);
  });

  it('dials a SIP buyer with [number_to_dial] replaced, and refuses a malformed buyer number at save', async () => {
    const { buyers, ring } = await setup([{ number: 'sip:[number_to_dial]@pbx.example.com' }]);
    const caller = kit.number('303');
    const answered = await ring({}, caller).send();
    expect(answered.body).toContain(`<Sip>sip:${caller.slice(1)}@pbx.example.com</Sip>`);
    expect(buyers).toHaveLength(1);
    const bad = await kit.api('POST', '/buyers', { name: 'Bad', number: 'sip:pbx.example.com' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.number).toBeDefined();
  });

  it('refuses token filters the router could not read, naming token_filters, and saves nothing', async () => {
    const name = `Filtered ${++serial}`;
    const count = async () => (await kit.api('GET', '/buyers?per_page=1')).json().metadata.total_count;
    const before = await count();
    const bad = await kit.api('POST', '/buyers', {
      name,
      number: kit.number('312'),
      token_filters: [{ key: 'caller_state', operator: 'like', value: 'CA' }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.token_filters[0]).toMatch(/operators == != =~/);
    expect(await count()).toBe(before);
  });

  it('books a buyer conversion once per caller inside duplicate_timeframe, and marks the repeat caller', async () => {
    const { offer, buyers, ring } = await setup([{}]);
    await kit.create('buyer_conversions', 'buyer_conversion', {
      owner_type: 'Buyer',
      owner_id: buyers[0]!.id,
      revenue: 15,
      duration: 0,
      duplicate_timeframe: 3600,
    });
    await kit.create('offer_conversions', 'offer_conversion', {
      name: 'Pay $4 on answer',
      offer_id: offer.id,
      payout: 4,
      duration: 0,
      duplicate_timeframe: 3600,
    });
    const caller = kit.number('303');
    const one = ring({}, caller);
    await one.send();
    const first = await kit.callBySid(one.id);
    expect(first).toMatchObject({
      buyer_converted: 'Converted',
      offer_converted: true,
      offer_repeat_caller: false,
    });
    expect(Number(first!.revenue)).toBe(15);
    expect(Number(first!.payout)).toBe(4);
    const two = ring({}, caller);
    await two.send();
    const second = await kit.callBySid(two.id);
    expect(second).toMatchObject({
      buyer_converted: 'Not Converted',
      offer_converted: false,
      buyer_repeat_caller: true,
      offer_repeat_caller: true,
    });
    expect(Number(second!.revenue)).toBe(0);
  });

  it('stops routing to a buyer once its daily revenue cap is met by conversions just booked', async () => {
    const { buyers, ring } = await setup([{ tier: 1, revenue_daily_limit: 20 }, { tier: 2 }]);
    await kit.create('buyer_conversions', 'buyer_conversion', {
      owner_type: 'Buyer',
      owner_id: buyers[0]!.id,
      revenue: 20,
      duration: 0,
    });
    expect(kit.dialled((await ring().send()).body)).toEqual([buyers[0]!.number]);
    const next = ring();
    expect(kit.dialled((await next.send()).body)).toEqual([buyers[1]!.number]);
    const call = await kit.callBySid(next.id);
    const reason = (await kit.events(call!.id)).find((e) => e.buyer_id === buyers[0]!.id)?.reason;
    expect(reason).toBe('revenue_daily_cap');
  });

  it('records the call when a recording rule asks, and keeps the carrier recording URL', async () => {
    const { offer, ring } = await setup([{}]);
    await kit.create('call_recording_rules', 'call_recording_rule', {
      name: `Record ${serial}`,
      offer_id: offer.id,
    });
    const r = ring();
    const answered = await r.send();
    const callback = /recordingStatusCallback="([^"]+)"/.exec(answered.body)?.[1];
    expect(answered.body).toContain('record="record-from-answer"');
    expect(callback).toMatch(/\/api\/v1\/inbound_calls\/recordings\/[0-9a-f]{32}\/[0-9a-f-]{36}$/);
    const url = 'https://api.twilio.com/2010-04-01/Accounts/AC_test/Recordings/RE123';
    const res = await kit.follow(callback!, {
      RecordingUrl: url,
      RecordingSid: 'RE123',
      RecordingDuration: '42',
    });
    expect(res.statusCode).toBe(200);
    const call = await kit.callBySid(r.id);
    expect(call!.recording_url).toBe(url);
    expect((await kit.events(call!.id)).at(-1)).toMatchObject({ type: 'CallRecording', recording_url: url });
  });
});

describe('simulated calls and pointing numbers', () => {
  it('plays an inbound call through with the simulated carrier: a buyer that does not answer, then one that talks', async () => {
    const { buyers, number } = await setup([{ tier: 1 }, { tier: 2 }]);
    await kit.create('buyer_conversions', 'buyer_conversion', {
      owner_type: 'Buyer',
      owner_id: buyers[1]!.id,
      revenue: 30,
      duration: 90,
    });
    const res = await kit.api('POST', '/calls/simulate', {
      number: number.number,
      caller_id: '3035550199',
      digits: '1',
      dial_results: ['no-answer', 'completed'],
      duration: 120,
    });
    expect(res.statusCode).toBe(201);
    const call = res.json().call as Body;
    expect(call).toMatchObject({
      direction: 'inbound',
      caller_number: '+13035550199',
      buyer_id: buyers[1]!.id,
      status: 'completed',
      answered_duration: 120,
      buyer_converted: 'Converted',
    });
    expect(call.token_values).toMatchObject({ digits: '1' });
    const types = (await kit.events(call.id)).map((e) => e.type);
    expect(types).toEqual([
      'Leg',
      'BuyerConsidered',
      'BuyerConsidered',
      'Dial',
      'DialResult',
      'BuyerConsidered',
      'BuyerConsidered',
      'Dial',
      'DialResult',
      'Conversion',
    ]);
  });

  it('refuses to simulate a call to a number the company does not have, naming the parameter', async () => {
    const res = await kit.api('POST', '/calls/simulate', {
      number: kit.number('999'),
      caller_id: '3035550199',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.number).toBeDefined();
    const bad = await kit.api('POST', '/calls/simulate', { caller_id: 'x' });
    expect(bad.statusCode).toBe(422);
  });

  it('re-points a number rented before at the inbound webhooks', async () => {
    await kit.carrier('twilio');
    const number = await kit.trackingNumber('twilio', {});
    kit.carriers.pointed.delete(number.number as string);
    const res = await kit.api('POST', `/phone_numbers/${number.id}/point_webhooks`);
    expect(res.statusCode).toBe(200);
    expect(kit.carriers.pointed.get(number.number as string)?.voiceUrl).toBe(
      `${PUBLIC_URL}/api/v1/inbound_calls/${t.tenant.company.uuid}/twilio/voice`,
    );
    const registered = await kit.create('phone_numbers', 'phone_number', {
      number: kit.number('212'),
      provider: 'sip',
    });
    expect((await kit.api('POST', `/phone_numbers/${registered.id}/point_webhooks`)).statusCode).toBe(422);
  });
});

describe('tenancy', () => {
  it("never shows another company's call timeline, simulates on its numbers, or takes a webhook for them", async () => {
    const { number, ring } = await setup([{}]);
    const r = ring();
    await r.send();
    const call = await kit.callBySid(r.id);
    expect((await kit.api('GET', `/calls/${call!.id}/events`, undefined, t.other)).statusCode).toBe(404);
    const sim = await kit.api(
      'POST',
      '/calls/simulate',
      { number: number.number, caller_id: '3035550100' },
      t.other,
    );
    expect(sim.statusCode).toBe(422);
    // A webhook about our number sent to the other company's URL: it has no integration to check it with.
    const other = kit.ring('twilio', number.number as string, kit.number('303'));
    const res = await kit.webhook('twilio', 'voice', other.params, { company: t.other.company.uuid });
    expect(res.statusCode).toBe(403);
    expect(await kit.callBySid(other.id)).toBeUndefined();
  });
});
