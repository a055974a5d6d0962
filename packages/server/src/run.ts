import type { Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Stops taking requests, lets in-flight requests and jobs finish, then closes the database. */
  stop(): Promise<void>;
}

/** Listens, and shuts down cleanly on SIGINT/SIGTERM. */
export async function listen(
  app: FastifyInstance,
  leadline: Leadline,
  where: { port: number; host: string; publicUrl?: string; workerPollMs?: number },
  onSignals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM'],
): Promise<RunningServer> {
  // Jobs an earlier process on this host left running when it was killed are marked interrupted
  // before the first request is answered, not a minute later when their leases would run out.
  await leadline.jobs.reclaimAbandoned();
  const url = await app.listen({ port: where.port, host: where.host });
  // Background jobs (imports, …) run in the serving process too; more workers may run elsewhere.
  const worker = leadline.jobs.startWorker({
    onError: (err) => app.log.error({ err }, 'job worker'),
    ...(where.workerPollMs ? { pollMs: where.workerPollMs } : {}),
  });
  // Schedule leads are worked here too; carriers call back for dialled leads at the public URL.
  const schedules = leadline.schedules.start({
    callbackBaseUrl: where.publicUrl ?? url,
    onError: (err) => app.log.error({ err }, 'schedule runner'),
  });
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await app.close();
      await schedules.stop();
      await worker.stop();
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
  return { app, url, stop };
}
