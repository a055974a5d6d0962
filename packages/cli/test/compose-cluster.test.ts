import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { Leadline } from '@leadline/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ownDatabase, runCli } from './run-cli.js';

const COMPOSE = fileURLToPath(new URL('../../../deploy/compose.yaml', import.meta.url));
/** What the container runs (apps/server/Containerfile's CMD). */
const ENTRY = fileURLToPath(new URL('../../../apps/server/dist/index.js', import.meta.url));

interface Service {
  image?: string;
  environment?: Record<string, string>;
}

/** The compose file's Leadline services and their environments, `${VAR:?…}` filled from `vars`. */
function composeServices(vars: Record<string, string>): Record<string, Record<string, string>> {
  const file = parse(readFileSync(COMPOSE, 'utf8'), { merge: true }) as { services: Record<string, Service> };
  const fill = (value: string) =>
    String(value).replace(/\$\{(\w+)(?::\?[^}]*)?\}/g, (_, name: string) => {
      if (!(name in vars)) throw new Error(`compose.yaml needs ${name}`);
      return vars[name]!;
    });
  const out: Record<string, Record<string, string>> = {};
  for (const [name, service] of Object.entries(file.services)) {
    if (service.image !== 'leadline:latest') continue;
    out[name] = Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, fill(v)]));
  }
  return out;
}

/** Starts apps/server as the container would, with `env`; resolves with its URL once it listens. */
async function startProcess(env: Record<string, string>) {
  const child = spawn(process.execPath, [ENTRY], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`did not start:\n${out}`)), 30_000);
    const onData = (d: Buffer) => {
      out += d;
      const m = out.match(/"url":"(http:\/\/[^"]+)"/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
  return { url, child, logs: () => out };
}

const own = ownDatabase('compose');

describe.skipIf(!own.postgres)(
  'deploy/compose.yaml: API ×2, worker and scheduler on one PostgreSQL',
  {
    timeout: 180_000,
  },
  () => {
    const processes = new Map<string, { url: string; child: ChildProcess; logs: () => string }>();
    const received = { lead: [] as number[], call: [] as number[] };
    let receiver: Server;
    let base = '';
    const secretKeys = `k1:${randomBytes(32).toString('base64')}`;

    beforeAll(async () => {
      own.create();
      receiver = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          received[req.url === '/call' ? 'call' : 'lead'].push(JSON.parse(body).id as number);
          res.writeHead(200).end();
        });
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
      const services = composeServices({
        POSTGRES_PASSWORD: 'unused',
        LEADLINE_SECRET_KEYS: secretKeys,
        LEADLINE_DOMAIN: 'calls.example.com',
      });
      expect(Object.fromEntries(Object.entries(services).map(([n, e]) => [n, e.LEADLINE_ROLE]))).toEqual({
        api1: 'api',
        api2: 'api',
        worker: 'worker',
        scheduler: 'scheduler',
      });
      // The compose file's settings, but this machine's database, loopback and any free ports.
      const local = {
        DATABASE_URL: own.url,
        HOST: '127.0.0.1',
        PORT: '0',
        LEADLINE_METRICS_LISTEN: '127.0.0.1:0',
        LEADLINE_ALLOW_PRIVATE_URLS: '127.0.0.0/8',
      };
      // One first, so the migrations have run before the others start (they would wait on its lock).
      const [first, ...rest] = Object.entries(services);
      processes.set(first![0], await startProcess({ ...first![1], ...local }));
      const started = await Promise.all(rest.map(([, env]) => startProcess({ ...env, ...local })));
      for (const [i, [name]] of rest.entries()) processes.set(name, started[i]!);
    }, 120_000);

    afterAll(async () => {
      for (const p of processes.values()) if (p.child.exitCode === null) p.child.kill('SIGKILL');
      if (receiver) await new Promise<void>((r) => receiver.close(() => r()));
      own.drop();
    }, 60_000);

    it('takes leads and calls on either API process, delivers their webhooks from the worker, and every process drains on SIGTERM', async () => {
      const created = await runCli(['companies', 'create', '--name', 'Compose Co', '--json', '-d', own.url], {
        LEADLINE_SECRET_KEYS: secretKeys,
      });
      expect(created.code, created.stderr).toBe(0);
      const { public_key, private_key } = JSON.parse(created.stdout);
      const [api1, api2] = ['api1', 'api2'].map(
        (name) =>
          new Leadline({
            baseURL: processes.get(name)!.url,
            publicKey: public_key,
            privateKey: private_key,
            maxRetries: 0,
          }),
      ) as [Leadline, Leadline];
      await api1.subscriptions.create({ target_url: `${base}/lead`, event: 'new_lead' });
      await api2.subscriptions.create({ target_url: `${base}/call`, event: 'call_ended' });
      const offer = await api1.offers.create({ name: 'Compose offer' });
      await api2.buyers.create({
        name: 'Compose buyer',
        number: '+13125550177',
        tier: 1,
        offer_ids: [offer.id],
      });
      await api1.phoneNumbers.create({ number: '+16465550177', provider: 'sip', offer_id: offer.id });

      const leads = await Promise.all(
        Array.from({ length: 8 }, async (_, i) => {
          const api = i % 2 ? api2 : api1;
          const { lead } = await api.leads.submit({
            lead_token: String(offer.lead_token),
            caller_id: `+1720555${4000 + i}`,
          });
          return lead.id;
        }),
      );
      const calls = [];
      for (const [i, api] of [api1, api2].entries()) {
        const call = await api.calls.simulate({
          number: '6465550177',
          caller_id: `720555${4100 + i}`,
          dial_results: ['completed'],
          duration: 30,
        });
        expect(call).toMatchObject({ status: 'completed', answered_duration: 30 });
        calls.push(call.id);
      }
      await expect.poll(() => [...received.lead].sort(), { timeout: 60_000 }).toEqual([...leads].sort());
      await expect.poll(() => [...received.call].sort(), { timeout: 60_000 }).toEqual([...calls].sort());

      // The worker ran the deliveries: the API processes run no jobs.
      const metricsOf = async (name: string) =>
        (
          await fetch(
            processes
              .get(name)!
              .logs()
              .match(/"metrics":"([^"]+)"/)![1]!,
          )
        ).text();
      // The receiver answers before the worker books the job as finished, so the count is polled.
      await expect
        .poll(() => metricsOf('worker'), { timeout: 30_000 })
        .toMatch(/leadline_jobs_finished_total\{kind="webhooks.deliver",outcome="done"\} 1\d/);
      expect(await metricsOf('api1')).not.toContain('leadline_jobs_finished_total{');
      expect(processes.get('scheduler')!.logs()).toContain('leadline scheduler is running');

      for (const [name, p] of processes) {
        const exited = once(p.child, 'exit');
        p.child.kill('SIGTERM');
        expect([name, (await exited)[0]]).toEqual([name, 0]);
      }
    });
  },
);
