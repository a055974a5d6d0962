import { createLeadline, type Leadline, openDatabase, SecretBox } from '@leadline/core';
import { basicAuth, createTestLeadline, createTestTenant, testDatabaseUrl } from '@leadline/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/index.js';

/**
 * Two processes on one database, as `leadline serve` and the CLI (or two API servers) are: each
 * its own connections, its own remembered verifications and, on PostgreSQL, its own LISTEN
 * connection. The server's process remembers a credential it verified; the other changes it.
 */
function useTwoProcesses() {
  const ctx = {} as { server: Leadline; other: Leadline; app: FastifyInstance };
  beforeAll(async () => {
    ctx.server = await createTestLeadline();
    const secrets = SecretBox.fromKeys([SecretBox.generateKeySpec()]);
    const url = testDatabaseUrl();
    const location = ctx.server.database.location;
    // The same file, or the same schema of the same database, opened again.
    const database = url
      ? await openDatabase(url, { schema: /\(schema (\w+)\)$/.exec(location)![1]!, poolSize: 2 })
      : await openDatabase(location);
    ctx.other = await createLeadline({ database, secrets, migrate: false });
    ctx.app = await buildServer({ leadline: ctx.server, rateLimit: false });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.other?.database.close();
    await ctx.server?.close();
  });
  return ctx;
}

/** Asks until the answer is the one expected: the other process's change is heard moments after its commit. */
async function eventually<T>(ask: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  for (;;) {
    const answer = await ask();
    if (done(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('a remembered credential changed by another process', () => {
  const t = useTwoProcesses();
  const me = (authorization: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/me', headers: { authorization } });

  it('is refused once the other process pauses it, served again once it resumes, and refused for good once revoked', async () => {
    const tenant = await createTestTenant(t.server, 'Remembered Keys Co');
    // Verified, then answered from what the server remembers.
    for (let i = 0; i < 3; i++) expect((await me(tenant.authorization)).statusCode).toBe(200);

    await t.other.keys.setPaused(tenant.company.id, tenant.publicKey, true);
    const paused = await eventually(
      () => me(tenant.authorization),
      (r) => r.statusCode !== 200,
    );
    expect(paused.statusCode).toBe(403);
    expect(paused.json().errors.base[0]).toMatch(/paused/);

    await t.other.keys.setPaused(tenant.company.id, tenant.publicKey, false);
    await eventually(
      () => me(tenant.authorization),
      (r) => r.statusCode === 200,
    );
    await t.other.keys.revoke(tenant.company.id, tenant.publicKey);
    const revoked = await eventually(
      () => me(tenant.authorization),
      (r) => r.statusCode !== 200,
    );
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().errors.base[0]).toMatch(/revoked/);
  });

  it("answers with a token's new permissions once the other process changes its membership", async () => {
    const tenant = await createTestTenant(t.server, 'Remembered Tokens Co');
    const user = await t.server.users.ensure({ email: 'remembered@example.com' });
    await t.server.users.addToCompany(user.id, tenant.company.id, { superuser: true });
    const { secret } = await t.server.tokens.create(user.id, 'cli');
    const authorization = `Token ${secret}`;
    for (let i = 0; i < 3; i++) {
      const res = await me(authorization);
      expect(res.statusCode).toBe(200);
      expect(res.json().me.permissions.superuser).toBe(true);
    }

    await t.other.users.addToCompany(user.id, tenant.company.id, {
      superuser: false,
      permissions: { buyers: 'read' },
    });
    const narrowed = await eventually(
      () => me(authorization),
      (r) => r.json().me?.permissions?.superuser !== true,
    );
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().me.permissions).toMatchObject({ superuser: false });

    // A second membership: the token no longer names one company by itself.
    const second = await createTestTenant(t.server, 'Second Membership Co');
    await t.other.users.addToCompany(user.id, second.company.id);
    const ambiguous = await eventually(
      () => me(authorization),
      (r) => r.statusCode !== 200,
    );
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().errors.company_id[0]).toMatch(/several companies/);
  });

  it('moves the credential epoch on a pause, and not on bookkeeping (last used, name)', async () => {
    const tenant = await createTestTenant(t.server, 'Bookkeeping Co');
    const epoch = async () =>
      Number(
        (
          await t.other.database.db
            .selectFrom('credential_epoch')
            .select('n')
            .where('id', '=', 1)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await epoch();
    await t.other.database.db
      .updateTable('api_keys')
      .set({ last_used_at: Date.now(), name: 'renamed' })
      .where('public_key', '=', tenant.publicKey)
      .execute();
    expect(await epoch()).toBe(before);
    expect((await me(tenant.authorization)).statusCode).toBe(200);
    await t.other.keys.setPaused(tenant.company.id, tenant.publicKey, true);
    expect(await epoch()).toBeGreaterThan(before);
    const paused = await eventually(
      () => me(basicAuth(tenant.publicKey, tenant.privateKey)),
      (r) => r.statusCode !== 200,
    );
    expect(paused.statusCode).toBe(403);
  });
});
