import {
  describeCommonListParams,
  describeEndpointGroup,
  describeResource,
  ENDPOINT_GROUPS,
  type EndpointGroupDoc,
  type Leadline,
  LeadlineError,
  type ResourceDoc,
} from '@leadline/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { loadExamples, type ReferenceExamples } from '../docs/examples.js';
import {
  errorsPageHtml,
  groupHtml,
  indexHtml,
  listParametersHtml,
  resourceHtml,
  type Site,
  siteOf,
} from '../docs/html.js';
import { openApiDocument } from '../docs/openapi.js';
import { openApiForTag, openApiTags } from '../docs/openapi-by-tag.js';
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
    examples: ReferenceExamples;
    site: Site;
    openapi?: Record<string, unknown>;
  };
  let examples: Promise<ReferenceExamples> | undefined;
  const reference = async () => {
    if (!built) {
      examples ??= loadExamples();
      const recorded = await examples;
      if (built) return built;
      const docs = options.leadline.registry.all().map(describeResource);
      const groups = ENDPOINT_GROUPS.map(describeEndpointGroup);
      const byName = new Map<string, { resource: ResourceDoc } | { group: EndpointGroupDoc }>(
        docs.map((d) => [d.plural, { resource: d }]),
      );
      for (const g of groups) {
        if (byName.has(g.name)) throw new Error(`Endpoint group ${g.name} has the name of a resource`);
        byName.set(g.name, { group: g });
      }
      if (byName.has('errors'))
        throw new Error('A resource or group is named errors, as a reference page is');
      built = { docs, groups, byName, examples: recorded, site: siteOf(docs, groups, recorded) };
    }
    return built;
  };

  const html = (reply: FastifyReply, body: string) => reply.type('text/html; charset=utf-8').send(body);
  app.get('/', async (_request, reply) => {
    const r = await reference();
    return html(reply, indexHtml(r.site, r.docs, r.groups));
  });
  app.get('/list-parameters', async (_request, reply) =>
    html(reply, listParametersHtml((await reference()).site, describeCommonListParams())),
  );
  app.get('/errors', async (_request, reply) => html(reply, errorsPageHtml((await reference()).site)));
  app.get('/index.json', async () => {
    const r = await reference();
    return { resources: r.docs, groups: r.groups };
  });
  app.get('/examples.json', async () => (await reference()).examples);
  app.get('/openapi.json', async () => wholeDocument());
  const wholeDocument = async () => {
    const r = await reference();
    r.openapi ??= openApiDocument(r.docs, r.groups, r.examples);
    return r.openapi;
  };
  const parts = new Map<string, Record<string, unknown> | null>();
  const part = async (tag: string) => {
    if (!parts.has(tag)) parts.set(tag, openApiForTag(await wholeDocument(), tag));
    return parts.get(tag) ?? null;
  };
  // The same document through a well-kept renderer, with search and try-it-out: one tag at a time.
  const scalarPage = async (reply: FastifyReply, tag?: string) => {
    const tags = openApiTags(await wholeDocument());
    const current = tag ?? tags[0]!;
    if (!tags.includes(current)) throw new LeadlineError('not_found', `No OpenAPI tag ${current}`);
    const sources = tags.map((t) => ({ title: t, slug: t, url: `/api/docs/1.0/openapi/${t}.json` }));
    return html(reply, scalarHtml(sources, current, '/api/docs/1.0/assets/scalar.js'));
  };
  app.get('/openapi', async (_request, reply) => scalarPage(reply));
  app.get<{ Params: { tag: string } }>('/openapi/:tag', async (request, reply) => {
    const { tag } = request.params;
    if (!tag.endsWith('.json')) return scalarPage(reply, tag);
    const found = await part(tag.slice(0, -'.json'.length));
    if (!found) throw new LeadlineError('not_found', `No OpenAPI tag ${tag}`);
    return found;
  });
  app.get('/assets/scalar.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(await scalarBundle()),
  );
  app.get<{ Params: { res: string } }>('/:res', async (request, reply) => {
    const json = request.params.res.endsWith('.json');
    const r = await reference();
    const found = r.byName.get(request.params.res.replace(/\.(json|html)$/, ''));
    if (!found) throw new LeadlineError('not_found', `No resource ${request.params.res}`);
    if ('group' in found) return json ? found.group : html(reply, groupHtml(r.site, found.group));
    return json ? found.resource : html(reply, resourceHtml(r.site, found.resource));
  });
}
