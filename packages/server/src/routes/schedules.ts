import type { Leadline } from '@leadline/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { sendSingle } from '../http/envelope.js';
import { tenantOf } from '../http/request-context.js';

/**
 * Spec 4.2: POST /schedules/make_call, an outbound call to a lead now,
 * answered with the call (201). The carrier is told to call back at
 * `publicUrl` when set, else at the origin this request reached.
 */
export function registerScheduleRoutes(app: FastifyInstance, leadline: Leadline, publicUrl?: string): void {
  const def = leadline.registry.get('schedules');
  if (!def || !leadline.registry.get('calls')) return;
  const calls = leadline.registry.require('calls');
  const route = declaredRoutes(app, def);
  route('make_call', async (request, reply) => {
    const call = await leadline.makeCalls.makeCall(tenantOf(request), request.input, {
      callbackBaseUrl: publicUrl ?? originOf(request),
      meta: { ip: request.ip, requestId: request.id },
    });
    return sendSingle(reply, calls, call, 201);
  });
}

function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
