import { ManualClock, RETRY_SCHEDULE_MS } from '@leadline/core';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from './helpers.js';
import { leadFixtures } from './leads-fixtures.js';
import { WebhookReceiver } from './webhook-receiver.js';

const clock = new ManualClock(Date.now());
let n = 0;
const phone = () => `+1719314${String(2000 + ++n).padStart(4, '0')}`;

describe('outgoing webhooks: triggers, URL templates, retries, deactivation, manual fires', () => {
  const t = useTestApp({}, { clock, other: 'other', allowPrivateUrls: ['127.0.0.0/8'] });
  const { api, create } = tenantApi(t);
  const f = leadFixtures(t);
  const receiver = new WebhookReceiver();
  let offer: { id: number; lead_token: string };

  beforeAll(async () => {
    await receiver.start();
    offer = await f.offer({ name: 'Loans & Co' });
  });
  afterAll(() => receiver.stop());

  const submit = async (extra: Record<string, unknown> = {}, token = offer.lead_token) => {
    const res = await f.submit({ lead_token: token, caller_id: phone(), ...extra });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().lead as { id: number; caller_id: string };
  };
  const webhook = (body: Record<string, unknown> = {}) =>
    create('outgoing_webhooks', 'outgoing_webhook', { name: 'Postback', trigger: 'lead_created', ...body });
  const url = (webhookId: number, body: Record<string, unknown>) =>
    create('outgoing_webhook_urls', 'outgoing_webhook_url', { outgoing_webhook_id: webhookId, ...body });
  const logs = async (query: string) => {
    const res = await api('GET', `/webhook_logs?root=false&per_page=100&order=id&order_dir=asc&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, any>[];
  };
  const deactivate = (id: number) => api('PUT', `/outgoing_webhooks/${id}`, { active: false });
  const fresh = () => {
    receiver.received.length = 0;
    receiver.answers = [200];
  };

  it('requests every active URL in sortable_order, with tokens URL-encoded, JSON-escaped, form- and XML-encoded', async () => {
    fresh();
    const hook = await webhook();
    await url(hook.id, {
      url: receiver.url('/third?x=1'),
      sortable_order: 3,
      content_type: 'application/xml',
      body: '<lead><name>[first_name]</name></lead>',
    });
    await url(hook.id, {
      url: receiver.url('/first?caller=[caller_id]&name=[first_name]&missing=[nothing]{none}&alt={lead_id}'),
      method: 'get',
      sortable_order: 1,
    });
    await url(hook.id, {
      url: receiver.url('/second'),
      sortable_order: 2,
      headers: { 'X-Api-Key': 'k-[lead_id]', 'X-Offer': '[offer_name]' },
      body: '{"who":"[first_name]","loan":"[loan_amount]","id":[lead_id]}',
    });
    await url(hook.id, {
      url: receiver.url('/form'),
      sortable_order: 4,
      content_type: 'application/x-www-form-urlencoded',
      body: 'name=[first_name]&caller=[caller_id]',
    });
    await url(hook.id, { url: receiver.url('/inactive'), sortable_order: 0, active: false });
    const lead = await submit({ first_name: 'Ann "<&>" Lee', loan_amount: '500' });
    await t.leadline.jobs.runDue();
    expect(receiver.received.map((r) => r.path.split('?')[0])).toEqual([
      '/first',
      '/second',
      '/third',
      '/form',
    ]);
    const [get, json, xml, form] = receiver.received;
    const q = new URL(`http://x${get!.path}`).searchParams;
    expect(q.get('caller')).toBe(lead.caller_id);
    expect(q.get('name')).toBe('Ann "<&>" Lee');
    expect(q.get('missing')).toBe('none');
    expect(q.get('alt')).toBe(String(lead.id));
    expect(get!.method).toBe('GET');
    expect(get!.body).toBe('');
    expect(JSON.parse(json!.body)).toEqual({ who: 'Ann "<&>" Lee', loan: '500', id: lead.id });
    expect(json!.headers['x-api-key']).toBe(`k-${lead.id}`);
    expect(json!.headers['x-offer']).toBe('Loans & Co');
    expect(xml!.body).toBe('<lead><name>Ann &quot;&lt;&amp;&gt;&quot; Lee</name></lead>');
    expect(xml!.headers['content-type']).toBe('application/xml');
    expect(new URLSearchParams(form!.body).get('name')).toBe('Ann "<&>" Lee');
    const logged = await logs(`outgoing_webhook_id=${hook.id}`);
    expect(logged).toHaveLength(4);
    const jsonLog = logged.find((l) => l.request_url.endsWith('/second'))!;
    expect(jsonLog.request_headers['x-api-key']).toBe('********');
    expect(jsonLog).toMatchObject({
      trigger: 'lead_created',
      code: 200,
      success: true,
      attempt: 1,
      lead_id: lead.id,
    });
    await deactivate(hook.id);
  });

  it('fires only for its offers and token filters', async () => {
    fresh();
    const other = await f.offer({ name: 'Other' });
    const hook = await webhook({
      offer_ids: [offer.id],
      token_filters: [{ key: 'loan_amount', operator: '>=', value: '1000' }],
    });
    await url(hook.id, { url: receiver.url('/filtered') });
    await submit({ loan_amount: '999' });
    const big = await submit({ loan_amount: '5000' });
    await submit({ loan_amount: '5000' }, other.lead_token);
    await t.leadline.jobs.runDue();
    expect(receiver.received.map((r) => JSON.parse(r.body).lead_id)).toEqual([big.id]);
    await deactivate(hook.id);
  });

  it('refuses token_filters with an unknown operator, naming token_filters', async () => {
    const res = await api('POST', '/outgoing_webhooks', {
      name: 'Bad filter',
      trigger: 'lead_created',
      token_filters: [{ key: 'geo_state', operator: '===', value: 'CA' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token_filters[0]).toMatch(/===/);
  });

  it('signs with Standard Webhooks headers, and with both secrets while a rotation overlaps', async () => {
    fresh();
    const hook = await webhook();
    expect(hook.signing_secret).toMatch(/^whsec_/);
    await url(hook.id, { url: receiver.url('/signed') });
    await submit();
    await t.leadline.jobs.runDue();
    const first = receiver.received[0]!;
    new Webhook(String(hook.signing_secret)).verify(first.body, first.headers as Record<string, string>);

    const rotated = await api('POST', `/outgoing_webhooks/${hook.id}/rotate_secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const secret = rotated.json().outgoing_webhook.signing_secret;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(hook.signing_secret);
    expect(
      (await api('POST', `/outgoing_webhooks/${hook.id}/rotate_secret`, undefined, t.other)).statusCode,
    ).toBe(404);
    await submit();
    await t.leadline.jobs.runDue();
    const second = receiver.received[1]!;
    expect(String(second.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const s of [hook.signing_secret, secret]) {
      new Webhook(String(s)).verify(second.body, second.headers as Record<string, string>);
    }
    await deactivate(hook.id);
  });

  it('retries in simulated time on the published schedule, then gives up with no next attempt', async () => {
    fresh();
    receiver.answers = [500];
    const hook = await webhook({ max_attempts: 4, failure_auto_disable_count: 0 });
    await url(hook.id, { url: receiver.url('/failing'), webhook_response_success_codes: '200,201' });
    await submit();
    await t.leadline.jobs.runDue();
    for (const wait of RETRY_SCHEDULE_MS.slice(0, 3)) {
      clock.advance(wait * 0.89);
      await t.leadline.jobs.runDue();
      const before = receiver.received.length;
      clock.advance(wait * 0.22);
      await t.leadline.jobs.runDue();
      expect(receiver.received.length).toBe(before + 1);
    }
    clock.advance(RETRY_SCHEDULE_MS.at(-1)! * 2);
    await t.leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(4);
    const logged = await logs(`outgoing_webhook_id=${hook.id}`);
    expect(logged.map((l) => l.attempt)).toEqual([1, 2, 3, 4]);
    expect(logged.every((l) => l.code === 500 && l.success === false)).toBe(true);
    expect(logged.slice(0, 3).every((l) => l.next_attempt_at !== null)).toBe(true);
    expect(logged[3]!.next_attempt_at).toBeNull();
    expect(logged[3]!.error_message).toMatch(/500/);
    await deactivate(hook.id);
  });

  it('gets every event to a receiver that was down for an hour, once it is back', async () => {
    fresh();
    const hook = await webhook({ max_attempts: 8, failure_auto_disable_count: 0 });
    await url(hook.id, { url: receiver.url('/down') });
    await receiver.stop();
    const leads = [await submit(), await submit(), await submit()];
    await t.leadline.jobs.runDue();
    for (let minute = 0; minute < 60; minute++) {
      clock.advance(60_000);
      await t.leadline.jobs.runDue();
    }
    expect(receiver.received).toHaveLength(0);
    const failed = await logs(`outgoing_webhook_id=${hook.id}`);
    expect(failed.length).toBeGreaterThanOrEqual(3 * 4);
    expect(failed.every((l) => l.code === null && l.error_message)).toBe(true);
    await receiver.restart();
    // Back up, but the next attempt is the schedule's fifth (2 h after the fourth), not at once.
    await t.leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(0);
    clock.advance(2.5 * 3_600_000);
    await t.leadline.jobs.runDue();
    expect(receiver.received.map((r) => JSON.parse(r.body).lead_id).sort()).toEqual(
      leads.map((l) => l.id).sort(),
    );
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(3);
    const all = await logs(`outgoing_webhook_id=${hook.id}`);
    for (const lead of leads) {
      const attempts = all.filter((l) => l.lead_id === lead.id);
      expect(attempts.map((l) => l.attempt)).toEqual([1, 2, 3, 4, 5]);
      expect(attempts.map((l) => l.success)).toEqual([false, false, false, false, true]);
      const [fourth, fifth] = attempts.slice(3);
      expect(Date.parse(fifth.created_at)).toBeGreaterThanOrEqual(Date.parse(fourth.next_attempt_at));
      const wait = Date.parse(fourth.next_attempt_at) - Date.parse(fourth.created_at);
      expect(wait).toBeGreaterThanOrEqual(RETRY_SCHEDULE_MS[3]! * 0.9);
      expect(wait).toBeLessThanOrEqual(RETRY_SCHEDULE_MS[3]! * 1.1);
    }
    await deactivate(hook.id);
  });

  it('deactivates a webhook after its failure threshold, with the reason on the record', async () => {
    fresh();
    receiver.answers = [503];
    const hook = await webhook({ failure_auto_disable_count: 2, max_attempts: 5 });
    await url(hook.id, { url: receiver.url('/unavailable') });
    await submit();
    await t.leadline.jobs.runDue();
    clock.advance(10_000);
    await t.leadline.jobs.runDue();
    clock.advance(10 * 60_000);
    await t.leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(2);
    const shown = (await api('GET', `/outgoing_webhooks/${hook.id}`)).json().outgoing_webhook;
    expect(shown).toMatchObject({ active: false, consecutive_failure_count: 2 });
    expect(shown.disabled_at).not.toBeNull();
    expect(shown.disabled_reason).toMatch(/2 consecutive failed attempts.*503/);
  });

  it('fails an attempt that outlasts the URL timeout, and logs why', async () => {
    fresh();
    receiver.answers = ['hang'];
    const hook = await webhook({ max_attempts: 1 });
    await url(hook.id, { url: receiver.url('/slow'), webhook_read_timeout: 1 });
    await submit();
    await t.leadline.jobs.runDue();
    const [log] = await logs(`outgoing_webhook_id=${hook.id}`);
    expect(log).toMatchObject({ code: null, success: false, next_attempt_at: null });
    expect(log!.error_message).toMatch(/timed out/);
    receiver.answers = [200];
    await deactivate(hook.id);
  });

  it('POST /webhook_manual_fires fires now and answers with the attempts’ log ids', async () => {
    fresh();
    const hook = await webhook({ active: true, trigger: 'call_ended' });
    await url(hook.id, { url: receiver.url('/manual?lead=[lead_id]'), method: 'get' });
    await url(hook.id, {
      url: 'http://user:p%40ss@127.0.0.1:' + receiver.port + '/basic',
      sortable_order: 5,
    });
    const lead = await submit();
    const res = await api('POST', '/webhook_manual_fires', {
      outgoing_webhook_id: hook.id,
      lead_id: lead.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const fire = res.json().webhook_manual_fire;
    expect(fire).toMatchObject({ outgoing_webhook_id: hook.id, lead_id: lead.id, name: 'Postback' });
    expect(fire.webhook_log_ids).toHaveLength(2);
    expect(receiver.received.map((r) => r.path)).toEqual([`/manual?lead=${lead.id}`, '/basic']);
    expect(receiver.received[1]!.headers.authorization).toBe(
      `Basic ${Buffer.from('user:p@ss').toString('base64')}`,
    );
    const shown = (await api('GET', `/webhook_logs/${fire.webhook_log_ids[1]}`)).json().webhook_log;
    expect(shown).toMatchObject({ webhook_manual_fire_id: fire.id, code: 200 });
    expect(shown.request_headers.authorization).toBe('********');

    const listed = await api('GET', '/webhook_manual_fires?root=false');
    expect(listed.json().map((r: { id: number }) => r.id)).toContain(fire.id);
  });

  it('fills [traffic_source_name] from the source’s company_name in a keyed manual fire', async () => {
    fresh();
    const source = await create('traffic_sources', 'traffic_source', { company_name: 'Acme Media' });
    const hook = await webhook({ active: true, trigger: 'call_ended' });
    await url(hook.id, {
      url: receiver.url('/named?source=[traffic_source_name]&offer=[offer_name]'),
      method: 'get',
    });
    const lead = await submit({ traffic_source_id: source.id });
    // A keyed write runs in one request transaction: on PostgreSQL a failed token
    // lookup inside it would turn the whole fire into a 500.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/webhook_manual_fires',
      headers: { authorization: t.tenant.authorization, 'idempotency-key': `named-${lead.id}` },
      payload: { outgoing_webhook_id: hook.id, lead_id: lead.id },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(receiver.received.map((r) => r.path)).toEqual([
      '/named?source=Acme%20Media&offer=Loans%20%26%20Co',
    ]);
    await deactivate(hook.id);
  });

  it('refuses a manual fire on another company’s lead or webhook, and one with neither lead nor call', async () => {
    const hook = await webhook();
    const theirOffer = await f.offer({ name: 'Theirs' }, t.other);
    const theirLead = (await f.submit({ lead_token: theirOffer.lead_token, caller_id: phone() })).json().lead;
    const cases: [Record<string, unknown>, string][] = [
      [{ outgoing_webhook_id: hook.id, lead_id: theirLead.id }, 'lead_id'],
      [{ outgoing_webhook_id: hook.id }, 'lead_id'],
      [{ outgoing_webhook_id: 99999999, lead_id: (await submit()).id }, 'outgoing_webhook_id'],
    ];
    for (const [body, param] of cases) {
      const res = await api('POST', '/webhook_manual_fires', body);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(param);
    }
    await deactivate(hook.id);
  });

  it('response parsers read values out of the answer into the lead’s tokens and token_values', async () => {
    fresh();
    receiver.responseBody = '{"data":{"buyers":[{"bid":"12.50","name":"Acme"}]}}';
    const hook = await webhook();
    const target = await url(hook.id, { url: receiver.url('/bid') });
    await create('response_parsers', 'response_parser', {
      outgoing_webhook_url_id: target.id,
      key: 'bid_price',
      value_path: 'data.buyers[0].bid',
    });
    await create('response_parsers', 'response_parser', {
      outgoing_webhook_url_id: target.id,
      key: 'never',
      value_path: 'data.buyers[0].name',
      webhook_response_success_codes: '201',
    });
    const lead = await submit();
    await t.leadline.jobs.runDue();
    const shown = (await api('GET', `/leads/${lead.id}`)).json().lead;
    expect(shown.tokens).toMatchObject({ bid_price: '12.50' });
    expect(shown.tokens.never).toBeUndefined();
    const values = (await api('GET', '/token_values?key=bid_price&root=false')).json();
    expect(values.map((v: { value: string }) => v.value)).toEqual(['12.50']);
    receiver.responseBody = '{"ok":true}';
    await deactivate(hook.id);
  });

  it('refuses webhook URLs on private addresses at save time, naming url', async () => {
    const hook = await webhook();
    const res = await api('POST', '/outgoing_webhook_urls', {
      outgoing_webhook_id: hook.id,
      url: 'http://192.168.1.1/x',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('url');
    // The refusal says the way out: the operator's setting, and `leadline listen` for a laptop.
    expect(res.json().errors.url[0]).toMatch(
      /private address 192\.168\.1\.1, .*LEADLINE_ALLOW_PRIVATE_URLS=192\.168\.1\.1\/32.*leadline listen/,
    );
    const ok = await url(hook.id, { url: receiver.url('/ok') });
    const upd = await api('PUT', `/outgoing_webhook_urls/${ok.id}`, { url: 'http://[::1]:80/x' });
    expect(upd.statusCode).toBe(422);
    expect(upd.json().errors).toHaveProperty('url');
    const oauth = await api('POST', '/oauth_connections', {
      name: 'x',
      webhook_remote_url: 'http://169.254.169.254/',
    });
    expect(oauth.statusCode).toBe(422);
    expect(oauth.json().errors).toHaveProperty('webhook_remote_url');
    await deactivate(hook.id);
  });
});
