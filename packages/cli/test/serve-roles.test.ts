import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Leadline } from '@leadline/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, useOwnCompany } from './run-cli.js';

process.env.LEADLINE_ALLOW_PRIVATE_URLS = '127.0.0.0/8';

/** A delivery the receiver holds until the test answers it. */
interface Held {
  leadId: number;
  res: ServerResponse;
}

/** Sends SIGTERM and resolves with the exit code. */
async function terminate(child: ChildProcess): Promise<number | null> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  return code as number | null;
}

describe('leadline serve --role and leadline worker', { timeout: 120_000 }, () => {
  // A database of its own: the other CLI tests' workers would run this test's jobs.
  const { own, company: co } = useOwnCompany('roles', 'Roles Co');
  let receiver: Server;
  let target = '';
  const arrivals: Held[] = [];
  let onArrival: ((h: Held) => void) | undefined;
  /** The next delivery to reach the receiver. */
  const nextArrival = () => new Promise<Held>((resolve) => (onArrival = resolve));

  beforeAll(async () => {
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const held = { leadId: JSON.parse(body).id as number, res };
        arrivals.push(held);
        onArrival?.(held);
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    target = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    if (api && api.child.exitCode === null) await terminate(api.child);
    receiver.closeAllConnections();
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  const client = (url: string) =>
    new Leadline({ baseURL: url, publicKey: co.public_key, privateKey: co.private_key, maxRetries: 0 });
  let api: Awaited<ReturnType<typeof startServe>>;
  let token = '';
  const postLead = async (caller: string) =>
    (await client(api.url).leads.submit({ lead_token: token, caller_id: caller })).lead.id;

  it('runs no jobs in an API process: a lead posted there is delivered only once a worker runs, which counts it in its metrics', async () => {
    api = await startServe(['--database', own.url, '--role', 'api']);
    await client(api.url).subscriptions.create({ target_url: target, event: 'new_lead' });
    token = String((await client(api.url).offers.create({ name: 'Roles offer' })).lead_token);
    const lead = await postLead('+17205550190');
    // Once the API process is gone it can deliver nothing later: all it delivered has arrived by now.
    expect(await terminate(api.child)).toBe(0);
    expect(arrivals).toHaveLength(0);

    const arrival = nextArrival();
    const worker = await startServe(
      ['--database', own.url],
      { LEADLINE_METRICS_LISTEN: '127.0.0.1:0' },
      'worker',
    );
    const delivery = await arrival;
    expect(delivery.leadId).toBe(lead);
    delivery.res.writeHead(200).end();
    // The worker's own metrics listener counts the delivery it ran.
    const metricsUrl = worker.logs().match(/"metrics":"([^"]+)"/)![1]!;
    const delivered = async () =>
      (await (await fetch(metricsUrl)).text()).includes(
        'leadline_jobs_finished_total{kind="webhooks.deliver",outcome="done"} 1',
      );
    await expect.poll(delivered, { timeout: 20_000 }).toBe(true);
    expect(worker.logs()).toContain('leadline worker is running');
    expect((await fetch(`${worker.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
    const me = await fetch(`${worker.url}/api/v1/me`);
    expect(me.status).toBe(404);
    expect((await me.json()).code).toBe('route_not_found');
    expect(await terminate(worker.child)).toBe(0);
    api = await startServe(['--database', own.url, '--role', 'api']);
  });

  it('lets a delivery in flight finish when a worker is told to stop (SIGTERM), then exits 0', async () => {
    const arrival = nextArrival();
    const worker = await startServe(['--database', own.url, '--role', 'worker']);
    const lead = await postLead('+17205550191');
    const delivery = await arrival;
    expect(delivery.leadId).toBe(lead);
    const exited = once(worker.child, 'exit');
    worker.child.kill('SIGTERM');
    await expect.poll(() => worker.logs(), { timeout: 20_000 }).toContain('shutting down');
    delivery.res.writeHead(200).end();
    const [code] = await exited;
    expect(code).toBe(0);
    const logs = await client(api.url).webhookLogs.list({ code: 200 });
    expect(logs.data.filter((l) => String(l.request_url).endsWith('/hook')).length).toBe(2);
  });
});
