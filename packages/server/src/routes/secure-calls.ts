import { callTokens, type Leadline, secureCallView, secureEndpoints } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';

type CallParams = { secure_token: string; uuid: string };

/**
 * The carrier's callbacks for a call Leadline placed (declared in
 * `core/src/calls/secure-call.endpoints.ts`): XML instructions when the lead answers and
 * when a forward to a buyer ends, and status reports. Public: the call's
 * secure token in the path is the credential.
 */
export function registerSecureCallRoutes(app: FastifyInstance, leadline: Leadline): void {
  if (!leadline.registry.get('calls')) return;
  const route = declaredRoutes(app, secureEndpoints);
  const callbacks = leadline.carrierCallbacks;
  type Instructions = (token: string, uuid: string, params: Record<string, unknown>) => Promise<string>;
  const xml = (name: string, instructions: Instructions) =>
    route<{ Params: CallParams }>(name, async (request, reply) => {
      const body = await instructions(request.params.secure_token, request.params.uuid, request.input);
      return reply.type('application/xml; charset=utf-8').send(body);
    });
  xml('call_answer', (token, uuid, params) => callbacks.answer(token, uuid, params));
  xml('call_dial_result', (token, uuid, params) => callbacks.dialResult(token, uuid, params));
  route<{ Params: CallParams }>('call_status', async (request) => ({
    status: 200,
    errors: {},
    call: await callbacks.status(request.params.secure_token, request.params.uuid, request.input),
    metadata: { root: 'call' },
  }));

  // A buyer holding the call's token and uuid (SIP headers, custom parameters): update, hang up, read.
  const updates = leadline.callUpdates;
  const meta = (request: { ip: string; id: string }) => ({ ip: request.ip, requestId: request.id });
  const view = (call: Parameters<typeof secureCallView>[0]) => ({
    status: 200,
    errors: {},
    call: secureCallView(call),
    metadata: { root: 'call' },
  });
  route<{ Params: CallParams }>('call_update', async (request) => {
    const { secure_token, uuid } = request.params;
    const { call } = await updates.secureUpdate(secure_token, uuid, request.input, meta(request));
    return view(call);
  });
  route<{ Params: CallParams }>('call_hang_up', async (request) => {
    const { ctx, call } = await updates.findSecure(request.params.secure_token, request.params.uuid);
    await leadline.callHangups.hangUpCall(ctx, Number(call.id), meta(request));
    return view(await leadline.resource('calls').findRow(ctx, Number(call.id), ['*']));
  });
  route<{ Params: CallParams }>('call_data', async (request) => {
    const { call } = await updates.findSecure(request.params.secure_token, request.params.uuid);
    return {
      status: 200,
      errors: {},
      data: callTokens(call),
      uuid: String(call.uuid),
      metadata: { root: 'data' },
    };
  });
}
