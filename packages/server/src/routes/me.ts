import type { Leadline } from '@leadline/core';
import { formatTime } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { tenantOf } from '../http/request-context.js';

/** GET /api/v1/me: which company and actor these credentials are, and what they may do. */
export function registerMeRoutes(app: FastifyInstance, _leadline: Leadline): void {
  app.get('/me', async (request) => {
    const { company, actor, permissions } = tenantOf(request);
    const tz = company.time_zone;
    return {
      status: 200,
      errors: {},
      me: {
        company: {
          id: company.id,
          uuid: company.uuid,
          name: company.name,
          subdomain: company.subdomain,
          time_zone: company.time_zone,
          default_country: company.default_country,
          created_at: formatTime(company.created_at, tz),
        },
        actor,
        permissions,
      },
      metadata: { root: 'me' },
    };
  });
}
