import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { endpointReferenceErrors, type Leadline, LeadlineError, RateCounters } from '@leadline/core';
import type {
  FastifyError,
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
} from 'fastify';
import {
  type AuthFailureLimit,
  AuthFailures,
  credentialOf,
  DEFAULT_AUTH_FAILURE_LIMIT,
} from './http/auth-failures.js';
import { registerBodyParsers } from './http/body-parsers.js';
import { registerCorsAndRequestId } from './http/cors-and-request-id.js';
import { companyHint, readCredentials } from './http/credentials.js';
import { errorBody, toLeadlineError } from './http/errors.js';
import { registerIdempotency } from './http/idempotency.js';
import { mergedParams } from './http/params.js';
import { databaseRateLimitStore } from './http/rate-limit-store.js';
import { drainRefusedBody, tooLargeBody } from './http/refused-body.js';
import { registerUploads } from './http/uploads.js';
import './http/request-context.js';
import { registerBuyerSuppressionRoutes } from './routes/buyer-suppressions.js';
import { registerCallEventRoutes } from './routes/call-events.js';
import { registerCallRecordingRoutes } from './routes/call-recordings.js';
import { registerCallStatsRoutes } from './routes/call-stats.js';
import { registerCallRoutes } from './routes/calls.js';
import { registerCollectionRoutes } from './routes/collections.js';
import { registerContactRoutes } from './routes/contacts.js';
import { registerDataAppendRoutes } from './routes/data-appends.js';
import { registerDatasetRoutes } from './routes/datasets.js';
import { docsRoutes } from './routes/docs.js';
import { registerEventRoutes } from './routes/events.js';
import { registerExportRoutes } from './routes/exports.js';
import { registerInboundCallRoutes } from './routes/inbound-calls.js';
import { registerInboundWebhookRoutes } from './routes/inbound-webhooks.js';
import { registerIntegrationRoutes } from './routes/integrations.js';
import { registerLeadRoutes } from './routes/leads.js';
import { registerMeRoutes } from './routes/me.js';
import { registerNumberRoutes } from './routes/numbers.js';
import { registerPhoneNumberRoutes } from './routes/phone-numbers.js';
import { registerResourceRoutes } from './routes/resources.js';
import { registerScheduleRoutes } from './routes/schedules.js';
import { registerSecureCallRoutes } from './routes/secure-calls.js';
import { registerSoundFileRoutes } from './routes/sound-files.js';
import { registerTranscriptionCallbackRoutes } from './routes/transcription-callbacks.js';
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
   * Public endpoints (lead posts, ping/post), per client address. Default: 60,000 a minute.
   * false: held to `rateLimit` only.
   */
  publicRateLimit?: RateLimitOptions | false;
  /** Failed authentications per client address before it is refused (default 300 a minute). */
  authFailureLimit?: AuthFailureLimit;
  /**
   * PostgreSQL: how long a request waits for another one holding its
   * Idempotency-Key before it is answered 409 (default IDEMPOTENCY_WAIT_MS, 10 s).
   */
  idempotencyWaitMs?: number;
  /**
   * Origin carriers reach this server at for call callbacks
   * (`https://leadline.example.com`); default: the origin each request reached.
   */
  publicUrl?: string;
  /**
   * Milliseconds between a live event stream's reads when no commit notice
   * wakes it (default 2,000): only the safety net for a lost notice.
   */
  eventStreamPollMs?: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { max: 6000, windowMs: 60_000 };
// Lead posts come in bulk from a publisher's few servers: 1,000 a second per address, a flood's bound, not a publisher's.
export const DEFAULT_PUBLIC_RATE_LIMIT: RateLimitOptions = { max: 60_000, windowMs: 60_000 };

/**
 * Who a request's limit belongs to: the credential it carries, read as authentication reads it
 * (scheme case-insensitive, `Token token=`, `auth_token`), so spelling a header differently
 * is not a new allowance; the address when it carries none or an unreadable one. A made-up
 * credential gets its own allowance, and fails authentication: those failures are limited per
 * address (AuthFailures).
 */
function limitKey(request: FastifyRequest): string {
  try {
    const q = request.raw.url?.indexOf('?') ?? -1;
    const authToken = q >= 0 ? new URLSearchParams(request.raw.url!.slice(q + 1)).get('auth_token') : null;
    const credentials = readCredentials(request.headers.authorization, authToken ?? undefined);
    if (credentials?.scheme === 'basic') return `key:${credentials.publicKey}`;
    if (credentials) return `token:${createHash('sha256').update(credentials.token).digest('base64url')}`;
  } catch {
    // Unreadable credentials: limited as the address.
  }
  return `ip:${request.ip}`;
}

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
  // Rented numbers are pointed under it (core reads it when renting).
  if (options.publicUrl && !leadline.publicUrl) leadline.publicUrl = options.publicUrl;
  registerBodyParsers(app);
  app.decorateRequest('tenant', null);
  app.decorateRequest('input', null as unknown as Record<string, unknown>);

  // Request ids and CORS in one hook, first: a refused request (429) carries them too.
  registerCorsAndRequestId(app, {
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: [
      'X-Request-Id',
      'Retry-After',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'RateLimit-Policy',
      'RateLimit',
      'Idempotent-Replayed',
    ],
    maxAgeSeconds: 86_400,
  });

  const limit = options.rateLimit === undefined ? DEFAULT_RATE_LIMIT : options.rateLimit;
  const publicLimit =
    options.publicRateLimit === undefined ? DEFAULT_PUBLIC_RATE_LIMIT : options.publicRateLimit;
  if (limit && publicLimit) {
    // Registered before the rate-limit plugin, whose own onRoute hook reads the route's config.
    app.addHook('onRoute', (route) => {
      const config = route.config as { public?: boolean; rateLimit?: unknown } | undefined;
      if (!config?.public || config.rateLimit === false) return;
      route.config = {
        ...config,
        rateLimit: {
          max: publicLimit.max,
          timeWindow: publicLimit.windowMs,
          keyGenerator: (req: FastifyRequest) => `public:${req.ip}`,
        },
      } as typeof route.config;
    });
  }
  // Requests and failed authentications are counted in the database, one batch a turn for both.
  const counters = new RateCounters(leadline.database.db, leadline.clock, leadline.prepared);
  if (limit) {
    await app.register(rateLimit, {
      // Counted in the database: a restart keeps the count, and processes on one database share it.
      store: databaseRateLimitStore(counters) as never,
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: limitKey,
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

  // The IETF RateLimit-Policy / RateLimit headers (draft-ietf-httpapi-ratelimit-headers) beside
  // the X-RateLimit-* ones clients already read.
  if (limit) {
    app.addHook('onSend', (request, reply, payload, done) => {
      const max = reply.getHeader('x-ratelimit-limit');
      if (max !== undefined) {
        const remaining = reply.getHeader('x-ratelimit-remaining') ?? 0;
        const reset = reply.getHeader('x-ratelimit-reset') ?? 0;
        const windowSeconds = Math.ceil(
          (request.publicRoute && publicLimit ? publicLimit : limit).windowMs / 1000,
        );
        reply.header('ratelimit-policy', `"default";q=${max};w=${windowSeconds}`);
        reply.header('ratelimit', `"default";r=${remaining};t=${reset}`);
      }
      done(null, payload);
    });
  }
  // Off with rate limiting (tests, a proxy that limits) unless asked for on its own.
  const failureLimit = options.authFailureLimit ?? (limit ? DEFAULT_AUTH_FAILURE_LIMIT : null);
  const failures = failureLimit ? new AuthFailures(failureLimit, counters) : null;

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
      // An unknown route is a 404 whoever asks: telling a public caller to authenticate first hides the typo.
      if (request.publicRoute || request.is404) return done();
      let credentials: ReturnType<typeof readCredentials>;
      try {
        credentials = readCredentials(request.headers.authorization, request.input.auth_token);
      } catch (error) {
        if (!failures) throw error;
        failures.failed(request.ip, credentialOf(undefined)).then(
          (refused) => done((refused ?? error) as FastifyError),
          () => done(error as FastifyError),
        );
        return;
      }
      if (!credentials) {
        throw new LeadlineError(
          'unauthorized',
          'Authentication required: send Authorization: Basic base64(public_key:private_key) or Token <auth_token>',
        );
      }
      const hint = credentials.scheme === 'basic' ? {} : companyHint(request);
      // Verified moments ago with this very secret: no one's failures refuse it.
      const recalled = leadline.auth.recall(credentials, hint);
      if (recalled) {
        request.tenant = recalled;
        return done();
      }
      // Guessing one credential's secret is stopped before the guess is looked at.
      const credential = credentialOf(credentials);
      failures?.check(request.ip, credential);
      leadline.auth.authenticate(credentials, hint).then(
        (tenant) => {
          request.tenant = tenant;
          done();
        },
        (error) => {
          if ((error as { code?: string }).code !== 'unauthorized' || !failures) return done(error);
          failures.failed(request.ip, credential).then(
            (refused) => done(refused ?? error),
            () => done(error),
          );
        },
      );
    } catch (error) {
      done(error as FastifyError);
    }
  });
  // A declared endpoint's ref parameters must name the company's own records; checked here, once,
  // so no route can forget it. Only routes that declare such parameters get the hook.
  app.addHook('onRoute', (route) => {
    const refParams = (route.config as { refParams?: { name: string; target: string }[] } | undefined)
      ?.refParams;
    if (!refParams) return;
    const check = async (request: FastifyRequest) => {
      if (!request.tenant) return;
      const errors = await endpointReferenceErrors(
        { db: leadline.database.db, registry: leadline.registry },
        request.tenant,
        refParams,
        request.input,
      );
      if (Object.keys(errors).length) throw new LeadlineError('validation_failed', errors);
    };
    const own = route.preHandler === undefined ? [] : [route.preHandler].flat();
    route.preHandler = [...own, check] as typeof route.preHandler;
  });
  // Uploads first: their hook reads a multipart body, which the idempotency hook then fingerprints.
  await registerUploads(app);
  registerIdempotency(
    app,
    leadline,
    options.idempotencyWaitMs === undefined ? {} : { waitMs: options.idempotencyWaitMs },
  );

  app.setErrorHandler(async (error, request, reply) => {
    const mapped = tooLargeBody(error, request) ?? toLeadlineError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'request failed');
    if (mapped.retryAfter !== undefined) reply.header('retry-after', String(mapped.retryAfter));
    // A body refused as too large is read to its end first, or the client gets a reset, not the 413.
    await drainRefusedBody(error, request);
    return reply.status(mapped.status).send(errorBody(mapped, request.id));
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
  registerPhoneNumberRoutes(app, leadline, options.publicUrl);
  registerDataAppendRoutes(app, leadline);
  registerIntegrationRoutes(app, leadline);
  registerScheduleRoutes(app, leadline, options.publicUrl);
  registerCallRoutes(app, leadline, options.publicUrl);
  registerCallRecordingRoutes(app, leadline, options.publicUrl);
  registerSecureCallRoutes(app, leadline);
  registerSoundFileRoutes(app, leadline);
  registerInboundCallRoutes(app, leadline, options.publicUrl);
  registerTranscriptionCallbackRoutes(app, leadline);
  registerCallEventRoutes(app, leadline);
  registerEventRoutes(app, leadline, options.eventStreamPollMs);
  registerWebhookRoutes(app, leadline, options.publicUrl);
  registerResourceRoutes(app, leadline);
  registerCollectionRoutes(app, leadline);
  registerCallStatsRoutes(app, leadline);
  registerDatasetRoutes(app, leadline);
  registerExportRoutes(app, leadline);
  registerNumberRoutes(app, leadline);
}
