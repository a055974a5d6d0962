import { ManualClock } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, smsWebhook, useInboundKit } from './inbound-kit.js';
import { WebhookReceiver } from './webhook-receiver.js';

// Mid-afternoon in the US, so replies are inside every texting window.
const clock = new ManualClock(Date.UTC(2026, 5, 3, 18));
const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { allowPrivateUrls: LOCAL_STAND_INS, clock, other: 'Other Co' },
);
const kit = useInboundKit(t);
let serial = 0;

const incoming = (to: string, from: string, body: string) =>
  smsWebhook(t, 'twilio', { MessageSid: `SM-flow-${++serial}`, From: from, To: to, Body: body });
const outbound = async (to: string) =>
  (await kit.api('GET', `/text_messages?to=${encodeURIComponent(to)}`)).json().text_messages as Body[];
const flow = (body: Record<string, unknown>) =>
  kit.create('text_message_flows', 'text_message_flow', { name: `Flow ${++serial}`, ...body });

describe('text_message_flows answer incoming texts: first active match by sortable_order', () => {
  it('replies by keyword with the lead tokens, falls back to an any-text flow, and keeps to its offer', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Flow offer' });
    const other = await kit.create('offers', 'offer', { name: 'Other offer' });
    const number = String((await kit.trackingNumber('twilio', { offer_id: offer.id })).number);
    const otherNumber = String((await kit.trackingNumber('twilio', { offer_id: other.id })).number);
    const quote = await flow({
      keyword: 'quote',
      match_type: 'exact',
      reply_body: 'Hi [first_name]{there}, a quote is on its way',
      offer_id: offer.id,
      sortable_order: 1,
    });
    await flow({
      keyword: 'quote',
      match_type: 'contains',
      reply_body: 'Never: the exact flow comes first',
      sortable_order: 2,
    });
    await flow({
      keyword: 'x',
      match_type: 'exact',
      reply_body: 'Inactive',
      active: false,
      sortable_order: 0,
    });
    await flow({
      match_type: 'any',
      reply_body: 'Thanks, we read every text',
      offer_id: offer.id,
      sortable_order: 9,
    });

    const ada = kit.number('917');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: offer.lead_token, caller_id: ada, first_name: 'Ada' },
    });
    expect((await incoming(number, ada, ' QUOTE ')).statusCode).toBe(200);
    const chatter = kit.number('917');
    await incoming(number, chatter, 'what time do you open?');
    const elsewhere = kit.number('917');
    await incoming(otherNumber, elsewhere, 'hello');
    await t.leadline.jobs.runDue();

    expect(await outbound(ada)).toMatchObject([
      { from: number, body: 'Hi Ada, a quote is on its way', status: 'sent' },
    ]);
    expect(await outbound(chatter)).toMatchObject([{ body: 'Thanks, we read every text' }]);
    expect(await outbound(elsewhere)).toEqual([]);
    const stored = (await kit.api('GET', `/incoming_text_messages?from=${encodeURIComponent(ada)}`)).json()
      .incoming_text_messages as Body[];
    expect(stored[0]!.text_message_flow_id).toBe(quote.id);
  });

  it('an opt_out flow opts the sender out of texts, and then its reply is blocked, not sent', async () => {
    await kit.carrier('twilio');
    const number = String((await kit.trackingNumber('twilio', {})).number);
    await flow({
      keyword: 'no more',
      match_type: 'starts_with',
      flow_action: 'opt_out',
      reply_body: 'Done',
      sortable_order: -1,
    });
    const sender = kit.number('303');
    await incoming(number, sender, 'No more texts please');
    await t.leadline.jobs.runDue();
    const contact = (await kit.api('GET', `/contacts/${sender.slice(1)}`)).json().contact as Body;
    expect(contact.sms_opt_out_at).toBeTruthy();
    expect(await outbound(sender)).toMatchObject([
      { status: 'blocked', error_message: 'Not sent: opted_out' },
    ]);
  });

  it('a webhook flow fires its outgoing webhook about the incoming text through the engine: logged and retried', async () => {
    const receiver = new WebhookReceiver();
    await receiver.start();
    try {
      receiver.answers = [503, 200];
      await kit.carrier('twilio');
      const number = String((await kit.trackingNumber('twilio', {})).number);
      const hook = await kit.create('outgoing_webhooks', 'outgoing_webhook', {
        name: 'Texts to CRM',
        trigger: 'call_ended',
        max_attempts: 3,
      });
      await kit.create('outgoing_webhook_urls', 'outgoing_webhook_url', {
        outgoing_webhook_id: hook.id,
        url: receiver.url('/texted?from=[from]&said=[body]'),
        method: 'get',
      });
      const crm = await flow({
        keyword: 'call me',
        match_type: 'contains',
        flow_action: 'webhook',
        outgoing_webhook_id: hook.id,
        reply_body: 'We will call you shortly',
      });
      const sender = kit.number('415');
      await incoming(number, sender, 'Please call me');
      await t.leadline.jobs.runDue();
      expect(receiver.received.map((r) => r.path)).toEqual([
        `/texted?from=${encodeURIComponent(sender)}&said=${encodeURIComponent('Please call me')}`,
      ]);
      clock.advance(10_000);
      await t.leadline.jobs.runDue();
      expect(receiver.received).toHaveLength(2);
      const logs = (
        await kit.api('GET', `/webhook_logs?root=false&outgoing_webhook_id=${hook.id}&order=id&order_dir=asc`)
      ).json() as Body[];
      expect(logs).toMatchObject([
        { attempt: 1, code: 503, success: false },
        { attempt: 2, code: 200, success: true },
      ]);
      const stored = (
        await kit.api('GET', `/incoming_text_messages?from=${encodeURIComponent(sender)}`)
      ).json().incoming_text_messages as Body[];
      expect(stored[0]!.text_message_flow_id).toBe(crm.id);
      const events = (await kit.api('GET', '/events?types=text_message_flow_webhook')).json()
        .events as Body[];
      expect(events).toMatchObject([{ type: 'text_message_flow_webhook', record_id: stored[0]!.id }]);
      expect(await outbound(sender)).toMatchObject([{ body: 'We will call you shortly', status: 'sent' }]);
    } finally {
      await receiver.stop();
    }
  });

  it("a modify_lead flow sets tokens on the sender's lead from the text, and a sender without a lead changes nothing", async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Token offer' });
    const number = String((await kit.trackingNumber('twilio', { offer_id: offer.id })).number);
    await flow({
      keyword: 'zip',
      match_type: 'starts_with',
      flow_action: 'modify_lead',
      lead_data: { last_reply: '[body]', replied: 'yes', greeting: 'Hi [first_name]{you}' },
      reply_body: 'Thanks [first_name]{friend}',
    });
    const ada = kit.number('646');
    const submitted = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: { lead_token: offer.lead_token, caller_id: ada, first_name: 'Ada', interest: 'solar' },
      })
    ).json() as Body;
    const leadId = (submitted.lead as Body | undefined)?.id ?? submitted.id;
    await incoming(number, ada, 'ZIP 10001');
    const stranger = kit.number('646');
    await incoming(number, stranger, 'zip 94110');
    await t.leadline.jobs.runDue();

    const lead = (await kit.api('GET', `/leads/${String(leadId)}`)).json().lead as Body;
    expect(lead.tokens).toMatchObject({
      interest: 'solar',
      last_reply: 'ZIP 10001',
      replied: 'yes',
      greeting: 'Hi Ada',
    });
    expect(await outbound(ada)).toMatchObject([{ body: 'Thanks Ada' }]);
    const leads = (await kit.api('GET', `/leads?caller_id=${encodeURIComponent(stranger)}`)).json().leads;
    expect(leads).toEqual([]);
    expect(await outbound(stranger)).toMatchObject([{ body: 'Thanks friend' }]);
  });

  it('add_to_schedule puts the texter on the schedule with its lead data; remove_from_schedule takes it off', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Join offer' });
    const number = String((await kit.trackingNumber('twilio', { offer_id: offer.id })).number);
    const drip = await kit.create('schedules', 'schedule', { name: 'Drip' });
    await flow({
      keyword: 'join',
      flow_action: 'add_to_schedule',
      schedule_id: drip.id,
      reply_body: 'Welcome',
    });
    await flow({ keyword: 'leave', flow_action: 'remove_from_schedule', schedule_id: drip.id });
    const ada = kit.number('720');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { lead_token: offer.lead_token, caller_id: ada, first_name: 'Ada', interest: 'solar' },
    });
    await incoming(number, ada, 'JOIN');
    const onDrip = async () =>
      (await kit.api('GET', `/leads?schedule_id=${drip.id}&caller_id=${encodeURIComponent(ada)}`)).json()
        .leads as Body[];
    expect(await onDrip()).toMatchObject([{ first_name: 'Ada', tokens: { interest: 'solar' } }]);
    await incoming(number, ada, 'join');
    expect(await onDrip()).toHaveLength(1);
    await incoming(number, ada, 'leave');
    expect(await onDrip()).toMatchObject([{ status: 'disabled', end_reason: 'removed' }]);
    const stranger = kit.number('720');
    expect((await incoming(number, stranger, 'leave')).statusCode).toBe(200);
  });

  it('refuses flow actions it cannot perform and a broken regex with a 422 naming the parameter', async () => {
    const theirs = await tenantApi(t).create(
      'outgoing_webhooks',
      'outgoing_webhook',
      { name: 'Theirs', trigger: 'call_ended' },
      t.other,
    );
    for (const [body, param] of [
      [{ flow_action: 'webhook', outgoing_webhook_id: theirs.id }, 'outgoing_webhook_id'],
      [{ flow_action: 'webhook' }, 'outgoing_webhook_id'],
      [{ flow_action: 'modify_lead' }, 'lead_data'],
      [{ flow_action: 'modify_lead', lead_data: ['x'] }, 'lead_data'],
      [{ flow_action: 'modify_lead', lead_data: '"text"' }, 'lead_data'],
      [{ flow_action: 'add_to_schedule' }, 'schedule_id'],
      [{ flow_action: 'remove_from_schedule' }, 'schedule_id'],
      [{ match_type: 'regex', keyword: '([' }, 'keyword'],
    ] as const) {
      const res = await kit.api('POST', '/text_message_flows', { name: 'Bad', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([param]);
    }
  });
});
