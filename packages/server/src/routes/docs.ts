import {
  describeEndpointGroup,
  describeResource,
  ENDPOINT_GROUPS,
  type EndpointGroupDoc,
  type Leadline,
  LeadlineError,
  type ResourceDoc,
} from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { groupHtml, indexHtml, resourceHtml } from '../docs/html.js';
import { openApiDocument } from '../docs/openapi.js';
import { scalarBundle, scalarHtml } from '../docs/scalar.js';

/**
 * The API reference under /api/docs/1.0, generated from the declarations:
 * an index, one page per resource and per endpoint group (HTML, or JSON with
 * .json), and OpenAPI 3.1. Public: it documents, it reveals no data.
 */
export async function docsRoutes(app: FastifyInstance, options: { leadline: Leadline }): Promise<void> {
  // Built on the first docs request, once, rather than at every server start.
  let built: {
    docs: ResourceDoc[];
    groups: EndpointGroupDoc[];
    byName: Map<string, { resource: ResourceDoc } | { group: EndpointGroupDoc }>;
    openapi?: Record<string, unknown>;
  };
  const reference = () => {
    if (!built) {
      const docs = options.leadline.registry.all().map(describeResource);
      const groups = ENDPOINT_GROUPS.map(describeEndpointGroup);
      const byName = new Map<string, { resource: ResourceDoc } | { group: EndpointGroupDoc }>(
        docs.map((d) => [d.plural, { resource: d }]),
      );
      for (const g of groups) {
        if (byName.has(g.name)) throw new Error(`Endpoint group ${g.name} has the name of a resource`);
        byName.set(g.name, { group: g });
      }
      built = { docs, groups, byName };
    }
    return built;
  };

  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(indexHtml(reference().docs, reference().groups)),
  );
  app.get('/index.json', async () => ({ resources: reference().docs, groups: reference().groups }));
  app.get('/openapi.json', async () => {
    const r = reference();
    r.openapi ??= openApiDocument(r.docs, r.groups);
    return r.openapi;
  });
  // The same document through a well-kept renderer, with search and try-it-out.
  app.get('/openapi', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(scalarHtml('/api/docs/1.0/openapi.json', '/api/docs/1.0/assets/scalar.js')),
  );
  app.get('/assets/scalar.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(await scalarBundle()),
  );
  app.get<{ Params: { res: string } }>('/:res', async (request, reply) => {
    const json = request.params.res.endsWith('.json');
    const found = reference().byName.get(request.params.res.replace(/\.(json|html)$/, ''));
    if (!found) throw new LeadlineError('not_found', `No resource ${request.params.res}`);
    if ('group' in found)
      return json ? found.group : reply.type('text/html; charset=utf-8').send(groupHtml(found.group));
    return json ? found.resource : reply.type('text/html; charset=utf-8').send(resourceHtml(found.resource));
  });
}
