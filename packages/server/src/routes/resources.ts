import {
  type GenericRoute,
  genericRoutes,
  type Leadline,
  planColumns,
  type ResourceDefinition,
  type RouteKind,
  toArray,
} from '@leadline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCsv } from '../http/csv.js';
import { sendListJson, sendRecordJson, sendSingle } from '../http/envelope.js';
import { tenantOf } from '../http/request-context.js';

/**
 * Routes for every declared resource, from its declaration: the operations it
 * lists exist, the others are 404. No resource has a route written by hand here.
 */
export function registerResourceRoutes(app: FastifyInstance, leadline: Leadline): void {
  for (const def of leadline.registry.all()) registerResource(app, leadline, def);
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function registerResource(app: FastifyInstance, leadline: Leadline, def: ResourceDefinition): void {
  const service = leadline.resource(def.plural);
  const params = (request: FastifyRequest) => request.params as Record<string, string>;

  const list =
    (format: 'json' | 'csv' | undefined): Handler =>
    async (request, reply) => {
      const ctx = tenantOf(request);
      const wanted = format ?? (request.input.format === 'csv' ? 'csv' : 'json');
      if (wanted === 'csv' && def.formats.includes('csv')) {
        const requested =
          request.input.columns === undefined ? undefined : (toArray(request.input.columns) as string[]);
        return sendCsv(
          reply,
          def.plural,
          service.stream(ctx, request.input),
          () => planColumns(def, requested).columns,
        );
      }
      return sendListJson(reply, def, await service.listJson(ctx, request.input));
    };
  const create: Handler = async (request, reply) =>
    sendSingle(reply, def, await service.create(tenantOf(request), request.input), 201);

  const handlers: Record<RouteKind, (route: GenericRoute) => Handler> = {
    list: () => list(undefined),
    build: () => async (request, reply) =>
      sendSingle(reply, def, await service.build(tenantOf(request), request.input)),
    create: () => create,
    create_at_id: () => create,
    show: () => async (request, reply) =>
      sendRecordJson(
        reply,
        def,
        await service.showJson(tenantOf(request), params(request).id!, request.input),
      ),
    show_by: (route) => async (request, reply) =>
      sendSingle(
        reply,
        def,
        await service.showBy(tenantOf(request), route.field!, params(request)[route.field!]!, request.input),
      ),
    update: () => async (request, reply) =>
      sendSingle(
        reply,
        def,
        await service.update(tenantOf(request), params(request).id!, request.input, {
          ip: request.ip,
          requestId: request.id,
        }),
      ),
    destroy: () => async (request, reply) =>
      sendSingle(reply, def, await service.destroy(tenantOf(request), params(request).id!, request.input)),
  };

  // Every route from the one table core keeps (genericRoutes); the reference and SDK read the same table.
  for (const route of genericRoutes(def)) {
    const handler = handlers[route.kind](route);
    for (const method of [route.method, ...route.alsoMethods]) {
      app.route({ method, url: route.path, handler });
      for (const suffix of route.suffixes) {
        app.route({
          method,
          url: `${route.path}.${suffix}`,
          handler: route.kind === 'list' ? list(suffix) : handler,
        });
      }
    }
  }
}
