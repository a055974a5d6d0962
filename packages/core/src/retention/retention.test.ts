import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { createTestLeadline } from '../testing/index.js';
import { newUuid } from '../util/ids.js';
import type { Leadline } from '../wiring/leadline.js';
import { PRUNE_JOB, Retention } from './retention.js';
import type { RetentionPolicy } from './retention-policy.js';

const DAY = 24 * 60 * 60_000;

describe('retention (the prune job, on the injected clock)', () => {
  let leadline: Leadline;
  let clock: ManualClock;
  beforeEach(async () => {
    clock = new ManualClock(Date.UTC(2026, 0, 1));
    leadline = await createTestLeadline({ clock });
  });
  afterEach(() => leadline.close());

  const times = async () =>
    (await leadline.database.db.selectFrom('events').select('created_at').orderBy('id').execute()).map((r) =>
      Number(r.created_at),
    );
  /** Events as the outbox writes them, stamped with the clock's now. */
  const writeEvents = async (n: number) => {
    const company = await leadline.companies.create({ name: `Co ${clock.now()}` });
    for (let i = 0; i < n; i++) {
      await leadline.database.db
        .insertInto('events')
        .values({
          company_id: company.id,
          uuid: newUuid(),
          type: 'new_lead',
          record_type: 'Lead',
          record_id: i + 1,
          changes: null,
          payload: null,
          created_at: clock.now(),
          dispatched_at: clock.now(),
        })
        .execute();
    }
  };
  const retentionOf = (policy: RetentionPolicy, batchSize?: number) =>
    new Retention({
      db: leadline.database.db,
      dialect: leadline.database.dialect,
      clock,
      jobs: leadline.jobs,
      policy,
      ...(batchSize ? { batchSize } : {}),
    });

  it("deletes a table's rows older than its days in bounded batches, as a job", async () => {
    const retention = retentionOf({ events: 7 }, 2);
    await writeEvents(5);
    clock.advance(8 * DAY);
    await writeEvents(1);
    expect(await retention.enqueueIfIdle()).toBe(true);
    expect(await leadline.jobs.runDue()).toBe(1);
    expect(await times()).toEqual([clock.now()]);
    expect(await retention.prune({ events: 7 })).toEqual({ events: 0 });
  });

  it('leaves the tables its policy does not name alone', async () => {
    const retention = retentionOf({ webhook_logs: 1 });
    await writeEvents(3);
    clock.advance(400 * DAY);
    expect(await retention.prune({ webhook_logs: 1 })).toEqual({ webhook_logs: 0 });
    expect(await times()).toHaveLength(3);
  });

  it('keeps rows younger than the days, to the millisecond', async () => {
    const retention = retentionOf({ events: 7 });
    await writeEvents(2);
    clock.advance(7 * DAY);
    expect(await retention.prune({ events: 7 })).toEqual({ events: 0 });
    clock.advance(1);
    expect(await retention.prune({ events: 7 })).toEqual({ events: 2 });
  });

  it('enqueues nothing without a policy', async () => {
    expect(await retentionOf({}).enqueueIfIdle()).toBe(false);
  });

  it('enqueues one prune job at a time', async () => {
    const retention = retentionOf({ events: 30 });
    expect(await retention.enqueueIfIdle()).toBe(true);
    expect(await retention.enqueueIfIdle()).toBe(false);
    const jobs = await leadline.database.db
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', PRUNE_JOB)
      .execute();
    expect(jobs).toHaveLength(1);
  });
});
