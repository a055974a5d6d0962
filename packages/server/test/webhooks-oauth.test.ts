import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from './helpers.js';
import { leadFixtures } from './leads-fixtures.js';
import { WebhookReceiver } from './webhook-receiver.js';

describe('OAuth connections: tokens fetched, kept sealed, refreshed when due, used by webhook URLs', () => {
  const clock = new ManualClock(Date.now());
  const t = useTestApp({}, { clock, allowPrivateUrls: ['127.0.0.0/8'] });
  const { api, create } = tenantApi(t);
  const f = leadFixtures(t);
  const receiver = new WebhookReceiver();
  let tokenServer: Server;
  let tokenPort = 0;
  const tokenRequests: string[] = [];
  let issued = 0;

  beforeAll(async () => {
    await receiver.start();
    tokenServer = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        tokenRequests.push(body);
        const params = new URLSearchParams(body);
        if (params.get('client_secret') !== 's3cret') {
          res.writeHead(401, { 'content-type': 'application/json' });
          res.end('{"error":"invalid_client"}');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { token: `tok-${++issued}` }, expires_in: 3600 }));
      });
    });
    await new Promise<void>((r) => tokenServer.listen(0, '127.0.0.1', r));
    tokenPort = (tokenServer.address() as AddressInfo).port;
  });
  afterAll(async () => {
    tokenServer.close();
    await receiver.stop();
  });

  it('fetches a token with the client credentials, never shows or logs it, and sends it as a Bearer token', async () => {
    const conn = await create('oauth_connections', 'oauth_connection', {
      name: 'CRM',
      client_id: 'leadline',
      client_secret: 's3cret',
      webhook_remote_url: `http://127.0.0.1:${tokenPort}/token`,
      webhook_remote_method: 'post',
      access_token_path: 'data.token',
    });
    expect(conn).not.toHaveProperty('client_secret');
    const stored = await t.leadline.database.db
      .selectFrom('oauth_connections')
      .select(['client_secret'])
      .where('id', '=', conn.id)
      .executeTakeFirstOrThrow();
    expect(String(stored.client_secret)).toMatch(/^enc:v1:/);

    const refreshed = await api('POST', `/oauth_connections/${conn.id}/refresh`);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const shown = refreshed.json().oauth_connection;
    expect(shown.fetched_at).not.toBeNull();
    expect(shown.expires_at).not.toBeNull();
    expect(JSON.stringify(shown)).not.toContain('tok-1');
    expect(new URLSearchParams(tokenRequests[0]).get('client_id')).toBe('leadline');

    const hook = await create('outgoing_webhooks', 'outgoing_webhook', {
      name: 'CRM push',
      trigger: 'lead_created',
    });
    await create('outgoing_webhook_urls', 'outgoing_webhook_url', {
      outgoing_webhook_id: hook.id,
      url: receiver.url('/crm'),
      oauth_connection_id: conn.id,
    });
    const offer = await f.offer({ name: 'OAuth offer' });
    await f.submit({ lead_token: offer.lead_token, caller_id: '+17193139001' });
    await t.leadline.jobs.runDue();
    expect(receiver.received.at(-1)!.headers.authorization).toBe('Bearer tok-1');
    expect(tokenRequests).toHaveLength(1);

    // Within a minute of its expiry the token is fetched again.
    clock.advance(3_550_000);
    await f.submit({ lead_token: offer.lead_token, caller_id: '+17193139002' });
    await t.leadline.jobs.runDue();
    expect(receiver.received.at(-1)!.headers.authorization).toBe('Bearer tok-2');

    const logs = (await api('GET', `/webhook_logs?owner_type=OauthConnection&root=false`)).json();
    expect(logs).toHaveLength(2);
    expect(JSON.stringify(logs)).not.toMatch(/s3cret|tok-\d/);
  });

  it('answers 422 naming webhook_remote_url when the token endpoint refuses', async () => {
    const conn = await create('oauth_connections', 'oauth_connection', {
      name: 'Bad',
      client_id: 'leadline',
      client_secret: 'wrong',
      webhook_remote_url: `http://127.0.0.1:${tokenPort}/token`,
    });
    const res = await api('POST', `/oauth_connections/${conn.id}/refresh`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('webhook_remote_url');
  });
});
