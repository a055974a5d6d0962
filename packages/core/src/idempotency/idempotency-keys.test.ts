import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { whileOutbound } from '../db/request-transaction.js';
import { createTestLeadline, createTestTenant } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { IDEMPOTENCY_OUTBOUND_LEASE_MS, IdempotencyKeys, INTERRUPTED_STATUS } from './idempotency-keys.js';

describe('idempotency keys of requests that call a third party', () => {
  let leadline: Leadline;
  let clock: ManualClock;
  let keys: IdempotencyKeys;
  let companyId: number;
  beforeEach(async () => {
    clock = new ManualClock(Date.UTC(2026, 0, 1, 12));
    leadline = await createTestLeadline({ clock });
    companyId = (await createTestTenant(leadline)).company.id;
    keys = new IdempotencyKeys(leadline.database.db, leadline.database.dialect, clock);
  });
  afterEach(() => leadline.close());

  const scope = (key: string) => ({ companyId, credential: 'api_key:1', key });
  const written = async (name: string) =>
    (
      await leadline.database.db
        .selectFrom('rate_limit_counters')
        .select('key')
        .where('key', '=', name)
        .execute()
    ).length;
  /** A keyed request that writes a row, then calls a third party, and is left waiting on it. */
  async function diesWaitingOnCarrier(key: string, name: string) {
    const transaction = await leadline.database.beginRequestTransaction();
    transaction.beforeSuspend = () => keys.suspend(scope(key), '{"status":502}');
    await transaction.run(async () => {
      expect(await keys.claim(scope(key), 'fp')).toEqual({ state: 'claimed' });
      await leadline.database.db
        .insertInto('rate_limit_counters')
        .values({ key: name, window_start: clock.now(), hits: 1 })
        .execute();
      await whileOutbound(async () => {
        // While the carrier takes its time, other writers are not kept waiting, and see the row.
        expect(transaction.open).toBe(false);
        expect(await written(name)).toBe(1);
      });
    });
    expect(transaction.suspended).toBe(true);
    return transaction;
  }

  it('commits the writes made before the call with an interim answer, never to run again: 409 during the lease, the interim answer after', async () => {
    // Dying ends the transaction begun after the call without a commit: as a rollback does.
    await (await diesWaitingOnCarrier('k1', 'Fleet k1')).rollback();
    const retry = async () => {
      const t = await leadline.database.beginRequestTransaction();
      try {
        return await t.run(() => keys.claim(scope('k1'), 'fp'));
      } finally {
        await t.rollback();
      }
    };
    expect(await retry()).toEqual({ state: 'in_progress' });
    clock.advance(IDEMPOTENCY_OUTBOUND_LEASE_MS);
    expect(await retry()).toEqual({
      state: 'replay',
      status: INTERRUPTED_STATUS,
      response: '{"status":502}',
    });
    expect(await written('Fleet k1')).toBe(1);
  });

  it('saves the real answer over the interim one when the request ends after the call', async () => {
    const transaction = await diesWaitingOnCarrier('k2', 'Fleet k2');
    await transaction.run(() => keys.complete(scope('k2'), 201, '{"ok":true}'));
    await transaction.commit();
    const t = await leadline.database.beginRequestTransaction();
    expect(await t.run(() => keys.claim(scope('k2'), 'fp'))).toEqual({
      state: 'replay',
      status: 201,
      response: '{"ok":true}',
    });
    await t.rollback();
  });
});
