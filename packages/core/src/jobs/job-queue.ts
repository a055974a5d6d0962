import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { type CommitSignals, DUE_JOBS } from '../db/commit-signals.js';
import type { DialectName } from '../db/dialects/types.js';
import type { PreparedQueries } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import type { FileStore } from './file-store.js';
import {
  type Job,
  type JobHandler,
  type JobKind,
  JobStopped,
  JobTimedOut,
  LeaseLost,
  PermanentJobError,
} from './job.js';
import { JobFiles } from './job-files.js';

/** How often a working process looks for orphaned job files. */
const ORPHAN_SWEEP_MS = 60 * 60_000;
/** How often a worker looks for jobs of processes on this host that died. */
const RECLAIM_MS = 10_000;

import { type EnqueueOptions, JobStore } from './job-store.js';
import { JobWorker, type WorkerOptions } from './job-worker.js';
import { leaseOwnerIsGone } from './lease-owner.js';

/** How a run ended: done, to be tried again later, given up, handed back to the queue, or taken by another worker. */
export type JobOutcome = 'done' | 'retried' | 'failed' | 'released' | 'lost';

/** One run of a job, as `JobQueue.observe` tells it. */
export interface SettledJob {
  kind: string;
  outcome: JobOutcome;
  ms: number;
}

/** Runs `run` (one job's run, settled) inside whatever the wrapper sets up, such as a span. */
export type JobRunWrapper = (job: Job, run: () => Promise<JobOutcome>) => Promise<unknown>;

/** Lease of a claimed job; renewed every third of it while the handler runs. */
export const DEFAULT_LEASE_MS = 60_000;

/**
 * Durable background work: `enqueue(kind, payload)` writes a row, a worker
 * (or `runDue()` in tests and scripts) leases due rows and runs the handler
 * registered for their kind. A job survives restarts; a failed run is retried
 * with backoff; a job whose worker died is picked up when its lease ends.
 */
export class JobQueue {
  readonly store: JobStore;
  /** Files jobs read and write (uploaded CSVs, export chunks). */
  readonly files: JobFiles;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workers = new Set<JobWorker>();
  private readonly sweepers = new Set<NodeJS.Timeout>();
  private stopHearing: (() => void) | undefined;
  private readonly observers = new Set<(settled: SettledJob) => void>();
  private runWrapper: JobRunWrapper | undefined;

  /** `signals`: commit notices that wake the workers (`jobs`), beside their poll. */
  constructor(
    db: Kysely<DB>,
    dialect: DialectName,
    clock: Clock,
    private readonly signals?: CommitSignals,
    /** Prepared statements for the claim and the end of a job, which every job pays. */
    prepared?: PreparedQueries,
    /** Where job files' bytes go (a directory or a bucket); undefined: the database. */
    fileStore?: FileStore,
  ) {
    this.store = new JobStore(db, dialect, clock, prepared);
    this.files = new JobFiles(db, clock, fileStore);
  }

  /** The handler for one kind of job (one per kind); a typed kind checks the handler's payload. */
  register<P>(kind: JobKind<P>, handler: JobHandler<P>): void;
  register<P>(kind: string, handler: JobHandler<P>): void;
  register<P>(kind: string, handler: JobHandler<P>): void {
    if (this.handlers.has(kind)) throw new Error(`A handler for ${kind} jobs is already registered`);
    this.handlers.set(kind, handler as JobHandler);
  }

  /** Writes a job; returns its id. Local workers wake at once rather than at their next poll. */
  async enqueue<P>(kind: JobKind<P>, payload: P, options?: EnqueueOptions): Promise<number>;
  async enqueue(kind: string, payload: unknown, options?: EnqueueOptions): Promise<number>;
  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
    const handler = this.handlers.get(kind);
    const id = await this.store.enqueue(kind, payload, {
      ...options,
      maxAttempts: options.maxAttempts ?? handler?.maxAttempts ?? 5,
    });
    for (const w of this.workers) w.wake();
    return id;
  }

  /** Wakes local workers: for a caller that enqueued inside its own transaction, once it committed. */
  wake(): void {
    for (const w of this.workers) w.wake();
  }

  /**
   * Runs every job that is due now, one at a time, until none is left (jobs
   * a run makes due are run too) or `signal` is aborted, which also stops the
   * running job at its next safe point. For tests and one-shot scripts;
   * returns how many runs there were.
   */
  async runDue(options: { signal?: AbortSignal } = {}): Promise<number> {
    let runs = 0;
    for (;;) {
      // A stopped job is due again at once: stop claiming once the signal is aborted.
      if (options.signal?.aborted) return runs;
      const [job] = await this.store.claim([...this.handlers.keys()], 1, DEFAULT_LEASE_MS);
      if (!job) return runs;
      await this.execute(job, options.signal ?? new AbortController().signal, DEFAULT_LEASE_MS);
      runs++;
    }
  }

  /** Starts a polling worker in this process; stop it before closing the database. */
  startWorker(options: WorkerOptions = {}): JobWorker {
    const worker = new JobWorker(
      (limit, leaseMs) => this.store.claim([...this.handlers.keys()], limit, leaseMs),
      (job, signal, leaseMs) => this.execute(job, signal, leaseMs),
      options,
      () => this.workers.delete(worker),
      // Jobs it claimed ahead and did not start go back due now, their claim not counted.
      (job) => this.store.release(job.id),
    );
    this.workers.add(worker);
    // Work committed by any process (a NOTIFY on PostgreSQL) wakes the workers; the poll is the safety net.
    this.stopHearing ??= this.signals?.on(DUE_JOBS, () => this.wake());
    worker.start();
    // Jobs a killed process left running are taken back now (and every few seconds, for other
    // processes on this host), not when their lease runs out a minute later.
    const reclaim = () =>
      this.reclaimAbandoned()
        .then((n) => n > 0 && worker.wake())
        .catch((error) => options.onError?.(error));
    void reclaim();
    const reclaimer = setInterval(reclaim, RECLAIM_MS);
    reclaimer.unref();
    this.sweepers.add(reclaimer);
    // Files of uploads and jobs a crash interrupted: swept now and every hour while working.
    const sweep = () => this.files.sweepOrphans().catch((error) => options.onError?.(error));
    void sweep();
    const timer = setInterval(sweep, ORPHAN_SWEEP_MS);
    timer.unref();
    this.sweepers.add(timer);
    return worker;
  }

  /** Tells `observer` how every job this process runs ends (metrics); returns how to stop telling it. */
  observe(observer: (settled: SettledJob) => void): () => void {
    this.observers.add(observer);
    return () => this.observers.delete(observer);
  }

  /** Hands back the jobs of lease holders known to be gone, telling their handlers; returns how many. */
  async reclaimAbandoned(): Promise<number> {
    const jobs = await this.store.reclaimAbandoned(leaseOwnerIsGone);
    for (const job of jobs) await this.handlers.get(job.kind)?.interrupted?.(job);
    return jobs.length;
  }

  /** Stops every worker this queue started, letting running jobs reach a safe point. */
  async stopWorkers(): Promise<void> {
    for (const timer of this.sweepers) clearInterval(timer);
    this.sweepers.clear();
    this.stopHearing?.();
    this.stopHearing = undefined;
    await Promise.all([...this.workers].map((w) => w.stop()));
  }

  /**
   * Runs one claimed job and settles it: done, retried, failed or released.
   * `run` replaces the registered handler's run for this once (a caller that
   * already holds what the job needs); failures still go to the handler.
   */
  async execute(job: Job, stop: AbortSignal, leaseMs: number, run?: JobHandler['run']): Promise<void> {
    const settle = () => this.settle(job, stop, leaseMs, run);
    if (this.runWrapper) await this.runWrapper(job, settle);
    else await settle();
  }

  /**
   * Wraps every run of a job in this process (a tracing span around it): `run` settles the job
   * and tells how it ended. One wrapper per queue; a second replaces the first.
   */
  wrapRuns(wrapper: JobRunWrapper | undefined): void {
    this.runWrapper = wrapper;
  }

  /**
   * Keeps, with every job enqueued from now on, what `current` says of the trace active then (a
   * W3C `traceparent`), so the run's span can continue the trace of the request that caused it
   * (`Job.traceparent`). Undefined stops it. Tracing sets it; nothing is kept without.
   */
  carryTrace(current: (() => string | undefined) | undefined): void {
    this.store.traceOf = current;
  }

  private async settle(
    job: Job,
    stop: AbortSignal,
    leaseMs: number,
    run?: JobHandler['run'],
  ): Promise<JobOutcome> {
    const handler = this.handlers.get(job.kind);
    if (!handler) {
      await this.store.release(job.id);
      return 'released';
    }
    if (job.attempts > job.maxAttempts) {
      await this.giveUp(handler, job, new Error('attempts exhausted'));
      return 'failed';
    }
    const lost = new AbortController();
    const overtime = new AbortController();
    const signal = AbortSignal.any([stop, lost.signal, overtime.signal]);
    const heartbeat = async () => {
      if (!(await this.store.extend(job.id, leaseMs))) lost.abort();
    };
    const timer = setInterval(() => heartbeat().catch(() => lost.abort()), Math.max(1000, leaseMs / 3));
    timer.unref();
    let completed = false;
    const complete = async (trx: Kysely<DB>) => {
      if (!(await this.store.completeIn(trx, job.id))) throw new LeaseLost();
      completed = true;
    };
    const handOver = async (trx: Kysely<DB>, kind: string, payload: unknown, maxAttempts: number) => {
      const next = await this.store.handOverIn(trx, job.id, kind, payload, maxAttempts, leaseMs);
      if (!next) throw new LeaseLost();
      completed = true;
      return next;
    };
    const startedAt = performance.now();
    let outcome: JobOutcome = 'done';
    const limit = runLimit(handler.timeoutMs, overtime);
    try {
      const ran = (run ?? handler.run)(job, { signal, heartbeat, complete, handOver });
      if ((await limit.race(ran)) === ABANDONED) {
        // Still running past its grace: it no longer holds the lease (the retry ends it), so
        // whatever it does later cannot complete the job, and this worker's slot is free again.
        ran.catch(() => undefined);
        throw new JobTimedOut(handler.timeoutMs!);
      }
      // A handler that completed the job in its own transaction has nothing left to settle.
      if (!completed) await this.store.succeed(job.id);
    } catch (error) {
      if (lost.signal.aborted || error instanceof LeaseLost) {
        outcome = 'lost';
        return outcome; // another worker owns it now
      }
      if (overtime.signal.aborted && !(error instanceof PermanentJobError)) {
        // Counted, unlike a stop: a run that always hangs must reach its last attempt.
        const timedOut = new JobTimedOut(handler.timeoutMs!);
        outcome = job.attempts >= job.maxAttempts ? 'failed' : 'retried';
        if (outcome === 'failed') await this.giveUp(handler, job, timedOut);
        else await this.store.retry(job, describe(timedOut));
      } else if (error instanceof JobStopped || (stop.aborted && !(error instanceof PermanentJobError))) {
        outcome = 'released';
        await this.store.release(job.id);
      } else if (error instanceof PermanentJobError || job.attempts >= job.maxAttempts) {
        outcome = 'failed';
        await this.giveUp(handler, job, error);
      } else {
        outcome = 'retried';
        await this.store.retry(job, describe(error));
      }
    } finally {
      limit.clear();
      clearInterval(timer);
      const settled = { kind: job.kind, outcome, ms: performance.now() - startedAt };
      for (const observer of this.observers) observer(settled);
    }
    return outcome;
  }

  private async giveUp(handler: JobHandler, job: Job, error: unknown) {
    await this.store.fail(job.id, describe(error));
    await handler.failed?.(job, error);
  }
}

/** The most a run past its time limit gets to return after its signal was aborted. */
const MAX_ABANDON_GRACE_MS = 10_000;
const ABANDONED = Symbol('abandoned');

/**
 * A run's time limit: at `limitMs` it aborts `overtime`, and a grace later
 * (as long as the limit, at most MAX_ABANDON_GRACE_MS) `race` gives up
 * waiting for the run. No limit: `race` is the run itself.
 */
function runLimit(limitMs: number | undefined, overtime: AbortController) {
  const timers: NodeJS.Timeout[] = [];
  return {
    race(run: Promise<void>): Promise<undefined | typeof ABANDONED> {
      if (!limitMs) return run.then(() => undefined);
      const abandoned = new Promise<typeof ABANDONED>((resolve) => {
        timers.push(
          setTimeout(() => {
            overtime.abort(new JobTimedOut(limitMs));
            timers.push(setTimeout(() => resolve(ABANDONED), Math.min(limitMs, MAX_ABANDON_GRACE_MS)));
          }, limitMs),
        );
      });
      return Promise.race([run.then(() => undefined), abandoned]);
    },
    clear() {
      for (const t of timers) clearTimeout(t);
    },
  };
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);
