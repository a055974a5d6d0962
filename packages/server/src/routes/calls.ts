import type { Leadline, PostbackResult, TenantContext } from '@leadline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { sendSingle } from '../http/envelope.js';
import { narrowedList } from '../http/narrowed-list.js';
import { tenantOf } from '../http/request-context.js';

type CallerParams = { caller_number: string };

/**
 * Spec 4.3, calls beyond list and show (those come from the declaration):
 * the calls in progress, a number's calls, hanging one up, placing one,
 * updates and postbacks, and key presses. Method and path come from the
 * `endpoints` of the calls declaration. The carrier of a placed call calls
 * back at `publicUrl` when set, else at the origin the request reached.
 */
export function registerCallRoutes(app: FastifyInstance, leadline: Leadline, publicUrl?: string): void {
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

  const meta = (request: FastifyRequest) => ({ ip: request.ip, requestId: request.id });

  route('make_call', async (request, reply) => {
    const call = await leadline.makeCalls.makeCall(tenantOf(request), request.input, {
      callbackBaseUrl: publicUrl ?? `${request.protocol}://${request.host}`,
      meta: meta(request),
      endpoint: resource.def.endpoints.find((e) => e.name === 'make_call'),
    });
    return sendSingle(reply, resource.def, call, 201);
  });

  /** The updated call; `metadata.kept_as_tokens` names the buyer's own fields kept as post-call tokens. */
  const sendPostback = async (reply: FastifyReply, ctx: TenantContext, result: PostbackResult) =>
    sendSingle(reply, resource.def, await resource.show(ctx, result.id), 200, undefined, {
      kept_as_tokens: result.keptAsTokens,
    });

  for (const name of ['update_call', 'update_call_put'] as const) {
    route<{ Params: { id: string } }>(name, async (request, reply) => {
      const ctx = tenantOf(request);
      const result = await leadline.callUpdates.update(
        ctx,
        request.params.id,
        request.input,
        name,
        meta(request),
      );
      return sendPostback(reply, ctx, result);
    });
  }
  route<{ Params: { uuid: string } }>('postback', async (request, reply) => {
    const ctx = tenantOf(request);
    const result = await leadline.callUpdates.update(
      ctx,
      request.params.uuid,
      request.input,
      'postback',
      meta(request),
    );
    return sendPostback(reply, ctx, result);
  });
  route<{ Params: { caller_id: string } }>('update_by_caller_id', async (request, reply) => {
    const ctx = tenantOf(request);
    const result = await leadline.callUpdates.updateByCallerId(
      ctx,
      request.params.caller_id,
      request.input,
      meta(request),
    );
    return sendPostback(reply, ctx, result);
  });
  route('send_key_press', async (request, reply) => {
    const ctx = tenantOf(request);
    const id = await leadline.callKeyPresses.sendKeyPress(ctx, request.input, meta(request));
    return sendSingle(reply, resource.def, await resource.show(ctx, id));
  });
}
