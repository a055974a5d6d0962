import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { GroupCommit } from './group-commit.js';
import { type AnyTables, anyTables } from './tables.js';

describe('GroupCommit', () => {
  let leadline: Leadline;
  // The throwaway table these tests create has no static columns.
  let db: Kysely<AnyTables>;
  beforeAll(async () => {
    leadline = await createTestLeadline();
    db = leadline.database.db as Kysely<AnyTables>;
    await db.schema.createTable('probe').addColumn('n', 'integer').execute();
  });
  afterAll(() => leadline.close());

  const numbers = async () =>
    (await db.selectFrom('probe').select('n').orderBy('n').execute()).map((r) => Number(r.n));

  it('runs the units queued in one turn of the event loop in one transaction', async () => {
    const group = new GroupCommit(db);
    const seen: Kysely<AnyTables>[] = [];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        group.run(async (trx) => {
          seen.push(anyTables(trx));
          await anyTables(trx).insertInto('probe').values({ n: i }).execute();
          return i * 2;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
    // All 20 were queued before the batch started (it starts in the check phase): one commit.
    expect(new Set(seen).size).toBe(1);
    expect(await numbers()).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('runs a unit queued while a batch is open in a later transaction', async () => {
    await db.deleteFrom('probe').execute();
    const group = new GroupCommit(db);
    const seen: Kysely<AnyTables>[] = [];
    let late: Promise<unknown> | undefined;
    await group.run(async (trx) => {
      seen.push(anyTables(trx));
      late = group.run(async (t) => {
        seen.push(anyTables(t));
        await anyTables(t).insertInto('probe').values({ n: 2 }).execute();
      });
      await anyTables(trx).insertInto('probe').values({ n: 1 }).execute();
    });
    await late;
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
    expect(await numbers()).toEqual([1, 2]);
  });

  it('rolls back only the unit that fails, and rejects only its promise', async () => {
    await db.deleteFrom('probe').execute();
    const group = new GroupCommit(db);
    const outcomes = await Promise.allSettled(
      [1, 2, 3, 4].map((n) =>
        group.run(async (trx) => {
          await anyTables(trx).insertInto('probe').values({ n }).execute();
          if (n === 3) throw new Error('unit 3 failed after writing');
          return n;
        }),
      ),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[2] as PromiseRejectedResult).reason.message).toBe('unit 3 failed after writing');
    expect(await numbers()).toEqual([1, 2, 4]);
  });

  it('runs a lone unit without a savepoint: its failure rolls back its writes and rejects it', async () => {
    await db.deleteFrom('probe').execute();
    const group = new GroupCommit(db);
    const verbs: string[] = [];
    const stop = leadline.database.queries.add((q) => verbs.push(q.operation));
    try {
      await group.run(async (trx) => anyTables(trx).insertInto('probe').values({ n: 1 }).execute());
      await expect(
        group.run(async (trx) => {
          await anyTables(trx).insertInto('probe').values({ n: 2 }).execute();
          throw new Error('the lone unit failed after writing');
        }),
      ).rejects.toThrow('the lone unit failed after writing');
    } finally {
      stop();
    }
    expect(verbs).not.toContain('savepoint');
    expect(await numbers()).toEqual([1]);
  });

  it('is idle again after a batch, so a lone unit does not wait for company', async () => {
    const group = new GroupCommit(db);
    // With timers that never fire, a unit that waited for company (a timer) would never commit.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      await group.run(async (trx) => anyTables(trx).insertInto('probe').values({ n: 99 }).execute());
    } finally {
      vi.useRealTimers();
    }
    expect(await numbers()).toContain(99);
  });

  const kinds = async () =>
    (await leadline.database.db.selectFrom('jobs').select('kind').orderBy('id').execute()).map((r) => r.kind);

  it('runs concurrent works in one transaction; a work that fails is told so and the others still commit', async () => {
    const group = new GroupCommit(leadline.database.db);
    const seen = new Set<unknown>();
    const write = (kind: string, fail = false) =>
      group.run(async (trx) => {
        seen.add(trx);
        const id = await leadline.jobs.store.enqueue(kind, {}, { db: trx });
        if (fail) throw new Error(`${kind} failed`);
        return id;
      });
    const shared = await Promise.all([write('gc.a'), write('gc.b'), write('gc.c')]);
    expect(seen.size).toBe(1);
    expect(new Set(shared).size).toBe(3);
    seen.clear();
    const outcomes = await Promise.allSettled([write('gc.d'), write('gc.e', true), write('gc.f')]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((outcomes[1] as PromiseRejectedResult).reason.message).toBe('gc.e failed');
    expect(await kinds()).toEqual(['gc.a', 'gc.b', 'gc.c', 'gc.d', 'gc.f']);
  });
});
