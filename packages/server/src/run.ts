import type { Leadline, PartitionsAhead, Retention } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { handlersIdle } from './http/handlers-in-flight.js';
import type { LeadlineMetrics } from './metrics/metrics.js';
import { listenForMetrics } from './metrics/metrics-listener.js';
import { partsOf, type RoleParts } from './roles.js';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Where `GET /metrics` answers without a token, when LEADLINE_METRICS_LISTEN is set. */
  metricsUrl?: string;
  /** Stops taking requests, lets in-flight requests and jobs finish, then closes the database. */
  stop(): Promise<void>;
}

/** The least time stopping waits for handlers still running after their connections closed. */
const HANDLER_GRACE_MS = 5_000;

export interface ListenOptions {
  port: number;
  host: string;
  publicUrl?: string;
  workerPollMs?: number;
  /** What this process runs (default: everything). */
  parts?: RoleParts;
  /** On stop, how long running jobs may finish before they are handed back (default 0). */
  drainMs?: number;
  /** Enqueued hourly by a scheduler, when its policy names a table. */
  retention?: Retention;
  /** Run daily by a scheduler: the logs' monthly partitions made ahead (PostgreSQL). */
  partitionsAhead?: PartitionsAhead;
  /** Serve these metrics on an address of their own (LEADLINE_METRICS_LISTEN). */
  metricsListener?: { metrics: LeadlineMetrics; host: string; port: number };
}

/**
 * Listens, runs the parts of its role, and drains on SIGINT/SIGTERM: new requests get 503 while
 * in-flight ones finish, the worker claims nothing more and gives running jobs `drainMs` to end
 * before handing them back, the schedule runner stops between leads.
 */
export async function listen(
  app: FastifyInstance,
  leadline: Leadline,
  where: ListenOptions,
  onSignals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'],
): Promise<RunningServer> {
  const parts = where.parts ?? partsOf('all');
  // Jobs an earlier process on this host left running when it was killed are marked interrupted
  // before the first request is answered, not a minute later when their leases would run out.
  await leadline.jobs.reclaimAbandoned();
  const url = await app.listen({ port: where.port, host: where.host });
  const metrics = where.metricsListener
    ? await listenForMetrics(where.metricsListener.metrics, where.metricsListener, (err) =>
        app.log.error({ err }, 'metrics'),
      )
    : undefined;
  // Background jobs (imports, deliveries, …); more workers may run in other processes.
  const worker = parts.worker
    ? leadline.jobs.startWorker({
        onError: (err) => app.log.error({ err }, 'job worker'),
        ...(where.workerPollMs ? { pollMs: where.workerPollMs } : {}),
      })
    : undefined;
  // Schedule leads; carriers call back for dialled leads at the public URL.
  const schedules = parts.scheduler
    ? leadline.schedules.start({
        callbackBaseUrl: where.publicUrl ?? url,
        onError: (err) => app.log.error({ err }, 'schedule runner'),
        onPoolUpkeep: (report) => {
          for (const r of report.rented) app.log.info(r, 'ring pool stockpile: number rented');
          for (const r of report.released) app.log.info(r, 'ring pool: idle number released');
          for (const r of report.problems) app.log.warn(r, 'ring pool upkeep');
        },
      })
    : undefined;
  const pruning = parts.scheduler
    ? where.retention?.start({ onError: (err) => app.log.error({ err }, 'retention') })
    : undefined;
  // Recordings past their rule's retention_days: each claimed on its call, so schedulers never double up.
  const recordings = parts.scheduler
    ? leadline.recordingRetention.start({
        onError: (err) => app.log.error({ err }, 'recording retention'),
      })
    : undefined;
  const partitioning = parts.scheduler
    ? where.partitionsAhead?.start({ onError: (err) => app.log.error({ err }, 'log partitions') })
    : undefined;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      pruning?.stop();
      partitioning?.stop();
      // In parallel: a job may wait on nothing the API does, and the API's in-flight requests
      // may enqueue jobs that the next worker picks up.
      const closeApi = async () => {
        await app.close();
        // A handler whose client went away may still be running; the database stays open for it.
        await handlersIdle(app, Math.max(where.drainMs ?? 0, HANDLER_GRACE_MS));
      };
      await Promise.all([
        closeApi(),
        schedules?.stop(),
        recordings?.stop(),
        worker?.stop({ graceMs: where.drainMs ?? 0 }),
      ]);
      await metrics?.close();
      where.metricsListener?.metrics.close();
      await leadline.close();
    })();
    return stopping;
  };
  for (const signal of onSignals) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      stop().then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  return { app, url, stop, ...(metrics ? { metricsUrl: metrics.url } : {}) };
}
