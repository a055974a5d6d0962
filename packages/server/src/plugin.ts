import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { type Leadline, LeadlineError } from '@leadline/core';
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import { registerBodyParsers } from './http/body-parsers.js';
import { companyHint, readCredentials } from './http/credentials.js';
import { errorBody, toLeadlineError } from './http/errors.js';
import { registerIdempotency } from './http/idempotency.js';
import { mergedParams } from './http/params.js';
import { registerUploads } from './http/uploads.js';
import './http/request-context.js';
import { registerBuyerSuppressionRoutes } from './routes/buyer-suppressions.js';
import { registerCallRoutes } from './routes/calls.js';
import { registerCollectionRoutes } from './routes/collections.js';
import { registerContactRoutes } from './routes/contacts.js';
import { registerDataAppendRoutes } from './routes/data-appends.js';
import { docsRoutes } from './routes/docs.js';
import { registerEventRoutes } from './routes/events.js';
import { registerInboundWebhookRoutes } from './routes/inbound-webhooks.js';
import { registerIntegrationRoutes } from './routes/integrations.js';
import { registerLeadRoutes } from './routes/leads.js';
import { registerMeRoutes } from './routes/me.js';
import { registerPhoneNumberRoutes } from './routes/phone-numbers.js';
import { registerResourceRoutes } from './routes/resources.js';
import { registerScheduleRoutes } from './routes/schedules.js';
import { registerSecureCallRoutes } from './routes/secure-calls.js';
import { registerWebhookRoutes } from './routes/webhooks.js';

export interface RateLimitOptions {
  /** Requests per window per credential (or per IP without one). */
  max: number;
  windowMs: number;
}

export interface LeadlineApiOptions {
  leadline: Leadline;
  /** Default: 6,000 requests a minute per credential. false turns it off. */
  rateLimit?: RateLimitOptions | false;
  /**
   * Origin carriers reach this server at for call callbacks
   * (`https://leadline.example.com`); default: the origin each request reached.
   */
  publicUrl?: string;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 6000, windowMs: 60_000 };

/**
 * The REST API under /api/v1 as an encapsulated Fastify plugin:
 * `app.register(leadlineApi, { leadline })` mounts it in any Fastify app.
 */
export const leadlineApi: FastifyPluginAsync<LeadlineApiOptions> = async (app, options) => {
  // Everything lives inside the /api/v1 context, so our parsers, hooks, CORS
  // and 404 handling never touch the host app's own routes.
  await app.register((v1) => apiV1(v1, options), { prefix: '/api/v1' });
  await app.register(
    async (docs) => {
      docs.setErrorHandler((error, request, reply) => {
        const mapped = toLeadlineError(error);
        reply.status(mapped.status).send(errorBody(mapped, request.id));
      });
      await docsRoutes(docs, { leadline: options.leadline });
    },
    { prefix: '/api/docs/1.0' },
  );
};

async function apiV1(app: FastifyInstance, options: LeadlineApiOptions): Promise<void> {
  const { leadline } = options;
  registerBodyParsers(app);
  app.decorateRequest('tenant', null);
  app.decorateRequest('input', null as unknown as Record<string, unknown>);

  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    // One string, not an array: the plugin would join the array again on every request.
    exposedHeaders: [
      'X-Request-Id',
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Idempotent-Replayed',
    ].join(', '),
    maxAge: 86_400,
  });

  const limit = options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit;
  if (limit) {
    await app.register(rateLimit, {
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (req) => req.headers.authorization ?? req.ip,
      errorResponseBuilder: (_req, context) =>
        new LeadlineError(
          'rate_limited',
          `Rate limit exceeded: retry in ${Math.ceil(context.ttl / 1000)} seconds`,
          {
            retryAfter: Math.ceil(context.ttl / 1000),
          },
        ),
    });
  }

  // A callback hook, not an async one: it runs on every request, and a promise per step shows.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  // Routes declared public (lead posts) answer without credentials; marked once, when the route is added.
  app.decorateRequest('publicRoute', false);
  const markPublic = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    request.publicRoute = true;
    done();
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.public) return;
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...own, markPublic] as typeof route.onRequest;
  });

  // Callback style, like the hook above: a request whose credentials were verified moments ago
  // (nearly every one) is authenticated without a promise.
  app.addHook('preHandler', (request, _reply, done) => {
    try {
      request.input = mergedParams(request);
      if (request.publicRoute) return done();
      const credentials = readCredentials(request.headers.authorization, request.input.auth_token);
      if (!credentials) {
        throw new LeadlineError(
          'unauthorized',
          'Authentication required: send Authorization: Basic base64(public_key:private_key) or Token <auth_token>',
        );
      }
      const hint = credentials.scheme === 'basic' ? {} : companyHint(request);
      const recalled = leadline.auth.recall(credentials, hint);
      if (recalled) {
        request.tenant = recalled;
        return done();
      }
      leadline.auth.authenticate(credentials, hint).then((tenant) => {
        request.tenant = tenant;
        done();
      }, done);
    } catch (error) {
      done(error as FastifyError);
    }
  });
  // Uploads first: their hook reads a multipart body, which the idempotency hook then fingerprints.
  await registerUploads(app);
  registerIdempotency(app, leadline);

  app.setErrorHandler((error, request, reply) => {
    const mapped = toLeadlineError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
    if (mapped.retryAfter !== undefined) reply.header('retry-after', String(mapped.retryAfter));
    reply.status(mapped.status).send(errorBody(mapped, request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    const error = new LeadlineError(
      'route_not_found',
      `No route ${request.method} ${request.url.split('?')[0]}`,
    );
    reply.status(404).send(errorBody(error, request.id));
  });

  registerMeRoutes(app);
  registerContactRoutes(app, leadline);
  registerBuyerSuppressionRoutes(app, leadline);
  registerLeadRoutes(app, leadline);
  registerInboundWebhookRoutes(app, leadline);
  registerPhoneNumberRoutes(app, leadline);
  registerDataAppendRoutes(app, leadline);
  registerIntegrationRoutes(app, leadline);
  registerScheduleRoutes(app, leadline, options.publicUrl);
  registerCallRoutes(app, leadline);
  registerSecureCallRoutes(app, leadline);
  registerEventRoutes(app, leadline);
  registerWebhookRoutes(app, leadline);
  registerResourceRoutes(app, leadline);
  registerCollectionRoutes(app, leadline);
}
