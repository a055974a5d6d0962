import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { JobStopped, PermanentJobError } from './job.js';
import { JobQueue } from './job-queue.js';

describe('the job queue (durable jobs with leases)', () => {
  let leadline: Leadline;
  let clock: ManualClock;
  let queue: JobQueue;
  beforeEach(async () => {
    clock = new ManualClock(Date.UTC(2026, 0, 1));
    leadline = await createTestLeadline({ clock });
    queue = new JobQueue(leadline.database.db, leadline.database.dialect, clock);
  });
  afterEach(async () => {
    await queue.stopWorkers();
    await leadline.close();
  });
  const rows = () => leadline.database.db.selectFrom('jobs').selectAll().orderBy('id').execute();

  it('runs jobs when they fall due on the injected clock, and removes them when done', async () => {
    const ran: string[] = [];
    queue.register<{ n: string }>('note', { run: async (job) => void ran.push(job.payload.n) });
    await queue.enqueue('note', { n: 'now' });
    await queue.enqueue('note', { n: 'later' }, { dueAt: clock.now() + 60_000 });
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual(['now']);
    clock.advance(60_000);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual(['now', 'later']);
    expect(await rows()).toEqual([]);
  });

  it('keeps the enqueuing trace with a job only while a trace is carried, and hands it to the run', async () => {
    const seen: (string | null | undefined)[] = [];
    queue.register('traced', { run: async (job) => void seen.push(job.traceparent) });
    await queue.enqueue('traced', {});
    const parent = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
    queue.carryTrace(() => parent);
    await queue.enqueue('traced', {});
    queue.carryTrace(() => undefined); // tracing on, no span active
    await queue.enqueue('traced', {});
    queue.carryTrace(undefined);
    await queue.enqueue('traced', {});
    expect((await rows()).map((r) => r.traceparent)).toEqual([null, parent, null, null]);
    await queue.runDue();
    expect(seen).toEqual([null, parent, null, null]);
  });

  it('hands back at once a job whose process died mid-run, tells its handler, and does not count the cut-off run', async () => {
    const interrupted: number[] = [];
    const ran: number[] = [];
    queue.register('long', {
      run: async (job) => void ran.push(job.id),
      interrupted: async (job) => void interrupted.push(job.id),
    });
    const id = await queue.enqueue('long', {});
    const [claimed] = await queue.store.claim(['long'], 1, 60_000);
    expect(claimed!.attempts).toBe(1);
    // What a process killed on this host leaves: the job running under its lease for another minute.
    const exited = spawnSync(process.execPath, ['-e', '0']).pid!;
    await leadline.database.db
      .updateTable('jobs')
      .set({ lease_owner: `${hostname()}:${exited}:killed` })
      .where('id', '=', id)
      .execute();
    expect(await queue.runDue()).toBe(0);

    expect(await queue.reclaimAbandoned()).toBe(1);
    expect(interrupted).toEqual([id]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', lease_owner: null });
    expect(Number(row!.attempts)).toBe(0);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual([id]);
  });

  it('leaves alone a running job whose process is alive', async () => {
    queue.register('long', { run: async () => undefined });
    await queue.enqueue('long', {});
    await queue.store.claim(['long'], 1, 60_000);
    expect(await queue.reclaimAbandoned()).toBe(0);
    expect(await queue.runDue()).toBe(0);
  });

  it('retries a failed run with backoff, then gives up, keeping the row and its error', async () => {
    let runs = 0;
    let gaveUp: unknown;
    queue.register('flaky', {
      maxAttempts: 3,
      run: async () => {
        runs++;
        throw new Error(`boom ${runs}`);
      },
      failed: async (_job, error) => {
        gaveUp = error;
      },
    });
    await queue.enqueue('flaky', {});
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0); // not due again until the backoff passes
    clock.advance(1_000);
    expect(await queue.runDue()).toBe(1);
    clock.advance(4_000);
    expect(await queue.runDue()).toBe(1);
    expect(runs).toBe(3);
    expect((gaveUp as Error).message).toBe('boom 3');
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', last_error: 'boom 3' });
    expect(Number(row!.attempts)).toBe(3);
    clock.advance(3_600_000);
    expect(await queue.runDue()).toBe(0);
  });

  it('fails at once on a PermanentJobError', async () => {
    let runs = 0;
    queue.register('bad-file', {
      run: async () => {
        runs++;
        throw new PermanentJobError('not a CSV');
      },
    });
    await queue.enqueue('bad-file', {});
    await queue.runDue();
    clock.advance(3_600_000);
    await queue.runDue();
    expect(runs).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'failed', last_error: 'not a CSV' });
  });

  it('hands a job whose worker died to the next worker once its lease runs out', async () => {
    const ran: number[] = [];
    queue.register('work', { run: async (job) => void ran.push(job.attempts) });
    await queue.enqueue('work', {});
    const [claimed] = await queue.store.claim(['work'], 1, 30_000); // claimed, then the process "dies"
    expect(claimed).toBeDefined();
    expect(await queue.runDue()).toBe(0);
    clock.advance(30_001);
    expect(await queue.runDue()).toBe(1);
    expect(ran).toEqual([2]);
  });

  it('releases a job stopped by its worker, without counting the attempt', async () => {
    let started = 0;
    queue.register('long', {
      run: async (_job, { signal }) => {
        started++;
        await new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
        throw new JobStopped();
      },
    });
    await queue.enqueue('long', {});
    const worker = queue.startWorker({ pollMs: 5 });
    while (started === 0) await new Promise((r) => setTimeout(r, 5));
    await worker.stop();
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'pending', lease_owner: null });
    expect(Number(row!.attempts)).toBe(0);
  });

  it('lets a running job finish within the grace a stopping worker gives, and claims nothing more', async () => {
    let started = 0;
    let finish: () => void = () => undefined;
    const done: number[] = [];
    queue.register('long', {
      run: async (job) => {
        started++;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        done.push(job.id);
      },
    });
    const first = await queue.enqueue('long', {});
    const worker = queue.startWorker({ pollMs: 5, concurrency: 1 });
    while (started === 0) await new Promise((r) => setTimeout(r, 5));
    const second = await queue.enqueue('long', {});
    const stopped = worker.stop({ graceMs: 600_000 });
    finish();
    await stopped;
    expect(done).toEqual([first]);
    expect(await rows()).toMatchObject([{ id: second, status: 'pending', lease_owner: null }]);
  });

  it('never runs a job twice when several workers of several processes poll at once', async () => {
    const runs = new Map<number, number>();
    const handler = {
      run: async (job: { payload: { i: number } }) => {
        runs.set(job.payload.i, (runs.get(job.payload.i) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      },
    };
    // Two queues are two processes: separate lease owners on one database.
    const other = new JobQueue(leadline.database.db, leadline.database.dialect, clock);
    queue.register('unit', handler);
    other.register('unit', handler);
    for (let i = 0; i < 40; i++) await queue.enqueue('unit', { i });
    const workers = [
      queue.startWorker({ pollMs: 5, concurrency: 3 }),
      queue.startWorker({ pollMs: 5, concurrency: 3 }),
      other.startWorker({ pollMs: 5, concurrency: 3 }),
    ];
    const until = Date.now() + 15_000;
    while ((await rows()).length > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    await Promise.all(workers.map((w) => w.stop()));
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('wakes an idle worker when a job committed in a transaction, long before its poll', async () => {
    const woken = new JobQueue(leadline.database.db, leadline.database.dialect, clock, leadline.signals);
    const ran: number[] = [];
    woken.register<{ i: number }>('woke', { run: async (job) => void ran.push(job.payload.i) });
    // An hour between polls: only the commit notice can start the job within the test.
    woken.startWorker({ pollMs: 3_600_000 });
    await leadline.signals.listening();
    await new Promise((r) => setTimeout(r, 50));
    await leadline.database.db.transaction().execute(async (trx) => {
      await woken.store.enqueue('woke', { i: 1 }, { db: trx });
      await leadline.signals.notify(trx, 'jobs');
    });
    const until = Date.now() + 10_000;
    while (ran.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    await woken.stopWorkers();
    expect(ran).toEqual([1]);
  });

  it('enqueues inside a transaction: a rolled-back transaction leaves no job', async () => {
    queue.register('tx', { run: async () => undefined });
    await expect(
      leadline.database.db.transaction().execute(async (trx) => {
        await queue.enqueue('tx', {}, { db: trx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await rows()).toEqual([]);
  });
});
