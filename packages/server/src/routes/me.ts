import { meEndpoints, presentCompany } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { tenantOf } from '../http/request-context.js';

/** GET /api/v1/me: which company and actor these credentials are, and what they may do (declared in `core/src/auth/me.endpoints.ts`). */
export function registerMeRoutes(app: FastifyInstance): void {
  declaredRoutes(app, meEndpoints)('show', async (request) => {
    const { company, actor, permissions } = tenantOf(request);
    return {
      status: 200,
      errors: {},
      me: { company: presentCompany(company), actor, permissions },
      metadata: { root: 'me' },
    };
  });
}
