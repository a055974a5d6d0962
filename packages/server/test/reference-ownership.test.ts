import {
  arrayOperationParams,
  CATALOG,
  type FieldSpec,
  type ResourceDefinition,
  writableFields,
} from '@leadline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { Seeder } from './conformance/samples.js';
import { useTestApp } from './helpers.js';

/**
 * Generated from the declarations: every reference a client writes (each ref and refs field
 * with its add_ form, each polymorphic and company reference, and each ref parameter of a
 * hand-written endpoint) is refused with a 422 naming it when it names another company's
 * record, and nothing is written.
 */
const t = useTestApp({}, { other: 'Reference Owner' });
let mine: Seeder;
let theirs: Seeder;

beforeAll(async () => {
  mine = new Seeder(t.leadline, t.tenant.company);
  theirs = new Seeder(t.leadline, t.other.company);
});

const send = (method: string, url: string, payload: Record<string, unknown>) =>
  t.app.inject({
    method: method as 'POST',
    url: `/api/v1${url}`,
    headers: { authorization: t.tenant.authorization },
    payload,
  });

/** The other company's record each kind of reference may name, as the parameter's value. */
async function foreignValues(name: string, spec: FieldSpec): Promise<[string, Record<string, unknown>][]> {
  if (spec.companyRef) {
    const id = t.other.company.id;
    return [[name, { [name]: spec.type === 'integers' ? [id] : id }]];
  }
  if (spec.refBy) {
    const out: [string, Record<string, unknown>][] = [];
    for (const [type, target] of Object.entries(spec.refBy.targets)) {
      out.push([name, { [spec.refBy.typeField]: type, [name]: await theirs.idOf(target) }]);
    }
    return out;
  }
  if (spec.type !== 'ref' && spec.type !== 'refs') return [];
  const id = await theirs.idOf(spec.target!);
  const out: [string, Record<string, unknown>][] = [[name, { [name]: spec.type === 'ref' ? id : [id] }]];
  for (const a of arrayOperationParams(name, spec))
    if (a.by === 'id' && a.op === 'add') out.push([a.param, { [a.param]: [id] }]);
  return out;
}

const isReference = (spec: FieldSpec) =>
  spec.type === 'ref' || spec.type === 'refs' || spec.refBy !== undefined || spec.companyRef === true;
const has = (def: ResourceDefinition, op: string) => def.operations.includes(op as never);
const references = (def: ResourceDefinition, op: 'create' | 'update') =>
  writableFields(def, op).filter(([, spec]) => isReference(spec));

const withReferences = CATALOG.filter(
  (def) =>
    (has(def, 'create') && references(def, 'create').length) ||
    (has(def, 'update') && references(def, 'update').length),
);

describe.each(withReferences.map((def) => [def.plural, def] as const))('%s', (plural, def) => {
  it("refuses another company's record in every reference, on create and update, naming it", async () => {
    const problems: string[] = [];
    const valid = has(def, 'create') ? await mine.createBody(def) : {};
    const id = has(def, 'update') ? await mine.seed(def) : 0;
    for (const op of ['create', 'update'] as const) {
      if (!has(def, op)) continue;
      for (const [name, spec] of references(def, op)) {
        for (const [param, values] of await foreignValues(name, spec)) {
          const res =
            op === 'create'
              ? await send('POST', `/${plural}`, { ...valid, ...values })
              : await send('PUT', `/${plural}/${id}`, values);
          if (res.statusCode !== 422 || !(param in (res.json().errors ?? {}))) {
            problems.push(
              `${op} ${param}=${JSON.stringify(values)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

// A public endpoint (the lead intake) learns its company from its own credential, the lead_token,
// and checks its references once it knows it: test/compat/lead-capture.test.ts refuses another
// company's traffic_source_id there. Every endpoint that acts as a tenant is checked here.
const endpointRefs = CATALOG.flatMap((def) => def.endpoints.filter((e) => !e.public)).flatMap((endpoint) =>
  Object.entries(endpoint.params)
    .filter(
      ([name, p]) =>
        (p.type === 'ref' || p.type === 'refs') && p.target && !endpoint.pathParams.includes(name),
    )
    .map(([name, p]) => [`${endpoint.method} ${endpoint.path} ${name}`, endpoint, name, p.target!] as const),
);

describe.each(endpointRefs)('%s', (_label, endpoint, name, target) => {
  it("refuses another company's record, naming the parameter", async () => {
    const foreign = await theirs.idOf(target);
    const path = endpoint.path.replace(/:([a-z_]+)/g, (_m, p: string) => (p === 'id' ? '1' : '+14155550100'));
    const value = endpoint.params[name]!.type === 'refs' ? [foreign] : foreign;
    const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE';
    const res = bodyless
      ? await t.app.inject({
          method: endpoint.method,
          url: `/api/v1${path}?${name}=${foreign}`,
          headers: { authorization: t.tenant.authorization },
        })
      : await send(endpoint.method, path, { [name]: value });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(name);
  });
});
