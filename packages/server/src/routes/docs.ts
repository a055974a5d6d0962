import { describeResource, type Leadline, LeadlineError, type ResourceDoc } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { indexHtml, resourceHtml } from '../docs/html.js';
import { openApiDocument } from '../docs/openapi.js';

/**
 * The API reference under /api/docs/1.0, generated from the declarations:
 * an index, one page per resource (HTML, or JSON with .json), and OpenAPI 3.1.
 * Public: it documents, it reveals no data.
 */
export async function docsRoutes(app: FastifyInstance, options: { leadline: Leadline }): Promise<void> {
  // Built on the first docs request, once, rather than at every server start.
  let built: { docs: ResourceDoc[]; byPlural: Map<string, ResourceDoc>; openapi?: Record<string, unknown> };
  const reference = () => {
    if (!built) {
      const docs = options.leadline.registry.all().map(describeResource);
      built = { docs, byPlural: new Map(docs.map((d) => [d.plural, d])) };
    }
    return built;
  };

  app.get('/', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(indexHtml(reference().docs)),
  );
  app.get('/index.json', async () => ({ resources: reference().docs }));
  app.get('/openapi.json', async () => {
    const r = reference();
    r.openapi ??= openApiDocument(r.docs);
    return r.openapi;
  });
  app.get<{ Params: { res: string } }>('/:res', async (request, reply) => {
    const json = request.params.res.endsWith('.json');
    const doc = reference().byPlural.get(request.params.res.replace(/\.(json|html)$/, ''));
    if (!doc) throw new LeadlineError('not_found', `No resource ${request.params.res}`);
    return json ? doc : reply.type('text/html; charset=utf-8').send(resourceHtml(doc));
  });
}
