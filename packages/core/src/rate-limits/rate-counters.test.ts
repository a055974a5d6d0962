import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../clock.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { RateCounters } from './rate-counters.js';

describe('rate counters in the database', () => {
  let leadline: Leadline;
  let clock: ManualClock;
  const counters = () => new RateCounters(leadline.database.db, clock, leadline.prepared);
  beforeEach(async () => {
    clock = new ManualClock(Date.UTC(2026, 0, 1, 12, 0, 10));
    leadline = await createTestLeadline({ clock });
  });
  afterEach(() => leadline.close());

  it('gives each of many hits in one turn its own count, in order, and the time left in the window', async () => {
    const rc = counters();
    const counts = await Promise.all(Array.from({ length: 5 }, () => rc.hit('key:a', 60_000)));
    expect(counts.map((c) => c.count)).toEqual([1, 2, 3, 4, 5]);
    expect(counts[0]!.resetInMs).toBe(50_000);
    expect((await rc.hit('key:b', 60_000)).count).toBe(1);
  });

  it('keeps counting where another instance (a restarted or second process) left off, until the window ends', async () => {
    // Patient: each instance's count is the committed one, however slow a loaded database commits.
    const patient = { patient: true };
    await Promise.all([counters().hit('key:a', 60_000, patient), counters().hit('key:a', 60_000, patient)]);
    expect((await counters().hit('key:a', 60_000, patient)).count).toBe(3);
    clock.advance(50_000);
    expect(await counters().hit('key:a', 60_000, patient)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('does not keep a request waiting while the writer is held: it goes on with the expected count, committed later', async () => {
    const rc = counters();
    await Promise.all([rc.hit('key:w', 60_000), rc.hit('key:w', 60_000)]);
    // A keyed request holds its transaction (on SQLite: the one writer) for as long as it runs.
    const holder = await leadline.database.beginRequestTransaction();
    const during = await rc.hit('key:w', 60_000);
    expect(during.count).toBe(3);
    expect(holder.open).toBe(true);
    await holder.rollback();
    expect((await rc.hit('key:w', 60_000, { patient: true })).count).toBe(4);
    expect((await counters().hit('key:w', 60_000, { patient: true })).count).toBe(5);
  });

  it("knows without a query the total its last hit saw, other instances' hits included, plus its own since", async () => {
    const one = counters();
    const two = counters();
    expect(one.known('key:k', 60_000)).toEqual({ count: 0, resetInMs: 50_000 });
    // The first's hits are committed before the second counts (patient), as two processes' would be.
    await one.hit('key:k', 60_000, { patient: true });
    await one.hit('key:k', 60_000, { patient: true });
    await two.hit('key:k', 60_000);
    // A count answered before its commit (past MAX_WAIT_MS) is confirmed when the commit lands.
    await vi.waitFor(() => expect(two.known('key:k', 60_000).count).toBe(3));
    // The first has not heard of the second's hit yet; its next hit brings the total back.
    expect(one.known('key:k', 60_000).count).toBe(2);
    const counting = one.hit('key:k', 60_000);
    expect(one.known('key:k', 60_000).count).toBe(3);
    await counting;
    await vi.waitFor(() => expect(one.known('key:k', 60_000).count).toBe(4));
    clock.advance(50_000);
    expect(one.known('key:k', 60_000).count).toBe(0);
  });
});
