import {
  arrayOperationParams,
  CATALOG,
  COMMON_LIST_PARAMS,
  filterParams,
  type ResourceDefinition,
  writableFields,
} from '@leadline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Seeder } from './conformance/samples.js';
import { useTestApp } from './helpers.js';
import {
  declaredEndpoints,
  HOSTILE_PATH,
  HOSTILE_TEXT,
  HOSTILE_VALUES,
  nestedJson,
  problemOf,
  QUERY_SHAPES,
  shapeProblemOf,
} from './hostile/corpus.js';

/**
 * Generated from the declarations: every operation of every resource and every declared
 * hand-written endpoint is sent a corpus of hostile values in each parameter it takes (body,
 * query and path). Whatever the value, the answer is never a 5xx, and a refusal is Leadline's
 * error body. Endpoints added later are covered without touching this file.
 */
const t = useTestApp({}, { other: 'Hostile Other' });
let seeder: Seeder;

beforeAll(async () => {
  seeder = new Seeder(t.leadline, t.tenant.company);
});

type Sent = {
  method: string;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** A parameter sent in a shape it may not take: a 422 must name it. */
  param?: string;
};

async function problems(requests: Sent[]): Promise<string> {
  const out: string[] = [];
  for (const r of requests) {
    // A stream (Server-Sent Events) that accepts its parameters stays open: judge it by its head.
    const streaming = r.url.startsWith('/events/stream');
    const res = await t.app.inject({
      method: r.method as 'GET',
      url: `/api/v1${r.url}`,
      headers: { authorization: t.tenant.authorization, ...r.headers },
      ...(r.payload !== undefined ? { payload: r.payload as string } : {}),
      ...(streaming ? { payloadAsStream: true } : {}),
    });
    if (streaming) {
      const stream = res.stream();
      if (res.statusCode < 300) {
        stream.destroy();
        continue;
      }
      res.body = await new Response(stream as unknown as ReadableStream).text();
    }
    const problem = r.param ? shapeProblemOf(res, r.param) : problemOf(res);
    if (problem) out.push(`${r.method} ${r.url.slice(0, 120)} ${describeBody(r.payload)} → ${problem}`);
  }
  // expect.fail keeps the whole list: a diff would truncate it.
  if (out.length) expect.fail(`${out.length} answers broke the rule:\n${out.join('\n')}`);
  return '';
}

const describeBody = (payload: unknown) =>
  payload === undefined ? '' : JSON.stringify(payload).slice(0, 100);

/** Body parameters an operation takes: its fields, their add_/remove_ forms and its extra parameters. */
function bodyParams(def: ResourceDefinition, op: 'create' | 'update'): string[] {
  const names = writableFields(def, op).flatMap(([name, spec]) => [
    name,
    ...arrayOperationParams(name, spec).map((a) => a.param),
  ]);
  return [...names, ...Object.keys(def.extraParams[op] ?? {})];
}

const has = (def: ResourceDefinition, op: string) => def.operations.includes(op as never);

describe.each(CATALOG.map((def) => [def.plural, def] as const))('%s', (plural, def) => {
  let id: number;
  let valid: Record<string, unknown>;
  beforeAll(async () => {
    id = await seeder.seed(def);
    valid = has(def, 'create') ? await seeder.createBody(def) : {};
  });

  it('answers every hostile body value on create and update with a 4xx or success, never a 5xx', async () => {
    const sent: Sent[] = [];
    for (const op of ['create', 'update'] as const) {
      if (!has(def, op)) continue;
      for (const param of bodyParams(def, op)) {
        for (const [, value] of HOSTILE_VALUES) {
          const base = op === 'create' ? valid : {};
          sent.push({
            method: op === 'create' ? 'POST' : 'PUT',
            url: op === 'create' ? `/${plural}` : `/${plural}/${id}`,
            payload: { ...base, [param]: value },
          });
        }
      }
    }
    expect(await problems(sent)).toBe('');
  });

  it('answers every hostile list parameter and path id with a 4xx, never a 5xx', async () => {
    const sent: Sent[] = [];
    if (has(def, 'list')) {
      for (const param of [...COMMON_LIST_PARAMS, ...Object.keys(filterParams(def))]) {
        for (const [, text] of HOSTILE_TEXT) sent.push({ method: 'GET', url: `/${plural}?${param}=${text}` });
      }
    }
    for (const [, text] of HOSTILE_PATH) {
      const path = `/${plural}/${text}`;
      if (has(def, 'show')) sent.push({ method: 'GET', url: path });
      if (has(def, 'update')) sent.push({ method: 'PUT', url: path, payload: {} });
      if (has(def, 'destroy')) sent.push({ method: 'DELETE', url: path });
    }
    expect(await problems(sent)).toBe('');
  });

  it.runIf(has(def, 'list'))(
    'reads every list parameter in any shape a query string makes, as JSON and CSV, or names it in a 422',
    async () => {
      const csv = def.formats.includes('csv');
      const params = [...COMMON_LIST_PARAMS, ...Object.keys(filterParams(def)), ...(csv ? ['format'] : [])];
      const sent: Sent[] = [];
      for (const param of params) {
        for (const [, shape] of QUERY_SHAPES) {
          sent.push({ method: 'GET', url: `/${plural}?${shape(param)}`, param });
          if (csv) {
            sent.push({ method: 'GET', url: `/${plural}.csv?${shape(param)}`, param });
            sent.push({ method: 'GET', url: `/${plural}?format=csv&${shape(param)}`, param });
          }
        }
      }
      expect(await problems(sent)).toBe('');
    },
  );
});

/** A path parameter's ordinary value, so a hostile value in another parameter reaches the handler. */
async function pathValue(name: string, owner: string): Promise<string> {
  if (name === 'id') return String(await seeder.idOf(owner));
  if (name === 'caller_id' || name === 'caller_number') return '+14155550100';
  if (name === 'type') return 'time_zone';
  return 'abc';
}

describe.each(declaredEndpoints().map((e) => [`${e.endpoint.method} ${e.endpoint.path}`, e] as const))(
  '%s',
  (_name, { owner, endpoint, def }) => {
    it('answers every hostile value in each of its parameters with a 4xx or success, never a 5xx', async () => {
      const values: Record<string, string> = {};
      for (const p of endpoint.pathParams) values[p] = await pathValue(p, def ? owner : 'leads');
      const pathWith = (override: Record<string, string>) =>
        endpoint.path.replace(/:([a-z0-9_]+)/g, (_m, p: string) => override[p] ?? values[p]!);
      const sent: Sent[] = [];
      const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE';
      // Only where the endpoint answers its ordinary values can a 422 be told to name the shaped one.
      // (A stream that accepts them stays open: it is judged by its head alone.)
      // (A DELETE with its ordinary values would delete what other tests use: shapes go to GETs.)
      const ordinary =
        endpoint.method !== 'GET' || endpoint.path.startsWith('/events/stream')
          ? { statusCode: 400 }
          : await t.app.inject({
              method: endpoint.method as 'GET',
              url: `/api/v1${pathWith({})}`,
              headers: { authorization: t.tenant.authorization },
            });
      const named = (p: string) => (ordinary.statusCode < 400 ? { param: p } : {});
      for (const p of endpoint.pathParams) {
        for (const [, text] of HOSTILE_PATH) {
          sent.push({
            method: endpoint.method,
            url: pathWith({ [p]: text }),
            ...(bodyless ? {} : { payload: {} }),
          });
        }
      }
      for (const [p, param] of Object.entries(endpoint.params)) {
        if (endpoint.pathParams.includes(p) || param.type === 'file') continue;
        if (bodyless) {
          for (const [, text] of HOSTILE_TEXT)
            sent.push({ method: endpoint.method, url: `${pathWith({})}?${p}=${text}` });
          for (const [, shape] of endpoint.method === 'GET' ? QUERY_SHAPES : [])
            sent.push({ method: endpoint.method, url: `${pathWith({})}?${shape(p)}`, ...named(p) });
        } else {
          for (const [, value] of HOSTILE_VALUES) {
            sent.push({ method: endpoint.method, url: pathWith({}), payload: { [p]: value } });
          }
        }
      }
      expect(await problems(sent)).toBe('');
    });
  },
);

describe('requests malformed as a whole', () => {
  const raw = (method: string, url: string, payload?: string, headers: Record<string, string> = {}) =>
    problems([{ method, url, ...(payload !== undefined ? { payload } : {}), headers }]);

  it('answers malformed URLs and oversized query strings and ids in the error shape', async () => {
    expect(await raw('GET', '/buyers/%ZZ')).toBe('');
    expect(await raw('GET', '/buyers?page=%ZZ')).toBe('');
    expect(await raw('GET', `/buyers?fulltext=${'x'.repeat(100_000)}`)).toBe('');
    expect(await raw('GET', `/buyers/${'9'.repeat(10_000)}`)).toBe('');
    expect(await raw('GET', `/buyers?${'a[]=1&'.repeat(5000)}`)).toBe('');
  });

  it('answers deeply nested JSON and form keys, also on the public lead intake', async () => {
    const deepJson = nestedJson(100_000);
    const deepObject = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;
    const deepForm = `a${'[a]'.repeat(20_000)}=1`;
    for (const url of ['/buyers', '/leads']) {
      expect(await raw('POST', url, deepJson, { 'content-type': 'application/json' })).toBe('');
      expect(await raw('POST', url, `{"x": ${deepJson}}`, { 'content-type': 'application/json' })).toBe('');
      expect(await raw('POST', url, deepObject, { 'content-type': 'application/json' })).toBe('');
      expect(await raw('POST', url, deepForm, { 'content-type': 'application/x-www-form-urlencoded' })).toBe(
        '',
      );
      expect(await raw('POST', url, deepObject, { 'content-type': 'text/plain' })).toBe('');
      expect(await raw('GET', `${url}?${deepForm}`)).toBe('');
    }
  });

  it('answers JSON with NUL and lone-surrogate escapes in the error shape', async () => {
    for (const text of [
      '{"name":"a\\u0000b"}',
      '{"name":"\\ud800"}',
      '{"a\\u0000":1}',
      '{"name":{"x":"\\u0000"}}',
    ]) {
      expect(await raw('POST', '/buyers', text, { 'content-type': 'application/json' })).toBe('');
      expect(await raw('POST', '/leads', text, { 'content-type': 'application/json' })).toBe('');
    }
  });

  it('answers multipart bodies without a boundary or cut short in the error shape', async () => {
    const cut =
      '--XYZ\r\nContent-Disposition: form-data; name="import_file"; filename="a.csv"\r\n\r\nnumber\n1415';
    for (const url of ['/buyer_suppressions', '/leads']) {
      expect(await raw('POST', url, 'x', { 'content-type': 'multipart/form-data' })).toBe('');
      expect(await raw('POST', url, cut, { 'content-type': 'multipart/form-data; boundary=XYZ' })).toBe('');
    }
  });
});

describe('times out of range', () => {
  it('refuses a time past year 9999 or a fractional epoch, naming the field, and writes nothing', async () => {
    const valid = await seeder.createBody(t.leadline.registry.require('scheduled_callbacks'));
    for (const callback_at of [1e300, 253_402_300_800_000, 1.5, '99999-01-01']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/scheduled_callbacks',
        headers: { authorization: t.tenant.authorization },
        payload: { ...valid, callback_at, caller_number: '+14155550199' },
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['callback_at']);
    }
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/scheduled_callbacks?caller_number=%2B14155550199',
      headers: { authorization: t.tenant.authorization },
    });
    expect(list.json().scheduled_callbacks).toEqual([]);
  });

  it('shows a stored time out of range as null instead of failing the list, show and csv', async () => {
    const id = await seeder.seed(t.leadline.registry.require('scheduled_callbacks'));
    // Written before writes were checked; PostgreSQL's bigint holds 9e15, SQLite even 1e300.
    const bad = t.leadline.database.dialect === 'sqlite' ? 1e300 : 9_000_000_000_000_000;
    await t.leadline.database.db
      .updateTable('scheduled_callbacks')
      .set({ callback_at: bad })
      .where('id', '=', id)
      .execute();
    const get = (url: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { authorization: t.tenant.authorization },
      });
    const list = await get(`/scheduled_callbacks?ids=${id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().scheduled_callbacks[0].callback_at).toBeNull();
    const show = await get(`/scheduled_callbacks/${id}`);
    expect(show.json().scheduled_callback.callback_at).toBeNull();
    expect((await get(`/scheduled_callbacks.csv?ids=${id}`)).statusCode).toBe(200);
  });
});
