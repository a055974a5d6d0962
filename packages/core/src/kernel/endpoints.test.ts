import { describe, expect, it } from 'vitest';
import { defineResource, type ResourceInput } from './define.js';
import type { EndpointInput, EndpointValue } from './endpoints.js';
import { f } from './fields.js';

const resource = (endpoints: EndpointInput[], more: Partial<ResourceInput> = {}) =>
  defineResource({
    name: 'widget',
    plural: 'widgets',
    family: 'settings',
    description: 'A test resource',
    fields: { name: f.string() },
    endpoints,
    ...more,
  });

const poke: EndpointInput = {
  name: 'poke',
  method: 'POST',
  path: '/widgets/:id/poke',
  summary: 'Poke a widget',
  params: { id: { type: 'string', description: 'Widget id' } },
  response: { root: 'widget', holds: 'record' },
};

describe('declared endpoints', () => {
  it('normalises an endpoint: path parameters required, defaults filled', () => {
    const [endpoint] = resource([poke]).endpoints;
    expect(endpoint).toMatchObject({
      pathParams: ['id'],
      public: false,
      suffixes: [],
      errors: [],
      response: { status: 200 },
    });
    expect(endpoint!.params.id!.required).toBe(true);
  });

  it('refuses a path parameter without a description', () => {
    expect(() => resource([{ ...poke, params: {} }])).toThrow(/path parameter id/);
  });

  it("refuses a path outside the resource's own", () => {
    expect(() => resource([{ ...poke, path: '/widgetsx/:id/poke' }])).toThrow(/must start with \/widgets/);
    expect(() => resource([{ ...poke, path: '/gadgets/:id/poke' }])).toThrow(/must start with \/widgets/);
  });

  it('refuses two endpoints with one name or one route, and the name of a generic operation', () => {
    expect(() => resource([poke, { ...poke, path: '/widgets/:id/prod' }])).toThrow(/declared twice/);
    expect(() => resource([poke, { ...poke, name: 'prod' }])).toThrow(/declared twice/);
    expect(() => resource([{ ...poke, name: 'show' }])).toThrow(/generic operation/);
  });

  it('refuses an answer array without entries, and a map that also has properties, wherever they are nested', () => {
    const answering = (holds: EndpointValue) => resource([{ ...poke, response: { root: 'poked', holds } }]);
    expect(() => answering({ type: 'array', description: 'x' })).toThrow(/array value needs its entries/);
    const map: EndpointValue = {
      type: 'object',
      description: 'x',
      entries: { type: 'integer', description: 'n' },
      properties: { a: { type: 'string', description: 'a' } },
    };
    expect(() => answering({ type: 'object', description: 'outer', properties: { inner: map } })).toThrow(
      /entries or properties, not both/,
    );
    expect(() =>
      answering({ type: 'string', description: 's', entries: { type: 'string', description: 'e' } }),
    ).toThrow(/only an array or an object/);
    const ok = answering({
      type: 'object',
      description: 'counts by kind',
      values: ['a', 'b'],
      entries: { type: 'array', description: 'numbers', entries: { type: 'decimal', description: 'n' } },
    });
    expect(ok.endpoints[0]!.response.holds).toMatchObject({ values: ['a', 'b'] });
  });

  it('refuses a suffix on a write and a file on a GET', () => {
    expect(() => resource([{ ...poke, suffixes: ['csv'] }])).toThrow(/suffix/);
    expect(() =>
      resource([
        { ...poke, method: 'GET', params: { ...poke.params, file: { type: 'file', description: 'A file' } } },
      ]),
    ).toThrow(/file/);
  });

  it('refuses uploads on an operation the resource does not offer', () => {
    expect(() =>
      resource([], { operations: ['list'], uploads: { create: { import_file: { description: 'CSV' } } } }),
    ).toThrow(/uploads on create/);
  });
});
