import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { PreparedQueries } from '../db/prepared.js';
import { outsideRequestTransaction } from '../db/request-transaction.js';
import type { DB } from '../db/tables.js';

/** Past windows are deleted at most this often per process. */
const PRUNE_INTERVAL_MS = 60_000;
/**
 * Longest a request waits for its count to commit. SQLite's one writer may be
 * held by a keyed request (its whole transaction, an upload's file included):
 * past this, the request goes on with the count this process expects.
 */
const MAX_WAIT_MS = 25;
/** Windows this process remembers the totals of; forgotten all at once past it. */
const KNOWN_MAX = 100_000;
/**
 * Hits nobody waits for (far below their limit) are added at most this long after they came, in one
 * transaction with every other hit meanwhile, instead of one transaction per event-loop turn.
 */
const UNAWAITED_FLUSH_MS = 10;

export interface RateCount {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again. */
  resetInMs: number;
}

interface Pending {
  key: string;
  start: number;
  end: number;
  seen: Seen;
  waiters: {
    resolve: (n: number) => void;
    reject: (error: unknown) => void;
    expected: number;
    /** Waits for the commit however long it takes: answered only with a total the database gave. */
    patient: boolean;
  }[];
}

/** What this process knows of a window: its last committed total, and its own hits not yet committed. */
interface Seen {
  total: number;
  unconfirmed: number;
}

/**
 * Request counters for rate limits, kept in the database: a restart keeps
 * the count, and every process serving the database counts against the same
 * limit. Windows are aligned to the clock (`now - now % windowMs`), so all
 * processes agree on where one ends.
 *
 * A write per request would halve what an authenticated GET serves on
 * SQLite. So the hits of one event-loop turn are counted together, like a
 * group commit: one transaction adds each key's hits with one upsert
 * (`hits = hits + n`, keys in order, so two processes never deadlock) and
 * every request gets its own exact count once the sum is committed. A
 * request never waits for that longer than MAX_WAIT_MS: then it goes on with
 * the count this process expects (its last committed total plus its own hits
 * since), and the commit follows.
 */
export class RateCounters {
  private lastPrune = 0;
  private longestWindowMs = 0;
  private pending = new Map<string, Pending>();
  private scheduled = false;
  private unawaitedFlush: NodeJS.Timeout | undefined;
  private flushing = false;
  private flushAgain = false;
  private readonly knownWindows = new Map<string, Seen>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    private readonly prepared: PreparedQueries,
  ) {}

  /**
   * The count of a key's current window as this process knows it, without a
   * query: the total the database answered its last hit of the key (every
   * process's hits until then) plus its own hits since.
   */
  known(key: string, windowMs: number): RateCount {
    const now = this.clock.now();
    const start = now - (now % windowMs);
    const id = `${start}\u0000${key}`;
    const seen = this.knownWindows.get(id);
    const queued = this.pending.get(id)?.waiters.length ?? 0;
    return { count: (seen ? seen.total + seen.unconfirmed : 0) + queued, resetInMs: start + windowMs - now };
  }

  /** Whether this process holds a total the database answered for the key's current window. */
  confirmed(key: string, windowMs: number): boolean {
    const now = this.clock.now();
    return (this.knownWindows.get(`${now - (now % windowMs)}\u0000${key}`)?.total ?? 0) > 0;
  }

  /**
   * Counts one hit and answers at once, without waiting for the commit, when the key's window is
   * far below `limit`: this process holds a total the database answered for it (every process's
   * hits until its last batch, a turn or so ago) and, with its own hits since, has used at most
   * half of the limit. Other processes' hits of the last turn are all that count could miss, and
   * half the limit is left for them. Otherwise undefined: ask `hit`, which waits for the count.
   */
  hitFar(key: string, windowMs: number, limit: number): RateCount | undefined {
    const now = this.clock.now();
    const start = now - (now % windowMs);
    const id = `${start}\u0000${key}`;
    const seen = this.knownWindows.get(id);
    if (!seen || seen.total === 0) return undefined;
    const entry = this.pending.get(id);
    const expected = seen.total + seen.unconfirmed + (entry?.waiters.length ?? 0) + 1;
    if (expected * 2 > limit) return undefined;
    // Counted in a batch like any hit; its committed count answers no one, so the batch may wait.
    void this.hit(key, windowMs, { unawaited: true }).catch(() => undefined);
    return { count: expected, resetInMs: start + windowMs - now };
  }

  /**
   * Counts one hit. The answer comes with the committed count, or after MAX_WAIT_MS with the count
   * this process expects; a `patient` hit always waits for the committed count.
   */
  hit(
    key: string,
    windowMs: number,
    options: { patient?: boolean; unawaited?: boolean } = {},
  ): Promise<RateCount> {
    const now = this.clock.now();
    const start = now - (now % windowMs);
    this.longestWindowMs = Math.max(this.longestWindowMs, windowMs);
    const id = `${start}\u0000${key}`;
    let entry = this.pending.get(id);
    if (!entry) {
      let seen = this.knownWindows.get(id);
      if (!seen) {
        if (this.knownWindows.size >= KNOWN_MAX) this.knownWindows.clear();
        seen = { total: 0, unconfirmed: 0 };
        this.knownWindows.set(id, seen);
      }
      entry = { key, start, end: start + windowMs, seen, waiters: [] };
      this.pending.set(id, entry);
    }
    const { waiters, seen } = entry;
    const expected = seen.total + seen.unconfirmed + waiters.length + 1;
    const counted = new Promise<number>((resolve, reject) =>
      waiters.push({ resolve, reject, expected, patient: options.patient === true }),
    );
    if (options.unawaited) {
      this.unawaitedFlush ??= outsideRequestTransaction(() =>
        setTimeout(() => void this.flush(), UNAWAITED_FLUSH_MS).unref(),
      );
    } else if (!this.scheduled) {
      this.scheduled = true;
      // The flush counts for every request of the turn, not in the one that scheduled it.
      outsideRequestTransaction(() => setImmediate(() => void this.flush()));
    }
    return counted.then((count) => ({ count, resetInMs: entry.end - now }));
  }

  /**
   * One batch at a time: a batch's hits are the last of the total its upsert returns only if no
   * earlier batch of this process commits after it (two in flight could commit out of order on
   * PostgreSQL's pool and hand out one count twice). Hits that come meanwhile wait for the next.
   */
  private async flush(): Promise<void> {
    if (this.flushing) {
      this.flushAgain = true;
      // The batch in flight may wait long for the writer: these hits get their bound meanwhile too.
      const waiting = [...this.pending.values()];
      setTimeout(() => {
        for (const p of waiting) for (const w of p.waiters) if (!w.patient) w.resolve(w.expected);
      }, MAX_WAIT_MS).unref();
      return;
    }
    this.flushing = true;
    try {
      await this.flushBatch();
    } finally {
      this.flushing = false;
      if (this.flushAgain) {
        this.flushAgain = false;
        if (this.pending.size) void this.flush();
      }
    }
  }

  private async flushBatch(): Promise<void> {
    const batch = [...this.pending.values()].sort((a, b) => a.start - b.start || (a.key < b.key ? -1 : 1));
    this.pending = new Map();
    this.scheduled = false;
    clearTimeout(this.unawaitedFlush);
    this.unawaitedFlush = undefined;
    for (const p of batch) p.seen.unconfirmed += p.waiters.length;
    // A promise settles once: the waiters answered here are not answered again by the commit.
    const impatient = setTimeout(() => {
      for (const p of batch) for (const w of p.waiters) if (!w.patient) w.resolve(w.expected);
    }, MAX_WAIT_MS);
    let totals: number[];
    try {
      totals = await this.db.transaction().execute(async (trx) => {
        const sums: number[] = [];
        for (const p of batch) sums.push(await this.add(trx, p.key, p.start, p.waiters.length));
        return sums;
      });
    } catch (error) {
      clearTimeout(impatient);
      for (const p of batch) {
        p.seen.unconfirmed -= p.waiters.length;
        for (const w of p.waiters) w.reject(error);
      }
      return;
    }
    clearTimeout(impatient);
    // The n hits of a key in this batch are the last n of its total, in the order they came.
    batch.forEach((p, i) => {
      p.seen.unconfirmed -= p.waiters.length;
      p.seen.total = Math.max(p.seen.total, totals[i]!);
      const first = totals[i]! - p.waiters.length + 1;
      p.waiters.forEach((w, j) => {
        w.resolve(first + j);
      });
    });
    const now = this.clock.now();
    if (now - this.lastPrune >= PRUNE_INTERVAL_MS) {
      this.lastPrune = now;
      // Not awaited: the next batch must not wait behind it (the writer may be held).
      void this.db
        .deleteFrom('rate_limit_counters')
        .where('window_start', '<', now - this.longestWindowMs)
        .execute()
        .catch(() => undefined);
      for (const [id, seen] of this.knownWindows) {
        if (seen.unconfirmed === 0 && Number(id.split('\u0000')[0]) < now - this.longestWindowMs)
          this.knownWindows.delete(id);
      }
    }
  }

  private async add(trx: Kysely<DB>, key: string, start: number, hits: number): Promise<number> {
    const [row] = await this.prepared.rows<{ hits: number | string }>(
      'rate.add',
      [key, start, hits, hits],
      (arg) =>
        trx
          .insertInto('rate_limit_counters')
          .values({ key: arg(0), window_start: arg(1), hits: arg(2) })
          .onConflict((oc) =>
            oc
              .columns(['key', 'window_start'])
              .doUpdateSet({ hits: sql`rate_limit_counters.hits + ${arg(3)}` }),
          )
          .returning('hits'),
      trx,
    );
    return Number(row!.hits);
  }
}
