import {
  checkWriteParams,
  type GenericRoute,
  genericRoutes,
  knownColumns,
  type Leadline,
  planColumns,
  type ResourceDefinition,
  type RouteKind,
  unknownColumns,
  unknownListParams,
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
  for (const def of leadline.registry.all()) {
    registerResource(app, leadline, def, def);
    // The same operations under each declared alias, answering with the alias's roots (billings, teams).
    for (const alias of def.aliases) registerResource(app, leadline, def, alias);
  }
}

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

function registerResource(
  app: FastifyInstance,
  leadline: Leadline,
  def: ResourceDefinition,
  /** The names the routes answer under: the resource's own, or one of its aliases. */
  names: { plural: string; name: string },
): void {
  const service = leadline.resource(def.plural);
  const roots = names.plural === def.plural ? def : { ...def, plural: names.plural, name: names.name };
  const params = (request: FastifyRequest) => request.params as Record<string, string>;

  const list =
    (format: 'json' | 'csv' | undefined): Handler =>
    async (request, reply) => {
      const ctx = tenantOf(request);
      const wanted = format ?? (request.input.format === 'csv' ? 'csv' : 'json');
      if (wanted === 'csv' && def.formats.includes('csv')) {
        return sendCsv(
          reply,
          names.plural,
          service.stream(ctx, request.input),
          () => planColumns(def, knownColumns(def, request.input.columns)).columns,
        );
      }
      const page = await service.listJson(ctx, request.input);
      if (roots !== def) page.metadata = { ...page.metadata, root: names.plural };
      const unknown = unknownColumns(def, request.input.columns);
      const ignored = unknownListParams(def, request.input);
      if (unknown.length || ignored.length) {
        page.metadata = {
          ...page.metadata,
          ...(unknown.length ? { unknown_columns: unknown } : {}),
          ...(ignored.length ? { unknown_params: ignored } : {}),
        } as typeof page.metadata;
      }
      return sendListJson(reply, roots, page);
    };
  const create: Handler = async (request, reply) => {
    const { params: checked, ignored } = checkWriteParams(def, 'create', request.input);
    const record = await service.create(tenantOf(request), checked, {
      origin: `${request.protocol}://${request.host}`,
    });
    return sendSingle(reply, roots, record, 201, undefined, ignoredMetadata(ignored));
  };

  const handlers: Record<RouteKind, (route: GenericRoute) => Handler> = {
    list: () => list(undefined),
    build: () => async (request, reply) =>
      sendSingle(reply, roots, await service.build(tenantOf(request), request.input)),
    create: () => create,
    create_at_id: () => create,
    show: () => async (request, reply) => {
      const json = await service.showJson(tenantOf(request), params(request).id!, request.input);
      const unknown = unknownColumns(def, request.input.columns);
      return sendRecordJson(
        reply,
        roots,
        json,
        200,
        undefined,
        unknown.length ? { unknown_columns: unknown } : undefined,
      );
    },
    show_by: (route) => async (request, reply) =>
      sendSingle(
        reply,
        roots,
        await service.showBy(tenantOf(request), route.field!, params(request)[route.field!]!, request.input),
      ),
    update: () => async (request, reply) => {
      const ctx = tenantOf(request);
      const id = params(request).id!;
      let checked: ReturnType<typeof checkWriteParams>;
      try {
        checked = checkWriteParams(def, 'update', request.input);
      } catch (error) {
        // Another company's or a missing record is a 404 whatever the body holds.
        await service.findRow(ctx, id, ['id']);
        throw error;
      }
      const record = await service.update(ctx, id, checked.params, { ip: request.ip, requestId: request.id });
      return sendSingle(reply, roots, record, 200, undefined, ignoredMetadata(checked.ignored));
    },
    destroy: () => async (request, reply) =>
      sendSingle(reply, roots, await service.destroy(tenantOf(request), params(request).id!, request.input)),
  };

  // Every route from the one table core keeps (genericRoutes); the reference and SDK read the same table.
  const base = `/${def.plural}`;
  for (const route of genericRoutes(def)) {
    const handler = handlers[route.kind](route);
    const path = `/${names.plural}${route.path.slice(base.length)}`;
    for (const method of [route.method, ...route.alsoMethods]) {
      app.route({ method, url: path, handler });
      for (const suffix of route.suffixes) {
        app.route({
          method,
          url: `${path}.${suffix}`,
          handler: route.kind === 'list' ? list(suffix) : handler,
        });
      }
    }
  }
}

/** A write names the columns it was sent but cannot set (a record sent back as read), never drops them silently. */
const ignoredMetadata = (ignored: string[]) => (ignored.length ? { ignored_params: ignored } : undefined);
