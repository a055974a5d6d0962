import { ManualClock } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const clock = new ManualClock(Date.UTC(2026, 0, 5, 15));
const t = useTestApp({ publicUrl: PUBLIC_URL }, { clock, allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

let serial = 0;
/** A number of `provider` on a fresh offer whose buyers take `slots` calls at once in all, and its hold queue rule. */
async function setup(provider: CarrierType, rule: Record<string, unknown> = {}, slots = 1) {
  await kit.carrier(provider);
  const offer = await kit.create('offers', 'offer', { name: `Hold queue ${++serial}` });
  const buyers: Body[] = [];
  for (let i = 0; i < slots; i++) {
    buyers.push(
      await kit.create('buyers', 'buyer', {
        name: `Busy buyer ${serial}.${i}`,
        number: kit.number('312'),
        offer_ids: [offer.id],
        concurrency_cap_limit: 1,
      }),
    );
  }
  await kit.create('call_routers', 'call_router', {
    offer_id: offer.id,
    router_type: 'add_to_hold_queue',
    text_to_speech: 'All our agents are busy, please hold.',
    ...rule,
  });
  const number = await kit.trackingNumber(provider, { offer_id: offer.id });
  return { offer, buyers, number };
}

/** Telnyx signs with a timestamp the server checks against its own clock. */
const signedAt = () => ({ timestamp: Math.floor(clock.now() / 1000) });
const ring = (provider: CarrierType, number: Body) => {
  const r = kit.ring(provider, number.number as string, kit.number('303'));
  return { id: r.id, send: async () => (await r.send(signedAt())).body };
};
const hangUp = (provider: CarrierType, sid: string) =>
  kit.webhook(
    provider,
    'status',
    { ...(provider === 'plivo' ? { CallUUID: sid } : { CallSid: sid }), CallStatus: 'completed' },
    signedAt(),
  );
const waitUrlOf = (xml: string) =>
  (/waitUrl="([^"]+)"/.exec(xml) ?? /<Redirect method="POST">([^<]+)</.exec(xml))![1]!.replaceAll(
    '&amp;',
    '&',
  );
const holdEvents = async (callId: number) =>
  (await kit.events(callId)).filter((e) => e.type === 'HoldQueue' || e.type === 'Dial');

describe('hold queue', () => {
  it('refuses at save a hold queue rule that could never fire, naming router_type', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: `No queue ${++serial}` });
    const full = await kit.api('POST', '/call_routers', {
      offer_id: offer.id,
      router_type: 'hold_queue_is_full',
    });
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.router_type[0]).toMatch(/no add_to_hold_queue rule/);
    await kit.create('call_routers', 'call_router', { offer_id: offer.id, router_type: 'add_to_hold_queue' });
    const late = await kit.api('POST', '/call_routers', {
      offer_id: offer.id,
      router_type: 'hold_queue_max_seconds_exceeded',
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.router_type[0]).toMatch(/needs hold_queue_max_seconds/);
    const list = (await kit.api('GET', `/call_routers?offer_id=${offer.id}`)).json().call_routers as Body[];
    expect(list.map((r) => r.router_type)).toEqual(['add_to_hold_queue']);
  });

  it.each([
    [
      'twilio',
      /^<\?xml[^>]*><Response><Enqueue waitUrl="[^"]+\/wait" waitUrlMethod="POST" action="[^"]+\/connect" method="POST">offer-\d+<\/Enqueue><\/Response>$/,
      '<Say>All our agents are busy, please hold.</Say>',
    ],
    [
      'telnyx',
      /<Enqueue waitUrl="[^"]+\/wait" waitUrlMethod="POST" action="[^"]+\/connect" method="POST">/,
      '<Say>All our agents are busy, please hold.</Say>',
    ],
    [
      'plivo',
      /^<\?xml[^>]*><Response><Wait length="5"\/><Redirect method="POST">[^<]+\/wait<\/Redirect><\/Response>$/,
      '<Speak>All our agents are busy, please hold.</Speak>',
    ],
  ] as const)(
    'holds a %s caller while the buyer is busy and connects it as soon as the call ahead ends',
    async (provider, held, music) => {
      const { buyers, number } = await setup(provider);
      const first = ring(provider, number);
      expect(kit.dialled(await first.send())).toEqual([buyers[0]!.number]);
      const second = ring(provider, number);
      const holding = await second.send();
      expect(holding).toMatch(held);

      const waiting = await kit.post(waitUrlOf(holding));
      expect(waiting.body).toContain(music);
      expect(waiting.body).not.toContain('<Leave/>');

      clock.advance(42_000);
      expect((await hangUp(provider, first.id)).statusCode).toBe(200);
      // The carrier is told to take the caller out of the queue, at the URL that connects it.
      expect(kit.carriers.redirects).toEqual([
        {
          provider,
          sid: second.id,
          url: expect.stringMatching(/\/inbound_calls\/hold\/[^/]+\/[^/]+\/connect$/),
        },
      ]);
      const connected = await kit.post(kit.carriers.redirects[0]!.url);
      expect(kit.dialled(connected.body)).toEqual([buyers[0]!.number]);

      const call = (await kit.callBySid(second.id))!;
      expect(call.hold_duration).toBe(42);
      const steps = (await holdEvents(call.id)).map((e) => [e.type, e.reason, e.outcome ?? null]);
      expect(steps).toEqual([
        ['HoldQueue', 'joined', null],
        ['Dial', null, null],
        ['HoldQueue', 'left', 'connected'],
      ]);
      expect((await holdEvents(call.id)).at(-1)).toMatchObject({ wait_seconds: 42 });
    },
  );

  it("holds callers with the no_buyers_have_open_concurrency rule's place_in_hold_queue action, and refuses that action where no caller could be held", async () => {
    await kit.carrier('plivo');
    const offer = await kit.create('offers', 'offer', { name: `Placed in queue ${++serial}` });
    const buyer = await kit.create('buyers', 'buyer', {
      name: `Placing buyer ${serial}`,
      number: kit.number('312'),
      offer_ids: [offer.id],
      concurrency_cap_limit: 1,
    });
    const closed = await kit.api('POST', '/call_routers', {
      offer_id: offer.id,
      router_type: 'all_buyers_closed',
      action: 'place_in_hold_queue',
    });
    expect(closed.statusCode).toBe(422);
    expect(Object.keys(closed.json().errors)).toEqual(['action']);
    const rule = await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'no_buyers_have_open_concurrency',
      action: 'place_in_hold_queue',
      text_to_speech: 'Thanks for holding.',
      hold_queue_caller_limit: 5,
    });
    const number = await kit.trackingNumber('plivo', { offer_id: offer.id });
    const first = ring('plivo', number);
    expect(kit.dialled(await first.send())).toEqual([buyer.number]);
    const held = ring('plivo', number);
    const xml = await held.send();
    expect(xml).toContain('<Redirect method="POST">');
    expect((await kit.post(waitUrlOf(xml))).body).toContain('<Speak>Thanks for holding.</Speak>');
    const events = await kit.events((await kit.callBySid(held.id))!.id);
    expect(events.at(-1)).toMatchObject({ type: 'HoldQueue', reason: 'joined', call_router_id: rule.id });
  });

  it('serves 18 held callers in arrival order through 2 slots: nobody connected twice, no slot oversubscribed', async () => {
    const { offer, number } = await setup('twilio', {}, 2);
    const live: string[] = [];
    for (let i = 0; i < 2; i++) {
      const r = ring('twilio', number);
      expect(kit.dialled(await r.send())).toHaveLength(1);
      live.push(r.id);
    }
    const line: string[] = [];
    for (let i = 0; i < 18; i++) {
      const r = ring('twilio', number);
      expect(await r.send()).toContain('<Enqueue');
      line.push(r.id);
    }
    const served: string[] = [];
    while (served.length < line.length) {
      kit.carriers.redirects.length = 0;
      // Both calls end at once: each slot goes to one caller, the next two in line.
      await Promise.all(live.splice(0).map((sid) => hangUp('twilio', sid)));
      const told = [...kit.carriers.redirects];
      expect(told.map((r) => r.sid).sort()).toEqual(line.slice(served.length, served.length + 2).sort());
      // Each carrier request arrives twice at once (a call update racing a waitUrl <Leave/>): one connects.
      const answers = await Promise.all(told.flatMap((r) => [kit.post(r.url), kit.post(r.url)]));
      expect(answers.filter((a) => a.body.includes('<Dial')).length).toBe(told.length);
      served.push(...told.map((r) => r.sid));
      live.push(...told.map((r) => r.sid));
      const calls = (await kit.api('GET', `/calls?offer_id=${offer.id}&per_page=100`)).json().calls as Body[];
      const talking = calls.filter((c) => c.status === 'in_progress' && c.buyer_id != null);
      expect(talking.map((c) => c.call_sid).sort()).toEqual([...live].sort());
      const connectedNow = await Promise.all(live.map(async (sid) => (await kit.callBySid(sid))!));
      expect(new Set(connectedNow.map((c) => c.buyer_id)).size).toBe(2);
    }
    for (const sid of line) {
      const call = (await kit.callBySid(sid))!;
      expect((await kit.events(call.id)).filter((e) => e.type === 'Dial')).toHaveLength(1);
    }
  });

  it('refuses a caller when the queue is full (hold_queue_caller_limit) with the hold_queue_is_full rule', async () => {
    const { offer, number } = await setup('twilio', { hold_queue_caller_limit: 1 });
    await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'hold_queue_is_full',
      action: 'hang_up',
      text_to_speech: 'Sorry, every line is busy. Please call again later.',
    });
    await ring('twilio', number).send();
    expect(await ring('twilio', number).send()).toContain('<Enqueue');
    const third = ring('twilio', number);
    const refused = await third.send();
    expect(refused).toContain('<Say>Sorry, every line is busy. Please call again later.</Say><Hangup/>');
    const events = await kit.events((await kit.callBySid(third.id))!.id);
    expect(events.find((e) => e.type === 'HoldQueue')).toMatchObject({
      reason: 'full',
      limit: 'hold_queue_caller_limit',
      waiting: 1,
    });
    expect(events.at(-1)).toMatchObject({ type: 'ExceptionRule', reason: 'hold_queue_is_full' });
  });

  it('sizes the queue as hold_queue_percentage_size of the buyers’ concurrency, and stops at max_hold_seconds_average', async () => {
    const sized = await setup('twilio', { hold_queue_percentage_size: 50 }, 2);
    await ring('twilio', sized.number).send();
    await ring('twilio', sized.number).send();
    expect(await ring('twilio', sized.number).send()).toContain('<Enqueue');
    // 50% of 2 slots: one place, taken.
    expect(await ring('twilio', sized.number).send()).toContain('<Hangup/>');

    const averaged = await setup('twilio', { max_hold_seconds_average: 60 });
    await ring('twilio', averaged.number).send();
    expect(await ring('twilio', averaged.number).send()).toContain('<Enqueue');
    clock.advance(30_000);
    expect(await ring('twilio', averaged.number).send()).toContain('<Enqueue');
    // Waits of 90 s and 60 s: 75 s on average, over the 60 allowed.
    clock.advance(60_000);
    const late = ring('twilio', averaged.number);
    expect(await late.send()).toContain('<Hangup/>');
    const events = await kit.events((await kit.callBySid(late.id))!.id);
    expect(events.find((e) => e.type === 'HoldQueue')).toMatchObject({
      reason: 'full',
      limit: 'max_hold_seconds_average',
    });
  });

  it('takes a caller held past hold_queue_max_seconds out to the hold_queue_max_seconds_exceeded rule', async () => {
    const { offer, number } = await setup('telnyx', { hold_queue_max_seconds: 120 });
    await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'hold_queue_max_seconds_exceeded',
      action: 'hang_up',
      text_to_speech: 'Thank you for waiting. Please call back later.',
    });
    await ring('telnyx', number).send();
    const held = ring('telnyx', number);
    const xml = await held.send();
    clock.advance(119_000);
    expect((await kit.post(waitUrlOf(xml))).body).toContain('<Say>');
    clock.advance(2_000);
    expect((await kit.post(waitUrlOf(xml))).body).toContain('<Leave/>');
    const action = /action="([^"]+)"/.exec(xml)![1]!.replaceAll('&amp;', '&');
    const out = await kit.post(action, { QueueResult: 'leave' });
    expect(out.body).toContain('<Say>Thank you for waiting. Please call back later.</Say><Hangup/>');
    const call = (await kit.callBySid(held.id))!;
    expect(call.hold_duration).toBe(121);
    const events = await kit.events(call.id);
    expect(events.filter((e) => e.type === 'HoldQueue').at(-1)).toMatchObject({
      reason: 'left',
      outcome: 'max_seconds_exceeded',
      wait_seconds: 121,
    });
    expect(events.at(-1)).toMatchObject({ type: 'ExceptionRule', reason: 'hold_queue_max_seconds_exceeded' });
  });

  it('lets a caller who hangs up while held leave the line, and the next one gets the slot', async () => {
    const { number } = await setup('twilio');
    const first = ring('twilio', number);
    await first.send();
    const quitter = ring('twilio', number);
    const xml = await quitter.send();
    const patient = ring('twilio', number);
    await patient.send();
    clock.advance(10_000);
    const action = /action="([^"]+)"/.exec(xml)![1]!.replaceAll('&amp;', '&');
    await kit.post(action, { QueueResult: 'hangup' });
    const gone = (await kit.callBySid(quitter.id))!;
    expect((await kit.events(gone.id)).at(-1)).toMatchObject({
      type: 'HoldQueue',
      outcome: 'abandoned',
      wait_seconds: 10,
    });
    await hangUp('twilio', first.id);
    expect(kit.carriers.redirects.map((r) => r.sid)).toEqual([patient.id]);
  });

  it('plays in the simulator: a simulated call waits in the queue and is connected when the simulated call ahead ends', async () => {
    const { buyers, number } = await setup('twilio');
    const ahead = await kit.api('POST', '/calls/simulate', {
      number: number.number,
      caller_id: '3035550170',
      end_call: false,
    });
    expect(ahead.statusCode).toBe(201);
    expect(ahead.json().call).toMatchObject({ status: 'in_progress', buyer_id: buyers[0]!.id });
    const held = await kit.api('POST', '/calls/simulate', { number: number.number, caller_id: '3035550171' });
    expect(held.statusCode).toBe(201);
    const waiting = held.json().call as Body;
    expect(waiting).toMatchObject({ status: 'in_progress', buyer_id: null });
    expect((await kit.events(waiting.id)).at(-1)).toMatchObject({ type: 'HoldQueue', reason: 'joined' });

    clock.advance(25_000);
    expect((await kit.api('DELETE', `/calls/${(ahead.json().call as Body).id}`)).statusCode).toBe(200);
    const after = await kit.call(waiting.id);
    expect(after).toMatchObject({ buyer_id: buyers[0]!.id, hold_duration: 25 });
    const steps = (await holdEvents(waiting.id)).map((e) => [e.type, e.reason]);
    expect(steps).toEqual([
      ['HoldQueue', 'joined'],
      ['Dial', null],
      ['HoldQueue', 'left'],
    ]);
  });
});

describe('place_in_hold_queue as a menu action', () => {
  /** An offer of `setup` whose greeting opens a menu: key 1 places the caller in the hold queue. */
  async function menuQueue(rule: Record<string, unknown> = {}) {
    const s = await setup('twilio', rule);
    const group = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
      name: `Hold menu ${serial}`,
      text_to_speech: 'Press 1 to wait for the next agent.',
    });
    await kit.create('call_routers', 'call_router', {
      offer_id: s.offer.id,
      router_type: 'greeting',
      action: 'request_key_press',
      key_press_flow_group_id: group.id,
    });
    const keyRule = await kit.create('call_routers', 'call_router', {
      offer_id: s.offer.id,
      router_type: 'key_press_1',
      action: 'place_in_hold_queue',
      text_to_speech: 'Thanks, you are in line.',
    });
    return { ...s, keyRule };
  }

  it('refuses at save a key rule placing callers in the queue of an offer without a hold queue rule, naming action', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: `No queue ${++serial}` });
    const group = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
      name: `No queue menu ${serial}`,
      text_to_speech: 'Press 1.',
    });
    await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'greeting',
      action: 'request_key_press',
      key_press_flow_group_id: group.id,
    });
    const refused = await kit.api('POST', '/call_routers', {
      offer_id: offer.id,
      router_type: 'key_press_1',
      action: 'place_in_hold_queue',
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['action']);
    expect(refused.json().errors.action[0]).toMatch(/has no add_to_hold_queue rule/);
    const hangUpRule = await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'key_press_1',
      action: 'hang_up',
    });
    const update = await kit.api('PUT', `/call_routers/${hangUpRule.id}`, { action: 'place_in_hold_queue' });
    expect(update.statusCode).toBe(422);
    expect(Object.keys(update.json().errors)).toEqual(['action']);
    expect((await kit.api('GET', `/call_routers/${hangUpRule.id}`)).json().call_router.action).toBe(
      'hang_up',
    );
  });

  it('holds a caller who pressed the key while the buyer is busy, and connects it when the call ahead ends', async () => {
    const { buyers, number, keyRule } = await menuQueue();
    const first = ring('twilio', number);
    const firstHeld = await kit.press(await first.send(), '1');
    // Nobody ahead and the buyer free: the caller's first wait request takes it out of the line, to the buyer.
    expect(firstHeld).toContain('<Say>Thanks, you are in line.</Say><Enqueue');
    expect((await kit.post(waitUrlOf(firstHeld))).body).toContain('<Leave/>');
    expect(
      kit.dialled((await kit.post(kit.actionOf(firstHeld.replace(/waitUrl="[^"]+"/, '')))).body),
    ).toEqual([buyers[0]!.number]);

    const second = ring('twilio', number);
    const holding = await kit.press(await second.send(), '1');
    expect(holding).toContain('<Enqueue');
    const waiting = await kit.post(waitUrlOf(holding));
    expect(waiting.body).toContain('<Say>All our agents are busy, please hold.</Say>');
    expect(waiting.body).not.toContain('<Leave/>');

    clock.advance(30_000);
    kit.carriers.redirects.length = 0;
    expect((await hangUp('twilio', first.id)).statusCode).toBe(200);
    expect(kit.carriers.redirects.map((r) => r.sid)).toEqual([second.id]);
    expect(kit.dialled((await kit.post(kit.carriers.redirects[0]!.url)).body)).toEqual([buyers[0]!.number]);

    const call = (await kit.callBySid(second.id))!;
    expect(call).toMatchObject({ buyer_id: buyers[0]!.id, hold_duration: 30 });
    const events = await kit.events(call.id);
    expect(events.find((e) => e.type === 'KeyPress')).toMatchObject({
      reason: '1',
      action: 'place_in_hold_queue',
      call_router_id: keyRule.id,
    });
    const steps = (await holdEvents(call.id)).map((e) => [e.type, e.reason, e.outcome ?? null]);
    expect(steps).toEqual([
      ['HoldQueue', 'joined', null],
      ['Dial', null, null],
      ['HoldQueue', 'left', 'connected'],
    ]);
  });

  it('sends a caller who pressed the key to the hold_queue_is_full rule when the queue is full', async () => {
    const { offer, number } = await menuQueue({ hold_queue_caller_limit: 1 });
    await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'hold_queue_is_full',
      action: 'hang_up',
      text_to_speech: 'The line is full, please call back later.',
    });
    const first = ring('twilio', number);
    await kit.press(await first.send(), '1');
    const second = ring('twilio', number);
    const turnedAway = await kit.press(await second.send(), '1');
    expect(turnedAway).toContain('<Say>Thanks, you are in line.</Say>');
    expect(turnedAway).toContain('The line is full, please call back later.');
    expect(turnedAway).not.toContain('<Enqueue');
    const events = await kit.events((await kit.callBySid(second.id))!.id);
    expect(events.filter((e) => e.type === 'HoldQueue')).toMatchObject([
      { reason: 'full', limit: 'hold_queue_caller_limit' },
    ]);
    expect(events.at(-1)).toMatchObject({ type: 'ExceptionRule', reason: 'hold_queue_is_full' });
  });
});
