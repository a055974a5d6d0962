import type { Operation, ResourceDefinition } from './define.js';
import type { HttpMethod } from './endpoints.js';

/** A generic route: an operation at one path (`create_at_id` and `show_by` are second paths of create and show). */
export type RouteKind = Operation | 'create_at_id' | 'show_by';

/** One route the generic engine serves for a resource: the table the server, reference and SDK read. */
export interface GenericRoute {
  kind: RouteKind;
  /** The service operation it runs (and the permission it needs). */
  operation: Operation;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The same operation answers these methods too (PATCH beside PUT). */
  alsoMethods: readonly HttpMethod[];
  /** Under /api/v1, Fastify syntax: `/buyers/:id`. */
  path: string;
  /** Also served at `<path>.json` / `<path>.csv`. */
  suffixes: readonly ('json' | 'csv')[];
  summary: string;
  /** show_by: the alternate key (`user_buyer_id`), which is also the path parameter's name. */
  field?: string;
  /** 201 for creates, 200 otherwise. */
  status: 200 | 201;
}

const routes = new WeakMap<ResourceDefinition, readonly GenericRoute[]>();

/** The generic routes of a resource, from the operations (and `createAtId`, `findBy`) it declares. */
export function genericRoutes(def: ResourceDefinition): readonly GenericRoute[] {
  let out = routes.get(def);
  if (out === undefined) routes.set(def, (out = deriveRoutes(def)));
  return out;
}

function deriveRoutes(def: ResourceDefinition): GenericRoute[] {
  const base = `/${def.plural}`;
  const has = (op: Operation) => def.operations.includes(op);
  const route = (
    kind: RouteKind,
    operation: Operation,
    method: GenericRoute['method'],
    path: string,
    summary: string,
    more: Partial<GenericRoute> = {},
  ): GenericRoute => ({
    kind,
    operation,
    method,
    alsoMethods: [],
    path,
    suffixes: [],
    summary,
    status: 200,
    ...more,
  });
  const out: GenericRoute[] = [];
  if (has('list')) {
    out.push(
      route('list', 'list', 'GET', base, `List ${def.plural}`, {
        // .json always, .csv with the csv format.
        suffixes: def.formats.includes('csv') ? ['json', 'csv'] : ['json'],
      }),
    );
  }
  if (has('build')) {
    out.push(route('build', 'build', 'GET', `${base}/new`, `Build an unsaved ${def.name} with defaults`));
  }
  if (has('create')) {
    out.push(route('create', 'create', 'POST', base, `Create a ${def.name}`, { status: 201 }));
    if (def.createAtId) {
      out.push(
        route(
          'create_at_id',
          'create',
          'POST',
          `${base}/:id`,
          `Create a ${def.name} (catalog path; the id is ignored)`,
          {
            status: 201,
          },
        ),
      );
    }
  }
  if (has('show')) out.push(route('show', 'show', 'GET', `${base}/:id`, `Show a ${def.name}`));
  // A findBy key is served whether or not show is declared (the alternate key is how such records are read).
  for (const field of def.findBy) {
    out.push(
      route('show_by', 'show', 'GET', `${base}/:${field}/by_${field}`, `Show a ${def.name} by its ${field}`, {
        field,
      }),
    );
  }
  if (has('update')) {
    out.push(
      route('update', 'update', 'PUT', `${base}/:id`, `Update a ${def.name}`, { alsoMethods: ['PATCH'] }),
    );
  }
  if (has('destroy')) out.push(route('destroy', 'destroy', 'DELETE', `${base}/:id`, `Delete a ${def.name}`));
  return out;
}
