import { type Leadline, secureEndpoints } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';

type CallParams = { secure_token: string; uuid: string };

/**
 * The carrier's callbacks for a call Leadline placed (declared in
 * `catalog/endpoint-groups.ts`): XML instructions when the lead answers and
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
}
