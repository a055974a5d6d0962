import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Leadline } from '@leadline/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownDatabase, runCli, startServe } from './run-cli.js';

process.env.LEADLINE_ALLOW_PRIVATE_URLS = '127.0.0.0/8';

const PGBOUNCER = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer'].find(
  (p) => spawnSync(p, ['--version']).status === 0,
);
const own = ownDatabase('bouncer');

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createTcpServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((r) => probe.close(() => r()));
  return port;
}

/**
 * PgBouncer from Debian's package, in transaction mode, in front of the suite's PostgreSQL: the
 * way docs/deploy.md puts API processes behind it. Needs PostgreSQL and a pgbouncer binary.
 */
describe.skipIf(!own.postgres || !PGBOUNCER)(
  'leadline behind PgBouncer in transaction mode',
  {
    timeout: 120_000,
  },
  () => {
    let bouncer: ChildProcess;
    let dir = '';
    let bouncedUrl = '';
    let receiver: Server;
    let target = '';
    const delivered: number[] = [];

    beforeAll(async () => {
      own.create();
      const direct = new URL(own.url);
      dir = mkdtempSync(join(tmpdir(), 'leadline-pgbouncer-'));
      chmodSync(dir, 0o777);
      const port = await freePort();
      writeFileSync(join(dir, 'users.txt'), `"${direct.username || 'postgres'}" ""\n`);
      writeFileSync(
        join(dir, 'pgbouncer.ini'),
        [
          '[databases]',
          `* = host=${direct.hostname} port=${direct.port || 5432}`,
          '[pgbouncer]',
          'listen_addr = 127.0.0.1',
          `listen_port = ${port}`,
          'unix_socket_dir =',
          'auth_type = trust',
          `auth_file = ${join(dir, 'users.txt')}`,
          'pool_mode = transaction',
          'default_pool_size = 4',
          'max_client_conn = 200',
          'ignore_startup_parameters = extra_float_digits',
        ].join('\n'),
      );
      // PgBouncer refuses to run as root.
      const asRoot = process.getuid?.() === 0;
      const args = [join(dir, 'pgbouncer.ini')];
      bouncer = asRoot
        ? spawn('runuser', ['-u', 'postgres', '--', PGBOUNCER!, ...args], { stdio: 'ignore' })
        : spawn(PGBOUNCER!, args, { stdio: 'ignore' });
      const bounced = new URL(own.url);
      bounced.port = String(port);
      bouncedUrl = bounced.toString();
      for (let tries = 0; ; tries++) {
        const probe = spawnSync('psql', [bouncedUrl, '-tAc', 'select 1'], { encoding: 'utf8' });
        if (probe.stdout.trim() === '1') break;
        if (tries > 100) throw new Error(`pgbouncer did not answer: ${probe.stderr}`);
        await new Promise((r) => setTimeout(r, 100));
      }

      receiver = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          delivered.push(JSON.parse(body).id as number);
          res.writeHead(200).end();
        });
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    }, 60_000);

    afterAll(async () => {
      if (receiver) await new Promise<void>((r) => receiver.close(() => r()));
      if (bouncer && bouncer.exitCode === null) {
        const exited = once(bouncer, 'exit');
        bouncer.kill('SIGTERM');
        await exited;
      }
      own.drop();
      rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('migrates, takes leads and delivers their webhooks through PgBouncer, listening on the direct URL', async () => {
      const created = await runCli([
        'companies',
        'create',
        '--name',
        'Bounced Co',
        '--json',
        '-d',
        bouncedUrl,
      ]);
      expect(created.code, created.stderr).toBe(0);
      const { public_key, private_key } = JSON.parse(created.stdout);
      const env = {
        LEADLINE_DATABASE_LISTEN_URL: own.url,
        LEADLINE_DATABASE_POOL_SIZE: '4',
        // No safety poll within the test: the worker wakes only when it hears a commit's NOTIFY.
        LEADLINE_WAKE_POLL_MS: '3600000',
      };
      const server = await startServe(['--database', bouncedUrl], env);
      try {
        const sdk = new Leadline({
          baseURL: server.url,
          publicKey: public_key,
          privateKey: private_key,
          maxRetries: 0,
        });
        await sdk.subscriptions.create({ target_url: target, event: 'new_lead' });
        const token = String((await sdk.offers.create({ name: 'Bounced offer' })).lead_token);
        const posted = await Promise.all(
          Array.from({ length: 12 }, async (_, i) => {
            const { lead } = await sdk.leads.submit({
              lead_token: token,
              caller_id: `+1720555${String(2100 + i)}`,
            });
            return lead.id;
          }),
        );
        await expect.poll(() => [...delivered].sort(), { timeout: 30_000 }).toEqual([...posted].sort());
        const listening = spawnSync(
          'psql',
          [
            own.url,
            '-tAc',
            "select count(*) from pg_stat_activity where datname = current_database() and application_name = 'leadline-all listen' and query like 'LISTEN %'",
          ],
          { encoding: 'utf8' },
        );
        expect(Number(listening.stdout.trim())).toBe(1);
      } finally {
        const exited = once(server.child, 'exit');
        server.child.kill('SIGTERM');
        expect((await exited)[0]).toBe(0);
      }
    });
  },
);
