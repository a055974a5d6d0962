import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leadline } from '../leadline.js';
import { createTestLeadline } from '../testing/index.js';
import { GroupCommit } from './group-commit.js';

describe('group commit', () => {
  let leadline: Leadline;
  beforeAll(async () => {
    leadline = await createTestLeadline();
  });
  afterAll(() => leadline.close());
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
