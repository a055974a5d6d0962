import { randomUUID } from 'node:crypto';
import { type Leadline, LeadlineError } from '@leadline/core';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { clientErrors, errorBody, frameworkErrors, toLeadlineError } from './http/errors.js';
import { trackHandlers } from './http/handlers-in-flight.js';
import { redactRequestUrl } from './http/redact-url.js';
import { drainRefusedBody } from './http/refused-body.js';
import { OneLinePerRequest } from './logging.js';
import type { LeadlineMetrics } from './metrics/metrics.js';
import { registerMetrics } from './metrics/metrics-routes.js';
import { type LeadlineApiOptions, leadlineApi } from './plugin.js';
import { registerConsoleRoutes } from './routes/console.js';
import type { Tracing } from './tracing/tracing.js';

/** Where people are sent from `/` and `/api/docs`: the HTML reference. */
const REFERENCE = '/api/docs/1.0';

export interface BuildServerOptions extends Omit<LeadlineApiOptions, 'leadline'> {
  leadline: Leadline;
  /** pino options, or false for silence (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Largest accepted body in bytes (default 10 MiB: lead batches and CSV uploads). */
  bodyLimit?: number;
  /** Trust X-Forwarded-* from a proxy in front. */
  trustProxy?: boolean;
  /** Serve `/api/v1` (default true); a worker or scheduler process answers only health checks. */
  api?: boolean;
  /** Time requests into these metrics; with `token`, serve them at `GET /metrics`. */
  metrics?: { metrics: LeadlineMetrics; token?: string };
  /** OpenTelemetry traces (tracing/tracing.ts): each request runs inside its server span. */
  tracing?: Tracing;
}

/**
 * The standalone server: the API plugin plus health endpoints and request ids.
 * `leadline serve` and apps/server both start this, so they cannot drift apart.
 */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const {
    leadline,
    logger = false,
    bodyLimit = 10 * 1024 * 1024,
    trustProxy = false,
    api: serveApi = true,
    metrics,
    tracing,
    ...api
  } = options;
  const app = Fastify({
    ...(tracing ? { serverFactory: tracing.serverFactory } : {}),
    logger: withRedaction(logger),
    bodyLimit,
    trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // One line per request instead of Fastify's two.
    logController: new OneLinePerRequest(!logger),
    // Return 503 to new requests while in-flight ones finish during shutdown.
    return503OnClosing: true,
    // A malformed or oversized path answers in the API's error shape, not Fastify's.
    frameworkErrors: frameworkErrors as never,
    // Headers too large (431) and unparseable requests too.
    clientErrorHandler: clientErrors,
  });
  trackHandlers(app);
  tracing?.nameRoutes(app);
  if (metrics) registerMetrics(app, metrics.metrics, metrics.token);
  let closing = false;
  app.addHook('onClose', async () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });

  // Outside /api/v1 too (the front door, health, Fastify's own 404s and body errors): every
  // error body is the documented shape, `{status, code, message, errors, request_id}`.
  app.setErrorHandler(async (error, request, reply) => {
    const mapped = toLeadlineError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
    await drainRefusedBody(error, request);
    return reply.status(mapped.status).send(errorBody(mapped, request.id));
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const error = new LeadlineError(
      'route_not_found',
      `No route ${request.method} ${path}: the API is under /api/v1, its reference at ${REFERENCE}`,
    );
    reply.status(404).send(errorBody(error, request.id));
  });
  // The front door points at the reference.
  for (const path of ['/', '/api', '/api/docs']) {
    app.get(path, async (_request, reply) => reply.redirect(REFERENCE, 302));
  }

  // Liveness: the process answers. Readiness: the database answers and we are not shutting down.
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const ready = !closing && (await leadline.ping());
    reply.status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable', database: leadline.database.dialect };
  });

  if (serveApi) {
    // The operator console: static files that talk to the API below, as any client would.
    registerConsoleRoutes(app);
    await app.register(leadlineApi, { leadline, ...api });
  }
  return app;
}

/** pino options with a request serializer that redacts credentials (auth_token=… in the URL). */
function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : (logger as Record<string, unknown>);
  const serializers = (options.serializers as Record<string, unknown> | undefined) ?? {};
  return {
    ...options,
    serializers: {
      ...serializers,
      req: (req: { method: string; url: string; hostname?: string; ip?: string; id?: string }) => ({
        method: req.method,
        url: redactRequestUrl(req.url),
        host: req.hostname,
        remoteAddress: req.ip,
      }),
    },
  } as FastifyServerOptions['logger'];
}
