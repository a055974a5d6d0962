import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedQueries } from '../prepared.js';
import type { AnyTables } from '../tables.js';
import { openSqlite } from './sqlite.js';
import type { Database } from './types.js';

// The two-connection SQLite driver, on a file (an in-memory database has one connection).
describe('SQLite with a writer and a reader connection', () => {
  let dir: string;
  let database: Database;
  // The throwaway table these tests create has no static columns.
  let db: Kysely<AnyTables>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'leadline-pair-'));
    database = await openSqlite({ filename: join(dir, 'pair.db') });
    db = database.db as Kysely<AnyTables>;
    await db.schema.createTable('probe').addColumn('n', 'integer').execute();
  });
  afterAll(async () => {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (on: Kysely<AnyTables> = db) =>
    Number((await on.selectFrom('probe').select(on.fn.countAll().as('c')).executeTakeFirstOrThrow()).c);

  /** Opens a transaction that inserts a row and stays open until `release` is called. */
  function openTransaction() {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted!: () => void;
    const ready = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const done = db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ n: 1 }).execute();
      inserted();
      await gate;
    });
    return { ready, release, done };
  }

  it('answers a read at once while a transaction is open, from committed rows only', async () => {
    await db.deleteFrom('probe').execute();
    const tx = openTransaction();
    await tx.ready;
    // Kysely's own SQLite driver would make this wait for the transaction (and hang here).
    expect(await count()).toBe(0);
    expect(database.sqlite!.prepare('select count(*) as c from probe').get()).toEqual({ c: 0 });
    tx.release();
    await tx.done;
    expect(await count()).toBe(1);
  });

  it('makes a write outside the transaction wait for it, so it never joins it', async () => {
    await db.deleteFrom('probe').execute();
    const tx = openTransaction();
    await tx.ready;
    let written = false;
    const write = db
      .insertInto('probe')
      .values({ n: 2 })
      .execute()
      .then(() => {
        written = true;
      });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(written).toBe(false);
    tx.release();
    await Promise.all([tx.done, write]);
    expect(await count()).toBe(2);
  });

  it('keeps the rolled-back rows of a failed transaction out, and frees the writer', async () => {
    await db.deleteFrom('probe').execute();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('probe').values({ n: 3 }).execute();
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await db.insertInto('probe').values({ n: 4 }).execute();
    expect((await db.selectFrom('probe').select('n').execute()).map((r) => r.n)).toEqual([4]);
  });

  it('runs transactions one after another, never interleaved', async () => {
    await db.deleteFrom('probe').execute();
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        db.transaction().execute(async (trx) => {
          order.push(`${name} begin`);
          await trx.insertInto('probe').values({ n: 5 }).execute();
          await new Promise((resolve) => setTimeout(resolve, 5));
          order.push(`${name} end`);
        }),
      ),
    );
    expect(order).toEqual(['a begin', 'a end', 'b begin', 'b end', 'c begin', 'c end']);
    expect(await count()).toBe(3);
  });

  it('runs prepared shapes on the transaction they are given, and on committed state outside it', async () => {
    await db.deleteFrom('probe').execute();
    const prepared = new PreparedQueries(db, database.direct);
    const countShape = (on: Kysely<AnyTables>) =>
      prepared.rows<{ c: number }>(
        'probe.count',
        [],
        () => on.selectFrom('probe').select(on.fn.countAll().as('c')),
        on,
      );
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ n: 6 }).execute();
      expect((await countShape(trx))[0]!.c).toBe(1);
      expect((await countShape(db))[0]!.c).toBe(0);
    });
    expect((await countShape(db))[0]!.c).toBe(1);
  });
});

describe('the WAL checkpointer', () => {
  it('moves committed pages from the WAL into the database file without the writer', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'leadline-ckpt-'));
    const filename = join(dir, 'ckpt.db');
    const database = await openSqlite({ filename });
    try {
      const db = database.db as Kysely<AnyTables>;
      await db.schema.createTable('probe').addColumn('n', 'integer').execute();
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < 500; i++) await trx.insertInto('probe').values({ n: i }).execute();
      });
      // The worker checkpoints every 100 ms: the rows reach the main file without any commit asking.
      // Bounded well inside the test timeout: a busy machine may starve the worker thread for a while.
      const deadline = Date.now() + 20_000;
      let inFile = 0;
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        // A copy of the main file alone (no WAL beside it) holds only what checkpoints copied there.
        const copy = join(dir, 'copy.db');
        copyFileSync(filename, copy);
        const BetterSqlite3 = (await import('better-sqlite3')).default;
        const direct = new BetterSqlite3(copy, { readonly: true });
        try {
          inFile = (direct.prepare('select count(*) as c from probe').get() as { c: number }).c;
        } catch {
          inFile = 0;
        } finally {
          direct.close();
          rmSync(copy, { force: true });
        }
        if (inFile === 500) break;
      }
      expect(inFile).toBe(500);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
