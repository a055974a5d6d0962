import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, smsWebhook, useInboundKit } from './inbound-kit.js';
import { WebhookReceiver } from './webhook-receiver.js';

const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { other: 'Other Texts Co', allowPrivateUrls: LOCAL_STAND_INS },
);
const kit = useInboundKit(t);
const receiver = new WebhookReceiver();

type Provider = 'twilio' | 'telnyx' | 'plivo';

const sms = (
  provider: Provider,
  params: Record<string, unknown>,
  opts: { forge?: boolean; company?: string } = {},
) => smsWebhook(t, provider, params, opts);

/** Runs one statement as written (DDL the query builder has no words for: triggers). */
const exec = (text: string) =>
  t.leadline.database.db.executeQuery({
    sql: text,
    parameters: [],
    query: { kind: 'RawNode', sqlFragments: [text], parameters: [] },
    queryId: { queryId: 'inbound-texts-test' },
  } as never);

let sid = 0;
const messageId = () => `SM${Date.now()}${++sid}`;
const texts = async (query = '') =>
  (await kit.api('GET', `/incoming_text_messages?per_page=100${query}`)).json()
    .incoming_text_messages as Body[];
const textEvents = async () =>
  ((await kit.api('GET', '/events?types=incoming_text_message&limit=100')).json().events as Body[]) ?? [];

let offer: Body;
let number: string;

beforeAll(async () => {
  await receiver.start();
  await kit.carrier('twilio');
  offer = await kit.create('offers', 'offer', { name: 'Texts' });
  number = (await kit.trackingNumber('twilio', { offer_id: offer.id })).number as string;
  await kit.create('subscriptions', 'subscription', {
    target_url: receiver.url('/subscription'),
    event: 'incoming_text_message',
  });
  const hook = await kit.create('outgoing_webhooks', 'outgoing_webhook', {
    name: 'Texts in',
    trigger: 'text_message_received',
    offer_ids: [offer.id],
  });
  await kit.create('outgoing_webhook_urls', 'outgoing_webhook_url', {
    outgoing_webhook_id: hook.id,
    url: receiver.url('/received?from=[from]&said=[body]&id=[text_message_id]'),
    method: 'get',
  });
});
afterAll(() => receiver.stop());

describe("the carriers' inbound-message webhook", () => {
  it('stores a signed Twilio text with its offer and lead, and delivers it to subscriptions and webhooks', async () => {
    const from = kit.number('303');
    const created = await kit.api('POST', '/leads', { caller_id: from, lead_token: offer.lead_token });
    expect(created.statusCode).toBe(200);
    const lead = created.json().lead as Body;
    const id = messageId();
    const res = await sms('twilio', {
      MessageSid: id,
      From: from,
      To: number,
      Body: 'Call me after 5',
      NumMedia: '1',
      MediaUrl0: 'https://media.example.com/1.jpg',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<Response/>');
    const [stored] = await texts(`&provider_message_id=${id}`);
    expect(stored).toMatchObject({
      direction: 'inbound',
      from,
      to: number,
      body: 'Call me after 5',
      media_urls: ['https://media.example.com/1.jpg'],
      offer_id: offer.id,
      lead_id: lead.id,
      provider: 'twilio',
      opt_out: false,
    });
    await t.leadline.jobs.runDue();
    const sub = receiver.received.find((r) => r.path === '/subscription' && r.body.includes(id));
    expect(sub?.headers['leadline-event-type']).toBe('incoming_text_message');
    expect(JSON.parse(sub!.body)).toMatchObject({ id: stored!.id, body: 'Call me after 5', from });
    const hooked = receiver.received.filter((r) => r.path.startsWith('/received'));
    expect(hooked.map((r) => r.path)).toContain(
      `/received?from=${encodeURIComponent(from)}&said=Call%20me%20after%205&id=${stored!.id}`,
    );
    const events = (await textEvents()).filter((e) => e.record_id === stored!.id);
    expect(events).toMatchObject([{ type: 'incoming_text_message', record_type: 'IncomingTextMessage' }]);
  });

  it('refuses a forged signature with a 403 and stores and sends nothing', async () => {
    const id = messageId();
    const before = (await textEvents()).length;
    const res = await sms(
      'twilio',
      { MessageSid: id, From: kit.number('303'), To: number, Body: 'hi' },
      { forge: true },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toBeDefined();
    expect(await texts(`&provider_message_id=${id}`)).toEqual([]);
    expect(await textEvents()).toHaveLength(before);
  });

  it('stores a text the carrier sends again once, with one event', async () => {
    const params = { MessageSid: messageId(), From: kit.number('303'), To: number, Body: 'twice' };
    expect((await sms('twilio', params)).statusCode).toBe(200);
    expect((await sms('twilio', params)).statusCode).toBe(200);
    const stored = await texts(`&provider_message_id=${params.MessageSid}`);
    expect(stored).toHaveLength(1);
    expect((await textEvents()).filter((e) => e.record_id === stored[0]!.id)).toHaveLength(1);
  });

  it('stores a text the carrier sends many times at the same instant once, with one event', async () => {
    const params = { MessageSid: messageId(), From: kit.number('303'), To: number, Body: 'at once' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => sms('twilio', params)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const stored = await texts(`&provider_message_id=${params.MessageSid}`);
    expect(stored).toHaveLength(1);
    expect((await textEvents()).filter((e) => e.record_id === stored[0]!.id)).toHaveLength(1);
  });

  it('opts the sender out of texts on STOP', async () => {
    const from = kit.number('303');
    const id = messageId();
    expect((await sms('twilio', { MessageSid: id, From: from, To: number, Body: ' Stop ' })).statusCode).toBe(
      200,
    );
    expect((await texts(`&provider_message_id=${id}`))[0]).toMatchObject({ opt_out: true });
    const contact = (await kit.api('GET', `/contacts/${from.replace('+', '')}`)).json().contact as Body;
    expect(contact.sms_opt_out_at).toBeTruthy();
  });

  it('acknowledges a text to a number the company does not have, and stores nothing', async () => {
    const id = messageId();
    const res = await sms('twilio', {
      MessageSid: id,
      From: kit.number('303'),
      To: kit.number('646'),
      Body: 'x',
    });
    expect(res.statusCode).toBe(200);
    expect(await texts(`&provider_message_id=${id}`)).toEqual([]);
  });

  it("never stores a text for another company's number under this one, nor shows it to the other", async () => {
    const id = messageId();
    const res = await sms(
      'twilio',
      { MessageSid: id, From: kit.number('303'), To: number, Body: 'x' },
      {
        company: t.other.company.uuid,
      },
    );
    expect(res.statusCode).toBe(403);
    const other = await kit.api(
      'GET',
      `/incoming_text_messages?provider_message_id=${id}`,
      undefined,
      t.other,
    );
    expect(other.json().incoming_text_messages).toEqual([]);
    expect(await texts(`&provider_message_id=${id}`)).toEqual([]);
  });

  it('keeps neither the text nor its event when the event cannot be written (one transaction)', async () => {
    const postgres = t.leadline.database.dialect === 'postgres';
    if (postgres) {
      await exec(`create or replace function events2_refuse() returns trigger language plpgsql as $$
        begin raise exception 'events refused'; end $$`);
      await exec(`create trigger events2_refuse before insert on events for each row
        when (new.type = 'incoming_text_message') execute function events2_refuse()`);
    } else {
      await exec(`create trigger events2_refuse before insert on events
        when new.type = 'incoming_text_message' begin select raise(abort, 'events refused'); end`);
    }
    const before = receiver.received.length;
    const id = messageId();
    try {
      const res = await sms('twilio', { MessageSid: id, From: kit.number('303'), To: number, Body: 'lost' });
      expect(res.statusCode).toBe(500);
    } finally {
      await exec(`drop trigger events2_refuse${postgres ? ' on events' : ''}`);
    }
    await t.leadline.jobs.runDue();
    expect(await texts(`&provider_message_id=${id}`)).toEqual([]);
    expect(
      receiver.received.slice(before).some((r) => r.body.includes('lost') || r.path.includes('lost')),
    ).toBe(false);
  });

  // Last: the company's only carrier becomes Telnyx.
  it("reads Telnyx's message.received event, checked with the account's public key", async () => {
    await kit.carrier('telnyx');
    const telnyxNumber = (await kit.trackingNumber('telnyx', { offer_id: offer.id })).number as string;
    const from = kit.number('303');
    const id = `telnyx-${messageId()}`;
    const event = {
      data: {
        event_type: 'message.received',
        id: `evt-${id}`,
        payload: {
          id,
          direction: 'inbound',
          from: { phone_number: from },
          to: [{ phone_number: telnyxNumber }],
          text: 'Hola',
          media: [],
        },
      },
    };
    expect((await sms('telnyx', event, { forge: true })).statusCode).toBe(403);
    expect((await sms('telnyx', event)).statusCode).toBe(200);
    expect((await texts(`&provider_message_id=${id}`))[0]).toMatchObject({
      from,
      to: telnyxNumber,
      body: 'Hola',
      provider: 'telnyx',
    });
  });
});
