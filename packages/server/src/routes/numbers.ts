import { type Leadline, numberEndpoints } from '@leadline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';

/**
 * GET /numbers.json (and /numbers): dynamic number insertion as
 * trackdrive-optimizer.js calls it, public, answered `{"number": {...}}`
 * (declared in `core/src/dni/number.endpoints.ts`; the engine is `core/src/dni`).
 */
export function registerNumberRoutes(app: FastifyInstance, leadline: Leadline): void {
  // An embedder may serve a subset of the catalog.
  if (!leadline.registry.get('impressions') || !leadline.registry.get('ring_pools')) return;
  const route = declaredRoutes(app, numberEndpoints);
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const agent = request.headers['user-agent'];
    const number = await leadline.numberInsertion.request(request.input, {
      ip: request.ip ?? null,
      userAgent: typeof agent === 'string' ? agent : null,
      cookie: typeof request.headers.cookie === 'string' ? request.headers.cookie : null,
    });
    // The visitor's number changes with each hold: never cached by a browser or proxy.
    return reply.header('cache-control', 'no-store').send({ number, metadata: { root: 'number' } });
  };
  route('request_number', handler);
  route('request_number', handler, 'json');
}
