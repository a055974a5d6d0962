import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

let serial = 0;
/** A Twilio offer asking callers for their ZIP, with one buyer for Colorado callers and one for Texas's. */
async function setup() {
  await kit.carrier('twilio');
  const offer = await kit.create('offers', 'offer', { name: `ZIP ${++serial}` });
  const buyers: Record<string, Body> = {};
  for (const state of ['CO', 'TX']) {
    buyers[state] = await kit.create('buyers', 'buyer', {
      name: `${state} buyer ${serial}`,
      number: kit.number('312'),
      offer_ids: [offer.id],
      token_filters: [{ key: 'caller_state', operator: 'in', value: state }],
    });
  }
  await kit.create('call_routers', 'call_router', {
    offer_id: offer.id,
    router_type: 'zip_code_entry',
    text_to_speech: 'Please enter your ZIP code.',
  });
  const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
  return { offer, buyers, number };
}

const zipSteps = async (callId: number) =>
  (await kit.events(callId)).filter((e) => e.type === 'ZipEntry').map((e) => e.reason);

describe('ZIP code entry', () => {
  it("asks the caller's ZIP, keeps it and its state as caller_zip and caller_state, and routes by them", async () => {
    const { buyers, number } = await setup();
    const r = kit.ring('twilio', number.number as string, kit.number('415'));
    const asked = (await r.send()).body;
    expect(asked).toContain('numDigits="5"');
    expect(asked).toContain('<Say>Please enter your ZIP code.</Say></Gather>');
    expect(kit.actionOf(asked)).toContain('?group=zip&attempt=1');
    const dial = await kit.press(asked, '80202');
    expect(kit.dialled(dial)).toEqual([buyers.CO!.number]);
    const call = (await kit.callBySid(r.id))!;
    expect(call.token_values).toMatchObject({ caller_zip: '80202', caller_state: 'CO' });
    expect(await zipSteps(call.id)).toEqual(['listening', 'entered']);
  });

  it('asks again after no ZIP or one of no state, then lets zip_entry_failed decide', async () => {
    const { offer, number } = await setup();
    await kit.create('call_routers', 'call_router', {
      offer_id: offer.id,
      router_type: 'zip_entry_failed',
      action: 'hang_up',
      text_to_speech: 'Sorry, we could not find your area.',
    });
    const r = kit.ring('twilio', number.number as string, kit.number('415'));
    let xml = (await r.send()).body;
    for (const keys of ['00000', '']) xml = await kit.press(xml, keys);
    const end = await kit.press(xml, '12');
    expect(end).toMatch(/<Say>Sorry, we could not find your area\.<\/Say><Hangup\/><\/Response>$/);
    const call = (await kit.callBySid(r.id))!;
    expect(await zipSteps(call.id)).toEqual([
      'listening',
      'retry',
      'listening',
      'retry',
      'listening',
      'failed',
    ]);
    expect(call.hangup_cause).toBe('call_flow_hang_up');
  });

  it('hears the ZIP in a simulated call, and a ZIP question with nothing to ask is refused at save', async () => {
    const { offer, buyers, number } = await setup();
    const res = await kit.api('POST', '/calls/simulate', {
      number: number.number,
      caller_id: '4155550123',
      key_presses: ['75201'],
    });
    expect(res.statusCode).toBe(201);
    expect((res.json().call as Body).buyer_id).toBe(buyers.TX!.id);
    const refused = await kit.api('POST', '/call_routers', {
      offer_id: offer.id,
      router_type: 'zip_code_entry',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('text_to_speech');
  });
});
