import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { JobQueue } from './job-queue.js';

/** Issue 26, item 2: a run that never returns must not keep the worker from every other job. */
describe('a job worker whose runs hang', () => {
  let leadline: Leadline;
  let queue: JobQueue;
  beforeEach(async () => {
    leadline = await createTestLeadline();
    queue = new JobQueue(leadline.database.db, leadline.database.dialect, leadline.clock);
  });
  afterEach(async () => {
    await queue.stopWorkers();
    await leadline.close();
  });
  const job = (id: number) =>
    leadline.database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();

  it('gives a run past its time limit up, tries it again later, and runs the jobs behind it', async () => {
    const stopped: boolean[] = [];
    // Stuck on something that never answers, deaf to its signal.
    queue.register('stuck', {
      timeoutMs: 50,
      run: (_job, { signal }) =>
        new Promise(() => signal.addEventListener('abort', () => stopped.push(true))),
    });
    const ran: number[] = [];
    queue.register('quick', { run: async (j) => void ran.push(j.id) });
    const stuck = [await queue.enqueue('stuck', {}), await queue.enqueue('stuck', {})];
    const quick = await queue.enqueue('quick', {});
    queue.startWorker({ concurrency: 2, pollMs: 20 });
    await vi.waitFor(() => expect(ran).toEqual([quick]), { timeout: 10_000, interval: 20 });
    expect(stopped).toEqual([true, true]);
    // The abandoned runs are handed back just after their signal fires: waited for, not read once.
    await vi.waitFor(
      async () => {
        for (const id of stuck) {
          expect(await job(id)).toMatchObject({
            status: 'pending',
            lease_owner: null,
            attempts: 1,
            last_error: 'The run went past its time limit of 50 ms',
          });
        }
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('fails a run that always goes past its limit once its attempts are used up', async () => {
    queue.register('stuck', { timeoutMs: 20, maxAttempts: 1, run: () => new Promise(() => undefined) });
    const id = await queue.enqueue('stuck', {});
    queue.startWorker({ concurrency: 1, pollMs: 20 });
    await vi.waitFor(async () => expect(await job(id)).toMatchObject({ status: 'failed' }), {
      timeout: 10_000,
      interval: 20,
    });
  });

  it('keeps claiming after an error the loop reports to an onError that throws', async () => {
    const ran: number[] = [];
    queue.register('quick', { run: async (j) => void ran.push(j.id) });
    queue.register('fails', {
      maxAttempts: 1,
      run: async () => {
        throw new Error('boom');
      },
      failed: async () => {
        throw new Error('the failure hook failed too');
      },
    });
    const reported: unknown[] = [];
    queue.startWorker({
      concurrency: 1,
      pollMs: 20,
      onError: (error) => {
        reported.push(error);
        throw new Error('the logger failed');
      },
    });
    await queue.enqueue('fails', {});
    await vi.waitFor(() => expect(reported).toHaveLength(1), { timeout: 10_000, interval: 20 });
    const quick = await queue.enqueue('quick', {});
    await vi.waitFor(() => expect(ran).toEqual([quick]), { timeout: 10_000, interval: 20 });
  });
});
