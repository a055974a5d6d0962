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

/**
 * The polling loop of one worker: claims up to `concurrency` due jobs, runs
 * them, and sleeps `pollMs` when there is nothing to do (an enqueue in this
 * process wakes it early). `stop()` stops claiming, lets running jobs finish
 * for up to `graceMs` (default 0), then aborts their signals and waits for them
 * to reach a safe point; the jobs still running are released for the next worker.
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

  constructor(
    private readonly claim: Claim,
    private readonly execute: Execute,
    private readonly options: WorkerOptions,
    private readonly onStopped: () => void,
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
      let claimed: Job[] = [];
      const free = this.concurrency - this.running.size;
      if (free > 0) {
        try {
          claimed = await this.claim(free, this.leaseMs);
        } catch (error) {
          this.report(error);
        }
      }
      for (const job of claimed) {
        const p = this.execute(job, signal, this.leaseMs)
          .catch((error) => this.report(error))
          .finally(() => {
            this.running.delete(p);
            this.wake();
          });
        this.running.add(p);
      }
      // Full, or nothing due: wait for a slot, an enqueue, or the next poll.
      if (claimed.length === 0 || this.running.size >= this.concurrency) await this.sleep();
    }
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
