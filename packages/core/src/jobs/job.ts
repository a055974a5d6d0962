import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';

export type JobStatus = 'pending' | 'running' | 'failed';

/** One durable unit of background work, as handlers see it. */
export interface Job<P = Record<string, unknown>> {
  id: number;
  kind: string;
  companyId: number | null;
  payload: P;
  status: JobStatus;
  /** 1 on the first run. */
  attempts: number;
  maxAttempts: number;
  dueAt: number;
  lastError: string | null;
  createdAt: number;
  /**
   * The W3C `traceparent` of the span that enqueued the job, when tracing was on then (0048):
   * its run's span continues that trace. Never sent outside.
   */
  traceparent?: string | null;
}

export interface JobRunContext {
  /** Aborted when the worker stops or the job's lease is lost: finish the current batch and return or throw. */
  signal: AbortSignal;
  /** Extends the lease (done on a timer as well); call it between long batches. */
  heartbeat(): Promise<void>;
  /**
   * Ends the job inside the handler's own transaction (its row is deleted with
   * the handler's writes), so a commit means done and a crash before it means
   * run again. Throws LeaseLost, rolling the transaction back, when another
   * worker holds the job now.
   */
  complete(trx: Kysely<DB>): Promise<void>;
  /**
   * Ends this run by turning the job, inside the handler's transaction, into a job of another
   * kind still leased to this process (a fresh lease, its first attempt), which the handler then
   * runs itself (`JobQueue.execute`): one row written where ending this job and enqueueing the
   * next leased would write two. A crash after the commit leaves the new job to whoever finds its
   * lease ended. Throws LeaseLost as `complete` does.
   */
  handOver(trx: Kysely<DB>, kind: string, payload: unknown, maxAttempts: number): Promise<Job>;
}

/**
 * A kind of job, named once beside its handler and typed by its payload:
 * `register(KIND, handler)` and `enqueue(KIND, payload)` check the payload
 * against it. At run time it is the kind's name, as stored on the job row.
 */
export type JobKind<P> = string & { readonly __payload?: P };

/** Names a kind of job with its payload type: `export const UNBLOCK_JOB = jobKind<UnblockPayload>('contacts.unblock')`. */
export const jobKind = <P>(name: string): JobKind<P> => name as JobKind<P>;

export interface JobHandler<P = any> {
  run(job: Job<P>, context: JobRunContext): Promise<void>;
  /** Called once when the job will not run again: attempts used up, or a PermanentJobError. */
  failed?(job: Job<P>, error: unknown): Promise<void>;
  /**
   * Called when the job's worker was found gone mid-run (a killed process):
   * the job is handed back and runs again at once; this marks its record
   * interrupted meanwhile, so nobody sees it 'started' by a dead process.
   */
  interrupted?(job: Job<P>): Promise<void>;
  /** Runs at most this many times (default 5). */
  maxAttempts?: number;
  /**
   * A run's time limit, in ms (default: none). Past it the run's signal is
   * aborted; a run that has not returned a grace later (at most 10 s) is
   * abandoned: the job is tried again on the retry schedule and the worker's
   * slot goes to other jobs, so a run stuck on something that never answers
   * cannot stop the process's other work.
   */
  timeoutMs?: number;
}

/** Thrown by a handler when trying again cannot help (a malformed file): the job fails at once. */
export class PermanentJobError extends Error {
  override name = 'PermanentJobError';
}

/** The job's lease went to another worker before the handler could complete it. */
export class LeaseLost extends Error {
  override name = 'LeaseLost';
  constructor() {
    super('The job was claimed by another worker before it completed');
  }
}

/** Thrown by a handler that stopped because its signal was aborted: the job is released, not failed. */
export class JobStopped extends Error {
  override name = 'JobStopped';
  constructor() {
    super('The job was stopped before it finished');
  }
}

/** A run went past its handler's `timeoutMs`. */
export class JobTimedOut extends Error {
  override name = 'JobTimedOut';
  constructor(limitMs: number) {
    super(`The run went past its time limit of ${limitMs} ms`);
  }
}

export function jobFromRow(row: Record<string, unknown>): Job {
  return {
    id: Number(row.id),
    kind: String(row.kind),
    companyId: row.company_id === null || row.company_id === undefined ? null : Number(row.company_id),
    payload: decodeValue('json', row.payload) as Record<string, unknown>,
    status: row.status as JobStatus,
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    dueAt: Number(row.due_at),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: Number(row.created_at),
    traceparent: (row.traceparent as string | null | undefined) ?? null,
  };
}
