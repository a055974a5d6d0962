import {
  acceptsSeveral,
  CATALOG,
  CODE_BY_STATUS,
  COMMON_LIST_PARAM_SPECS,
  COMMON_LIST_PARAMS,
  ERROR_CODES as CORE_ERROR_CODES,
  ENDPOINT_GROUPS,
  type EndpointDefinition,
  type EndpointValue,
  ERROR_CATALOG,
  filterParams,
  genericRoutes,
  LIST_METADATA_VALUES,
  openApiPath,
} from '@leadline/core';
import { createTestLeadline } from '@leadline/core/testing';
import { buildServer, toLeadlineError } from '@leadline/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APIError } from '../src/errors.js';
import { ERROR_CODES } from '../src/generated/errors.js';
import {
  COMMON_LIST_PARAM_METADATA,
  ENDPOINT_GROUP_METADATA,
  RESOURCE_METADATA,
  type RouteMetadata,
} from '../src/metadata/index.js';
import { isRetryableStatus } from '../src/transport/retry.js';
import { sdkEndpointTypes, type TypeKey } from './generated-endpoint-types.js';

/** A key as the declaration gives it; `keys: null` where the declaration does not say (a record's columns). */
interface DeclaredKey {
  name: string;
  optional: boolean;
  keys: DeclaredKey[] | null;
}

const byName = <T extends { name: string }>(list: T[]) =>
  [...list].sort((a, b) => a.name.localeCompare(b.name));

/** The keys a declared answer value holds, as the SDK types it (arrays and null taken off). */
function valueKeys(v: EndpointValue): DeclaredKey[] {
  if (v.type === 'array') return valueKeys(v.entries!);
  if (v.type === 'object' && v.entries) {
    // A map keyed by the declared values; any string key otherwise.
    return (v.values ?? []).map((name) => ({ name, optional: true, keys: valueKeys(v.entries!) }));
  }
  if (v.type !== 'object' && v.type !== 'objects') return [];
  return Object.entries(v.properties ?? {}).map(([name, p]) => key(name, p.optional ?? false, valueKeys(p)));
}

const key = (name: string, optional: boolean, keys: DeclaredKey[] | null): DeclaredKey => ({
  name,
  optional,
  keys,
});

/** The success body of an endpoint, key by key, as its declaration says. */
function answerKeys(e: EndpointDefinition): DeclaredKey[] {
  const r = e.response;
  if (r.xml) return [];
  if (r.holds === 'list') return [key(r.root, false, null), key('metadata', false, null)];
  const holds = typeof r.holds === 'string' ? null : valueKeys(r.holds);
  const dynamic = r.root.startsWith(':');
  return [
    ...(r.bare ? [] : [key('status', false, []), key('errors', false, [])]),
    ...(dynamic ? [] : [key(r.root, false, holds)]),
    ...Object.entries(r.fields ?? {}).map(([name, v]) => key(name, v.optional ?? false, valueKeys(v))),
    ...(r.holds === 'record' ? [key('checksum', false, [])] : []),
    key('metadata', false, [
      key('root', false, []),
      ...(r.holds === 'records' ? [key('total_count', false, [])] : []),
      ...Object.entries(r.metadata ?? {}).map(([name, v]) => key(name, v.optional ?? false, valueKeys(v))),
    ]),
  ];
}

/** The SDK's keys, cut to what the declaration says (a record's columns are checked elsewhere). */
function asDeclared(actual: TypeKey[], declared: DeclaredKey[]): DeclaredKey[] {
  return byName(
    actual.map((a) => {
      const d = declared.find((k) => k.name === a.name);
      return key(a.name, a.optional, d?.keys === null ? null : asDeclared(a.keys, d?.keys ?? []));
    }),
  );
}

const sortKeys = (keys: DeclaredKey[]): DeclaredKey[] =>
  byName(keys.map((k) => ({ ...k, keys: k.keys && sortKeys(k.keys) })));

/**
 * Core describes the API once (resources/operations.ts, declared endpoints, common list
 * parameters, the error catalog). These checks fail when a consumer disagrees with it:
 * the server's routes, the OpenAPI document, the SDK's metadata and error handling.
 */
describe('every consumer agrees with the API description in core', () => {
  let engine: Awaited<ReturnType<typeof createTestLeadline>>;
  let app: Awaited<ReturnType<typeof buildServer>>;
  let openapi: { paths: Record<string, Record<string, unknown>> };
  beforeAll(async () => {
    engine = await createTestLeadline();
    app = await buildServer({ leadline: engine, rateLimit: false });
    await app.ready();
    openapi = (await app.inject({ url: '/api/docs/1.0/openapi.json' })).json();
  });
  afterAll(async () => {
    await app?.close();
    await engine?.close();
  });

  const described = [
    ...CATALOG.flatMap((def) => [
      ...genericRoutes(def).flatMap((r) =>
        [r.method, ...r.alsoMethods].map((method) => ({ where: def.plural, method, path: r.path })),
      ),
      ...def.endpoints.map((e) => ({ where: def.plural, method: e.method, path: e.path })),
    ]),
    ...ENDPOINT_GROUPS.flatMap((g) =>
      g.endpoints.map((e) => ({ where: g.name, method: e.method, path: e.path })),
    ),
  ];

  it('serves every declared operation and endpoint at its method and path', () => {
    const missing = described.filter((r) => !app.hasRoute({ method: r.method, url: `/api/v1${r.path}` }));
    expect(missing).toEqual([]);
    expect(described.length).toBeGreaterThan(CATALOG.length);
  });

  it('names every declared operation and endpoint in the OpenAPI document', () => {
    const missing = described.filter((r) => !openapi.paths[openApiPath(r.path)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
  });

  it("lists every route of every resource and group in the SDK's metadata, as core declares it", () => {
    const key = (r: Pick<RouteMetadata, 'method' | 'path'>) => `${r.method} ${r.path}`;
    for (const def of CATALOG) {
      const meta = RESOURCE_METADATA.find((m) => m.plural === def.plural)!;
      expect(meta.routes.map(key), def.plural).toEqual([
        ...genericRoutes(def).map(key),
        ...def.endpoints.map(key),
      ]);
      const publicNames = meta.routes.filter((r) => r.public).map((r) => r.name);
      expect(publicNames, def.plural).toEqual(def.endpoints.filter((e) => e.public).map((e) => e.name));
    }
    expect(ENDPOINT_GROUP_METADATA.map((g) => [g.name, g.routes.map(key)])).toEqual(
      ENDPOINT_GROUPS.map((g) => [g.name, g.endpoints.map(key)]),
    );
  });

  it('states in the reference, OpenAPI and SDK which list filters take several values, as the parser does', async () => {
    let checked = 0;
    for (const def of CATALOG.filter((d) => d.operations.includes('list'))) {
      const reference = (await app.inject({ url: `/api/docs/1.0/${def.plural}.json` })).json();
      const list = reference.operations.find((o: { operation: string }) => o.operation === 'list');
      const listed = openapi.paths[openApiPath(`/${def.plural}`)]!.get as {
        parameters: { name: string; schema: { anyOf?: unknown[] } }[];
      };
      const sdk = RESOURCE_METADATA.find((m) => m.plural === def.plural)!.params.list ?? [];
      for (const name of Object.keys(filterParams(def))) {
        if (COMMON_LIST_PARAMS.has(name)) continue;
        const several = acceptsSeveral(def, name);
        const where = `${def.plural}.${name}`;
        expect(Boolean(list.params.find((p: { name: string }) => p.name === name)?.several), where).toBe(
          several,
        );
        expect(Boolean(listed.parameters.find((p) => p.name === name)?.schema.anyOf), where).toBe(several);
        expect(Boolean(sdk.find((p) => p.name === name)?.many), where).toBe(several);
        checked += several ? 1 : 0;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  const owners: [string, readonly EndpointDefinition[]][] = [
    ...CATALOG.map((d): [string, readonly EndpointDefinition[]] => [d.plural, d.endpoints]),
    ...ENDPOINT_GROUPS.map((g): [string, readonly EndpointDefinition[]] => [g.name, g.endpoints]),
  ];

  it("types every hand-written endpoint's parameters and answer in the SDK as declared, key by key", () => {
    const sdk = sdkEndpointTypes();
    let checked = 0;
    for (const [owner, endpoints] of owners) {
      for (const e of endpoints) {
        const where = `${owner}.${e.name}`;
        const params = Object.entries(e.params)
          .filter(([name]) => !e.pathParams.includes(name))
          .map(([name, p]) => [name, !p.required]);
        expect(
          sdk.params(owner, e.name)?.map((k) => [k.name, k.optional]),
          `EndpointParams.${where}`,
        ).toEqual(params);
        const declared = answerKeys(e);
        const actual = sdk.answer(owner, e.name);
        expect(actual && asDeclared(actual, declared), `EndpointAnswers.${where}`).toEqual(
          sortKeys(declared),
        );
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it("documents every hand-written endpoint's parameters and answer keys in the reference and OpenAPI as declared", async () => {
    const index = (await app.inject({ url: '/api/docs/1.0/index.json' })).json();
    const pages = [...index.resources, ...index.groups] as {
      plural?: string;
      name: string;
      endpoints: { name: string; params: { name: string; required: boolean }[] }[];
    }[];
    for (const [owner, endpoints] of owners) {
      const page = pages.find((p) => (p.plural ?? p.name) === owner)!;
      for (const e of endpoints) {
        const where = `${owner}.${e.name}`;
        const declared = Object.entries(e.params).map(([name, p]) => [name, p.required ?? false]);
        const reference = page.endpoints.find((x) => x.name === e.name)!;
        const referenced = reference.params
          .filter((p) => p.name in e.params)
          .map((p) => [p.name, p.required]);
        expect(referenced, `reference ${where}`).toEqual(declared);

        const op = openapi.paths[openApiPath(e.path)]![e.method.toLowerCase()] as {
          parameters: { name: string; required: boolean }[];
          requestBody?: { content: Record<string, { schema: { properties?: object; required?: string[] } }> };
          responses: Record<string, { content: Record<string, { schema: { properties?: object } }> }>;
        };
        const body =
          op.requestBody?.content['multipart/form-data'] ?? op.requestBody?.content['application/json'];
        const documented = [
          ...op.parameters.map((p) => [p.name, p.required]),
          ...Object.keys(body?.schema.properties ?? {}).map((n) => [n, body!.schema.required!.includes(n)]),
        ].filter(([name]) => (name as string) in e.params);
        expect(
          byName(documented.map(([name, required]) => ({ name: name as string, required }))),
          `OpenAPI ${where}`,
        ).toEqual(byName(declared.map(([name, required]) => ({ name: name as string, required }))));
        const success = op.responses[String(e.response.status)]!.content['application/json'];
        if (e.response.xml || !success || 'oneOf' in success.schema) continue;
        expect(Object.keys(success.schema.properties ?? {}).sort(), `OpenAPI answer ${where}`).toEqual(
          answerKeys(e)
            .map((k) => k.name)
            .sort(),
        );
      }
    }
  });

  it("gives a list page's metadata the keys core declares, in OpenAPI and the SDK's ListMetadata", () => {
    const declared = Object.entries(LIST_METADATA_VALUES).map(([name]) => name);
    const listed = openapi.paths[openApiPath('/buyers')]!.get as {
      responses: {
        200: { content: { 'application/json': { schema: { properties: Record<string, any> } } } };
      };
    };
    const metadata = listed.responses[200].content['application/json'].schema.properties.metadata;
    expect(Object.keys(metadata.properties).sort()).toEqual([...declared].sort());
    expect(
      sdkEndpointTypes()
        .listMetadata()
        .map((k) => k.name)
        .sort(),
    ).toEqual([...declared].sort());
  });

  it('gives the SDK and the CLI the common list parameters with their types and limits', () => {
    expect(COMMON_LIST_PARAM_METADATA.map((p) => [p.name, p.type, p.max ?? null])).toEqual(
      COMMON_LIST_PARAM_SPECS.map((p) => [p.name, p.type, p.max ?? null]),
    );
  });

  it('maps every error code to one status in the server and the SDK, and retries as the catalog says', () => {
    expect(Object.keys(ERROR_CODES)).toEqual(CORE_ERROR_CODES);
    for (const code of CORE_ERROR_CODES) {
      const { status, retry } = ERROR_CATALOG[code];
      expect(ERROR_CODES[code], code).toEqual({ status, retry });
      // The server turns a status from outside Leadline into the code marked for it, with the same status.
      if (status < 500) {
        const mapped = toLeadlineError(Object.assign(new Error('x'), { statusCode: status }));
        expect(mapped.status, code).toBe(status);
        expect(CODE_BY_STATUS.get(status), code).toBe(mapped.code);
      }
      // The SDK has a class of its own for every status the catalog answers with.
      const error = APIError.fromResponse(status, { code }, new Headers(), 'r');
      expect(error.constructor, code).not.toBe(APIError);
      expect(error.status).toBe(status);
      expect(isRetryableStatus(status), code).toBe(retry !== 'never');
    }
  });
});
