import type { Insertable, Selectable } from 'kysely';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { JobsTable } from '../db/infra-tables.js';
import type { PreparedQueries } from '../db/prepared.js';
import { boundRow } from '../db/prepared.js';
import { createdStamps, engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { type Job, jobFromRow } from './job.js';
import { newLeaseOwner } from './lease-owner.js';

export interface EnqueueOptions {
  /** Tenant the job works for (null: the whole installation). */
  companyId?: number | null;
  /** Epoch ms; default now. */
  dueAt?: number;
  maxAttempts?: number;
  /** Enqueue inside the caller's transaction, so the job exists exactly when the caller's writes do. */
  db?: Kysely<DB>;
  /** Prepared statements to run the insert with (hot paths). */
  prepared?: PreparedQueries;
  /**
   * Written already leased to this process for this long (ms): the caller runs
   * it at once (`JobQueue.execute`) instead of waiting for a worker's claim.
   * A process that dies before it finished leaves it to others when the lease ends.
   */
  leaseMs?: number;
}

/** Waits before attempt n+1: 1 s, 4 s, 16 s, … capped at an hour. */
export const retryDelayMs = (attempts: number) => Math.min(1000 * 4 ** Math.max(0, attempts - 1), 3_600_000);

/**
 * The jobs table: enqueue, claim with a lease, and settle. A claim is one
 * UPDATE … WHERE id IN (SELECT … LIMIT n) RETURNING: on PostgreSQL the select
 * takes `FOR UPDATE SKIP LOCKED`, so concurrent workers never wait on or take
 * each other's rows; SQLite runs one writer at a time, so the statement alone
 * is the claim. A running job's `due_at` is its lease expiry: a worker that
 * dies leaves jobs that fall due again for others.
 */
export class JobStore {
  /** Identifies this process's claims, so only the lease holder may settle a job. */
  readonly owner = newLeaseOwner();

  /** The active trace's W3C `traceparent` at enqueue (set by tracing; undefined: none is kept). */
  traceOf: (() => string | undefined) | undefined;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
    /** Prepared statements for the hot shapes (claim, end of a job): kysely's build costs more than the SQL. */
    private readonly prepared?: PreparedQueries,
  ) {}

  async enqueue(kind: string, payload: unknown, options: EnqueueOptions = {}): Promise<number> {
    const now = this.clock.now();
    const leased = options.leaseMs !== undefined;
    const values: Insertable<JobsTable> = {
      company_id: options.companyId ?? null,
      kind,
      payload: encodeValue('json', payload ?? {}, this.dialect),
      // Always in the row (null without tracing), so the prepared statement keeps one shape.
      traceparent: this.traceOf?.() ?? null,
      status: leased ? 'running' : 'pending',
      due_at: leased ? now + options.leaseMs! : (options.dueAt ?? now),
      attempts: leased ? 1 : 0,
      max_attempts: options.maxAttempts ?? 5,
      ...createdStamps(now),
      ...(leased ? { lease_owner: this.owner } : {}),
    };
    const db = options.db ?? this.db;
    if (options.prepared) {
      // Hot callers (the outbox, once per event) reuse the statement rather than build it each time.
      const [row] = await options.prepared.rows(
        leased ? 'jobs.enqueue.leased' : 'jobs.enqueue',
        Object.values(values),
        (arg) => db.insertInto('jobs').values(boundRow(values, arg)).returning('id'),
        db,
      );
      return Number(row!.id);
    }
    const row = await db.insertInto('jobs').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }

  /** Leases up to `limit` due jobs of the given kinds for `leaseMs`. */
  async claim(kinds: readonly string[], limit: number, leaseMs: number): Promise<Job[]> {
    if (kinds.length === 0 || limit <= 0) return [];
    const now = this.clock.now();
    const build = (arg: (i: number) => any) => {
      // Migration 0061's partial index `jobs_claim_order` serves the order: the claim reads the first
      // due rows and stops at its limit, where `jobs_due` (status first) sorted the whole due backlog.
      // SQLite is told to use it (its planner, without statistics, prefers `jobs_due`); the status
      // test is spelled as the index's, so PostgreSQL's planner matches it.
      const index = this.dialect === 'sqlite' ? sql` indexed by jobs_claim_order` : sql``;
      const lock = this.dialect === 'postgres' ? sql` for update skip locked` : sql``;
      const due = sql<boolean>`id in (select id from jobs${index}
        where status in ('pending', 'running') and due_at <= ${arg(0)}
          and kind in (${sql.join(kinds.map((_, i) => arg(5 + i)))})
        order by due_at, id limit ${arg(1)}${lock})`;
      return this.db
        .updateTable('jobs')
        .set({
          status: 'running',
          lease_owner: arg(2),
          attempts: sql`attempts + 1`,
          due_at: arg(3),
          updated_at: arg(4),
        })
        .where(due)
        .returningAll();
    };
    const args = [now, limit, this.owner, now + leaseMs, engineChangeStamps(now).updated_at, ...kinds];
    const rows = this.prepared
      ? await this.prepared.rows<Selectable<JobsTable>>(`jobs.claim.${kinds.length}`, args, build)
      : await build((i) => args[i]).execute();
    return rows.map(jobFromRow).sort((a, b) => a.id - b.id);
  }

  /** A job written leased (`enqueue` with `leaseMs`) as the claim would have returned it. */
  leasedJob(
    id: number,
    kind: string,
    payload: unknown,
    companyId: number | null,
    maxAttempts: number,
    leaseMs: number,
  ): Job {
    const now = this.clock.now();
    return {
      id,
      kind,
      companyId,
      payload: payload as Record<string, unknown>,
      status: 'running',
      attempts: 1,
      maxAttempts,
      dueAt: now + leaseMs,
      lastError: null,
      createdAt: now,
    };
  }

  /**
   * Done, inside the caller's transaction: the job goes when the handler's own
   * writes commit, never one without the other. False when this process no
   * longer holds the lease (the caller then rolls back).
   */
  async completeIn(trx: Kysely<DB>, id: number): Promise<boolean> {
    const build = (arg: (i: number) => any) =>
      trx.deleteFrom('jobs').where('id', '=', arg(0)).where('lease_owner', '=', arg(1)).returning('id');
    const args = [id, this.owner];
    const rows = this.prepared
      ? await this.prepared.rows('jobs.complete', args, build, trx)
      : await build((i) => args[i]).execute();
    return rows.length > 0;
  }

  /**
   * Turns a job this process holds into a job of another kind, inside the caller's transaction:
   * still leased to this process for `leaseMs`, counted as its first attempt. Undefined when this
   * process no longer holds the lease (the caller then rolls back).
   */
  async handOverIn(
    trx: Kysely<DB>,
    id: number,
    kind: string,
    payload: unknown,
    maxAttempts: number,
    leaseMs: number,
  ): Promise<Job | undefined> {
    const now = this.clock.now();
    const args = [
      kind,
      encodeValue('json', payload ?? {}, this.dialect),
      maxAttempts,
      now + leaseMs,
      engineChangeStamps(now).updated_at,
      id,
      this.owner,
    ];
    const build = (arg: (i: number) => any) =>
      trx
        .updateTable('jobs')
        .set({
          kind: arg(0),
          payload: arg(1),
          attempts: 1,
          max_attempts: arg(2),
          due_at: arg(3),
          last_error: null,
          updated_at: arg(4),
        })
        .where('id', '=', arg(5))
        .where('lease_owner', '=', arg(6))
        .where('status', '=', 'running')
        .returning('company_id');
    const rows = this.prepared
      ? await this.prepared.rows<{ company_id: unknown }>('jobs.hand_over', args, build, trx)
      : await build((i) => args[i]).execute();
    if (rows.length === 0) return undefined;
    const companyId = rows[0]!.company_id;
    return this.leasedJob(
      id,
      kind,
      payload,
      companyId == null ? null : Number(companyId),
      maxAttempts,
      leaseMs,
    );
  }

  /** Pushes the lease out; false when this process no longer holds it. */
  async extend(id: number, leaseMs: number): Promise<boolean> {
    const now = this.clock.now();
    const r = await this.db
      .updateTable('jobs')
      .set({ due_at: now + leaseMs, ...engineChangeStamps(now) })
      .where('id', '=', id)
      .where('lease_owner', '=', this.owner)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(r.numUpdatedRows) > 0;
  }

  /** Done: the row goes (the domain record keeps the outcome), so the table holds only live work. */
  async succeed(id: number): Promise<void> {
    await this.db.deleteFrom('jobs').where('id', '=', id).where('lease_owner', '=', this.owner).execute();
  }

  /** Tries again later. */
  async retry(job: Job, error: string): Promise<void> {
    await this.settle(job.id, {
      status: 'pending',
      due_at: this.clock.now() + retryDelayMs(job.attempts),
      last_error: error,
    });
  }

  /** Gives up; the row stays, with its last error, for whoever investigates. */
  async fail(id: number, error: string): Promise<void> {
    await this.settle(id, { status: 'failed', last_error: error, finished_at: this.clock.now() });
  }

  /** Hands the job back untouched (the worker is stopping): due now, and the interrupted run is not counted. */
  async release(id: number): Promise<void> {
    await this.settle(id, { status: 'pending', due_at: this.clock.now(), attempts: sql`attempts - 1` });
  }

  /**
   * Running jobs whose lease holder is gone (`gone(owner)`, e.g. a process
   * killed on this host): handed back at once rather than when their lease
   * runs out, due now, the cut-off run not counted. Returns them.
   */
  async reclaimAbandoned(gone: (owner: string) => boolean): Promise<Job[]> {
    const running = await this.db
      .selectFrom('jobs')
      .select(['id', 'lease_owner'])
      .where('status', '=', 'running')
      .where('lease_owner', '!=', this.owner)
      .execute();
    const reclaimed: Job[] = [];
    for (const { id, lease_owner: owner } of running) {
      if (!owner || !gone(owner)) continue;
      const now = this.clock.now();
      const row = await this.db
        .updateTable('jobs')
        .set({
          status: 'pending',
          lease_owner: null,
          due_at: now,
          attempts: sql`attempts - 1`,
          updated_at: now,
        })
        .where('id', '=', id)
        .where('lease_owner', '=', owner)
        .where('status', '=', 'running')
        .returningAll()
        .executeTakeFirst();
      if (row) reclaimed.push(jobFromRow(row));
    }
    return reclaimed;
  }

  async get(id: number): Promise<Job | undefined> {
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? jobFromRow(row) : undefined;
  }

  private async settle(id: number, set: Record<string, unknown>) {
    await this.db
      .updateTable('jobs')
      .set({ ...set, lease_owner: null, ...engineChangeStamps(this.clock.now()) })
      .where('id', '=', id)
      .where('lease_owner', '=', this.owner)
      .execute();
  }
}
