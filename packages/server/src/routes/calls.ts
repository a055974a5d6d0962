import type { Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { sendSingle } from '../http/envelope.js';
import { narrowedList } from '../http/narrowed-list.js';
import { tenantOf } from '../http/request-context.js';

type CallerParams = { caller_number: string };

/**
 * Spec 4.3, calls beyond list and show (those come from the declaration):
 * the calls in progress, a number's calls, and hanging one up. Method and
 * path come from the `endpoints` of the calls declaration.
 */
export function registerCallRoutes(app: FastifyInstance, leadline: Leadline): void {
  if (!leadline.registry.get('calls')) return;
  const resource = leadline.resource('calls');
  const route = declaredRoutes(app, resource.def);

  const live = narrowedList(resource, 'live_calls', () => ({ in_progress: true }));
  route('live_calls', live());
  route('live_calls', live('json'), 'json');
  route('live_calls', live('csv'), 'csv');

  // The number is read like any caller_number filter: digits with or without +, in the company's country.
  const byCaller = narrowedList(resource, 'calls', (request) => ({
    caller_number: (request.params as CallerParams).caller_number,
  }));
  route<{ Params: CallerParams }>('by_caller_number', byCaller());
  route<{ Params: CallerParams }>('by_caller_number', byCaller('json'), 'json');
  route<{ Params: CallerParams }>('by_caller_number', byCaller('csv'), 'csv');

  route<{ Params: { id: string } }>('hang_up', async (request, reply) => {
    const ctx = tenantOf(request);
    const id = await leadline.callHangups.hangUpCall(ctx, request.params.id, {
      ip: request.ip,
      requestId: request.id,
    });
    return sendSingle(reply, resource.def, await resource.show(ctx, id));
  });
}
