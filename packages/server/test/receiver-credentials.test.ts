import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ManualClock, resealSecrets } from '@leadline/core';
import { createTestLeadline, createTestTenant, testDatabaseUrl } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/index.js';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';
import { leadFixtures } from './leads-fixtures.js';
import { WebhookReceiver } from './webhook-receiver.js';

/** Every credential a test writes: none of them may be found in the database's files or dump. */
const PLANTED = {
  urlKey: 'PLANTurlkey7319',
  bearer: 'PLANTbearer7319',
  item: 'PLANTitem7319',
  conversionToken: 'PLANTconvtoken7319',
  conversionHeader: 'PLANTconvheader7319',
  oauthHeader: 'PLANToauthheader7319',
  oauthUrl: 'PLANToauthurl7319',
  subscriptionToken: 'PLANTsubtoken7319',
};

const clock = new ManualClock(Date.now());
const t = useTestApp(
  { publicUrl: PUBLIC_URL },
  { clock, other: 'Other Credentials Co', allowPrivateUrls: LOCAL_STAND_INS },
);
const { api, create } = tenantApi(t);
const kit = useInboundKit(t);
const f = leadFixtures(t);
const receiver = new WebhookReceiver();

beforeAll(async () => {
  await receiver.start();
  await create('secret_items', 'secret_item', { name: 'crm_key', value: PLANTED.item });
  await create('secret_items', 'secret_item', { name: 'other_only', value: 'x' }, t.other);
});
afterAll(() => receiver.stop());

const storedRow = (table: 'outgoing_webhook_urls' | 'buyer_conversions' | 'oauth_connections', id: number) =>
  t.leadline.database.db.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('credentials in receiver URLs and headers', () => {
  it('seals outgoing webhook and subscription URL credentials and header values, shows them masked in JSON, CSV and logs, sends them real', async () => {
    const hook = await create('outgoing_webhooks', 'outgoing_webhook', {
      name: 'CRM',
      trigger: 'lead_created',
    });
    const url = await create('outgoing_webhook_urls', 'outgoing_webhook_url', {
      outgoing_webhook_id: hook.id,
      url: receiver.url(`/crm?api_key=${PLANTED.urlKey}&caller=[caller_id]`),
      headers: { Authorization: `Bearer ${PLANTED.bearer}`, 'X-Api-Key': '[secret:crm_key]' },
    });
    expect(url.url).toBe(receiver.url('/crm?api_key=********&caller=[caller_id]'));
    expect(url.headers).toEqual({ Authorization: '********', 'X-Api-Key': '[secret:crm_key]' });
    const row = await storedRow('outgoing_webhook_urls', url.id);
    expect(String(row.url)).toMatch(/api_key=enc:v1:/);
    // SQLite hands the json column back as text, PostgreSQL parsed.
    const headers = typeof row.headers === 'string' ? JSON.parse(row.headers) : row.headers;
    expect(headers.Authorization).toMatch(/^enc:v1:/);

    const list = await api('GET', `/outgoing_webhook_urls?outgoing_webhook_id=${hook.id}`);
    expect(list.statusCode).toBe(200);
    const csv = await api('GET', `/outgoing_webhook_urls.csv?outgoing_webhook_id=${hook.id}`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('api_key=********');
    for (const body of [list.body, csv.body]) {
      expect(body).not.toContain(PLANTED.urlKey);
      expect(body).not.toContain(PLANTED.bearer);
    }

    // The record read, edited and sent back with its masks keeps the stored secrets.
    const edited = await api('PUT', `/outgoing_webhook_urls/${url.id}`, {
      name: 'CRM push',
      url: url.url,
      headers: url.headers,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await storedRow('outgoing_webhook_urls', url.id)).url).toBe(row.url);

    const subscription = await create('subscriptions', 'subscription', {
      target_url: receiver.url(`/zap?token=${PLANTED.subscriptionToken}`),
      event: 'new_lead',
    });
    expect(subscription.target_url).toBe(receiver.url('/zap?token=********'));

    receiver.received.length = 0;
    const lead = await f.submit({
      lead_token: (await f.offer({ name: 'Creds' })).lead_token,
      caller_id: '+17193145001',
    });
    expect(lead.statusCode, lead.body).toBe(200);
    await t.leadline.jobs.runDue();
    const got = receiver.received.find((r) => r.path.startsWith('/crm'));
    expect(got, 'the stand-in receiver was reached').toBeDefined();
    const query = new URL(`http://x${got!.path}`).searchParams;
    expect(query.get('api_key')).toBe(PLANTED.urlKey);
    expect(query.get('caller')).toBe('+17193145001');
    expect(got!.headers.authorization).toBe(`Bearer ${PLANTED.bearer}`);
    expect(got!.headers['x-api-key']).toBe(PLANTED.item);
    const zap = receiver.received.find((r) => r.path.startsWith('/zap'));
    expect(zap!.path).toBe(`/zap?token=${PLANTED.subscriptionToken}`);

    const logs = await api('GET', '/webhook_logs?root=false&per_page=100');
    expect(logs.statusCode).toBe(200);
    expect(logs.body).toContain('api_key=********');
    for (const secret of Object.values(PLANTED)) expect(logs.body).not.toContain(secret);
  });

  it('refuses with 422 naming the field a [secret:NAME] that is none of the company’s secret items', async () => {
    const hook = await create('outgoing_webhooks', 'outgoing_webhook', {
      name: 'Refs',
      trigger: 'lead_created',
    });
    const res = await api('POST', '/outgoing_webhook_urls', {
      outgoing_webhook_id: hook.id,
      url: receiver.url('/x?token=[secret:nowhere]'),
      headers: { Authorization: 'Bearer [secret:other_only]' },
    });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors;
    expect(errors.url.join(' ')).toContain('nowhere');
    expect(errors.headers.join(' ')).toContain('other_only');
    const count = await api('GET', `/outgoing_webhook_urls?outgoing_webhook_id=${hook.id}`);
    expect(count.json().outgoing_webhook_urls).toHaveLength(0);
  });

  it('seals buyer conversion webhook URLs and header lines, and sends the buyer the real credentials', async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Credential conversions' });
    const buyer = await kit.create('buyers', 'buyer', {
      name: 'Creds buyer',
      number: kit.number('312'),
      offer_ids: [offer.id],
    });
    const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
    const conversion = await kit.create('buyer_conversions', 'buyer_conversion', {
      owner_type: 'Buyer',
      owner_id: buyer.id,
      conversion_type: 'webhook',
      webhook_method: 'get',
      webhook_url: receiver.url(`/convert-creds?token=${PLANTED.conversionToken}&caller=[caller_id]`),
      webhook_headers: `Authorization: Bearer ${PLANTED.conversionHeader}\nX-Buyer-Key: [secret:crm_key]`,
      webhook_body_success_path: 'result.sold',
      webhook_body_success_match: 'yes',
    });
    expect(conversion.webhook_url).toBe(receiver.url('/convert-creds?token=********&caller=[caller_id]'));
    expect(conversion.webhook_headers).toBe('Authorization: ********\nX-Buyer-Key: [secret:crm_key]');
    const csv = await api('GET', '/buyer_conversions.csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(PLANTED.conversionToken);
    expect(csv.body).not.toContain(PLANTED.conversionHeader);

    receiver.answers = [200];
    receiver.responseBody = '{"result":{"sold":"yes"}}';
    const call = await kit.api('POST', '/calls/simulate', {
      number: number.number,
      caller_id: '3035550177',
      dial_results: ['completed'],
      duration: 60,
    });
    expect(call.statusCode, call.body).toBe(201);
    expect((call.json().call as Body).buyer_converted).toBe('Converted');
    const asked = receiver.received.find((r) => r.path.startsWith('/convert-creds'));
    expect(new URL(`http://x${asked!.path}`).searchParams.get('token')).toBe(PLANTED.conversionToken);
    expect(asked!.headers.authorization).toBe(`Bearer ${PLANTED.conversionHeader}`);
    expect(asked!.headers['x-buyer-key']).toBe(PLANTED.item);
  });

  it('seals OAuth token request headers and URL credentials, shown masked', async () => {
    const conn = await create('oauth_connections', 'oauth_connection', {
      name: 'Sealed token endpoint',
      client_id: 'leadline',
      webhook_remote_url: `${receiver.url('/token')}?client_key=${PLANTED.oauthUrl}`,
      webhook_remote_headers: `X-Client-Key: ${PLANTED.oauthHeader}`,
    });
    expect(conn.webhook_remote_url).toBe(`${receiver.url('/token')}?client_key=********`);
    expect(conn.webhook_remote_headers).toBe('X-Client-Key: ********');
    const row = await storedRow('oauth_connections', conn.id);
    expect(String(row.webhook_remote_headers)).toMatch(/^X-Client-Key: enc:v1:/);
  });

  it('leaves no planted credential in the database files or a pg_dump', async () => {
    const { db, location } = t.leadline.database;
    const url = testDatabaseUrl();
    let stored: string;
    if (url) {
      const { schema } = await db
        .selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('schema'))
        .executeTakeFirstOrThrow();
      stored = execFileSync('pg_dump', ['--schema', schema, '--data-only', url], {
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      });
    } else {
      // The file and its -wal and -shm beside it.
      const dir = dirname(location);
      stored = readdirSync(dir)
        .map((name) => readFileSync(join(dir, name)).toString('latin1'))
        .join('\n');
    }
    // The rows are there (sealed), so an empty dump cannot pass.
    expect(stored).toContain('enc:v1:');
    for (const secret of Object.values(PLANTED)) expect(stored, secret).not.toContain(secret);
  });
});

describe('receiver credentials stored before sealing', () => {
  it('are sealed at start, and still sent', async () => {
    const leadline = await createTestLeadline({ allowPrivateUrls: LOCAL_STAND_INS });
    try {
      const tenant = await createTestTenant(leadline);
      const app = await buildServer({ leadline, rateLimit: false });
      const post = (path: string, payload: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: `/api/v1${path}`,
          headers: { authorization: tenant.authorization },
          payload,
        });
      const hook = (await post('/outgoing_webhooks', { name: 'Old', trigger: 'lead_created' })).json()
        .outgoing_webhook;
      const created = await post('/outgoing_webhook_urls', {
        outgoing_webhook_id: hook.id,
        url: receiver.url('/old'),
      });
      const id = created.json().outgoing_webhook_url.id as number;
      // Written by a version that stored them in clear.
      await leadline.database.db
        .updateTable('outgoing_webhook_urls')
        .set({
          url: receiver.url('/old?key=legacy_key_1'),
          headers: JSON.stringify({ Authorization: 'Basic legacy' }),
        })
        .where('id', '=', id)
        .execute();
      expect(await resealSecrets(leadline.database.db, leadline.registry, leadline.secrets)).toBe(2);
      const row = await leadline.database.db
        .selectFrom('outgoing_webhook_urls')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(String(row.url)).toMatch(/\?key=enc:v1:/);
      expect(JSON.stringify(row.headers)).not.toContain('legacy');
      expect(await resealSecrets(leadline.database.db, leadline.registry, leadline.secrets)).toBe(0);

      receiver.received.length = 0;
      const offer = (await post('/offers', { name: 'Old offer' })).json().offer;
      const lead = await app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: { lead_token: offer.lead_token, caller_id: '+17193145002' },
      });
      expect(lead.statusCode, lead.body).toBe(200);
      await leadline.jobs.runDue();
      const got = receiver.received.find((r) => r.path.startsWith('/old'));
      expect(got!.path).toBe('/old?key=legacy_key_1');
      expect(got!.headers.authorization).toBe('Basic legacy');
      await app.close();
    } finally {
      await leadline.close();
    }
  });
});
