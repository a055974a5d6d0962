import { ManualClock, RETRY_SCHEDULE_MS } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';
import { WebhookReceiver } from './webhook-receiver.js';

const clock = new ManualClock(Date.now());
const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { clock, other: 'Other Conversions Co', allowPrivateUrls: LOCAL_STAND_INS },
);
const kit = useInboundKit(t);
const receiver = new WebhookReceiver();

beforeAll(() => receiver.start());
afterAll(() => receiver.stop());

let serial = 0;
/** A Twilio tracking number on a fresh offer with one buyer. */
async function setup() {
  await kit.carrier('twilio');
  const tag = ++serial;
  const offer = await kit.create('offers', 'offer', { name: `Conversions ${tag}` });
  const buyer = await kit.create('buyers', 'buyer', {
    name: `Buyer ${tag}`,
    number: kit.number('312'),
    offer_ids: [offer.id],
  });
  const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
  const simulate = async (caller: string, duration: number) => {
    const res = await kit.api('POST', '/calls/simulate', {
      number: number.number,
      caller_id: caller,
      dial_results: ['completed'],
      duration,
    });
    expect(res.statusCode).toBe(201);
    return res.json().call as Body;
  };
  return { offer, buyer, number, simulate };
}

const webhookConversion = (buyer: Body, fields: Record<string, unknown>) =>
  kit.create('buyer_conversions', 'buyer_conversion', {
    owner_type: 'Buyer',
    owner_id: buyer.id,
    conversion_type: 'webhook',
    webhook_method: 'get',
    webhook_url: receiver.url(`/convert/${serial}?caller=[caller_id]&secs=[answered_duration]`),
    webhook_body_success_path: 'result.sold',
    webhook_body_success_match: 'yes',
    ...fields,
  });

const requestsTo = (prefix: string) => receiver.received.filter((r) => r.path.startsWith(prefix));

describe('buyer conversions of type webhook and postback, asked when the buyer leg ends', () => {
  it("converts a call when the buyer's answer matches the success path, at the revenue the answer bids", async () => {
    const { buyer, simulate } = await setup();
    const conversion = await webhookConversion(buyer, {
      duration: 30,
      revenue: 10,
      webhook_path_revenue: 'result.bid',
    });
    receiver.answers = [200];
    receiver.responseBody = '{"result":{"sold":"yes","bid":"42.5"}}';
    const call = await simulate('3035550101', 75);
    expect(call).toMatchObject({ buyer_converted: 'Converted', revenue: 42.5, buyer_id: buyer.id });
    const asked = requestsTo(`/convert/${serial}`);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.path).toBe(`/convert/${serial}?caller=%2B13035550101&secs=75`);
    const steps = await kit.events(call.id);
    const log = steps.find((s) => s.type === 'WebhookLog');
    expect(log).toMatchObject({
      owner_type: 'BuyerConversion',
      owner_id: conversion.id,
      code: 200,
      request_method: 'get',
      read_from_cache: false,
      success: true,
      response_body: '{"result":{"sold":"yes","bid":"42.5"}}',
    });
    expect(String(log!.request_url)).toContain(`/convert/${serial}?caller=%2B13035550101`);
    const conversionStep = steps.find((s) => s.type === 'Conversion');
    expect(conversionStep).toMatchObject({
      buyer_conversion_id: conversion.id,
      conversion_type: 'webhook',
      revenue: 42.5,
      webhook_log_id: log!.webhook_log_id,
    });
    const logs = (await kit.api('GET', `/webhook_logs?call_id=${call.id}`)).json().webhook_logs as Body[];
    expect(logs.map((l) => l.id)).toContain(log!.webhook_log_id);
  });

  it("fills [user_fleet_id] and [buyer_fleet_id] with the buyer's fleet, blank for a buyer in none", async () => {
    const { buyer, simulate } = await setup();
    // Two fleets hold the buyer: the first live one by id fills the tokens; a deleted one never does.
    const gone = await kit.create('buyer_fleets', 'buyer_fleet', {
      name: `Gone ${serial}`,
      user_fleet_id: `gone_${serial}`,
      buyer_ids: [buyer.id],
    });
    expect((await kit.api('DELETE', `/buyer_fleets/${gone.id}`)).statusCode).toBe(200);
    const fleet = await kit.create('buyer_fleets', 'buyer_fleet', {
      name: `Brand ${serial}`,
      user_fleet_id: `brand_${serial}`,
      buyer_ids: [buyer.id],
    });
    await kit.create('buyer_fleets', 'buyer_fleet', {
      name: `Later ${serial}`,
      user_fleet_id: `later_${serial}`,
      buyer_ids: [buyer.id],
    });
    await webhookConversion(buyer, {
      duration: 0,
      webhook_url: receiver.url(`/fleet/${serial}?fleet=[user_fleet_id]&fleet_id=[buyer_fleet_id]`),
    });
    receiver.answers = [200];
    receiver.responseBody = '{"result":{"sold":"yes"}}';
    await simulate('3035550131', 40);
    expect(requestsTo(`/fleet/${serial}`).map((r) => r.path)).toEqual([
      `/fleet/${serial}?fleet=brand_${serial}&fleet_id=${fleet.id}`,
    ]);

    const alone = await setup();
    await webhookConversion(alone.buyer, {
      duration: 0,
      webhook_url: receiver.url(`/fleet/${serial}?fleet=[user_fleet_id]&fleet_id=[buyer_fleet_id]`),
    });
    receiver.answers = [200];
    await alone.simulate('3035550132', 40);
    expect(requestsTo(`/fleet/${serial}`).map((r) => r.path)).toEqual([`/fleet/${serial}?fleet=&fleet_id=`]);
  });

  it('does not convert when the answer says no, and goes on to the next conversion in order', async () => {
    const { buyer, simulate } = await setup();
    await webhookConversion(buyer, { duration: 0, sortable_order: 1 });
    const fallback = await kit.create('buyer_conversions', 'buyer_conversion', {
      owner_type: 'Buyer',
      owner_id: buyer.id,
      conversion_type: 'revenue',
      revenue: 7,
      duration: 60,
      sortable_order: 2,
    });
    receiver.answers = [200];
    receiver.responseBody = '{"result":{"sold":"no"}}';
    const short = await simulate('3035550102', 20);
    expect(short.buyer_converted).not.toBe('Converted');
    const shortSteps = await kit.events(short.id);
    expect(shortSteps.filter((s) => s.type === 'WebhookLog')).toMatchObject([
      { owner_type: 'BuyerConversion', code: 200, success: false },
    ]);
    expect(shortSteps.some((s) => s.type === 'Conversion')).toBe(false);

    const long = await simulate('3035550103', 90);
    expect(long).toMatchObject({ buyer_converted: 'Converted', revenue: 7 });
    expect((await kit.events(long.id)).find((s) => s.type === 'Conversion')).toMatchObject({
      buyer_conversion_id: fallback.id,
      conversion_type: 'revenue',
    });
  });

  it('reuses an answer within cache_result_for_seconds instead of asking again, and says so in the trace', async () => {
    const { buyer, simulate } = await setup();
    await webhookConversion(buyer, {
      conversion_type: 'postback',
      webhook_url: receiver.url(`/convert/${serial}?caller=[caller_id]`),
      duration: 10,
      revenue: 12,
      cache_result_for_seconds: 300,
    });
    receiver.answers = [200];
    receiver.responseBody = '{"result":{"sold":"YES"}}';
    const first = await simulate('3035550104', 30);
    const second = await simulate('3035550104', 40);
    expect(requestsTo(`/convert/${serial}`)).toHaveLength(1);
    expect(first).toMatchObject({ buyer_converted: 'Converted', revenue: 12 });
    expect(second).toMatchObject({ buyer_converted: 'Converted', revenue: 12 });
    const cached = (await kit.events(second.id)).find((s) => s.type === 'WebhookLog');
    expect(cached).toMatchObject({ owner_type: 'BuyerConversion', code: 200, read_from_cache: true });
  });

  it('never asks a webhook conversion when a revenue conversion earlier in order fires, or the buyer leg is too short', async () => {
    const { buyer, simulate } = await setup();
    await kit.create('buyer_conversions', 'buyer_conversion', {
      owner_type: 'Buyer',
      owner_id: buyer.id,
      conversion_type: 'revenue',
      revenue: 5,
      duration: 50,
      sortable_order: 1,
    });
    await webhookConversion(buyer, { duration: 20, sortable_order: 2 });
    receiver.answers = [200];
    receiver.responseBody = '{"result":{"sold":"yes"}}';
    const paid = await simulate('3035550105', 55);
    expect(paid).toMatchObject({ buyer_converted: 'Converted', revenue: 5 });
    const tooShort = await simulate('3035550106', 10);
    expect(tooShort.buyer_converted).not.toBe('Converted');
    expect(requestsTo(`/convert/${serial}`)).toHaveLength(0);
  });
});

describe('webhook deliveries in the call timeline', () => {
  it('shows each outgoing-webhook attempt about a call as a WebhookLog step, failures and retries included', async () => {
    const { offer, simulate } = await setup();
    const hook = await kit.create('outgoing_webhooks', 'outgoing_webhook', {
      name: `Ended ${serial}`,
      trigger: 'call_ended',
      offer_ids: [offer.id],
      max_attempts: 2,
    });
    await kit.create('outgoing_webhook_urls', 'outgoing_webhook_url', {
      outgoing_webhook_id: hook.id,
      url: receiver.url(`/ended/${serial}?call=[call_id]`),
      method: 'post',
    });
    receiver.answers = [500, 200];
    receiver.responseBody = '{"ok":true}';
    const call = await simulate('3035550107', 30);
    await t.leadline.jobs.runDue();
    clock.advance(RETRY_SCHEDULE_MS[0]! * 1.2);
    await t.leadline.jobs.runDue();
    expect(requestsTo(`/ended/${serial}`)).toHaveLength(2);
    const logs = (await kit.events(call.id)).filter((s) => s.type === 'WebhookLog');
    expect(logs).toMatchObject([
      {
        owner_type: 'OutgoingWebhook',
        owner_id: hook.id,
        reason: 'call_ended',
        code: 500,
        success: false,
        attempt: 1,
      },
      {
        owner_type: 'OutgoingWebhook',
        owner_id: hook.id,
        reason: 'call_ended',
        code: 200,
        success: true,
        attempt: 2,
      },
    ]);
    expect(String(logs[0]!.request_url)).toBe(receiver.url(`/ended/${serial}?call=${call.id}`));
    const listed = (await kit.api('GET', `/call_events?call_id=${call.id}`)).json().call_events as Body[];
    expect(listed.filter((e) => e.event_type === 'WebhookLog')).toHaveLength(2);
  });

  it('writes no WebhookLog step into another company’s call timeline', async () => {
    const { simulate } = await setup();
    const call = await simulate('3035550108', 10);
    const other = await kit.api('GET', `/calls/${call.id}/events`, undefined, t.other);
    expect(other.statusCode).toBe(404);
    const listed = await kit.api('GET', `/call_events?call_id=${call.id}`, undefined, t.other);
    expect(listed.json().call_events ?? []).toEqual([]);
  });
});
