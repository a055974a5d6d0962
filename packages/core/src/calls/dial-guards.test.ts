import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { DialGuards, REDIAL_GAP_MS } from './dial-guards.js';

/** The 30-second rule's table, on the suite's database (SQLite, or PostgreSQL under DATABASE_URL). */
describe('dial guards', () => {
  let leadline: Leadline;
  let companyId: number;
  beforeAll(async () => {
    leadline = await createTestLeadline();
    companyId = (await leadline.companies.create({ name: 'Dialler' })).id;
  });
  afterAll(() => leadline.close());

  const slots = async () =>
    (
      await leadline.database.db
        .selectFrom('dial_guards')
        .select('number')
        .where('company_id', '=', companyId)
        .orderBy('number')
        .execute()
    ).map((r) => r.number);

  it('holds a number for 30 seconds, then lets it be taken again', async () => {
    const guards = new DialGuards(leadline.database.db);
    const t0 = Date.UTC(2026, 0, 1);
    expect(await guards.take(companyId, '+17205550001', t0)).toBe(t0 + REDIAL_GAP_MS);
    expect(await guards.take(companyId, '+17205550001', t0 + REDIAL_GAP_MS - 1)).toBeNull();
    expect(await guards.heldUntil(companyId, '+17205550001')).toBe(t0 + REDIAL_GAP_MS);
    expect(await guards.take(companyId, '+17205550001', t0 + REDIAL_GAP_MS)).toBe(t0 + 2 * REDIAL_GAP_MS);
  });

  it('deletes run-out slots as it takes new ones, once a minute at most', async () => {
    const guards = new DialGuards(leadline.database.db);
    const t0 = Date.UTC(2026, 1, 1);
    await guards.take(companyId, '+17205550102', t0);
    await guards.take(companyId, '+17205550103', t0 + 1_000);
    expect(await slots()).toEqual(['+17205550102', '+17205550103']);
    // Within the minute nothing is pruned, even once the first slot ran out.
    await guards.take(companyId, '+17205550104', t0 + REDIAL_GAP_MS + 500);
    expect(await slots()).toEqual(['+17205550102', '+17205550103', '+17205550104']);
    await guards.take(companyId, '+17205550105', t0 + 60_000);
    expect(await slots()).toEqual(['+17205550104', '+17205550105']);
  });

  it('gives back only the slot it took', async () => {
    const guards = new DialGuards(leadline.database.db);
    const t0 = Date.UTC(2026, 2, 1);
    const held = (await guards.take(companyId, '+17205550201', t0))!;
    await guards.release(companyId, '+17205550201', held + 1);
    expect(await guards.take(companyId, '+17205550201', t0 + 1)).toBeNull();
    await guards.release(companyId, '+17205550201', held);
    expect(await guards.take(companyId, '+17205550201', t0 + 2)).toBe(t0 + 2 + REDIAL_GAP_MS);
  });
});
