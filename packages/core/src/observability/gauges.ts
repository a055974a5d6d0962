import { type Kysely, sql } from 'kysely';
import { FINAL_CALL_STATUSES } from '../calls/calls.resource.js';
import type { DB } from '../db/tables.js';

/** The job queue for one kind of job, across every process. */
export interface QueueGauge {
  kind: string;
  /** Due now and not yet claimed: the backlog workers should be scaled to. */
  due: number;
  /** Claimed by a worker and running. */
  running: number;
  /** Waiting for a later time (retries, scheduled work). */
  later: number;
  /** How long the oldest due job has waited, in ms (0 with none due). */
  oldestDueMs: number;
}

export interface Gauges {
  jobs: QueueGauge[];
  /** Calls not ended that began within `LIVE_CALL_WINDOW_MS` (no call lasts longer). */
  callsInProgress: number;
  /** Callers waiting in a hold queue now, across every company, and how long the longest has waited (ms). */
  holdQueue: { waiting: number; longestWaitMs: number };
}

/** Calls begun earlier than this are not looked at, so the count reads a recent slice of the calls' index. */
export const LIVE_CALL_WINDOW_MS = 12 * 60 * 60_000;

/**
 * What a metrics scrape shows of the shared database, read by one process for the whole
 * installation: the job queue by kind and the calls in progress, across every company.
 */
export async function readGauges(db: Kysely<DB>, now: number): Promise<Gauges> {
  const jobs = await db
    .selectFrom('jobs')
    .select([
      'kind',
      sql<number>`sum(case when status = 'pending' and due_at <= ${now} then 1 else 0 end)`.as('due'),
      sql<number>`sum(case when status = 'running' then 1 else 0 end)`.as('running'),
      sql<number>`sum(case when status = 'pending' and due_at > ${now} then 1 else 0 end)`.as('later'),
      sql<number | null>`min(case when status = 'pending' and due_at <= ${now} then due_at end)`.as('oldest'),
    ])
    .where('status', 'in', ['pending', 'running'])
    .groupBy('kind')
    .orderBy('kind')
    .execute();
  const calls = await db
    .selectFrom('calls')
    .select(sql<number>`count(*)`.as('n'))
    .where('created_at', '>=', now - LIVE_CALL_WINDOW_MS)
    .where('status', 'not in', [...FINAL_CALL_STATUSES])
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  const held = await db
    .selectFrom('hold_queue_entries')
    .select([sql<number>`count(*)`.as('n'), sql<number | null>`min(joined_at)`.as('first')])
    .where('status', '=', 'waiting')
    .where('joined_at', '>=', now - LIVE_CALL_WINDOW_MS)
    .executeTakeFirst();
  return {
    jobs: jobs.map((j) => ({
      kind: j.kind,
      due: j.due ?? 0,
      running: j.running ?? 0,
      later: j.later ?? 0,
      oldestDueMs: j.oldest === null ? 0 : Math.max(0, now - j.oldest),
    })),
    callsInProgress: calls?.n ?? 0,
    holdQueue: {
      waiting: held?.n ?? 0,
      longestWaitMs: held?.first == null ? 0 : Math.max(0, now - held.first),
    },
  };
}
