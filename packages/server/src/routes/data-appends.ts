import type { Leadline } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { tenantOf } from '../http/request-context.js';

/**
 * Spec 4.2: POST /data_appends/data_append, data about a caller number.
 * Method and path come from the data_appends declaration.
 */
export function registerDataAppendRoutes(app: FastifyInstance, leadline: Leadline): void {
  const def = leadline.registry.get('data_appends');
  if (!def) return;
  const route = declaredRoutes(app, def);
  route('append', async (request) => ({
    status: 200,
    errors: {},
    data_append: await leadline.dataAppends.append(tenantOf(request), request.input),
    metadata: { root: 'data_append' },
  }));
}
