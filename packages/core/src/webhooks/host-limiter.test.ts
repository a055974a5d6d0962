import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/dialects/types.js';
import { openDatabase } from '../db/open.js';
import { testDatabaseUrl } from '../testing/index.js';
import { HostBusy, HostLimiter } from './host-limiter.js';

/** Runs `n` works at once through `limiters` (round robin), each holding its slot until `release`; the most seen in flight. */
async function mostAtOnce(limiters: HostLimiter[], n: number, holdMs = 40) {
  let inFlight = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: n }, (_, i) =>
      limiters[i % limiters.length]!.run('hooks.example.com', async () => {
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, holdMs));
        inFlight--;
      }),
    ),
  );
  return most;
}

describe('HostLimiter in one process', () => {
  it('lets at most perHost requests to one host run at once, and every one runs', async () => {
    expect(await mostAtOnce([new HostLimiter(3)], 12)).toBe(3);
  });

  it('does not hold back another host', async () => {
    const limiter = new HostLimiter(1);
    let release!: () => void;
    const held = limiter.run('slow.example.com', () => new Promise<void>((r) => (release = r)));
    await expect(limiter.run('fast.example.com', async () => 'served')).resolves.toBe('served');
    release();
    await held;
  });
});

/** Runs a work that holds its slot until `release()`; resolves once the slot is held, never on a timer. */
async function holdSlot(limiter: HostLimiter, host: string) {
  let release!: () => void;
  let taken!: () => void;
  const holding = new Promise<void>((r) => (taken = r));
  const done = limiter.run(host, () => {
    taken();
    return new Promise<void>((r) => (release = r));
  });
  await holding;
  return { release: () => release(), done };
}

const url = testDatabaseUrl();

describe.skipIf(!url)('HostLimiter across processes (PostgreSQL session locks)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const databases: Database[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) databases.push(await openDatabase(url!, { schema, poolSize: 2 }));
  });
  afterAll(async () => {
    for (const d of databases) await d.close();
  });

  it('holds perHost across two databases opened as two processes would', async () => {
    const [a, b] = databases;
    const limiters = [new HostLimiter(2, a!.sessionLocks), new HostLimiter(2, b!.sessionLocks)];
    // Each alone would allow 2: together 4 without the shared locks.
    expect(await mostAtOnce(limiters, 12, 150)).toBe(2);
  });

  it('refuses with HostBusy once the wait it was given runs out while other processes hold every slot', async () => {
    const [a, b] = databases;
    const holder = new HostLimiter(1, a!.sessionLocks);
    const held = await holdSlot(holder, 'busy.example.com');
    const waiter = new HostLimiter(1, b!.sessionLocks);
    await expect(waiter.run('busy.example.com', async () => 'sent', 200)).rejects.toBeInstanceOf(HostBusy);
    held.release();
    await held.done;
    await expect(waiter.run('busy.example.com', async () => 'sent', 200)).resolves.toBe('sent');
  });

  it('frees a slot when the process holding it goes away (its connection ends)', async () => {
    const gone = await openDatabase(url!, { schema, poolSize: 1 });
    const holder = new HostLimiter(1, gone.sessionLocks);
    await holdSlot(holder, 'dying.example.com');
    const waiter = new HostLimiter(1, databases[2]!.sessionLocks);
    await expect(waiter.run('dying.example.com', async () => 'sent', 100)).rejects.toBeInstanceOf(HostBusy);
    await gone.close();
    await expect(waiter.run('dying.example.com', async () => 'sent', 60_000)).resolves.toBe('sent');
  });

  it('keeps installations sharing a database apart (the schema is in the lock key)', async () => {
    const other = `t_${randomBytes(6).toString('hex')}`;
    const elsewhere = await openDatabase(url!, { schema: other, poolSize: 1 });
    try {
      const here = new HostLimiter(1, databases[0]!.sessionLocks);
      const there = new HostLimiter(1, elsewhere.sessionLocks);
      const held = await holdSlot(here, 'shared.example.com');
      await expect(there.run('shared.example.com', async () => 'sent', 100)).resolves.toBe('sent');
      held.release();
      await held.done;
    } finally {
      await elsewhere.close();
    }
  });
});
