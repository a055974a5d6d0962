import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Leadline } from '@leadline/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownDatabase, runCli, startServe } from './run-cli.js';

type Served = Awaited<ReturnType<typeof startServe>>;

const own = ownDatabase('whost');

describe.skipIf(!own.postgres)(
  'the per-host webhook bound across two leadline serve processes on one PostgreSQL',
  { timeout: 240_000 },
  () => {
    const servers: Served[] = [];
    let receiver: Server;
    let target = '';
    let inFlight = 0;
    let most = 0;
    let received = 0;

    beforeAll(async () => {
      own.create();
      // A slow receiver that counts how many of Leadline's requests it holds at once.
      receiver = createServer((req, res) => {
        inFlight++;
        most = Math.max(most, inFlight);
        req.resume();
        req.on('end', () =>
          setTimeout(() => {
            inFlight--;
            received++;
            res.writeHead(200).end();
          }, 200),
        );
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const env = {
        LEADLINE_WEBHOOK_HOST_CONCURRENCY: '1',
        LEADLINE_ALLOW_PRIVATE_URLS: '127.0.0.0/8',
        LEADLINE_METRICS_LISTEN: '127.0.0.1:0',
      };
      servers.push(await startServe(['--database', own.url], env, 'serve', 120_000));
      servers.push(await startServe(['--database', own.url], env, 'serve', 120_000));
    }, 240_000);

    afterAll(async () => {
      for (const s of servers) {
        if (s.child.exitCode !== null) continue;
        const exited = once(s.child, 'exit');
        s.child.kill('SIGTERM');
        await exited;
      }
      if (receiver) await new Promise<void>((r) => receiver.close(() => r()));
      own.drop();
    }, 60_000);

    /** Deliveries this server's worker finished (its own /metrics). */
    const deliveredBy = async (s: Served) => {
      const metricsUrl = s.logs().match(/"metrics":"([^"]+)"/)![1]!;
      const page = await (await fetch(metricsUrl)).text();
      const line = page
        .split('\n')
        .find((l) => l.startsWith('leadline_jobs_finished_total{kind="webhooks.deliver",outcome="done"}'));
      return line ? Number(line.split(' ').pop()) : 0;
    };

    it('keeps one request in flight to the host across both processes while both deliver', async () => {
      const created = await runCli([
        'companies',
        'create',
        '--name',
        'Host Bound Co',
        '--json',
        '-d',
        own.url,
      ]);
      expect(created.code, created.stderr).toBe(0);
      const { public_key, private_key } = JSON.parse(created.stdout);
      const apis = servers.map(
        (s) =>
          new Leadline({ baseURL: s.url, publicKey: public_key, privateKey: private_key, maxRetries: 0 }),
      );
      await apis[0]!.subscriptions.create({ target_url: target, event: 'new_lead' });
      const offer = await apis[0]!.offers.create({ name: 'Host bound offer' });

      // Leads to both processes, in rounds, until each process's worker has delivered some: which
      // worker claims an event is the database's choice, so one round may go all one way.
      let sent = 0;
      for (let round = 0; round < 6; round++) {
        await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            apis[i % 2]!.leads.submit({
              lead_token: String(offer.lead_token),
              caller_id: `+1720556${String(1000 + sent + i)}`,
            }),
          ),
        );
        sent += 6;
        await expect.poll(() => received, { timeout: 60_000 }).toBe(sent);
        const counts = await Promise.all(servers.map(deliveredBy));
        if (counts.every((n) => n > 0)) break;
      }
      const counts = await Promise.all(servers.map(deliveredBy));
      expect(
        counts.every((n) => n > 0),
        `deliveries by process: ${counts}`,
      ).toBe(true);
      expect(counts[0]! + counts[1]!).toBe(sent);
      expect(most).toBe(1);
    });
  },
);
