import { ManualClock } from '@leadline/core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from './helpers.js';
import { leadFixtures } from './leads-fixtures.js';
import { WebhookReceiver } from './webhook-receiver.js';

const clock = new ManualClock(Date.now());
let n = 0;
const phone = () => `+1719313${String(2000 + ++n).padStart(4, '0')}`;

describe('subscriptions: REST hooks deliver the event record, signed, logged and retried', () => {
  const t = useTestApp({}, { clock, other: 'other', allowPrivateUrls: ['127.0.0.0/8'] });
  const { api, create } = tenantApi(t);
  const f = leadFixtures(t);
  const receiver = new WebhookReceiver();
  let token: string;

  beforeAll(async () => {
    await receiver.start();
    token = (await f.offer({ name: 'Loans' })).lead_token;
  });
  afterAll(() => receiver.stop());

  const submit = async (caller = phone(), extra: Record<string, unknown> = {}) => {
    const res = await f.submit({ lead_token: token, caller_id: caller, ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lead as { id: number; caller_id: string };
  };
  const subscribe = (body: Record<string, unknown>) =>
    create('subscriptions', 'subscription', { target_url: receiver.url(), event: 'new_lead', ...body });
  const logs = async (query: string) => {
    const res = await api('GET', `/webhook_logs?root=false&per_page=100&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, any>[];
  };

  it('shows a whsec_ secret once, on create, and masks it afterwards', async () => {
    const sub = await subscribe({});
    expect(sub.signing_secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    const shown = (await api('GET', `/subscriptions/${sub.id}`)).json().subscription;
    expect(shown.signing_secret).toBe('********');
    const stored = await t.leadline.database.db
      .selectFrom('subscriptions')
      .select('signing_secret')
      .where('id', '=', sub.id)
      .executeTakeFirstOrThrow();
    expect(String(stored.signing_secret)).toMatch(/^enc:v1:/);
    await api('DELETE', `/subscriptions/${sub.id}`);
  });

  it('POSTs a new lead as JSON with Standard Webhooks headers the standardwebhooks package verifies', async () => {
    const sub = await subscribe({});
    receiver.received.length = 0;
    const lead = await submit();
    await t.leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    expect(got.method).toBe('POST');
    expect(got.headers['content-type']).toBe('application/json');
    const verified = new Webhook(String(sub.signing_secret)).verify(
      got.body,
      got.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({ id: lead.id, caller_id: lead.caller_id });
    expect(got.headers['webhook-id']).toMatch(/^evt_/);

    const [log] = await logs(`owner_type=Subscription&owner_id=${sub.id}`);
    expect(log).toMatchObject({
      subscription_id: sub.id,
      trigger: 'new_lead',
      lead_id: lead.id,
      attempt: 1,
      request_method: 'post',
      request_url: receiver.url(),
      code: 200,
      success: true,
      response_body: '{"ok":true}',
      next_attempt_at: null,
    });
    expect(log!.request_headers['webhook-signature']).toMatch(/^v1,/);
    expect(JSON.parse(log!.request_body)).toMatchObject({ id: lead.id });
    await api('DELETE', `/subscriptions/${sub.id}`);
  });

  it('delivers only records whose fields match trigger_fields', async () => {
    const offer = await f.offer({ name: 'Other offer' });
    const sub = await subscribe({ trigger_fields: { offer_id: offer.id } });
    receiver.received.length = 0;
    await submit();
    const matching = await f.submit({ lead_token: offer.lead_token, caller_id: phone() });
    await t.leadline.jobs.runDue();
    expect(receiver.received.map((r) => JSON.parse(r.body).id)).toEqual([matching.json().lead.id]);
    await api('DELETE', `/subscriptions/${sub.id}`);
  });

  it('retries a failed delivery on the schedule and stops at once when the subscription is deleted', async () => {
    const sub = await subscribe({});
    receiver.received.length = 0;
    receiver.answers = [500];
    await submit();
    await t.leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    const [first] = await logs(`owner_type=Subscription&owner_id=${sub.id}`);
    expect(first).toMatchObject({ code: 500, success: false, attempt: 1 });
    expect(first!.next_attempt_at).not.toBeNull();

    clock.advance(6_000);
    await t.leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(2);

    expect((await api('DELETE', `/subscriptions/${sub.id}`)).statusCode).toBe(200);
    clock.advance(6 * 60_000);
    await t.leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(2);
    receiver.answers = [200];
  });

  it('refuses a target_url on a private or metadata address with a 422 naming it', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/hook',
      'ftp://example.com/x',
    ]) {
      const res = await api('POST', '/subscriptions', { target_url: url, event: 'new_lead' });
      expect(res.statusCode, url).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('target_url');
    }
    const count = await t.leadline.database.db
      .selectFrom('subscriptions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('target_url', 'like', '%169.254%')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('refuses trigger_fields the engine does not know, naming trigger_fields', async () => {
    const res = await api('POST', '/subscriptions', {
      target_url: receiver.url(),
      event: 'new_lead',
      trigger_fields: { offer_idd: 3 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.trigger_fields[0]).toMatch(/offer_idd/);
  });

  it('lists the events of the company, not of another, with the record once dispatched', async () => {
    const lead = await submit();
    await t.leadline.jobs.runDue();
    const res = await api('GET', '/events?types=new_lead&limit=5');
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = res.json().events;
    expect(latest).toMatchObject({ type: 'new_lead', record_type: 'Lead', record_id: lead.id });
    expect(latest.id).toMatch(/^evt_/);
    expect(latest.data).toMatchObject({ id: lead.id, caller_id: lead.caller_id });
    const theirs = await api('GET', '/events', undefined, t.other);
    expect(theirs.json().events).toEqual([]);
    expect((await api('GET', '/events?types=nope')).statusCode).toBe(422);
  });

  it('publishes the event catalog', async () => {
    const res = await api('GET', '/events/types');
    expect(res.statusCode).toBe(200);
    const names = res.json().event_types.map((e: { name: string }) => e.name);
    for (const e of [
      'new_call',
      'call_ringing',
      'call_forwarded',
      'call_ended',
      'call_changed',
      'new_lead',
      'lead_ended',
      'lead_converted',
      'lead_opted_out',
      'lead_changed',
      'incoming_text_message',
    ]) {
      expect(names).toContain(e);
    }
  });
});
