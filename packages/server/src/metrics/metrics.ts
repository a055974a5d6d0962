import { createRequire } from 'node:module';
import { type Leadline, readGauges } from '@leadline/core';
import type * as PromClient from 'prom-client';

// Loaded when a process keeps metrics, not by importing the server: most never do (issue 30, RSS).
let promClient: typeof PromClient | undefined;
const prom = () => (promClient ??= createRequire(import.meta.url)('prom-client') as typeof PromClient);

/** Statement words kept as label values; anything else is `other`, so labels stay few. */
const KNOWN_OPERATIONS = new Set([
  'select',
  'insert',
  'update',
  'delete',
  'with',
  'begin',
  'commit',
  'rollback',
  'savepoint',
  'release',
]);

/**
 * The Prometheus metrics of one process (prom-client), on a registry of its own so two servers in
 * one process (tests, embedders) never share counters. Counters count what this process did;
 * the queue and call gauges are read from the shared database at each scrape, so every process
 * shows the whole installation's backlog.
 */
export class LeadlineMetrics {
  readonly registry = new (prom().Registry)();
  private readonly requests = new (prom().Histogram)({
    name: 'leadline_http_request_duration_seconds',
    help: 'HTTP requests answered by this process, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly jobsFinished = new (prom().Counter)({
    name: 'leadline_jobs_finished_total',
    help: 'Job runs in this process by kind and outcome (done, retried, failed, released, lost); webhook deliveries are kind webhooks.deliver',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobSeconds = new (prom().Histogram)({
    name: 'leadline_job_duration_seconds',
    help: 'How long job runs in this process took, by kind',
    labelNames: ['kind'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [this.registry],
  });
  private readonly queue = new (prom().Gauge)({
    name: 'leadline_job_queue_jobs',
    help: 'Jobs in the shared queue by kind and state: due (waiting for a worker), running, later (retries, scheduled)',
    labelNames: ['kind', 'state'] as const,
    registers: [this.registry],
  });
  private readonly queueAge = new (prom().Gauge)({
    name: 'leadline_job_queue_oldest_due_seconds',
    help: 'How long the oldest due job of a kind has waited for a worker',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly callsInProgress = new (prom().Gauge)({
    name: 'leadline_calls_in_progress',
    help: 'Calls not yet ended, across every company',
    registers: [this.registry],
  });
  private readonly held = new (prom().Gauge)({
    name: 'leadline_hold_queue_callers',
    help: 'Callers waiting in a hold queue now, across every company',
    registers: [this.registry],
  });
  private readonly heldLongest = new (prom().Gauge)({
    name: 'leadline_hold_queue_longest_wait_seconds',
    help: 'How long the caller waiting longest in any hold queue has waited',
    registers: [this.registry],
  });
  private readonly queries = new (prom().Histogram)({
    name: 'leadline_db_query_duration_seconds',
    help: 'Queries this process sent through the query builder, by statement (select, insert, update, delete, begin, commit, …) and whether they failed; prepared point reads beside the builder are not counted',
    labelNames: ['operation', 'outcome'] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
    registers: [this.registry],
  });
  private readonly pool = new (prom().Gauge)({
    name: 'leadline_db_pool_connections',
    help: "This process's PostgreSQL connections by state (busy, idle), the pool's max, and queries waiting for one",
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  private readonly stopObserving: () => void;
  private readonly stopTimingQueries: () => void;

  constructor(private readonly leadline: Leadline) {
    prom().collectDefaultMetrics({ register: this.registry, prefix: 'leadline_process_' });
    this.stopObserving = leadline.jobs.observe(({ kind, outcome, ms }) => {
      this.jobsFinished.inc({ kind, outcome });
      this.jobSeconds.observe({ kind }, ms / 1000);
    });
    this.stopTimingQueries = leadline.database.queries.add(({ operation, ms, failed }) => {
      this.queries.observe(
        {
          operation: KNOWN_OPERATIONS.has(operation) ? operation : 'other',
          outcome: failed ? 'error' : 'ok',
        },
        ms / 1000,
      );
    });
  }

  /** One answered request; `route` is the route's pattern (`/api/v1/leads/:id`), never the raw URL. */
  observeRequest(method: string, route: string, status: number, seconds: number): void {
    this.requests.observe({ method, route, status: String(status) }, seconds);
  }

  /** The text a scrape gets: the database's gauges are read now. */
  async render(): Promise<string> {
    const gauges = await readGauges(this.leadline.database.db, this.leadline.clock.now());
    this.queue.reset();
    this.queueAge.reset();
    for (const q of gauges.jobs) {
      this.queue.set({ kind: q.kind, state: 'due' }, q.due);
      this.queue.set({ kind: q.kind, state: 'running' }, q.running);
      this.queue.set({ kind: q.kind, state: 'later' }, q.later);
      this.queueAge.set({ kind: q.kind }, q.oldestDueMs / 1000);
    }
    this.callsInProgress.set(gauges.callsInProgress);
    this.held.set(gauges.holdQueue.waiting);
    this.heldLongest.set(gauges.holdQueue.longestWaitMs / 1000);
    const pool = this.leadline.database.poolStats?.();
    if (pool) {
      this.pool.set({ state: 'busy' }, pool.total - pool.idle);
      this.pool.set({ state: 'idle' }, pool.idle);
      this.pool.set({ state: 'waiting' }, pool.waiting);
      this.pool.set({ state: 'max' }, pool.max);
    }
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  close(): void {
    this.stopObserving();
    this.stopTimingQueries();
  }
}
