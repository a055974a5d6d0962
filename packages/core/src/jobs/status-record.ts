import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { RuntimeTableScope } from '../tenancy/scope.js';

/**
 * The record a background job reports on (a suppression list's import, a
 * blacklist file, a clear-blacklist job): status pending → started →
 * succeeded | failed | stopped, with their timestamps and counters. These
 * fields are read-only in the API; the job writes them here, through the
 * tenant scope. Every write says whether the record still exists: a deleted
 * record means "stop".
 */
export class StatusRecord {
  private readonly scope: RuntimeTableScope;

  constructor(
    db: Kysely<DB>,
    private readonly table: string,
    companyId: number,
    private readonly id: number,
    private readonly clock: Clock,
  ) {
    this.scope = new RuntimeTableScope(db, companyId);
  }

  start(counters: Record<string, number> = {}): Promise<boolean> {
    return this.write({
      ...counters,
      status: 'started',
      started_at: this.clock.now(),
      succeeded_at: null,
      failed_at: null,
      stopped_at: null,
      error_message: null,
    });
  }

  /**
   * Starts a run of the job. An earlier run that got somewhere and was cut
   * off (the record says started or stopped: a crash, a stopped worker, an
   * error retried) is resumed: its counters stand and are returned, for the
   * run to go on from, and stopped_at keeps when it was interrupted.
   * Otherwise the counters start at `fresh`. Null when the record is gone.
   */
  async begin<C extends Record<string, number>>(fresh: C): Promise<C | null> {
    const row = (await this.scope
      .selectFrom(this.table)
      .select(['status', ...Object.keys(fresh)])
      .where('id', '=', this.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()) as Record<string, unknown> | undefined;
    if (!row) return null;
    if (row.status !== 'started' && row.status !== 'stopped') return (await this.start(fresh)) ? fresh : null;
    const kept = Object.fromEntries(Object.keys(fresh).map((k) => [k, Number(row[k] ?? 0)])) as C;
    return (await this.write({ status: 'started', error_message: null })) ? kept : null;
  }

  progress(set: Record<string, unknown>): Promise<boolean> {
    return this.write(set);
  }

  succeed(set: Record<string, unknown> = {}): Promise<boolean> {
    return this.write({ ...set, status: 'succeeded', succeeded_at: this.clock.now() });
  }

  fail(message: string): Promise<boolean> {
    return this.write({
      status: 'failed',
      failed_at: this.clock.now(),
      error_message: message.slice(0, 2000),
    });
  }

  /** Interrupted (the worker stopped, or its process died); the job resumes when a worker next takes it. */
  stop(): Promise<boolean> {
    return this.write({ status: 'stopped', stopped_at: this.clock.now() });
  }

  private async write(set: Record<string, unknown>): Promise<boolean> {
    const r = await this.scope
      .updateTable(this.table)
      .set({ ...set, ...engineChangeStamps(this.clock.now()) })
      .where('id', '=', this.id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }
}

/**
 * When to write progress: every `everyMs` of real time (progress, not domain
 * time), and whenever it passes another `step` percent, so a short job still
 * shows its way from 0 to 100 and a long one is written twice a second.
 */
export function progressGate(everyMs = 500, step = 5) {
  let last = 0;
  let lastStep = 0;
  return (percent: number) => {
    const now = performance.now();
    const s = Math.floor(percent / step);
    if (now - last < everyMs && s === lastStep) return false;
    last = now;
    lastStep = s;
    return true;
  };
}
