import { once } from 'node:events';
import { DEFAULT_LEASE_MS } from '@leadline/core';
import { Leadline } from '@leadline/sdk';
import { describe, expect, it } from 'vitest';
import { startServe, useOwnCompany } from './run-cli.js';

/** Numbers in the file: enough that the import is still writing when the server is killed. */
const NUMBERS = 400_000;
const AREAS = [212, 312, 415, 617, 718, 305, 404, 503, 602, 713];
/** A job's lease: a killed server's job waits this long unless a restart takes it back. */
const LEASE_MS = DEFAULT_LEASE_MS;

describe('a suppression import survives the server being killed with SIGKILL', { timeout: 180_000 }, () => {
  // A database of its own on PostgreSQL: another test's server would take this import's job.
  const { own, company: co } = useOwnCompany('import_kill', 'Import Kill Co');
  const database = own.url;

  it('is seen interrupted at once after a restart and resumes from its count, finishing long before its lease would end', async () => {
    let server = await startServe(['--database', database]);
    const connect = (url: string) =>
      new Leadline({ baseURL: url, publicKey: co.public_key, privateKey: co.private_key, maxRetries: 0 });
    let client = connect(server.url);
    const offer = await client.offers.create({ name: 'Import kill offer' });
    const lines = ['phone'];
    for (let i = 0; i < NUMBERS; i++) {
      const rest = Math.floor(i / AREAS.length);
      const line = String(Math.floor(rest / 800) % 10_000).padStart(4, '0');
      lines.push(`${AREAS[i % AREAS.length]}${200 + (rest % 800)}${line}`);
    }
    const list = await client.buyerSuppressions.create({
      name: 'Killed import',
      offer_ids: [offer.id],
      import_file: new File([`${lines.join('\n')}\n`], 'big.csv', { type: 'text/csv' }),
    });

    // Kill while numbers are being written: some counted, not all.
    let before = await client.buyerSuppressions.show(list.id);
    const until = Date.now() + 60_000;
    while (!(before.status === 'started' && before.import_count > 0) && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 10));
      before = await client.buyerSuppressions.show(list.id);
    }
    server.child.kill('SIGKILL');
    await once(server.child, 'exit');
    expect(before.status).toBe('started');
    expect(before.import_count).toBeGreaterThan(0);
    expect(before.import_count).toBeLessThan(NUMBERS);

    const restarted = Date.now();
    server = await startServe(['--database', database]);
    client = connect(server.url);
    // From the first look after the restart: marked interrupted, and its counts never go back.
    const seen: { status: string; import_count: number; stopped_at: unknown }[] = [];
    const first = await client.buyerSuppressions.show(list.id);
    // Marked interrupted before the server answered (stopped_at), already resumed (started) or not yet.
    expect(first.stopped_at).not.toBeNull();
    expect(['stopped', 'started']).toContain(first.status);
    expect(first.import_count).toBeGreaterThanOrEqual(before.import_count);
    seen.push(first);
    for (;;) {
      const now = await client.buyerSuppressions.show(list.id);
      seen.push(now);
      if (now.status === 'succeeded' || now.status === 'failed' || Date.now() - restarted > LEASE_MS) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');

    const done = seen.at(-1)!;
    expect(done).toMatchObject({ status: 'succeeded', import_count: NUMBERS, total_count: NUMBERS });
    // Its lease never had to run out: the restarted server took the job back at once. The one
    // bound on the wall clock here is the lease itself, so a slow machine only fails what the
    // test is about (the work takes seconds; waiting out the lease would take a minute).
    expect(Date.now() - restarted).toBeLessThan(LEASE_MS);
    expect(done.stopped_at).not.toBeNull();
    expect(seen.every((s) => s.import_count >= before.import_count)).toBe(true);
    const counts = seen.map((s) => s.import_count);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
  });
});
