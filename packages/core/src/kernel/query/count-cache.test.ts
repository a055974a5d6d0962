import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestLeadline } from '../../testing/index.js';
import type { Leadline } from '../../wiring/leadline.js';
import { CountCache } from './count-cache.js';

describe('list totals remembered around a request transaction', () => {
  let leadline: Leadline;
  beforeEach(async () => {
    leadline = await createTestLeadline();
  });
  afterEach(() => leadline.close());

  const count = async () => {
    const { n } = await leadline.database.db
      .selectFrom('rate_limit_counters')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(n);
  };

  it('does not remember a total counted in a request transaction that ended before the total was kept', async () => {
    const cache = new CountCache(() => 0);
    const transaction = await leadline.database.beginRequestTransaction();
    await transaction.run(async () => {
      await leadline.database.db
        .insertInto('rate_limit_counters')
        .values({ key: 'k', window_start: 0, hits: 1 })
        .execute();
      const total = await count();
      expect(total).toBe(1);
      // The request failed meanwhile (another branch of it threw): its write is undone.
      await transaction.rollback();
      cache.set('rate_limit_counters', 'all', total);
    });
    expect(cache.get('rate_limit_counters', 'all')).toBeUndefined();
    expect(await count()).toBe(0);
  });

  it('remembers a total counted outside any request transaction', async () => {
    const cache = new CountCache(() => 0);
    cache.set('rate_limit_counters', 'all', await count());
    expect(cache.get('rate_limit_counters', 'all')).toBe(0);
  });
});
