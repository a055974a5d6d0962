import { collectionEndpoints, collections, type Leadline, LeadlineError, toBoolean } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { declaredRoutes } from '../http/declared-routes.js';
import { tenantOf } from '../http/request-context.js';

/**
 * GET /collections/:type — the enumerations the API uses (time_zone,
 * us_state, every enum field). GET /collections lists the types. Declared
 * in `core/src/reference/collection.endpoints.ts`.
 */
export function registerCollectionRoutes(app: FastifyInstance, leadline: Leadline): void {
  const all = collections(leadline.registry);
  const route = declaredRoutes(app, collectionEndpoints);
  route('list', async (request) => {
    tenantOf(request);
    return { collections: [...all.keys()].sort(), metadata: { root: 'collections' } };
  });
  route<{ Params: { type: string } }>('show', async (request) => {
    tenantOf(request);
    const type = request.params.type.replace(/\.json$/, '');
    const items = all.get(type);
    if (!items) {
      throw new LeadlineError('not_found', `No collection ${type}; GET /api/v1/collections lists them`);
    }
    if (toBoolean(request.input.root) === false) return items;
    return { [type]: items, metadata: { root: type, total_count: items.length } };
  });
}
