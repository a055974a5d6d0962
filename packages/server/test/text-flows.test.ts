import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, smsWebhook, useInboundKit } from './inbound-kit.js';

const t = useTestApp({ publicUrl: PUBLIC_URL }, { allowPrivateUrls: LOCAL_STAND_INS });
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

  it('refuses flow actions it cannot perform and a broken regex with a 422 naming the parameter', async () => {
    for (const [body, param] of [
      [{ flow_action: 'add_to_schedule' }, 'flow_action'],
      [{ flow_action: 'remove_from_schedule' }, 'flow_action'],
      [{ match_type: 'regex', keyword: '([' }, 'keyword'],
    ] as const) {
      const res = await kit.api('POST', '/text_message_flows', { name: 'Bad', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([param]);
    }
  });
});
