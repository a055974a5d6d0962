import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import { dropPartitionsBefore, isPartitioned } from '../db/partitions.js';
import type { DB } from '../db/tables.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { RETENTION_TABLES, type RetentionPolicy, type RetentionTable } from './retention-policy.js';

export const PRUNE_JOB = 'retention.prune';
const DAY_MS = 24 * 60 * 60_000;
/** Rows one delete removes: short transactions, so writers and replicas never wait long behind one. */
const DEFAULT_BATCH = 5_000;
/** How often a scheduler enqueues the prune job. */
const DEFAULT_EVERY_MS = 60 * 60_000;

export interface RetentionDeps {
  db: Kysely<DB>;
  clock: Clock;
  jobs: JobQueue;
  /** What this process's scheduler enqueues; a worker prunes by the policy in the job it runs. */
  policy: RetentionPolicy;
  batchSize?: number;
  /** On PostgreSQL the logs are partitioned by month (db/partitions.ts): whole expired months are dropped. */
  dialect: DialectName;
}

/**
 * Prunes the append-only tables a policy names, as the job `retention.prune`: on PostgreSQL, first
 * every monthly partition wholly older than the table's days is dropped (no row-by-row delete, the
 * disk given back at once); then the rows older than the
 * table's days left (in the boundary month, DEFAULT, or a SQLite table) go in batches of `batchSize`, oldest id first, each batch its own statement, so the
 * job can stop between batches and a crash loses nothing but the batch in flight. Any scheduler
 * enqueues it hourly, with its policy, unless one is waiting or running; running it twice at once
 * only repeats work. Every process registers the handler, so any worker runs it.
 */
export class Retention {
  constructor(private readonly deps: RetentionDeps) {
    deps.jobs.register<{ policy: RetentionPolicy }>(PRUNE_JOB, {
      maxAttempts: 3,
      run: async (job, context) => {
        await this.prune(job.payload.policy, context.signal, () => context.heartbeat());
      },
    });
  }

  /**
   * Deletes what `policy` no longer keeps; returns the rows deleted one by one per table (the rows
   * of dropped partitions are not counted: counting them would read them all).
   */
  async prune(
    policy: RetentionPolicy,
    signal?: AbortSignal,
    between?: () => Promise<void>,
  ): Promise<Partial<Record<RetentionTable, number>>> {
    const deleted: Partial<Record<RetentionTable, number>> = {};
    const batch = this.deps.batchSize ?? DEFAULT_BATCH;
    for (const table of RETENTION_TABLES) {
      const days = policy[table];
      if (!days) continue;
      const before = this.deps.clock.now() - days * DAY_MS;
      if (this.deps.dialect === 'postgres' && (await isPartitioned(this.deps.db, table))) {
        await this.deps.db.transaction().execute((trx) => dropPartitionsBefore(trx, table, before));
      }
      let total = 0;
      for (;;) {
        if (signal?.aborted) return deleted;
        const n = await this.deleteBatch(table, before, batch);
        total += n;
        if (n < batch) break;
        await between?.();
      }
      deleted[table] = total;
    }
    return deleted;
  }

  /** Enqueues the prune job unless one is already waiting or running; true when it did. */
  async enqueueIfIdle(): Promise<boolean> {
    if (Object.keys(this.deps.policy).length === 0) return false;
    const queued = await this.deps.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', PRUNE_JOB)
      .where('status', 'in', ['pending', 'running'])
      .executeTakeFirst();
    if (queued) return false;
    await this.deps.jobs.enqueue(PRUNE_JOB, { policy: this.deps.policy });
    return true;
  }

  /** Enqueues the prune job now and every `everyMs` (a scheduler's timer); stop it before closing. */
  start(options: { everyMs?: number; onError?: (error: unknown) => void } = {}): { stop(): void } {
    const tick = () => void this.enqueueIfIdle().catch((error) => options.onError?.(error));
    tick();
    const timer = setInterval(tick, options.everyMs ?? DEFAULT_EVERY_MS);
    timer.unref();
    return { stop: () => clearInterval(timer) };
  }

  private async deleteBatch(table: RetentionTable, before: number, limit: number): Promise<number> {
    // `in (select … limit)` bounds the batch on both dialects (neither deletes with a limit of its own
    // everywhere); ids grow with time, so the oldest rows are found first along the primary key. The
    // outer created_at bound lets PostgreSQL skip the partitions the batch cannot be in.
    if (table === 'data_export_records') return this.deleteExportRecords(before, limit);
    const result = await sql`
      delete from ${sql.table(table)} where created_at < ${before} and id in (
        select id from ${sql.table(table)} where created_at < ${before} order by id limit ${limit}
      )`.execute(this.deps.db);
    return Number(result.numAffectedRows ?? 0);
  }

  /**
   * Export records name the files of their chunks (job files): those go with them. A file the store
   * will not delete now keeps its metadata row, and the orphan sweep tries again (no record names it).
   */
  private async deleteExportRecords(before: number, limit: number): Promise<number> {
    const result = await sql<{
      destination: string | null;
      record_type: string | null;
      status: string | null;
    }>`
      delete from data_export_records where id in (
        select id from data_export_records where created_at < ${before} order by id limit ${limit}
      ) returning destination, record_type, status`.execute(this.deps.db);
    for (const row of result.rows) {
      if (row.record_type !== 'AdminTableExporter' || row.status !== 'succeeded' || !row.destination)
        continue;
      await this.deps.jobs.files.delete(row.destination).catch(() => undefined);
    }
    return result.rows.length;
  }
}
