import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCarrierKit } from './carrier-kit.js';
import { useTestApp } from './helpers.js';
import { WebhookReceiver } from './webhook-receiver.js';

type Body = Record<string, unknown> & { id: number };

describe('call lifecycle events: new, ringing, forwarded, answered, ended, delivered to subscriptions and webhooks', () => {
  const clock = new ManualClock(Date.now());
  const t = useTestApp({}, { clock, allowPrivateUrls: ['127.0.0.0/8'] });
  const kit = useCarrierKit(t);
  const { api, number } = kit;
  const receiver = new WebhookReceiver();
  const create = async (plural: string, name: string, body: Record<string, unknown>) =>
    (await kit.create(plural, name, body)) as Body;
  const callback = (url: string, payload: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: new URL(url).pathname, payload });

  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  it('emits each step of an outbound call once, and fires call_ended with the conversion triggers', async () => {
    await kit.onlyCarrier('twilio', { calls_per_second: 100 });
    const offer = await create('offers', 'offer', { name: 'Offer' });
    const buyer = await create('buyers', 'buyer', {
      name: 'Buyer',
      number: number('312'),
      offer_ids: [offer.id],
    });
    const schedule = await create('schedules', 'schedule', { name: 'Schedule', offer_id: offer.id });
    const pool = await create('ring_pools', 'ring_pool', { name: 'Pool', offer_id: offer.id });
    const from = number('646');
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
    await create('subscriptions', 'subscription', {
      target_url: receiver.url('/ended'),
      event: 'call_ended',
    });
    const hook = await create('outgoing_webhooks', 'outgoing_webhook', {
      name: 'No sale',
      trigger: 'did_not_convert',
      offer_ids: [offer.id],
    });
    await create('outgoing_webhook_urls', 'outgoing_webhook_url', {
      outgoing_webhook_id: hook.id,
      url: receiver.url('/nosale?caller=[caller_id]&buyer=[buyer_name]&secs=[total_duration]'),
      method: 'get',
    });
    const lead = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: { lead_token: schedule.lead_token, caller_id: number() },
      })
    ).json().lead as Body;
    const call = (await api('POST', '/schedules/make_call', { lead_id: lead.id })).json().call as Body;
    const sent = kit.carriers.dialed.at(-1)!;
    await callback(sent.statusUrl, { CallSid: sent.sid, CallStatus: 'ringing' });
    await callback(sent.answerUrl, { CallSid: sent.sid, CallStatus: 'in-progress' });
    await callback(sent.statusUrl, { CallSid: sent.sid, CallStatus: 'completed', CallDuration: '42' });
    await t.leadline.jobs.runDue();

    const events = (
      await api('GET', `/events?types=new_call,call_ringing,call_forwarded,call_answered,call_ended&limit=20`)
    ).json().events as { type: string; record_id: number }[];
    const ofCall = events
      .filter((e) => e.record_id === call.id)
      .map((e) => e.type)
      .reverse();
    expect(ofCall).toEqual(['new_call', 'call_ringing', 'call_answered', 'call_forwarded', 'call_ended']);

    const paths = receiver.received.map((r) => r.path);
    expect(paths).toHaveLength(2);
    const ended = receiver.received.find((r) => r.path === '/ended')!;
    expect(JSON.parse(ended.body)).toMatchObject({ id: call.id, status: 'completed', total_duration: 42 });
    const noSale = new URL(`http://x${receiver.received.find((r) => r.path.startsWith('/nosale'))!.path}`);
    expect(Object.fromEntries(noSale.searchParams)).toEqual({
      caller: String(lead.caller_id),
      buyer: 'Buyer',
      secs: '42',
    });
    expect(buyer.id).toBeGreaterThan(0);
  });
});
