import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Leadline } from '@leadline/core';
import {
  context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  type Sampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';

/** What `startTracing` hands the server: its HTTP server factory, the route namer, and a flush on close. */
export interface Tracing {
  /** Fastify's `serverFactory`: every request runs inside its server span. */
  serverFactory(handler: (req: IncomingMessage, res: ServerResponse) => void): Server;
  /** Names each request's span after its route pattern once Fastify has matched it. */
  nameRoutes(app: FastifyInstance): void;
  /** Ends the hooks and sends the spans still buffered. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** `service.name` (OTEL_SERVICE_NAME, else `leadline`). */
  serviceName: string;
  /** `leadline.role` on every span: api, worker, scheduler or all. */
  role: string;
  /** Share of new traces kept, 0–1 (OTEL_TRACES_SAMPLER_ARG); a caller's sampled flag is followed. */
  ratio?: number;
  /** Where the spans go (default: the OTLP/HTTP exporter configured by the OTEL_EXPORTER_OTLP_* variables). */
  processor?: BatchSpanProcessor;
}

/**
 * OpenTelemetry traces of one process, off unless an OTLP endpoint is configured: a server span
 * per HTTP request (a caller's `traceparent` continues its trace), a client span per query the
 * query builder sends while a span is active, a span per job run (webhook deliveries among them)
 * with its queries and its outgoing HTTP requests (undici) beneath it. A job run continues the
 * trace of what enqueued it (its `traceparent` is kept with the job), in whatever process runs it;
 * a job run inside a request (the first delivery attempt a dispatch makes itself) hangs under it.
 *
 * The trace context is read from callers but never sent on: no `traceparent` header leaves for a
 * buyer or a webhook receiver (no global propagator is set), so trace ids stay inside.
 * Query text and URL query strings are not recorded (tokens and credentials travel in them).
 */
export function startTracing(leadline: Leadline, options: TracingOptions): Tracing {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  const root: Sampler =
    options.ratio === undefined || options.ratio >= 1
      ? new AlwaysOnSampler()
      : new TraceIdRatioBasedSampler(options.ratio);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName, 'leadline.role': options.role }),
    sampler: new ParentBasedSampler({ root }),
    spanProcessors: [options.processor ?? new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
  });
  const tracer = provider.getTracer('leadline');
  // Outgoing requests (webhook deliveries, carriers, buyers) under the span that made them; their
  // query strings can hold a receiver's credentials, so the URL is recorded without one.
  const undici = new UndiciInstrumentation({
    requireParentforSpans: true,
    startSpanHook: (request) => ({
      'url.full': `${request.origin}${request.path.split('?')[0]}`,
      'url.query': '',
    }),
  });
  undici.setTracerProvider(provider);
  const propagator = new W3CTraceContextPropagator();
  const dialect = leadline.database.dialect === 'postgres' ? 'postgresql' : 'sqlite';

  const stopQueries = leadline.database.queries.add((query) => {
    const parent = context.active();
    if (!trace.getSpan(parent)) return; // pollers and claims outside any request or job
    const start = performance.timeOrigin + query.startedAt;
    const span = tracer.startSpan(
      `db ${query.operation}`,
      {
        kind: SpanKind.CLIENT,
        startTime: start,
        attributes: { 'db.system.name': dialect, 'db.operation.name': query.operation },
      },
      parent,
    );
    if (query.failed) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end(start + query.ms);
  });

  // A job keeps the traceparent of the span that enqueued it (the request, or the job run that
  // made it), kept in the jobs table only: it is never sent outside.
  leadline.jobs.carryTrace(() => {
    const carrier: Record<string, string> = {};
    propagator.inject(context.active(), carrier, defaultTextMapSetter);
    return carrier.traceparent;
  });

  leadline.jobs.wrapRuns((job, run) =>
    tracer.startActiveSpan(
      `job ${job.kind}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          'leadline.job.kind': job.kind,
          'leadline.job.id': job.id,
          'leadline.job.attempt': job.attempts,
        },
      },
      parentOf(job.traceparent),
      async (span: Span) => {
        try {
          const outcome = await run();
          span.setAttribute('leadline.job.outcome', outcome);
          if (outcome === 'failed' || outcome === 'retried') span.setStatus({ code: SpanStatusCode.ERROR });
          return outcome;
        } finally {
          span.end();
        }
      },
    ),
  );

  /**
   * The run's parent: the span active now (a job run inside its request), else the trace its
   * enqueuer was in, whichever process enqueued it; a job enqueued untraced starts its own trace.
   */
  const parentOf = (traceparent: string | null | undefined) => {
    const active = context.active();
    if (trace.getSpan(active) || !traceparent) return active;
    return propagator.extract(ROOT_CONTEXT, { traceparent }, defaultTextMapGetter);
  };

  return {
    serverFactory(handler) {
      return createServer((req, res) => {
        const parent = propagator.extract(ROOT_CONTEXT, req.headers, {
          get: (headers, key) => headers[key],
          keys: (headers) => Object.keys(headers),
        });
        const span = tracer.startSpan(
          req.method ?? 'HTTP',
          {
            kind: SpanKind.SERVER,
            attributes: {
              'http.request.method': req.method ?? '',
              'url.path': (req.url ?? '').split('?')[0]!,
            },
          },
          parent,
        );
        res.once('close', () => {
          span.setAttribute('http.response.status_code', res.statusCode);
          if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        });
        context.with(trace.setSpan(parent, span), () => handler(req, res));
      });
    },
    nameRoutes(app) {
      app.addHook('onRequest', async (request) => {
        const route = request.routeOptions.url;
        const span = trace.getActiveSpan();
        if (!span || !route) return;
        span.updateName(`${request.method} ${route}`);
        span.setAttribute('http.route', route);
      });
    },
    async shutdown() {
      stopQueries();
      leadline.jobs.wrapRuns(undefined);
      leadline.jobs.carryTrace(undefined);
      undici.disable();
      await provider.shutdown();
      contextManager.disable();
      context.disable();
    },
  };
}
