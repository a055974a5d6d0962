import type { Job } from './job.js';

export interface WorkerOptions {
  /** Jobs run at once by this worker (default 2). */
  concurrency?: number;
  /** How often to look for due jobs when idle, in ms (default 1000). */
  pollMs?: number;
  /** Lease per claim, in ms (default 60 s). */
  leaseMs?: number;
  /** Told about errors of the loop itself (a database that went away); default: ignored, the loop retries. */
  onError?: (error: unknown) => void;
}

type Claim = (limit: number, leaseMs: number) => Promise<Job[]>;
type Execute = (job: Job, signal: AbortSignal, leaseMs: number) => Promise<void>;
/** Hands a claimed job back unrun (due now, the claim not counted). */
type Release = (job: Job) => Promise<void>;

/**
 * The polling loop of one worker: claims up to `concurrency` due jobs, runs
 * them, and sleeps `pollMs` when there is nothing to do (an enqueue in this
 * process wakes it early). `stop()` stops claiming, lets running jobs finish
 * for up to `graceMs` (default 0), then aborts their signals and waits for them
 * to reach a safe point; the jobs still running are released for the next worker.
 *
 * While the backlog is deep (a claim came back full), a claim also takes up to `concurrency`
 * jobs more than the free slots and starts them as slots free: a claim statement (and on SQLite
 * its commit) per several jobs rather than per one or two. A job waits there at most a third of
 * its lease (then it is handed back, before its lease could end), and `stop()` hands back those
 * not started. Without `release` nothing is claimed ahead.
 */
export class JobWorker {
  private readonly abort = new AbortController();
  /** Set by `stop()`: the loop claims nothing more, while running jobs may still finish. */
  private draining = false;
  private readonly running = new Set<Promise<void>>();
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** A wake that came while the loop was busy, so the next sleep is skipped rather than the wake lost. */
  private woken = false;
  private readonly concurrency: number;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  /** Claimed ahead, not started yet, with when they were claimed (ms, this process's monotonic clock). */
  private readonly ready: { job: Job; at: number }[] = [];
  /** The last claim came back full: more is due than the slots take. */
  private deep = false;

  constructor(
    private readonly claim: Claim,
    private readonly execute: Execute,
    private readonly options: WorkerOptions,
    private readonly onStopped: () => void,
    private readonly release?: Release,
  ) {
    this.concurrency = options.concurrency ?? 2;
    this.pollMs = options.pollMs ?? 1000;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  start(): void {
    this.loop ??= this.run();
  }

  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async stop(options: { graceMs?: number } = {}): Promise<void> {
    this.draining = true;
    this.wake();
    await this.loop;
    const graceMs = options.graceMs ?? 0;
    if (graceMs > 0 && this.running.size > 0) {
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.allSettled(this.running), grace]);
      clearTimeout(timer);
    }
    this.abort.abort();
    await Promise.allSettled(this.running);
    this.onStopped();
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    while (!signal.aborted && !this.draining) {
      let started = 0;
      const free = this.concurrency - this.running.size;
      if (free > 0) {
        await this.handBackStale();
        if (this.ready.length < free) {
          const ahead = this.deep && this.release ? this.concurrency : 0;
          const want = free - this.ready.length + ahead;
          try {
            const claimed = await this.claim(want, this.leaseMs);
            this.deep = claimed.length === want;
            const at = performance.now();
            for (const job of claimed) this.ready.push({ job, at });
          } catch (error) {
            this.report(error);
          }
        }
        for (; started < free && this.ready.length > 0; started++)
          this.launch(this.ready.shift()!.job, signal);
      }
      // Full, or nothing due: wait for a slot, an enqueue, or the next poll.
      if (started === 0 || this.running.size >= this.concurrency) await this.sleep();
    }
    await this.handBack(this.ready.splice(0));
  }

  private launch(job: Job, signal: AbortSignal): void {
    const p = this.execute(job, signal, this.leaseMs)
      .catch((error) => this.report(error))
      .finally(() => {
        this.running.delete(p);
        this.wake();
      });
    this.running.add(p);
  }

  /** Jobs claimed ahead that waited a third of their lease: handed back before the lease could end under them. */
  private async handBackStale(): Promise<void> {
    const limit = performance.now() - this.leaseMs / 3;
    if (this.ready.length === 0 || this.ready[0]!.at > limit) return;
    const stale = this.ready.filter((r) => r.at <= limit);
    this.ready.splice(0, this.ready.length, ...this.ready.filter((r) => r.at > limit));
    await this.handBack(stale);
  }

  private async handBack(jobs: { job: Job }[]): Promise<void> {
    for (const { job } of jobs) await this.release?.(job).catch((error) => this.report(error));
  }

  /** Tells `onError`; an `onError` that throws (a logger that fails) must not end the loop. */
  private report(error: unknown): void {
    try {
      this.options.onError?.(error);
    } catch {}
  }

  private sleep(): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        // A sleep the poll ended must not keep a wakeUp: a wake during the next claim would
        // call it, clear `woken`, and be lost until the poll after.
        this.wakeUp = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.pollMs);
      this.wakeUp = () => {
        this.woken = false;
        done();
      };
    });
  }
}
