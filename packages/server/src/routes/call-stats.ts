import type { Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { tenantOf } from '../http/request-context.js';

/** GET /calls/stats and GET /calls/reports, declared on the calls resource (issue 18). */
export function registerCallStatsRoutes(app: FastifyInstance, leadline: Leadline): void {
  if (!leadline.registry.get('calls')) return;
  const route = declaredRoutes(app, leadline.resource('calls').def);
  route('stats', async (request) => ({
    status: 200,
    errors: {},
    stats: await leadline.reporting.callStats(tenantOf(request), request.input),
    metadata: { root: 'stats' },
  }));
  route('reports', async (request) => ({
    status: 200,
    errors: {},
    reports: await leadline.reporting.callReport(tenantOf(request), request.input),
    metadata: { root: 'reports' },
  }));
}
