import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

let serial = 0;
/** A Twilio number on an offer whose greeting opens a menu, a buyer, and a schedule to add callers to. */
async function menuOffer() {
  await kit.carrier('twilio');
  const offer = await kit.create('offers', 'offer', { name: `Menu actions ${++serial}` });
  const buyer = await kit.create('buyers', 'buyer', {
    name: `Menu buyer ${serial}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  const schedule = await kit.create('schedules', 'schedule', {
    name: `Callbacks ${serial}`,
    offer_id: offer.id,
  });
  const group = await kit.create('key_press_flow_groups', 'key_press_flow_group', {
    name: `Menu ${serial}`,
    text_to_speech: 'Press 1 for a callback, 2 to stop calls.',
  });
  await kit.create('call_routers', 'call_router', {
    offer_id: offer.id,
    router_type: 'greeting',
    action: 'request_key_press',
    key_press_flow_group_id: group.id,
  });
  const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
  const ring = async (caller = kit.number('303')) => {
    const r = kit.ring('twilio', number.number as string, caller);
    const xml = (await r.send()).body;
    return { caller, xml, call: async () => (await kit.callBySid(r.id))! };
  };
  return { offer, buyer, schedule, group, ring };
}
const steps = async (callId: number, type: string) =>
  (await kit.events(callId)).filter((e) => e.type === type);

describe('menu actions: schedules, blocking, key press flow dispositions and continue_call_routing', () => {
  it('adds the caller to the rule’s schedule, then rings the buyers', async () => {
    const m = await menuOffer();
    await kit.create('call_routers', 'call_router', {
      offer_id: m.offer.id,
      router_type: 'key_press_1',
      action: 'add_to_schedule',
      schedule_id: m.schedule.id,
    });
    const { caller, xml, call } = await m.ring();
    const after = await kit.press(xml, '1');
    expect(kit.dialled(after)).toEqual([m.buyer.number]);
    const leads = (await kit.api('GET', `/leads?schedule_id=${m.schedule.id}`)).json().leads as Body[];
    expect(leads.map((l) => l.caller_id)).toEqual([caller]);
    expect(await steps((await call()).id as number, 'CallAction')).toMatchObject([
      { reason: 'add_to_schedule', schedule_id: m.schedule.id },
    ]);
  });

  it("runs a key press flow's add_to_schedule, applies its disposition and hangs up when it does not continue routing", async () => {
    const m = await menuOffer();
    const disposition = await kit.create('call_dispositions', 'call_disposition', {
      key: `callback_${serial}`,
      name: 'Wants a callback',
    });
    const flow = await kit.create('key_press_flows', 'key_press_flow', {
      key_press_flow_group_id: m.group.id,
      key_press: '1',
      call_disposition_id: disposition.id,
      continue_call_routing: false,
    });
    await kit.create('call_control_actions', 'call_control_action', {
      key_press_flow_id: flow.id,
      action_type: 'add_to_schedule',
      schedule_id: m.schedule.id,
    });
    const { caller, xml, call } = await m.ring();
    const after = await kit.press(xml, '1');
    expect(after).toContain('<Hangup/>');
    expect(after).not.toContain('<Dial');
    const ended = await kit.call((await call()).id as number);
    expect(ended).toMatchObject({
      disposition_key: `callback_${serial}`,
      hangup_cause: 'call_flow_add_to_schedule',
    });
    const leads = (await kit.api('GET', `/leads?schedule_id=${m.schedule.id}`)).json().leads as Body[];
    expect(leads.map((l) => l.caller_id)).toEqual([caller]);
    // continue_call_routing true goes on to the buyers after the same action.
    await kit.api('PUT', `/key_press_flows/${flow.id}`, { continue_call_routing: true });
    const again = await m.ring();
    expect(kit.dialled(await kit.press(again.xml, '1'))).toEqual([m.buyer.number]);
  });

  it("takes the caller's lead off the rule's schedule (remove_from_schedule), then rings the buyers", async () => {
    const m = await menuOffer();
    await kit.create('call_routers', 'call_router', {
      offer_id: m.offer.id,
      router_type: 'key_press_1',
      action: 'add_to_schedule',
      schedule_id: m.schedule.id,
    });
    await kit.create('call_routers', 'call_router', {
      offer_id: m.offer.id,
      router_type: 'key_press_2',
      action: 'remove_from_schedule',
      schedule_id: m.schedule.id,
    });
    const first = await m.ring();
    await kit.press(first.xml, '1');
    const onSchedule = async () =>
      (
        (
          await kit.api(
            'GET',
            `/leads?schedule_id=${m.schedule.id}&caller_id=${encodeURIComponent(first.caller)}`,
          )
        ).json().leads as Body[]
      ).map((l) => l.status);
    expect(await onSchedule()).toEqual(['scheduled']);

    const second = await m.ring(first.caller);
    const after = await kit.press(second.xml, '2');
    expect(kit.dialled(after)).toEqual([m.buyer.number]);
    expect(await onSchedule()).not.toContain('scheduled');
    expect(await steps((await second.call()).id as number, 'CallAction')).toMatchObject([
      { reason: 'remove_from_schedule', schedule_id: m.schedule.id },
    ]);
    // A caller on no schedule presses 2: nothing to remove, and the call goes on.
    const stranger = await m.ring();
    expect(kit.dialled(await kit.press(stranger.xml, '2'))).toEqual([m.buyer.number]);
  });

  it("blocks the caller's number and hangs up", async () => {
    const m = await menuOffer();
    await kit.create('call_routers', 'call_router', {
      offer_id: m.offer.id,
      router_type: 'key_press_2',
      action: 'block_caller',
      text_to_speech: 'You will not be called again.',
    });
    const { caller, xml } = await m.ring();
    const after = await kit.press(xml, '2');
    expect(after).toContain('<Say>You will not be called again.</Say><Hangup/>');
    const contact = (await kit.api('GET', `/contacts/${encodeURIComponent(caller)}`)).json().contact;
    expect(contact.blocked).toBe(true);
  });

  it('refuses add_to_schedule and remove_from_schedule without a schedule, naming schedule_id', async () => {
    const m = await menuOffer();
    for (const action of ['add_to_schedule', 'remove_from_schedule']) {
      const res = await kit.api('POST', '/call_routers', {
        offer_id: m.offer.id,
        router_type: 'key_press_3',
        action,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('schedule_id');
    }
  });
});
