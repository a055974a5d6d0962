import { once } from 'node:events';
import { Leadline } from '@leadline/sdk';
import { describe, expect, it } from 'vitest';
import { startServe, useOwnCompany } from './run-cli.js';

/** How many rounds of writes are cut short by a SIGKILL (bench/ runs the long version). */
const ROUNDS = Number(process.env.LEADLINE_SIGKILL_ROUNDS ?? 3);
const PER_ROUND = 40;

describe('an Idempotency-Key survives the server being killed with SIGKILL mid-write', {
  timeout: 60_000 + ROUNDS * 20_000,
}, () => {
  // A database of its own on PostgreSQL, so no other test's server serves or counts these leads.
  const { own, company: co } = useOwnCompany('idem_kill', 'Kill Co');
  const database = own.url;

  it('runs every key exactly once and replays its first answer, however often the server dies', async () => {
    let server = await startServe(['--database', database]);
    const connect = (url: string) =>
      new Leadline({ baseURL: url, publicKey: co.public_key, privateKey: co.private_key, maxRetries: 0 });
    let client = connect(server.url);
    const token = String((await client.offers.create({ name: 'Kill offer' })).lead_token);
    // Every key names its own caller: a second run of a key would be refused as a duplicate lead.
    const sent: { key: string; caller: string }[] = [];
    const answers = new Map<string, unknown>();
    const submit = (c: Leadline, s: { key: string; caller: string }) =>
      c.leads.submit({ lead_token: token, caller_id: s.caller }, { idempotencyKey: s.key });

    for (let round = 0; round < ROUNDS; round++) {
      const batch = Array.from({ length: PER_ROUND }, (_, i) => ({
        key: `kill-${round}-${i}`,
        caller: `+1720555${String(round * PER_ROUND + i + 1000).padStart(4, '0')}`,
      }));
      sent.push(...batch);
      const posts = batch.map((s) =>
        submit(client, s)
          .then((answer) => answers.set(s.key, answer))
          .catch(() => undefined),
      );
      // Kill once some of this round are answered (others still in flight), however slow the machine.
      const before = answers.size;
      const until = Date.now() + 15_000;
      while (answers.size < before + 5 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      server.child.kill('SIGKILL');
      await once(server.child, 'exit');
      await Promise.allSettled(posts);
      server = await startServe(['--database', database]);
      client = connect(server.url);
    }

    // Some writes were cut off by the kills (else this would prove nothing).
    expect(answers.size).toBeLessThan(sent.length);
    // Replay every key on the restarted server: none is stuck, and none runs twice.
    for (const s of sent) {
      const replayed = await submit(client, s);
      const first = answers.get(s.key);
      if (first !== undefined) expect(replayed, s.key).toEqual(first);
      // A key answered for the first time now replays that answer from here on.
      expect(await submit(client, s), s.key).toEqual(replayed);
      answers.set(s.key, replayed);
    }
    const perCaller = new Map<string, number>();
    for await (const lead of client.leads.list({ per_page: 100 })) {
      const caller = String(lead.caller_id);
      perCaller.set(caller, (perCaller.get(caller) ?? 0) + 1);
    }
    server.child.kill('SIGTERM');
    await once(server.child, 'exit');
    const digits = (phone: string) => phone.replace(/\D/g, '').slice(-10);
    const counts = sent.map((s) => [...perCaller].filter(([c]) => digits(c) === digits(s.caller)).length);
    expect(counts.every((n) => n === 1)).toBe(true);
    expect([...perCaller.values()].every((n) => n === 1)).toBe(true);
    expect(perCaller.size).toBe(sent.length);
  });
});
