import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { WebhookReceiver } from './webhook-receiver.js';

type Body = Record<string, unknown> & { id: number };

describe("buyer_answered_with_contact_fields: the answered call's webhooks see its lead's fields", () => {
  const t = useTestApp({}, { allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCarrierKit(t);
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  const create = async (plural: string, name: string, body: Record<string, unknown>) =>
    (await kit.create(plural, name, body)) as Body;
  const callback = (url: string, payload: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: new URL(url).pathname, payload });

  it("fires for a lead's call once it is answered, with the lead's name and custom fields as tokens", async () => {
    await kit.onlyCarrier('twilio', { calls_per_second: 100 });
    const offer = await create('offers', 'offer', { name: 'Contact offer' });
    await create('buyers', 'buyer', { name: 'Buyer', number: kit.number('312'), offer_ids: [offer.id] });
    const schedule = await create('schedules', 'schedule', { name: 'Contact schedule', offer_id: offer.id });
    const pool = await create('ring_pools', 'ring_pool', { name: 'Contact pool', offer_id: offer.id });
    const from = kit.number('646');
    kit.carriers.inventory.add(from);
    await create('phone_numbers', 'phone_number', {
      number: from,
      provider: 'twilio',
      ring_pool_id: pool.id,
    });
    await create('schedule_ring_pools', 'schedule_ring_pool', {
      schedule_id: schedule.id,
      ring_pool_id: pool.id,
    });
    for (const [trigger, path] of [
      ['buyer_answered_with_contact_fields', '/with?name=[first_name]&amount=[loan_amount]&call=[call_id]'],
      ['buyer_answered', '/plain?call=[call_id]'],
    ] as const) {
      const hook = await create('outgoing_webhooks', 'outgoing_webhook', {
        name: trigger,
        trigger,
        offer_ids: [offer.id],
      });
      await create('outgoing_webhook_urls', 'outgoing_webhook_url', {
        outgoing_webhook_id: hook.id,
        url: receiver.url(path),
        method: 'get',
      });
    }
    const lead = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: {
          lead_token: schedule.lead_token,
          caller_id: kit.number(),
          first_name: 'Ada',
          loan_amount: '5000',
        },
      })
    ).json().lead as Body;
    const call = (await kit.api('POST', '/schedules/make_call', { lead_id: lead.id })).json().call as Body;
    const sent = kit.carriers.dialed.at(-1)!;
    await callback(sent.statusUrl, { CallSid: sent.sid, CallStatus: 'ringing' });
    await t.leadline.jobs.runDue();
    expect(receiver.received).toEqual([]);
    await callback(sent.answerUrl, { CallSid: sent.sid, CallStatus: 'in-progress' });
    await t.leadline.jobs.runDue();
    expect(receiver.received.map((r) => r.path).sort()).toEqual([
      `/plain?call=${call.id}`,
      `/with?name=Ada&amount=5000&call=${call.id}`,
    ]);
  });
});
