import { describe, expect, it } from 'vitest';
import type { CarrierType } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

let serial = 0;
/** A number of `provider` on a fresh offer with two buyers (tiers 1 and 2), and a main menu. */
async function setup(provider: CarrierType, menu: Record<string, unknown> = {}) {
  await kit.carrier(provider);
  const offer = await kit.create('offers', 'offer', { name: `Menus ${++serial}` });
  const buyers: Body[] = [];
  for (const tier of [1, 2]) {
    buyers.push(
      await kit.create('buyers', 'buyer', {
        name: `Menu buyer ${serial}.${tier}`,
        number: kit.number('312'),
        offer_ids: [offer.id],
        tier,
      }),
    );
  }
  const main = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
    name: `Main ${serial}`,
    text_to_speech: 'Press 1 for sales.',
    ...menu,
  });
  const rule = (body: Record<string, unknown>) =>
    kit.create('call_routers', 'call_router', { offer_id: offer.id, ...body });
  const number = await kit.trackingNumber(provider, { offer_id: offer.id });
  return { offer, buyers, main, rule, number };
}

/** The carrier posting a menu's action (the query names the menu), with the keys read, or none. */
const press = (xml: string, digits?: string) => {
  const url = new URL(kit.actionOf(xml));
  return t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(digits === undefined ? {} : { Digits: digits }).toString(),
  });
};

const LISTEN = {
  twilio: '<Gather input="dtmf"',
  telnyx: '<Gather input="dtmf"',
  plivo: '<GetDigits',
} as const;

describe('menus', () => {
  it.each(['twilio', 'telnyx', 'plivo'] as const)(
    'walks a nested menu in %s XML: a key press flow opens the sub-menu, a key rule rings only its buyer',
    async (provider) => {
      const { main, buyers, rule, number } = await setup(provider);
      const sales = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
        name: `Sales ${serial}`,
        text_to_speech: 'Press 3 if you are new.',
      });
      const flow = await kit.create('key_press_flows', 'key_press_flow', {
        key_press_flow_group_id: main.id,
        key_press: '1',
      });
      await kit.create('call_control_actions', 'call_control_action', {
        key_press_flow_id: flow.id,
        action_type: 'request_key_press',
        key_press_flow_group_id: sales.id,
      });
      await rule({
        router_type: 'greeting',
        text_to_speech: 'Welcome.',
        action: 'request_key_press',
        key_press_flow_group_id: main.id,
      });
      await rule({ router_type: 'key_press_3', buyer_ids: [buyers[1]!.id] });

      const r = kit.ring(provider, number.number as string, kit.number('303'));
      const answer = (await r.send()).body;
      expect(answer).toContain(LISTEN[provider]);
      expect(answer.indexOf('Welcome.')).toBeLessThan(answer.indexOf(LISTEN[provider]));
      expect(answer).toMatch(
        /Press 1 for sales\.<\/(Say|Speak)><\/(Gather|GetDigits)><Redirect method="POST">/,
      );
      expect(kit.dialled(answer)).toEqual([]);

      const submenu = (await press(answer, '1')).body;
      expect(submenu).toContain('Press 3 if you are new.');
      const dial = (await press(submenu, '3')).body;
      expect(kit.dialled(dial)).toEqual([buyers[1]!.number]);

      const call = await kit.callBySid(r.id);
      expect(call!.token_values).toMatchObject({
        digits: '3',
        [`key_press_flow_group_${main.id}`]: '1',
        [`key_press_flow_group_${sales.id}`]: '3',
      });
      const steps = (await kit.events(call!.id)).filter((e) => e.type === 'Menu' || e.type === 'KeyPress');
      expect(steps.map((e) => [e.type, e.reason, e.matched ?? null])).toEqual([
        ['Menu', 'listening', null],
        ['KeyPress', '1', 'key_press_flow'],
        ['Menu', 'listening', null],
        ['KeyPress', '3', 'key_press_3'],
      ]);
    },
  );

  it('repeats the prompt when nothing is pressed, then the no_key_press rule decides; a wrong key goes to any_other_key_press', async () => {
    const { main, rule, number } = await setup('twilio', { max_attempts: 2 });
    const other = await kit.create('offers', 'offer', { name: `Other ${serial}` });
    const overflow = await kit.create('buyers', 'buyer', {
      name: `Overflow ${serial}`,
      number: kit.number('312'),
      offer_ids: [other.id],
    });
    await rule({ router_type: 'greeting', action: 'request_key_press', key_press_flow_group_id: main.id });
    await rule({ router_type: 'no_key_press', action: 'hang_up', text_to_speech: 'Goodbye.' });
    await rule({
      router_type: 'any_other_key_press',
      action: 'forward_to_offer',
      forward_offer_id: other.id,
    });

    const silent = kit.ring('twilio', number.number as string, kit.number('303'));
    const first = (await silent.send()).body;
    const again = (await press(first)).body;
    expect(kit.actionOf(again)).toContain('attempt=2');
    const end = (await press(again)).body;
    expect(end).toMatch(/<Response><Say>Goodbye\.<\/Say><Hangup\/><\/Response>$/);
    expect((await kit.callBySid(silent.id))!.hangup_cause).toBe('call_flow_hang_up');

    const wrong = kit.ring('twilio', number.number as string, kit.number('303'));
    const dial = (await press((await wrong.send()).body, '7')).body;
    expect(kit.dialled(dial)).toEqual([overflow.number]);
    expect((await kit.callBySid(wrong.id))!.offer_id).toBe(other.id);
  });

  it('takes keys sent with send_key_press as the answer of the menu listening on the call, keeping its data as tokens', async () => {
    const { main, buyers, rule, number } = await setup('twilio');
    await rule({ router_type: 'greeting', action: 'request_key_press', key_press_flow_group_id: main.id });
    await rule({ router_type: 'key_press_2', buyer_ids: [buyers[1]!.id] });
    const r = kit.ring('twilio', number.number as string, kit.number('303'));
    await r.send();
    kit.carriers.live.add(r.id); // the stand-in carrier has the caller's call up
    const call = await kit.callBySid(r.id);
    const res = await kit.api('POST', '/calls/send_key_press', {
      id: call!.uuid,
      digits: '2',
      data: { agent: 'ann' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // Twilio plays the tones, then resumes the call at the menu's action with the keys.
    const twiml = String(kit.carriers.keyPresses.at(-1)!.body.Twiml);
    const resume = /<Redirect method="POST">([^<]+)<\/Redirect>/.exec(twiml)![1]!.replaceAll('&amp;', '&');
    expect(resume).toContain(`group=${main.id}`);
    const url = new URL(resume);
    const dial = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(kit.dialled(dial.body)).toEqual([buyers[1]!.number]);
    expect((await kit.call(call!.id)).token_values).toMatchObject({ digits: '2', agent: 'ann' });
  });

  it('ends a menu that sends the caller back to itself forever after a bounded number of prompts, with the exception rule (simulated)', async () => {
    const { main, rule, number } = await setup('twilio');
    await rule({ router_type: 'greeting', action: 'request_key_press', key_press_flow_group_id: main.id });
    await rule({ router_type: 'key_press_1', action: 'request_key_press', key_press_flow_group_id: main.id });
    await rule({
      router_type: 'no_buyers_match',
      action: 'hang_up',
      text_to_speech: 'We cannot help you today.',
    });
    const res = await kit.api('POST', '/calls/simulate', {
      number: number.number,
      caller_id: '3035550177',
      key_presses: Array.from({ length: 20 }, () => '1'),
    });
    expect(res.statusCode).toBe(201);
    const call = res.json().call as Body;
    expect(call).toMatchObject({ hangup_cause: 'call_flow_step_limit', status: 'completed' });
    const events = await kit.events(call.id);
    expect(events.filter((e) => e.type === 'Menu' && e.reason === 'listening')).toHaveLength(12);
    expect(events.at(-1)).toMatchObject({ type: 'Menu', reason: 'step_limit', limit: 12 });
    expect(events.some((e) => e.type === 'Dial')).toBe(false);
  });

  it('refuses rules that could not act, naming the field, and saves nothing', async () => {
    const { offer, rule } = await setup('twilio');
    const refusals: [Record<string, unknown>, string][] = [
      [{ router_type: 'key_press_1', action: 'request_key_press' }, 'key_press_flow_group_id'],
      [{ router_type: 'key_press_2', action: 'forward_to_offer' }, 'forward_offer_id'],
      [
        { router_type: 'no_buyers_match', action: 'forward_to_offer', forward_offer_id: offer.id },
        'forward_offer_id',
      ],
      [{ router_type: 'key_press_3', action: 'add_to_schedule' }, 'schedule_id'],
      [{ router_type: 'key_press_3', action: 'record_voicemail' }, 'text_to_speech'],
      [{ router_type: 'greeting', action: 'record_voicemail', text_to_speech: 'Leave a message.' }, 'action'],
    ];
    for (const [body, field] of refusals) {
      const res = await kit.api('POST', '/call_routers', { offer_id: offer.id, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors).toHaveProperty(field);
    }
    const orphan = await kit.api('POST', '/call_routers', { offer_id: offer.id, router_type: 'key_press_4' });
    expect(orphan.json().errors).toHaveProperty('router_type');
    const main = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
      name: `Late ${serial}`,
    });
    await rule({ router_type: 'greeting', action: 'request_key_press', key_press_flow_group_id: main.id });
    const kept = await rule({ router_type: 'key_press_4', action: 'hang_up' });
    const moved = await kit.api('PUT', `/call_routers/${kept.id}`, { action: 'request_key_press' });
    expect(moved.json().errors).toHaveProperty('key_press_flow_group_id');
    const list = await kit.api('GET', `/call_routers?offer_id=${offer.id}`);
    expect(
      list
        .json()
        .call_routers.map((r: Body) => r.router_type)
        .sort(),
    ).toEqual(['greeting', 'key_press_4']);
  });
});
