import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { PingPostPruning } from './pruning.js';

describe('ping/post pruning across processes', () => {
  let leadline: Leadline;
  const clock = new ManualClock(Date.UTC(2026, 5, 1));
  beforeEach(async () => {
    leadline = await createTestLeadline({ clock });
  });
  afterEach(() => leadline.close());

  it('prunes once a minute for all processes together, whichever asks first once the minute is up', async () => {
    // Two prunings with their own holders are two processes on one database.
    const first = new PingPostPruning(leadline.database.db, 'host-a:101:x');
    const second = new PingPostPruning(leadline.database.db, 'host-b:202:y');
    const t0 = clock.now();
    expect(await first.maybePrune(t0)).toBe(true);
    expect(await second.maybePrune(t0)).toBe(false);
    expect(await second.maybePrune(t0 + 59_999)).toBe(false);
    expect(await second.maybePrune(t0 + 60_000)).toBe(true);
    expect(await first.maybePrune(t0 + 60_000)).toBe(false);
    expect(await first.maybePrune(t0 + 120_000)).toBe(true);
  });
});
