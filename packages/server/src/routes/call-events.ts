import type { Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { sendSingle } from '../http/envelope.js';
import { tenantOf } from '../http/request-context.js';

/**
 * GET /calls/:id/events (the routing trace) and POST /calls/simulate (the
 * simulated carrier), declared on the calls resource.
 */
export function registerCallEventRoutes(app: FastifyInstance, leadline: Leadline): void {
  if (!leadline.registry.get('calls') || !leadline.registry.get('call_events')) return;
  const resource = leadline.resource('calls');
  const route = declaredRoutes(app, resource.def);

  route<{ Params: { id: string } }>('events', async (request) => {
    const ctx = tenantOf(request);
    const call = await resource.show(ctx, request.params.id);
    const events = await leadline.callTrace.read(
      leadline.database.db,
      ctx.company.id,
      Number(call.id),
      ctx.company.time_zone,
    );
    return {
      status: 200,
      errors: {},
      id: call.id,
      uuid: call.uuid,
      created_at: call.created_at,
      events,
      metadata: { root: 'events', call_id: call.id, total_count: events.length },
    };
  });

  route('simulate', async (request, reply) => {
    const ctx = tenantOf(request);
    const { call } = await leadline.callSimulator.run(ctx, request.input);
    return sendSingle(reply, resource.def, await resource.show(ctx, Number(call.id)), 201);
  });
}
