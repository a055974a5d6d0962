import { type Leadline, secureEndpoints } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';

type CallParams = { secure_token: string; uuid: string };

/**
 * The carrier's callbacks for a call Leadline placed (declared in
 * `catalog/endpoint-groups.ts`): XML instructions when the lead answers, and
 * status reports. Public: the call's secure token in the path is the credential.
 */
export function registerSecureCallRoutes(app: FastifyInstance, leadline: Leadline): void {
  if (!leadline.registry.get('calls')) return;
  const route = declaredRoutes(app, secureEndpoints);
  route<{ Params: CallParams }>('call_answer', async (request, reply) => {
    const xml = await leadline.carrierCallbacks.answer(
      request.params.secure_token,
      request.params.uuid,
      request.input,
    );
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
  route<{ Params: CallParams }>('call_dial_result', async (request, reply) => {
    const xml = await leadline.carrierCallbacks.dialResult(
      request.params.secure_token,
      request.params.uuid,
      request.input,
    );
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
  route<{ Params: CallParams }>('call_status', async (request) => ({
    status: 200,
    errors: {},
    call: await leadline.carrierCallbacks.status(
      request.params.secure_token,
      request.params.uuid,
      request.input,
    ),
    metadata: { root: 'call' },
  }));
}
