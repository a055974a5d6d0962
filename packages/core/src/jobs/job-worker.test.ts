import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Job } from './job.js';
import { JobWorker } from './job-worker.js';

/** Lets every queued microtask and promise continuation run. */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

describe('the job worker loop', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a wake that comes while it claims after a sleep its poll ended, and claims again at once', async () => {
    vi.useFakeTimers();
    const claims: ((jobs: Job[]) => void)[] = [];
    const worker = new JobWorker(
      () => new Promise<Job[]>((resolve) => claims.push(resolve)),
      async () => undefined,
      { pollMs: 3_600_000 },
      () => undefined,
    );
    worker.start();
    await settle();
    claims[0]!([]); // nothing due: the worker sleeps for its poll
    await settle();
    vi.advanceTimersByTime(3_600_000); // the poll ends the sleep
    await settle();
    expect(claims).toHaveLength(2);
    // A job commits while that claim runs (it did not see the job): its wake must not be lost.
    worker.wake();
    claims[1]!([]);
    await settle();
    expect(claims).toHaveLength(3);
    const stopped = worker.stop();
    claims[2]!([]);
    await stopped;
  });

  it('claims ahead while the backlog is deep, starts them as slots free, and hands back the unstarted when stopped', async () => {
    let next = 1;
    const job = () => ({ id: next++ }) as Job;
    const limits: number[] = [];
    const finish: (() => void)[] = [];
    const released: number[] = [];
    const worker = new JobWorker(
      async (limit) => {
        limits.push(limit);
        return Array.from({ length: limit }, job);
      },
      () => new Promise<void>((resolve) => finish.push(resolve)),
      { concurrency: 2, pollMs: 3_600_000 },
      () => undefined,
      async (j) => {
        released.push(j.id);
      },
    );
    worker.start();
    await settle();
    // The first claim came back full: the next takes two more than its free slot.
    finish.shift()!();
    await settle();
    expect(limits).toEqual([2, 3]);
    // Slots free: started from what was claimed ahead, no claim.
    finish.shift()!();
    await settle();
    expect(limits).toEqual([2, 3]);
    const stopped = worker.stop();
    for (const f of finish.splice(0)) f();
    await stopped;
    expect(released).toEqual([5]);
  });
});
