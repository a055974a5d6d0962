import { randomUUID } from 'node:crypto';
import type { Leadline } from '@leadline/core';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { OneLinePerRequest } from './logging.js';
import { type LeadlineApiOptions, leadlineApi } from './plugin.js';

export interface BuildServerOptions extends Omit<LeadlineApiOptions, 'leadline'> {
  leadline: Leadline;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted body in bytes (default 10 MiB: lead batches and CSV uploads). */
  bodyLimit?: number;
  /** Trust X-Forwarded-* from a proxy in front. */
  trustProxy?: boolean;
}

/**
 * The standalone server: the API plugin plus health endpoints and request ids.
 * `leadline serve` and apps/server both start this, so they cannot drift apart.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { leadline, logger = false, bodyLimit = 10 * 1024 * 1024, trustProxy = false, ...api } = options;
  const app = Fastify({
    logger,
    bodyLimit,
    trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(),
    // Return 503 to new requests while in-flight ones finish during shutdown.
    return503OnClosing: true,
  });
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Liveness: the process answers. Readiness: the database answers and we are not shutting down.
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = !closing && (await leadline.ping());
    reply.status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable', database: leadline.database.dialect };
  });

  await app.register(leadlineApi, { leadline, ...api });
  return app;
}
