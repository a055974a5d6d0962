import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cliDatabase, runCli, startServe } from './run-cli.js';

const basic = (pub: string, priv: string) => `Basic ${Buffer.from(`${pub}:${priv}`).toString('base64')}`;

describe('leadline companies create, then leadline serve', () => {
  it('prints a key pair that authenticates against the served API, and rejects a wrong one with a JSON 401', async () => {
    const database = cliDatabase();
    const created = await runCli([
      'companies',
      'create',
      '--name',
      'CLI Test Co',
      '--json',
      '--database',
      database,
    ]);
    expect(created.code, created.stderr).toBe(0);
    const out = JSON.parse(created.stdout);
    expect(out.company.name).toBe('CLI Test Co');
    expect(out.public_key).toMatch(/^llpk_/);
    expect(out.private_key).toMatch(/^llsk_/);

    const server = await startServe(['--database', database]);
    try {
      const ok = await fetch(`${server.url}/api/v1/me`, {
        headers: { authorization: basic(out.public_key, out.private_key) },
      });
      expect(ok.status).toBe(200);
      expect((await ok.json()).me.company.id).toBe(out.company.id);

      const wrong = await fetch(`${server.url}/api/v1/me`, {
        headers: { authorization: basic(out.public_key, 'llsk_wrong') },
      });
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get('content-type')).toMatch(/json/);
      expect((await wrong.json()).code).toBe('unauthorized');

      const none = await fetch(`${server.url}/api/v1/me`);
      expect(none.status).toBe(401);
    } finally {
      server.child.kill('SIGTERM');
      const [code] = await once(server.child, 'exit');
      // Graceful shutdown ends with exit code 0.
      expect(code).toBe(0);
    }
  });
});

describe('leadline keys', () => {
  it('creates a limited key, lists it, pauses, resumes and revokes it', async () => {
    const database = cliDatabase();
    const co = JSON.parse(
      (await runCli(['companies', 'create', '--name', 'Keys Co', '--json', '-d', database])).stdout,
    );
    const made = await runCli([
      'keys',
      'create',
      '-c',
      String(co.company.id),
      '--name',
      'reporting',
      '--permissions',
      'reports:read,leads:read',
      '--json',
      '-d',
      database,
    ]);
    expect(made.code, made.stderr).toBe(0);
    const key = JSON.parse(made.stdout);
    expect(key).toMatchObject({
      name: 'reporting',
      superuser: false,
      permissions: { reports: 'read', leads: 'read' },
    });
    expect(key.private_key).toMatch(/^llsk_/);

    const listed = JSON.parse(
      (await runCli(['keys', 'list', '-c', co.company.subdomain, '--json', '-d', database])).stdout,
    );
    expect(listed.map((k: { name: string }) => k.name)).toEqual(['Owner key', 'reporting']);
    expect(JSON.stringify(listed)).not.toContain(key.private_key);

    const table = await runCli(['keys', 'list', '-c', String(co.company.id), '-d', database]);
    expect(table.stdout).toMatch(/^id\tname\t/);
    expect(table.stdout).toMatch(/\treporting\t/);

    const paused = JSON.parse(
      (await runCli(['keys', 'pause', key.public_key, '-c', String(co.company.id), '--json', '-d', database]))
        .stdout,
    );
    expect(paused.paused).toBe(true);
    const resumed = JSON.parse(
      (
        await runCli([
          'keys',
          'resume',
          String(key.id),
          '-c',
          String(co.company.id),
          '--json',
          '-d',
          database,
        ])
      ).stdout,
    );
    expect(resumed.paused).toBe(false);
    const revoked = JSON.parse(
      (await runCli(['keys', 'revoke', key.uuid, '-c', String(co.company.id), '--json', '-d', database]))
        .stdout,
    );
    expect(revoked.revoked_at).not.toBeNull();
  });

  it('rejects an unknown permission family with a message naming the parameter and exit code 2', async () => {
    const database = cliDatabase();
    const co = JSON.parse(
      (await runCli(['companies', 'create', '--name', 'Bad Grants', '--json', '-d', database])).stdout,
    );
    const res = await runCli([
      'keys',
      'create',
      '-c',
      String(co.company.id),
      '--permissions',
      'rockets:write',
      '-d',
      database,
    ]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/permissions.*rockets:write/);
  });

  it('exits 2 for a company that does not exist', async () => {
    const res = await runCli(['keys', 'list', '-c', '999999', '-d', cliDatabase()]);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/No company 999999/);
  });
});

describe('leadline migrate and tokens', () => {
  it('applies migrations once and reports nothing new the second time', async () => {
    const database = cliDatabase();
    const first = JSON.parse((await runCli(['migrate', '--json', '-d', database])).stdout);
    const second = JSON.parse((await runCli(['migrate', '--json', '-d', database])).stdout);
    expect(second.applied).toEqual([]);
    expect(Array.isArray(first.applied)).toBe(true);
  });

  it('issues a developer token that authenticates as the user', async () => {
    const database = cliDatabase();
    const co = JSON.parse(
      (await runCli(['companies', 'create', '--name', 'Token Co', '--json', '-d', database])).stdout,
    );
    const res = await runCli([
      'tokens',
      'create',
      '-e',
      `dev-${Date.now()}@example.com`,
      '-c',
      String(co.company.id),
      '--json',
      '-d',
      database,
    ]);
    expect(res.code, res.stderr).toBe(0);
    const token = JSON.parse(res.stdout);
    expect(token.auth_token).toMatch(/^lldt_/);
    const server = await startServe(['--database', database]);
    try {
      const me = await fetch(`${server.url}/api/v1/me`, {
        headers: { authorization: `Token ${token.auth_token}` },
      });
      expect(me.status).toBe(200);
      expect((await me.json()).me.actor).toMatchObject({ type: 'user' });
    } finally {
      server.child.kill('SIGTERM');
      await once(server.child, 'exit');
    }
  });
});
