import { CATALOG, ENDPOINT_GROUPS } from '@leadline/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

/**
 * Every route the server registers, as `METHOD /path`, read from Fastify's
 * own route tree (`printRoutes` with one line per node; a child's key
 * continues its parent's path). Path parameters become `{}`: a node merges
 * the names of routes that share it (`:caller_id|:id`), and OpenAPI paths
 * differing only in parameter names are the same path.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    if (!line.trim()) continue;
    const m = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z]+(?:, [A-Z]+)*)\))?$/.exec(line);
    if (!m) throw new Error(`Cannot read the route tree line ${JSON.stringify(line)}`);
    const depth = m[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + m[2];
    prefixes.length = depth;
    prefixes.push(path);
    for (const method of m[3]?.split(', ') ?? []) routes.push(`${method} ${samePath(path)}`);
  }
  return routes;
}

const samePath = (path: string) => path.replace(/:[\w|:]+/g, '{}').replace(/\{\w+\}/g, '{}');

/** `METHOD /path` of every operation in an OpenAPI document, parameters as `{}`. */
function documentedRoutes(doc: { paths: Record<string, Record<string, unknown>> }): Set<string> {
  const out = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of Object.keys(item)) out.add(`${method.toUpperCase()} ${samePath(path)}`);
  }
  return out;
}

describe('API reference', () => {
  const t = useTestApp();

  it('serves an index page naming every declared resource, without credentials', async () => {
    const res = await t.app.inject({ url: '/api/docs/1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    for (const def of CATALOG) expect(res.body).toContain(`/api/docs/1.0/${def.plural}`);
  });

  it('serves one page per resource with its operations, parameters and columns', async () => {
    const page = await t.app.inject({ url: '/api/docs/1.0/buyer_fleets' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('POST /api/v1/buyer_fleets');
    expect(page.body).toContain('user_fleet_id');
    const json = (await t.app.inject({ url: '/api/docs/1.0/buyer_fleets.json' })).json();
    const create = json.operations.find((o: { operation: string }) => o.operation === 'create');
    expect(create.params.find((p: { name: string }) => p.name === 'user_fleet_id')).toMatchObject({
      required: true,
      pattern: '^[a-z0-9_]+$',
    });
    expect(json.operations.map((o: { operation: string }) => o.operation)).not.toContain('build');
    expect((await t.app.inject({ url: '/api/docs/1.0/no_such_resource' })).statusCode).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document with a path for every operation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/1.0/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths['/api/v1/buyer_fleets'])).toEqual(['get', 'post']);
    expect(doc.paths['/api/v1/buyer_fleets/{id}'].post).toBeDefined();
    expect(doc.paths['/api/v1/buyers/{user_buyer_id}/by_user_buyer_id'].get).toBeDefined();
    expect(doc.components.schemas.BuyerFleet.properties.user_fleet_id).toMatchObject({ type: 'string' });
  });

  it('serves each tag of the document on its own, with every schema its operations refer to and no other', async () => {
    const whole = (await t.app.inject({ url: '/api/docs/1.0/openapi.json' })).json();
    const part = (await t.app.inject({ url: '/api/docs/1.0/openapi/buyer_fleets.json' })).json();
    expect(part.info).toEqual(whole.info);
    const ops = Object.values(part.paths).flatMap((item) => Object.values(item as object));
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops) expect(op.tags).toContain('buyer_fleets');
    expect(part.paths['/api/v1/buyers']).toBeUndefined();
    const refs = new Set(
      [...JSON.stringify(part).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]),
    );
    expect(new Set(Object.keys(part.components.schemas))).toEqual(refs);
    expect(refs).toContain('BuyerFleet');
    const page = await t.app.inject({ url: '/api/docs/1.0/openapi/buyer_fleets' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('/api/docs/1.0/openapi/buyers.json');
    expect((await t.app.inject({ url: '/api/docs/1.0/openapi/no_such_tag.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/docs/1.0/openapi/no_such_tag' })).statusCode).toBe(404);
  });
});

describe('API reference of the hand-written endpoints', () => {
  const t = useTestApp();
  const openapi = async () => (await t.app.inject({ url: '/api/docs/1.0/openapi.json' })).json();

  it('documents every route the server registers under /api/v1 in the OpenAPI document', async () => {
    const routes = registeredRoutes(t.app).filter((r) => r.split(' ')[1]!.startsWith('/api/v1'));
    // The route tree was read: the generic, the hand-written and the group routes are all there.
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/v1/buyers',
        'PATCH /api/v1/buyers/{}',
        'POST /api/v1/leads',
        'GET /api/v1/leads/{}/{}/by_caller_number',
        'GET /api/v1/contacts/suppression_list.csv',
        'GET /api/v1/me',
      ]),
    );
    const documented = documentedRoutes(await openapi());
    const undocumented = routes.filter((route) => {
      const [method, path] = route.split(' ') as [string, string];
      // Fastify adds a HEAD twin to every GET (exposeHeadRoutes): the GET without its body.
      if (method === 'HEAD') return !documented.has(`GET ${path}`);
      // CORS preflight, answered by the one onRequest hook (http/cors-and-request-id.ts) for every path (OPTIONS /api/v1*): no API operation.
      if (method === 'OPTIONS') return false;
      return !documented.has(route);
    });
    expect(undocumented).toEqual([]);
  });

  it('documents only routes the server serves', async () => {
    const routes = new Set(registeredRoutes(t.app));
    const unserved = [...documentedRoutes(await openapi())].filter((r) => !routes.has(r));
    expect(unserved).toEqual([]);
  });

  it('shows the lead endpoints on the leads page, the lead post as public', async () => {
    const json = (await t.app.inject({ url: '/api/docs/1.0/leads.json' })).json();
    const byName = Object.fromEntries(json.endpoints.map((e: { name: string }) => [e.name, e]));
    expect(Object.keys(byName)).toEqual(
      expect.arrayContaining([
        'submit',
        'create_or_update',
        'reports',
        'by_caller_number',
        'buyer_is_available',
        'destroy_by_id',
        'caller_opt_out',
        'caller_remove',
        'caller_move_to_end_of_schedule',
      ]),
    );
    expect(byName.submit).toMatchObject({ method: 'POST', path: '/api/v1/leads', public: true });
    expect(byName.submit.params.find((p: { name: string }) => p.name === 'lead_token')).toMatchObject({
      required: true,
      in: 'body',
    });
    expect(byName.caller_remove.params.find((p: { name: string }) => p.name === 'caller_id')).toMatchObject({
      in: 'path',
      required: true,
    });
    // reports takes the list filters (active, status …) but not paging.
    const reportParams = byName.reports.params.map((p: { name: string }) => p.name);
    expect(reportParams).toEqual(expect.arrayContaining(['group_by', 'active', 'status', 'created_at_from']));
    expect(reportParams).not.toContain('per_page');

    const page = await t.app.inject({ url: '/api/docs/1.0/leads' });
    expect(page.body).toContain('POST /api/v1/leads/create_or_update');
    expect(page.body).toContain('public: no credentials');
    expect(page.body).toContain('PUT /api/v1/leads/{caller_id}/caller_move_to_end_of_schedule');
    const index = await t.app.inject({ url: '/api/docs/1.0' });
    expect(index.body).toContain('GET /api/v1/leads/reports');
  });

  it('renders endpoints in OpenAPI with parameters, bodies, answers, errors, and no security when public', async () => {
    const doc = await openapi();
    const post = doc.paths['/api/v1/leads'].post;
    expect(post.operationId).toBe('leads.submit');
    expect(post.security).toEqual([]);
    expect(post.requestBody.content['application/json'].schema.required).toEqual(['lead_token', 'caller_id']);
    expect(post.requestBody.content['application/json'].schema.additionalProperties.description).toMatch(
      /tokens/,
    );
    expect(post.responses['200'].content['application/json'].schema.properties).toMatchObject({
      lead: { $ref: '#/components/schemas/Lead' },
      lead_id: { type: 'integer' },
    });
    expect(post.responses['401']).toBeUndefined();
    expect(post.responses['422'].description).toMatch(/lead_token/);
    expect(doc.paths['/api/v1/leads'].get.security).toBeUndefined();

    const optOut = doc.paths['/api/v1/leads/{caller_id}/caller_opt_out'].put;
    expect(optOut.parameters).toContainEqual(expect.objectContaining({ name: 'caller_id', in: 'path' }));
    expect(optOut.responses['200'].content['application/json'].schema.properties.leads).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Lead' },
    });
    expect(Object.keys(optOut.responses)).toEqual(expect.arrayContaining(['401', '403', '422', '429']));

    const block = doc.paths['/api/v1/buyer_suppressions/{id}/caller_block'].post;
    expect(block.requestBody.content['application/json'].schema.required).toEqual(['caller_ids']);
    expect(
      block.responses['200'].content['application/json'].schema.properties.metadata.properties.added_count,
    ).toMatchObject({ type: 'integer' });

    const csv = doc.paths['/api/v1/contacts/suppression_list.csv'].get;
    expect(Object.keys(csv.responses['200'].content)).toEqual(['text/csv']);
    expect(csv.parameters.map((p: { name: string }) => p.name)).not.toContain('blocked');
  });

  it('documents the multipart import_file of suppression list and contact import creates', async () => {
    const doc = await openapi();
    for (const path of ['/api/v1/buyer_suppressions', '/api/v1/contact_imports']) {
      const content = doc.paths[path].post.requestBody.content;
      expect(content['multipart/form-data'].schema.properties.import_file).toMatchObject({
        type: 'string',
        contentMediaType: 'text/csv',
      });
      expect(content['application/json'].schema.properties.import_file).toBeUndefined();
    }
  });

  it('gives /me, /collections and the secure call callbacks reference pages of their own', async () => {
    for (const group of ENDPOINT_GROUPS) {
      const page = await t.app.inject({ url: `/api/docs/1.0/${group.name}` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`${group.endpoints[0]!.method} /api/v1/${group.name}`);
    }
    const json = (await t.app.inject({ url: '/api/docs/1.0/collections.json' })).json();
    expect(json.endpoints.map((e: { path: string }) => e.path)).toEqual([
      '/api/v1/collections',
      '/api/v1/collections/{type}',
    ]);
    const doc = await openapi();
    expect(
      doc.paths['/api/v1/me'].get.responses['200'].content['application/json'].schema.properties.me,
    ).toMatchObject({ type: 'object' });
    expect((await t.app.inject({ url: '/api/docs/1.0' })).body).toContain('/api/docs/1.0/collections');
    const answer = doc.paths['/api/v1/secure/{secure_token}/calls/{uuid}/answer'].post;
    expect(Object.keys(answer.responses['200'].content)).toEqual(['application/xml']);
    expect(answer.security).toEqual([]);
    expect(Object.keys(answer.responses).sort()).toEqual(['200', '404']);
    expect((await t.app.inject({ url: '/api/docs/1.0/secure' })).body).toContain(
      'Answers <code>200</code> with <code>application/xml</code>',
    );
  });
});

describe('collections', () => {
  const t = useTestApp();
  const get = (url: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers: { authorization: t.tenant.authorization } });

  it('serves the IANA time zones', async () => {
    const res = (await get('/collections/time_zone')).json();
    expect(res.metadata.root).toBe('time_zone');
    expect(res.time_zone.map((z: { value: string }) => z.value)).toContain('America/New_York');
  });

  it('serves US states and every enum field, and lists the types', async () => {
    expect((await get('/collections/us_state?root=false')).json()).toContainEqual({
      value: 'FL',
      label: 'Florida',
    });
    const enumValues = (await get('/collections/buyer_groups.dial_buyers_type?root=false')).json();
    expect(enumValues.map((v: { value: string }) => v.value)).toEqual(['sequentially', 'simultaneously']);
    const types = (await get('/collections')).json().collections;
    expect(types).toEqual(expect.arrayContaining(['time_zone', 'us_state', 'buyers.route_by_type']));
  });

  it('answers 404 for an unknown collection and 401 without credentials', async () => {
    expect((await get('/collections/planets')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/collections/time_zone' })).statusCode).toBe(401);
  });
});

describe('buyers by user_buyer_id', () => {
  const t = useTestApp();
  const call = (method: string, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { authorization: t.tenant.authorization },
      ...(payload ? { payload } : {}),
    });

  it('finds a buyer by its own external id', async () => {
    const made = (
      await call('POST', '/buyers', {
        name: 'Acme Insurance',
        number: '+18005550100',
        user_buyer_id: 'acme-7',
      })
    ).json();
    const res = await call('GET', '/buyers/acme-7/by_user_buyer_id');
    expect(res.statusCode).toBe(200);
    expect(res.json().buyer.id).toBe(made.buyer.id);
    expect((await call('GET', '/buyers/nobody/by_user_buyer_id')).statusCode).toBe(404);
  });

  it('rejects a buyer number that is neither E.164 nor a SIP URI with [number_to_dial]', async () => {
    const res = await call('POST', '/buyers', { name: 'Bad', number: '555-0100' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.number[0]).toMatch(/E\.164/);
    const sip = await call('POST', '/buyers', {
      name: 'Sip',
      number: 'sip:[number_to_dial]@pbx.example.com',
    });
    expect(sip.statusCode).toBe(201);
  });
});
