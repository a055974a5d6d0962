import type { Kysely } from 'kysely';
import type { DB } from './tables.js';

interface Pending {
  work: (trx: Kysely<DB>) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/**
 * Group commit: small write transactions that callers start at about the same
 * time run as one transaction, so N of them pay for one commit (and on
 * SQLite, one write of the index pages they share) instead of N. Each work
 * must only write to the database through `trx`, so it can run again: when
 * the shared transaction fails, every work of the group runs again in a
 * transaction of its own, and only the ones that fail alone are told so.
 * A work that starts alone is not delayed beyond the current turn of the
 * event loop.
 */
export class GroupCommit {
  private queue: Pending[] = [];
  private draining = false;

  constructor(
    private readonly db: Kysely<DB>,
    /** Works per transaction at most; 1 runs every work in a transaction of its own, at once. */
    private readonly max = 64,
  ) {}

  run<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T> {
    if (this.max <= 1) return this.db.transaction().execute(work);
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (v: unknown) => void, reject });
      if (this.draining) return;
      this.draining = true;
      // Callers woken by the same I/O all get to queue before the first commit.
      setImmediate(() => void this.drain());
    });
  }

  private async drain() {
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, this.max);
      if (group.length === 1) {
        await this.alone(group[0]!);
        continue;
      }
      const results: unknown[] = [];
      try {
        await this.db.transaction().execute(async (trx) => {
          for (const p of group) results.push(await p.work(trx));
        });
      } catch {
        for (const p of group) await this.alone(p);
        continue;
      }
      for (const [i, p] of group.entries()) p.resolve(results[i]);
    }
    this.draining = false;
  }

  private async alone(p: Pending) {
    try {
      p.resolve(await this.db.transaction().execute((trx) => p.work(trx)));
    } catch (error) {
      p.reject(error);
    }
  }
}
