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

  /** A gate a test opens when it chooses: what runs behind it waits for exactly that moment. */
  const gate = () => {
    let open: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    return { open, opened };
  };

  it('lets a write already holding the transaction finish in it before a call commits it early', async () => {
    const transaction = await leadline.database.beginRequestTransaction();
    const { db } = leadline.database;
    const writing = gate();
    const holding = gate();
    let committedEarly = false;
    transaction.beforeSuspend = async () => {
      // The call reached the moment it commits: the write goes now, on the connection it holds.
      writing.open();
    };
    await transaction.run(async () => {
      const write = db.connection().execute(async (connection) => {
        holding.open();
        await writing.opened;
        // One turn of the event loop: a commit that does not wait for the write has been sent by now.
        await new Promise(setImmediate);
        await connection.insertInto('rate_limit_counters').values(row('in flight')).execute();
      });
      await holding.opened;
      await whileOutbound(async () => {
        committedEarly = transaction.suspended;
        await write;
      });
    });
    expect(committedEarly).toBe(true);
    await transaction.rollback();
    // The write joined the part that committed before the call: it is there, and whole.
    expect(await keys()).toEqual(['in flight']);
  });

  it('commits a savepoint begun while a call was about to commit only once the savepoint ends, never half of it', async () => {
    const transaction = await leadline.database.beginRequestTransaction();
    const { db } = leadline.database;
    const begun = gate();
    const writeOn = gate();
    transaction.beforeSuspend = async () => {
      // The savepoint begins after the call looked for one, and before it commits.
      writeOn.open();
      await begun.opened;
    };
    await transaction.run(async () => {
      const call = whileOutbound(async () => keys());
      await writeOn.opened;
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('rate_limit_counters').values(row('first')).execute();
        begun.open();
        await new Promise(setImmediate);
        await trx.insertInto('rate_limit_counters').values(row('second')).execute();
      });
      const seen = await call;
      // The call ran without the transaction, and saw the whole savepoint committed.
      expect(seen).toEqual(['first', 'second']);
    });
    expect(transaction.suspended).toBe(true);
    await transaction.rollback();
    expect(await keys()).toEqual(['first', 'second']);
  });

  it('runs a write begun while a call holds nothing in a transaction of its own', async () => {
    const transaction = await leadline.database.beginRequestTransaction();
    const { db } = leadline.database;
    await transaction.run(() =>
      whileOutbound(async () => {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('rate_limit_counters').values(row('own 1')).execute();
          await trx.insertInto('rate_limit_counters').values(row('own 2')).execute();
        });
      }),
    );
    await transaction.rollback();
    expect(await keys()).toEqual(['own 1', 'own 2']);
  });

  it('lets a write in flight finish in the transaction before the request commits it', async () => {
    const transaction = await leadline.database.beginRequestTransaction();
    const { db } = leadline.database;
    const holding = gate();
    const ending = gate();
    const write = transaction.run(() =>
      db.connection().execute(async (connection) => {
        holding.open();
        await ending.opened;
        await new Promise(setImmediate);
        await connection.insertInto('rate_limit_counters').values(row('stray')).execute();
      }),
    );
    await holding.opened;
    const commit = transaction.commit();
    ending.open();
    await Promise.all([write, commit]);
    expect(transaction.open).toBe(false);
    expect(await keys()).toEqual(['stray']);
  });
});
