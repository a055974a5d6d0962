import { basicAuth, createTestTenant } from '@leadline/core/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

describe('authentication', () => {
  const t = useTestApp();
  const me = (headers: Record<string, string> = {}, url = '/api/v1/me') =>
    t.app.inject({ method: 'GET', url, headers });

  it('accepts a Basic public:private key pair and scopes to its company', async () => {
    const res = await me({ authorization: t.tenant.authorization });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.me.company.id).toBe(t.tenant.company.id);
    expect(body.me.actor.type).toBe('api_key');
    expect(body.me.permissions.superuser).toBe(true);
  });

  it('answers 401 with a JSON body when there are no credentials', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({
      status: 401,
      code: 'unauthorized',
      errors: { base: [expect.any(String)] },
    });
  });

  it('answers 401 for a wrong private key', async () => {
    const res = await me({ authorization: basicAuth(t.tenant.publicKey, 'llsk_wrong') });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors.base[0]).toMatch(/Invalid public or private key/);
  });

  it('answers 401 for an unknown public key and for garbage Basic credentials', async () => {
    expect((await me({ authorization: basicAuth('llpk_nobody', t.tenant.privateKey) })).statusCode).toBe(401);
    const garbage = await me({ authorization: 'Basic not-base64-colon' });
    expect(garbage.statusCode).toBe(401);
    expect(garbage.json().code).toBe('unauthorized');
  });

  it('answers 401 for an unknown Authorization scheme', async () => {
    const res = await me({ authorization: 'Digest abc' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors.base[0]).toMatch(/Unreadable Authorization header/);
  });

  it('refuses a revoked key pair with 401 and a paused one with 403, and serves it again when resumed', async () => {
    const issued = await t.leadline.keys.create(t.tenant.company.id, { name: 'temp' });
    const auth = basicAuth(issued.key.public_key, issued.private_key);
    expect((await me({ authorization: auth })).statusCode).toBe(200);

    await t.leadline.keys.setPaused(t.tenant.company.id, issued.key.id, true);
    const paused = await me({ authorization: auth });
    expect(paused.statusCode).toBe(403);
    expect(paused.json().errors.base[0]).toMatch(/paused/);

    await t.leadline.keys.setPaused(t.tenant.company.id, issued.key.id, false);
    expect((await me({ authorization: auth })).statusCode).toBe(200);

    await t.leadline.keys.revoke(t.tenant.company.id, issued.key.public_key);
    const revoked = await me({ authorization: auth });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().errors.base[0]).toMatch(/revoked/);
  });

  it("scopes another company's key pair to that company, never this one", async () => {
    const other = await createTestTenant(t.leadline, 'Other Co');
    const res = await me({ authorization: other.authorization });
    expect(res.json().me.company.id).toBe(other.company.id);
    expect(res.json().me.company.id).not.toBe(t.tenant.company.id);
    // A company_id parameter cannot move a key pair into another company.
    const moved = await me(
      { authorization: other.authorization },
      `/api/v1/me?company_id=${t.tenant.company.id}`,
    );
    expect(moved.json().me.company.id).toBe(other.company.id);
  });

  it('records when a key pair was last used', async () => {
    const issued = await t.leadline.keys.create(t.tenant.company.id, { name: 'tracked' });
    expect(issued.key.last_used_at).toBeNull();
    await me({ authorization: basicAuth(issued.key.public_key, issued.private_key) });
    await expect
      .poll(async () => (await t.leadline.keys.get(t.tenant.company.id, issued.key.id)).last_used_at)
      .not.toBeNull();
  });
});

describe('developer access tokens', () => {
  const t = useTestApp();

  async function tokenFor(email: string, companies: number[]) {
    const user = await t.leadline.users.ensure({ email });
    for (const id of companies)
      await t.leadline.users.addToCompany(user.id, id, { superuser: false, permissions: '*:read' });
    return (await t.leadline.tokens.create(user.id)).secret;
  }

  it.each([
    ['Token <t>', (s: string) => `Token ${s}`],
    ['Token token=<t>', (s: string) => `Token token=${s}`],
    ['Token token="<t>"', (s: string) => `Token token="${s}"`],
    ['Bearer <t>', (s: string) => `Bearer ${s}`],
  ])('accepts the %s header form', async (_name, header) => {
    const secret = await tokenFor(`dev-${_name.length}@example.com`, [t.tenant.company.id]);
    const res = await t.app.inject({ url: '/api/v1/me', headers: { authorization: header(secret) } });
    expect(res.statusCode).toBe(200);
    expect(res.json().me).toMatchObject({ company: { id: t.tenant.company.id }, actor: { type: 'user' } });
    expect(res.json().me.permissions).toEqual({ superuser: false, access: { '*': 'read' } });
  });

  it('accepts auth_token as a query parameter', async () => {
    const secret = await tokenFor('param@example.com', [t.tenant.company.id]);
    const q = await t.app.inject({ url: `/api/v1/me?auth_token=${secret}` });
    expect(q.statusCode).toBe(200);
    expect(q.json().me.company.id).toBe(t.tenant.company.id);
  });

  it('picks the company from company_id, or from the host subdomain, when the user reaches several', async () => {
    const second = await t.leadline.companies.create({ name: 'Second Brand', subdomain: 'second' });
    const secret = await tokenFor('multi@example.com', [t.tenant.company.id, second.id]);
    const auth = { authorization: `Token ${secret}` };

    const ambiguous = await t.app.inject({ url: '/api/v1/me', headers: auth });
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().errors.company_id[0]).toMatch(/required/);

    const byParam = await t.app.inject({ url: `/api/v1/me?company_id=${second.id}`, headers: auth });
    expect(byParam.json().me.company.id).toBe(second.id);

    const byUuid = await t.app.inject({ url: `/api/v1/me?company_id=${second.uuid}`, headers: auth });
    expect(byUuid.json().me.company.id).toBe(second.id);

    const byHost = await t.app.inject({
      url: '/api/v1/me',
      headers: { ...auth, host: 'second.leadline.example' },
    });
    expect(byHost.json().me.company.id).toBe(second.id);
  });

  it('answers 403 when the token asks for a company its user does not belong to', async () => {
    const stranger = await t.leadline.companies.create({ name: 'Stranger' });
    const secret = await tokenFor('single@example.com', [t.tenant.company.id]);
    const res = await t.app.inject({
      url: `/api/v1/me?company_id=${stranger.id}`,
      headers: { authorization: `Token ${secret}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('forbidden');
  });

  it('refuses unknown and revoked tokens with 401', async () => {
    expect(
      (await t.app.inject({ url: '/api/v1/me', headers: { authorization: 'Token lldt_nope' } })).statusCode,
    ).toBe(401);
    const user = await t.leadline.users.ensure({ email: 'revoked@example.com' });
    await t.leadline.users.addToCompany(user.id, t.tenant.company.id);
    const { token, secret } = await t.leadline.tokens.create(user.id);
    await t.leadline.tokens.revoke(user.id, token.id);
    const res = await t.app.inject({ url: '/api/v1/me', headers: { authorization: `Token ${secret}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors.base[0]).toMatch(/revoked/);
  });
});
