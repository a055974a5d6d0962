import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, tenantApi, useTestApp } from './helpers.js';
import { leadFixtures } from './leads-fixtures.js';
import { WebhookReceiver } from './webhook-receiver.js';

const PUBLIC = 'https://leadline.test';
const CALLBACK = `${PUBLIC}/api/v1/oauth_connections/callback`;

describe('OAuth connections: the authorization-code flow (RFC 6749 §4.1)', () => {
  const clock = new ManualClock(Date.now());
  const t = useTestApp(
    { publicUrl: PUBLIC },
    { clock, other: 'Other OAuth Co', allowPrivateUrls: LOCAL_STAND_INS },
  );
  const { api, create } = tenantApi(t);
  const f = leadFixtures(t);
  /** The provider's token endpoint: answers RFC 6749 JSON. */
  const provider = new WebhookReceiver();
  /** A CRM the webhook pushes to with the token. */
  const crm = new WebhookReceiver();
  beforeAll(async () => {
    await provider.start();
    await crm.start();
  });
  afterAll(async () => {
    await provider.stop();
    await crm.stop();
  });

  let serial = 0;
  const connection = (fields: Record<string, unknown> = {}) =>
    create('oauth_connections', 'oauth_connection', {
      name: `CRM ${++serial}`,
      client_id: 'leadline-app',
      client_secret: 'app-s3cret',
      webhook_remote_url: provider.url(`/token/${serial}`),
      ...fields,
    });
  const authorize = async (id: number, scope?: string) => {
    const res = await api('POST', `/oauth_connections/${id}/authorize`, {
      authorize_url: 'https://login.example.com/oauth2/authorize?prompt=consent',
      ...(scope ? { scope } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    const authorization = res.json().authorization as {
      url: string;
      redirect_uri: string;
      expires_at: string;
    };
    return { ...authorization, state: new URL(authorization.url).searchParams.get('state')! };
  };
  /** The provider sends the user's browser back: no credentials, only the query. */
  const callback = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/v1/oauth_connections/callback?${new URLSearchParams(query)}` });
  const tokenRequests = () => provider.received.map((r) => Object.fromEntries(new URLSearchParams(r.body)));

  it('sends the user to the provider, trades the code for tokens, uses the token, and refreshes it with the refresh token', async () => {
    const conn = await connection();
    const start = await authorize(conn.id, 'crm.write offline_access');
    const url = new URL(start.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://login.example.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      prompt: 'consent',
      response_type: 'code',
      client_id: 'leadline-app',
      redirect_uri: CALLBACK,
      scope: 'crm.write offline_access',
    });
    expect(start.state.length).toBeGreaterThanOrEqual(40);
    expect(start.redirect_uri).toBe(CALLBACK);
    // An API time like every other, not epoch milliseconds.
    expect(start.expires_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0000$/);

    provider.answers = [200];
    provider.responseBody = JSON.stringify({
      access_token: 'at-1',
      refresh_token: 'rt-1',
      token_type: 'Bearer',
      expires_in: 3600,
    });
    const back = await callback({ state: start.state, code: 'code-from-provider' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().oauth_connection).toMatchObject({ uuid: conn.uuid, name: conn.name });
    expect(back.json().oauth_connection.fetched_at).not.toBeNull();
    expect(back.body).not.toContain('at-1');
    expect(tokenRequests()).toEqual([
      {
        grant_type: 'authorization_code',
        code: 'code-from-provider',
        redirect_uri: CALLBACK,
        client_id: 'leadline-app',
        client_secret: 'app-s3cret',
      },
    ]);
    const stored = await t.leadline.database.db
      .selectFrom('oauth_connections')
      .select(['access_token', 'refresh_token', 'authorization_state'])
      .where('id', '=', conn.id)
      .executeTakeFirstOrThrow();
    expect(String(stored.refresh_token)).toMatch(/^enc:v1:/);
    expect(String(stored.access_token)).toMatch(/^enc:v1:/);
    expect(stored.authorization_state).toBeNull();
    const shown = (await api('GET', `/oauth_connections/${conn.id}`)).json().oauth_connection;
    expect(JSON.stringify(shown)).not.toMatch(/rt-1|at-1|refresh_token|authorization_state/);

    // The state was spent: the same redirect again is refused and asks the provider nothing.
    const again = await callback({ state: start.state, code: 'code-from-provider' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.state).toBeDefined();
    expect(provider.received).toHaveLength(1);

    const hook = await create('outgoing_webhooks', 'outgoing_webhook', {
      name: 'CRM push',
      trigger: 'lead_created',
    });
    await create('outgoing_webhook_urls', 'outgoing_webhook_url', {
      outgoing_webhook_id: hook.id,
      url: crm.url('/leads'),
      oauth_connection_id: conn.id,
    });
    const offer = await f.offer({ name: 'OAuth code offer' });
    await f.submit({ lead_token: offer.lead_token, caller_id: '+17193139101' });
    await t.leadline.jobs.runDue();
    expect(crm.received.at(-1)?.headers.authorization).toBe('Bearer at-1');

    clock.advance(3600_000);
    provider.responseBody = JSON.stringify({ access_token: 'at-2', expires_in: 3600 });
    await f.submit({ lead_token: offer.lead_token, caller_id: '+17193139102' });
    await t.leadline.jobs.runDue();
    expect(tokenRequests().at(-1)).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'rt-1',
      client_id: 'leadline-app',
      client_secret: 'app-s3cret',
    });
    expect(crm.received.at(-1)?.headers.authorization).toBe('Bearer at-2');
    await api('PUT', `/outgoing_webhooks/${hook.id}`, { active: false });
  });

  it('refuses a missing, unknown or expired state, and a refusal by the provider, storing no token', async () => {
    const conn = await connection();
    const before = provider.received.length;
    expect((await callback({ code: 'x' })).json().errors.state).toBeDefined();
    const unknown = await callback({ state: 'not-a-state', code: 'x' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.state).toBeDefined();

    const lapsed = await authorize(conn.id);
    clock.advance(11 * 60_000);
    expect((await callback({ state: lapsed.state, code: 'late' })).statusCode).toBe(422);

    const denied = await authorize(conn.id);
    const refusal = await callback({ state: denied.state, error: 'access_denied' });
    expect(refusal.statusCode).toBe(422);
    expect(refusal.json().errors.error[0]).toContain('access_denied');
    expect(
      (await callback({ state: denied.state, code: 'after-refusal' })).json().errors.state,
    ).toBeDefined();

    const rejected = await authorize(conn.id);
    provider.answers = [400];
    provider.responseBody = '{"error":"invalid_grant"}';
    const bad = await callback({ state: rejected.state, code: 'stale-code' });
    expect(bad.statusCode).toBe(422);
    provider.answers = [200];
    expect(provider.received.length).toBe(before + 1);
    const stored = await t.leadline.database.db
      .selectFrom('oauth_connections')
      .select(['access_token', 'refresh_token', 'fetched_at'])
      .where('id', '=', conn.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ access_token: null, refresh_token: null, fetched_at: null });
  });

  it("starts only for the company's own connection, and names what is missing", async () => {
    const conn = await connection();
    const other = await api(
      'POST',
      `/oauth_connections/${conn.id}/authorize`,
      { authorize_url: 'https://x.test/a' },
      t.other,
    );
    expect(other.statusCode).toBe(404);
    const ftp = await api('POST', `/oauth_connections/${conn.id}/authorize`, {
      authorize_url: 'ftp://x.test/a',
    });
    expect(ftp.statusCode).toBe(422);
    expect(ftp.json().errors.authorize_url).toBeDefined();
    const bare = await create('oauth_connections', 'oauth_connection', { name: 'No client' });
    const missing = await api('POST', `/oauth_connections/${bare.id}/authorize`, {
      authorize_url: 'https://x.test/a',
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.client_id).toBeDefined();
  });
});
