import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Leadline } from '@leadline/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServe, useOwnCompany } from './run-cli.js';

process.env.LEADLINE_ALLOW_PRIVATE_URLS = '127.0.0.0/8';

describe('no committed event is lost when the server is killed with SIGKILL during deliveries', {
  timeout: 120_000,
}, () => {
  // A database of its own on PostgreSQL: the other CLI tests' servers share DATABASE_URL, and their
  // workers (which may not reach 127.0.0.1) would lease this test's deliveries.
  const { own, company: co } = useOwnCompany('sigkill', 'Crash Co');
  const database = own.url;
  let receiver: Server;
  let port = 0;
  const delivered = new Map<number, number>();

  beforeAll(async () => {
    // A receiver slow enough that deliveries are in flight when the server dies.
    receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () =>
        setTimeout(() => {
          const id = JSON.parse(body).id as number;
          delivered.set(id, (delivered.get(id) ?? 0) + 1);
          res.writeHead(200).end();
        }, 15),
      );
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    port = (receiver.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((r) => receiver.close(() => r()));
  });

  it('delivers every lead that was answered 200, across three SIGKILLs', async () => {
    let server = await startServe(['--database', database]);
    const connect = (url: string) =>
      new Leadline({ baseURL: url, publicKey: co.public_key, privateKey: co.private_key, maxRetries: 0 });
    let client = connect(server.url);
    await client.subscriptions.create({ target_url: `http://127.0.0.1:${port}/crash`, event: 'new_lead' });
    const token = String((await client.offers.create({ name: 'Crash offer' })).lead_token);
    const committed: number[] = [];
    let n = 0;
    for (let round = 0; round < 3; round++) {
      // Post under load; every answered lead committed, and with it its event.
      const posts = Array.from({ length: 40 }, () =>
        client.leads
          .submit({ lead_token: token, caller_id: `+1720556${String(1000 + ++n)}` })
          .then((r) => committed.push(r.lead.id))
          .catch(() => undefined),
      );
      // Kill once some of this round's leads are answered (and their deliveries under way), however slow the machine.
      const before = committed.length;
      const someAnswered = (async () => {
        const until = Date.now() + 15_000;
        while (committed.length < before + 5 && Date.now() < until)
          await new Promise((r) => setTimeout(r, 20));
      })();
      await Promise.race([Promise.all(posts), someAnswered]);
      server.child.kill('SIGKILL');
      await once(server.child, 'exit');
      await Promise.allSettled(posts);
      server = await startServe(['--database', database]);
      client = connect(server.url);
    }
    const deadline = Date.now() + 60_000;
    while (committed.some((id) => !delivered.has(id)) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
    }
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    expect(committed.length).toBeGreaterThan(0);
    expect(committed.filter((id) => !delivered.has(id))).toEqual([]);
  });
});
