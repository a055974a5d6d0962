import { presentCompany } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { tenantOf } from '../http/request-context.js';

/** GET /api/v1/me: which company and actor these credentials are, and what they may do. */
export function registerMeRoutes(app: FastifyInstance): void {
  app.get('/me', async (request) => {
    const { company, actor, permissions } = tenantOf(request);
    return {
      status: 200,
      errors: {},
      me: { company: presentCompany(company), actor, permissions },
      metadata: { root: 'me' },
    };
  });
}
