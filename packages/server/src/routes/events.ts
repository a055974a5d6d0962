import {
  EVENT_CATALOG,
  type EventJson,
  eventEndpoints,
  eventsTopic,
  eventTypeList,
  invalidParam,
  isEventType,
  type Leadline,
  type TenantContext,
} from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { tenantOf } from '../http/request-context.js';

/**
 * A dispatch's commit notice (`events:<company>`, LISTEN/NOTIFY across processes on
 * PostgreSQL) wakes the stream; this slower poll is only the safety net for a lost notice.
 */
const DEFAULT_STREAM_POLL_MS = 2_000;
const KEEP_ALIVE_MS = 15_000;

/** `types=a,b` → the types, each checked; blank: every type the credentials may read. */
function typesOf(leadline: Leadline, ctx: TenantContext, raw: unknown): string[] {
  const asked =
    raw === undefined || raw === ''
      ? []
      : (Array.isArray(raw) ? raw : String(raw).split(',')).map((t) => String(t).trim()).filter(Boolean);
  for (const t of asked)
    if (!isEventType(t)) throw invalidParam('types', `${JSON.stringify(t)} is not an event type`);
  const readable = Object.entries(EVENT_CATALOG)
    .filter(([, spec]) => {
      const def = leadline.registry.get(spec.record);
      if (!def) return false;
      const access = ctx.permissions.access[def.family] ?? ctx.permissions.access['*'] ?? 'none';
      return ctx.permissions.superuser || access === 'read' || access === 'write';
    })
    .map(([name]) => name);
  const types = asked.length ? asked.filter((t) => readable.includes(t)) : readable;
  // Nothing readable: a type that matches no row, rather than every type.
  return types.length ? types : ['-'];
}

function intParam(
  raw: unknown,
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw invalidParam(
      name,
      `Must be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}`,
    );
  }
  return n;
}

/** GET /events, /events/types and the SSE stream (declared in core's events/event-endpoints.ts). */
export function registerEventRoutes(
  app: FastifyInstance,
  leadline: Leadline,
  pollMs = DEFAULT_STREAM_POLL_MS,
): void {
  const route = declaredRoutes(app, eventEndpoints);
  // Open streams end when the server closes, so a graceful shutdown never waits on a listener.
  const streams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  route('list', async (request) => {
    const ctx = tenantOf(request);
    const input = request.input;
    const events = await leadline.events.list(ctx, {
      types: typesOf(leadline, ctx, input.types),
      after: intParam(input.after, 'after', 0),
      limit: intParam(input.limit, 'limit', 1, 500),
    });
    return { status: 200, errors: {}, events, metadata: { root: 'events' } };
  });
  route('types', async () => ({
    status: 200,
    errors: {},
    event_types: eventTypeList(),
    metadata: { root: 'event_types' },
  }));
  route('stream', async (request, reply) => {
    const ctx = tenantOf(request);
    const types = typesOf(leadline, ctx, request.input.types);
    const lastId = intParam(request.headers['last-event-id'], 'Last-Event-ID', 0);
    let after = lastId ?? intParam(request.input.after, 'after', 0) ?? (await leadline.events.latest(ctx));
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(': connected\n\n');
    let open = true;
    // A notice that came while the stream was reading: the next wait is skipped rather than the notice lost.
    let noticed = false;
    let wake: (() => void) | undefined;
    const stopHearing = leadline.signals.on(eventsTopic(ctx.company.id), () => {
      noticed = true;
      wake?.();
    });
    const end = () => {
      open = false;
      wake?.();
    };
    streams.add(end);
    request.raw.on('close', end);
    let lastWrite = Date.now();
    const send = (e: EventJson) =>
      raw.write(`id: ${e.sequence}\nevent: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
    while (open && !raw.destroyed) {
      noticed = false;
      // Only dispatched events: their `data` is the record as delivered.
      const batch = await leadline.events.list(ctx, { types, after, limit: 200 }).catch(() => []);
      const ready: EventJson[] = [];
      for (const e of batch) {
        if (e.data === null) break;
        ready.push(e);
      }
      for (const e of ready) send(e);
      if (ready.length) {
        after = ready[ready.length - 1]!.sequence;
        lastWrite = Date.now();
      } else if (Date.now() - lastWrite >= KEEP_ALIVE_MS) {
        raw.write(': keep-alive\n\n');
        lastWrite = Date.now();
      }
      if (ready.length < 200 && !noticed && open) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, pollMs);
          function done() {
            clearTimeout(timer);
            resolve();
          }
          wake = done;
        });
        wake = undefined;
      }
    }
    stopHearing();
    streams.delete(end);
    raw.end();
  });
}
