import {
  acceptsSeveral,
  CATALOG,
  CODE_BY_STATUS,
  COMMON_LIST_PARAM_SPECS,
  COMMON_LIST_PARAMS,
  ERROR_CODES as CORE_ERROR_CODES,
  ENDPOINT_GROUPS,
  ERROR_CATALOG,
  filterParams,
  genericRoutes,
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
