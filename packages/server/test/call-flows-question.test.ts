import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

let serial = 0;
/** A Twilio offer asking "Are you insured?" (1 yes, 2 no) into the insured token, one buyer per answer. */
async function setup() {
  await kit.carrier('twilio');
  const offer = await kit.create('offers', 'offer', { name: `Question ${++serial}` });
  const buyers: Record<string, Body> = {};
  for (const answer of ['yes', 'no']) {
    buyers[answer] = await kit.create('buyers', 'buyer', {
      name: `Insured ${answer} ${serial}`,
      number: kit.number('312'),
      offer_ids: [offer.id],
      token_filters: [{ key: 'insured', operator: 'in', value: answer }],
    });
  }
  const ask = await kit.create('call_routers', 'call_router', {
    offer_id: offer.id,
    router_type: 'ask_a_question',
  });
  const group = await kit.create('call_router_answer_groups', 'call_router_answer_group', {
    name: 'Insurance',
    call_router_id: ask.id,
    offer_id: offer.id,
    key: 'insured',
    question: 'Are you insured? Press 1 for yes, 2 for no.',
    max_attempts: 2,
  });
  for (const [key, name] of [
    ['1', 'Yes'],
    ['2', 'No'],
  ]) {
    await kit.create('call_router_answers', 'call_router_answer', {
      call_router_answer_group_id: group.id,
      name,
      value: name.toLowerCase(),
      key_press: key,
    });
  }
  const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
  return { buyers, number };
}

const asked = async (callId: number) =>
  (await kit.events(callId)).filter((e) => e.type === 'Question').map((e) => e.reason);

describe('ask a question', () => {
  it("asks the offer's question, stores the chosen answer in its token and routes by it", async () => {
    const { buyers, number } = await setup();
    const r = kit.ring('twilio', number.number as string, kit.number('303'));
    const question = (await r.send()).body;
    expect(question).toContain('<Say>Are you insured? Press 1 for yes, 2 for no.</Say></Gather>');
    expect(kit.actionOf(question)).toContain('?group=question&attempt=1');
    const dial = await kit.press(question, '2');
    expect(kit.dialled(dial)).toEqual([buyers.no!.number]);
    const call = (await kit.callBySid(r.id))!;
    expect(call.token_values).toMatchObject({ insured: 'no' });
    expect(await asked(call.id)).toEqual(['listening', 'answered']);
  });

  it('asks again after an unknown key, then goes on unanswered; the simulator answers from key_presses', async () => {
    const { buyers, number } = await setup();
    const r = kit.ring('twilio', number.number as string, kit.number('303'));
    let xml = (await r.send()).body;
    xml = await kit.press(xml, '7');
    expect(xml).toContain('attempt=2');
    await kit.press(xml, '');
    expect(await asked((await kit.callBySid(r.id))!.id)).toEqual([
      'listening',
      'retry',
      'listening',
      'unanswered',
    ]);

    const res = await kit.api('POST', '/calls/simulate', {
      number: number.number,
      caller_id: '3035550188',
      key_presses: ['1'],
    });
    expect((res.json().call as Body).buyer_id).toBe(buyers.yes!.id);
  });
});
