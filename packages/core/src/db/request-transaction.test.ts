import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { whileOutbound } from './request-transaction.js';

describe('a request transaction around calls to third parties', () => {
  let leadline: Leadline;
  beforeEach(async () => {
    leadline = await createTestLeadline();
  });
  afterEach(() => leadline.close());

  const row = (key: string) => ({ key, window_start: 0, hits: 1 });
  const keys = async () =>
    (await leadline.database.db.selectFrom('rate_limit_counters').select('key').orderBy('key').execute()).map(
      (r) => r.key,
    );

  it('commits once before calls made side by side, holds nothing while they run, and goes on in a new transaction', async () => {
    const transaction = await leadline.database.beginRequestTransaction();
    let suspensions = 0;
    transaction.beforeSuspend = async () => {
      suspensions++;
    };
    const { db } = leadline.database;
    await transaction.run(async () => {
      await db.insertInto('rate_limit_counters').values(row('before')).execute();
      const seen = await Promise.all(
        [1, 2].map((n) =>
          whileOutbound(async () => {
            // Another writer gets in while the calls wait, and sees what came before them.
            await db
              .insertInto('rate_limit_counters')
              .values(row(`beside ${n}`))
              .execute();
            return keys();
          }),
        ),
      );
      expect(seen[1]).toContain('before');
      await db.insertInto('rate_limit_counters').values(row('after')).execute();
    });
    expect(suspensions).toBe(1);
    expect(transaction.open).toBe(true);
    await transaction.rollback();
    // Rolling back now undoes only what came after the calls.
    expect(await keys()).toEqual(['before', 'beside 1', 'beside 2']);
  });

  it('does not begin again when the request ended while its call ran, so other writers are never locked out', async () => {
    const transaction = await leadline.database.beginRequestTransaction();
    const { db } = leadline.database;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let called: () => void = () => undefined;
    const calling = new Promise<void>((resolve) => (called = resolve));
    await transaction.run(() => db.insertInto('rate_limit_counters').values(row('request')).execute());
    // A call the request does not wait for (or one still running when the request failed).
    const call = transaction.run(() =>
      whileOutbound(async () => {
        called();
        await answered;
      }),
    );
    await calling;
    await transaction.rollback();
    answer();
    await call;
    expect(transaction.open).toBe(false);
    // Another writer (lead intake, the job worker's claim) still gets the one writer.
    await db.insertInto('rate_limit_counters').values(row('next writer')).execute();
    expect(await keys()).toEqual(['next writer', 'request']);
  });

  it('runs a call inside a savepoint holding it: a savepoint cannot commit on its own', async () => {
    const transaction = await leadline.database.beginRequestTransaction();
    await transaction.run(() =>
      leadline.database.db.transaction().execute(async (trx) => {
        await trx.insertInto('rate_limit_counters').values(row('inside')).execute();
        await whileOutbound(async () => expect(transaction.open).toBe(true));
      }),
    );
    expect(transaction.suspended).toBe(false);
    await transaction.rollback();
    expect(await keys()).toEqual([]);
  });
});
