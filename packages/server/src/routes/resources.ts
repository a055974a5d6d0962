import {
  checkWriteParams,
  type Leadline,
  planColumns,
  type ResourceDefinition,
  toArray,
  unknownColumns,
  unknownListParams,
} from '@leadline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendCsv } from '../http/csv.js';
import { sendListJson, sendRecordJson, sendSingle } from '../http/envelope.js';
import { tenantOf } from '../http/request-context.js';

type IdParams = { id: string };

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

function registerResource(
  app: FastifyInstance,
  leadline: Leadline,
  def: ResourceDefinition,
  /** The names the routes answer under: the resource's own, or one of its aliases. */
  names: { plural: string; name: string },
): void {
  const service = leadline.resource(def.plural);
  const base = `/${names.plural}`;
  const roots = names.plural === def.plural ? def : { ...def, plural: names.plural, name: names.name };
  const ops = new Set(def.operations);

  if (ops.has('list')) {
    const list =
      (format: 'json' | 'csv' | undefined) => async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx = tenantOf(request);
        const wanted = format ?? (request.input.format === 'csv' ? 'csv' : 'json');
        if (wanted === 'csv' && def.formats.includes('csv')) {
          const unknown = new Set(unknownColumns(def, request.input.columns));
          const requested =
            request.input.columns === undefined
              ? undefined
              : (toArray(request.input.columns) as string[]).filter((c) => !unknown.has(String(c).trim()));
          return sendCsv(
            reply,
            names.plural,
            service.stream(ctx, request.input),
            () => planColumns(def, requested).columns,
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
    app.get(base, list(undefined));
    app.get(`${base}.json`, list('json'));
    if (def.formats.includes('csv')) app.get(`${base}.csv`, list('csv'));
  }
  if (ops.has('build')) {
    app.get(`${base}/new`, async (request, reply) =>
      sendSingle(reply, roots, await service.build(tenantOf(request), request.input)),
    );
  }
  if (ops.has('create')) {
    const create = async (request: FastifyRequest, reply: FastifyReply) => {
      const { params, ignored } = checkWriteParams(def, 'create', request.input);
      const record = await service.create(tenantOf(request), params);
      return sendSingle(reply, roots, record, 201, undefined, ignoredMetadata(ignored));
    };
    app.post(base, create);
    // Both create paths the catalog and the reference name for these resources.
    if (def.createAtId) app.post(`${base}/:id`, create);
  }
  if (ops.has('show')) {
    app.get<{ Params: IdParams }>(`${base}/:id`, async (request, reply) => {
      const json = await service.showJson(tenantOf(request), request.params.id, request.input);
      const unknown = unknownColumns(def, request.input.columns);
      return sendRecordJson(
        reply,
        roots,
        json,
        200,
        undefined,
        unknown.length ? { unknown_columns: unknown } : undefined,
      );
    });
  }
  for (const field of def.findBy) {
    app.get<{ Params: { value: string } }>(`${base}/:value/by_${field}`, async (request, reply) =>
      sendSingle(
        reply,
        roots,
        await service.showBy(tenantOf(request), field, request.params.value, request.input),
      ),
    );
  }
  if (ops.has('update')) {
    const update = async (request: FastifyRequest<{ Params: IdParams }>, reply: FastifyReply) => {
      const ctx = tenantOf(request);
      let checked: ReturnType<typeof checkWriteParams>;
      try {
        checked = checkWriteParams(def, 'update', request.input);
      } catch (error) {
        // Another company's or a missing record is a 404 whatever the body holds.
        await service.findRow(ctx, request.params.id, ['id']);
        throw error;
      }
      const { params, ignored } = checked;
      const record = await service.update(ctx, request.params.id, params, {
        ip: request.ip,
        requestId: request.id,
      });
      return sendSingle(reply, roots, record, 200, undefined, ignoredMetadata(ignored));
    };
    app.put<{ Params: IdParams }>(`${base}/:id`, update);
    app.patch<{ Params: IdParams }>(`${base}/:id`, update);
  }
  if (ops.has('destroy')) {
    app.delete<{ Params: IdParams }>(`${base}/:id`, async (request, reply) =>
      sendSingle(reply, roots, await service.destroy(tenantOf(request), request.params.id, request.input)),
    );
  }
}

/** A write names the columns it was sent but cannot set (a record sent back as read), never drops them silently. */
const ignoredMetadata = (ignored: string[]) => (ignored.length ? { ignored_params: ignored } : undefined);
