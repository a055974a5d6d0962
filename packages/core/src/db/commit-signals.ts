import type { Kysely } from 'kysely';
import type { DatabaseSignals } from './dialects/types.js';
import type { DB } from './tables.js';

/** The topic of a job that is due now. */
export const DUE_JOBS = 'jobs';
/** The topic of a company's dispatched event (the live stream shows it). */
export const eventsTopic = (companyId: number) => `events:${companyId}`;

/**
 * Wakes whoever waits for committed work, instead of leaving it to a poll:
 * `notify(trx, topic)` inside the transaction that makes the work, heard
 * once it commits (PostgreSQL LISTEN/NOTIFY across processes; on SQLite, the
 * writer's commit in this process). Topics in use: `jobs` (a job is due now)
 * and `events:<companyId>` (an event was dispatched; the live stream shows
 * it). Notices are only a hint: listeners keep a slower poll, so a lost
 * notice (a dropped LISTEN connection) delays work and never loses it.
 */
export class CommitSignals {
  private readonly topics = new Map<string, Set<() => void>>();
  private stopListening: Promise<() => Promise<void>> | null = null;
  /** Topics already sent in a transaction: one NOTIFY each, however many events it emits. */
  private readonly sent = new WeakMap<object, Set<string>>();

  constructor(private readonly source?: DatabaseSignals) {}

  async notify(db: Kysely<DB>, ...topics: string[]): Promise<void> {
    let fresh = topics;
    if (db.isTransaction) {
      const sent = this.sent.get(db) ?? new Set<string>();
      fresh = topics.filter((t) => !sent.has(t));
      for (const t of fresh) sent.add(t);
      this.sent.set(db, sent);
    }
    if (fresh.length === 0) return;
    // A database opened by hand may have no signals: wake this process now (it may be before the commit).
    if (!this.source) {
      queueMicrotask(() => {
        for (const t of fresh) this.fire(t);
      });
      return;
    }
    await this.source.notify(db, fresh);
  }

  /** Calls `fn` on every notice of `topic` (and after a lost connection came back); returns the unsubscribe. */
  on(topic: string, fn: () => void): () => void {
    const set = this.topics.get(topic) ?? new Set();
    set.add(fn);
    this.topics.set(topic, set);
    this.stopListening ??= this.source
      ? this.source.listen((t) => this.fire(t))
      : Promise.resolve(async () => undefined);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.topics.delete(topic);
    };
  }

  /** Whether a notice sent now would reach this process's `on` handlers (see DatabaseSignals.hearing). */
  hearing(): boolean {
    return this.stopListening !== null && (this.source?.hearing?.() ?? true);
  }

  /** Resolves once the database listens (PostgreSQL opens its LISTEN connection with the first `on`). */
  async listening(): Promise<void> {
    await this.stopListening;
  }

  async close(): Promise<void> {
    this.topics.clear();
    const stop = await this.stopListening;
    this.stopListening = null;
    await stop?.();
  }

  private fire(topic: string) {
    if (topic === '*') {
      for (const set of [...this.topics.values()]) for (const fn of [...set]) fn();
      return;
    }
    for (const fn of [...(this.topics.get(topic) ?? [])]) fn();
  }
}
