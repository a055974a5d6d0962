import type { Leadline } from '@leadline/core';
import { createTestLeadline, createTestTenant, type TestTenant } from '@leadline/core/testing';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/index.js';
import { startTracing, type Tracing } from '../src/tracing/tracing.js';
import { WebhookReceiver } from './webhook-receiver.js';

/** A span as the OTLP/HTTP JSON wire format carries it (ExportTraceServiceRequest). */
interface WireSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: Record<string, unknown> }[];
}
const SERVER = 2;
const CLIENT = 3;
const CONSUMER = 5;
const attr = (span: WireSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value && Object.values(value)[0];
};

describe('OpenTelemetry traces sent to an OTLP/HTTP collector', () => {
  const collector = new WebhookReceiver();
  const receiver = new WebhookReceiver();
  let leadline: Leadline;
  let tenant: TestTenant;
  let tracing: Tracing;
  let processor: BatchSpanProcessor;
  let app: FastifyInstance;
  let base = '';

  /** Every span the collector has been sent so far. */
  const spans = async (): Promise<WireSpan[]> => {
    await processor.forceFlush();
    return collector.received.flatMap((r) =>
      JSON.parse(r.body).resourceSpans.flatMap((rs: any) => rs.scopeSpans.flatMap((ss: any) => ss.spans)),
    );
  };
  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/v1${path}`, {
      method,
      headers: { authorization: tenant.authorization, 'content-type': 'application/json', ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    await collector.start();
    collector.responseBody = '{}';
    await receiver.start();
    leadline = await createTestLeadline({ allowPrivateUrls: ['127.0.0.0/8'] });
    tenant = await createTestTenant(leadline);
    processor = new BatchSpanProcessor({
      exporter: new OTLPTraceExporter({ url: collector.url('/v1/traces') }),
    });
    tracing = startTracing(leadline, { serviceName: 'leadline-test', role: 'all', processor });
    app = await buildServer({ leadline, rateLimit: false, tracing });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await tracing?.shutdown();
    await leadline?.close();
    await collector.stop();
    await receiver.stop();
  });

  it("continues a caller's traceparent into a server span named by route, with the request's queries under it", async () => {
    const traceId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const callerSpan = '1122334455667788';
    const res = await call(
      'POST',
      '/offers',
      { name: 'Traced offer' },
      {
        traceparent: `00-${traceId}-${callerSpan}-01`,
      },
    );
    expect(res.status).toBe(201);
    const offerId = (await res.json()).offer.id;
    const all = await spans();
    const server = all.find((s) => s.traceId === traceId && s.kind === SERVER);
    expect(server).toMatchObject({ name: 'POST /api/v1/offers', parentSpanId: callerSpan });
    expect(attr(server!, 'http.route')).toBe('/api/v1/offers');
    expect(Number(attr(server!, 'http.response.status_code'))).toBe(201);
    const queries = all.filter((s) => s.parentSpanId === server!.spanId && s.kind === CLIENT);
    expect(queries.map((q) => q.name)).toContain('db insert');
    expect(attr(queries[0]!, 'db.system.name')).toBe(
      leadline.database.dialect === 'postgres' ? 'postgresql' : 'sqlite',
    );
    // No query string and no SQL text is recorded.
    await call('GET', `/offers/${offerId}?auth_token=never-recorded`);
    const text = JSON.stringify(await spans());
    expect(text).not.toContain('never-recorded');
    expect(text).not.toContain('select ');
  });

  it('traces a webhook delivery as a job run with its queries and its outgoing request, sending no traceparent to the receiver', async () => {
    // A credential in the receiver's query string is sealed at rest and never reaches a span.
    const sub = await call('POST', '/subscriptions', {
      target_url: `${receiver.url()}?api_key=receiver-secret`,
      event: 'new_lead',
    });
    expect(sub.status).toBe(201);
    const offer = await (await call('POST', '/offers', { name: 'Leads offer' })).json();
    const lead = await call('POST', '/leads', {
      lead_token: offer.offer.lead_token,
      caller_id: '+17193139901',
    });
    expect(lead.status).toBe(200);
    await leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]!.headers.traceparent).toBeUndefined();

    const all = await spans();
    const delivery = all.find(
      (s) => s.kind === CONSUMER && attr(s, 'leadline.job.kind') === 'webhooks.deliver',
    );
    expect(delivery).toBeDefined();
    expect(attr(delivery!, 'leadline.job.outcome')).toBe('done');
    const under = all.filter((s) => s.traceId === delivery!.traceId && s.parentSpanId === delivery!.spanId);
    expect(under.some((s) => s.name.startsWith('db '))).toBe(true);
    const sent = under.find((s) => s.kind === CLIENT && !s.name.startsWith('db '));
    expect(sent).toBeDefined();
    expect(attr(sent!, 'url.full')).toBe(receiver.url());
    expect(JSON.stringify(all)).not.toContain('receiver-secret');
  });

  it("continues the request's trace into the delivery job it causes, run later by the worker, without sending the traceparent on", async () => {
    const traceId = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
    const offer = await (await call('POST', '/offers', { name: 'Traced leads' })).json();
    const lead = await call(
      'POST',
      '/leads',
      { lead_token: offer.offer.lead_token, caller_id: '+17193139902' },
      { traceparent: `00-${traceId}-99aabbccddeeff00-01` },
    );
    expect(lead.status).toBe(200);
    const before = receiver.received.length;
    await leadline.jobs.runDue();
    expect(receiver.received).toHaveLength(before + 1);
    const sent = receiver.received.at(-1)!;
    expect(sent.headers.traceparent).toBeUndefined();
    expect(JSON.stringify(sent.headers)).not.toContain(traceId);
    expect(sent.body).not.toContain(traceId);

    const all = await spans();
    const request = all.find((s) => s.traceId === traceId && s.kind === SERVER);
    expect(request?.name).toBe('POST /api/v1/leads');
    const delivery = all.find(
      (s) =>
        s.kind === CONSUMER && attr(s, 'leadline.job.kind') === 'webhooks.deliver' && s.traceId === traceId,
    );
    expect(delivery).toBeDefined();
    expect(attr(delivery!, 'leadline.job.outcome')).toBe('done');
    // Its parent is a span of the same trace: the request, or the job run that enqueued it.
    const ids = new Set(all.filter((s) => s.traceId === traceId).map((s) => s.spanId));
    expect(ids.has(delivery!.parentSpanId!)).toBe(true);
  });
});
