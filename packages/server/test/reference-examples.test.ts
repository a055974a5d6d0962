import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  CATALOG,
  ENDPOINT_GROUPS,
  type EndpointDefinition,
  type EndpointValue,
  genericRoutes,
} from '@leadline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ReferenceExamples, UNRECORDED } from '../src/docs/examples.js';
import { collectExamples } from './reference-examples/collect.js';
import { shapeOf } from './reference-examples/shape.js';

const FILE = fileURLToPath(new URL('../src/docs/generated/reference-examples.json', import.meta.url));
/** `pnpm --filter @leadline/server examples` writes the file instead of checking it. */
const WRITE = process.env.LEADLINE_WRITE_EXAMPLES === '1';

describe('the reference examples are what a real server answers', () => {
  let fresh: ReferenceExamples;
  const committed = JSON.parse(readFileSync(FILE, 'utf8')) as ReferenceExamples;

  beforeAll(async () => {
    const { examples, failures } = await collectExamples();
    // Every example request must succeed: a refused one is a broken example, not a missing one.
    expect(failures).toEqual([]);
    fresh = examples;
    if (WRITE) writeFileSync(FILE, `${JSON.stringify(examples, null, 1)}\n`);
  }, 300_000);

  it('has an example of every generic operation of every resource', () => {
    const missing = CATALOG.flatMap((def) =>
      [...new Set(genericRoutes(def).map((r) => r.kind))]
        .map((kind) => `${def.plural}.${kind}`)
        .filter((key) => !fresh[key]),
    );
    expect(missing).toEqual([]);
  });

  it('has an example of every hand-written endpoint, but for the few the reference says why not', () => {
    const declared = [
      ...CATALOG.flatMap((def) => def.endpoints.map((e) => `${def.plural}.${e.name}`)),
      ...ENDPOINT_GROUPS.flatMap((group) => group.endpoints.map((e) => `${group.name}.${e.name}`)),
    ];
    expect(declared.filter((key) => !fresh[key] && !UNRECORDED[key])).toEqual([]);
    // An exception is an operation that exists and still has no example.
    expect(Object.keys(UNRECORDED).filter((key) => !declared.includes(key) || fresh[key])).toEqual([]);
  });

  it.skipIf(WRITE)(
    'the committed answers have the shape the server answers with today (ids and times aside)',
    () => {
      const drift = Object.keys({ ...fresh, ...committed }).filter((key) => {
        const a = fresh[key];
        const b = committed[key];
        return (
          !a ||
          !b ||
          a.response.status !== b.response.status ||
          JSON.stringify(shapeOf(a.response.body)) !== JSON.stringify(shapeOf(b.response.body)) ||
          JSON.stringify(shapeOf(a.request)) !== JSON.stringify(shapeOf(b.request))
        );
      });
      expect(drift, 'run `pnpm --filter @leadline/server examples` and commit the file').toEqual([]);
    },
  );

  it("answers every hand-written endpoint's example with the keys its declaration names", () => {
    const declared = new Map<string, EndpointDefinition>();
    for (const owner of [
      ...CATALOG.map((d) => ({ name: d.plural, endpoints: d.endpoints })),
      ...ENDPOINT_GROUPS,
    ])
      for (const e of owner.endpoints) declared.set(`${owner.name}.${e.name}`, e);
    const disagreements: string[] = [];
    for (const [key, example] of Object.entries(fresh)) {
      const e = declared.get(key);
      const body = example.response.body;
      if (!e || e.response.holds === 'list' || e.response.xml || !isObject(body)) continue;
      const r = e.response;
      const top: Record<string, boolean> = { metadata: true };
      if (!r.bare) Object.assign(top, { status: true, errors: true });
      if (!r.root.startsWith(':')) top[r.root] = true;
      if (r.holds === 'record') top.checksum = true;
      for (const [name, v] of Object.entries(r.fields ?? {})) top[name] = !v.optional;
      const metadata: Record<string, boolean> = { root: true };
      if (r.holds === 'records') metadata.total_count = true;
      for (const [name, v] of Object.entries(r.metadata ?? {})) metadata[name] = !v.optional;
      // A root named by a path parameter (GET /collections/:type) is the key metadata.root names.
      if (isObject(body.metadata) && r.root.startsWith(':')) top[String(body.metadata.root)] = true;
      disagreements.push(...keysDiffer(`${key}`, top, body));
      if (isObject(body.metadata))
        disagreements.push(...keysDiffer(`${key} metadata`, metadata, body.metadata));
      const held = r.root.startsWith(':') ? undefined : body[r.root];
      if (typeof r.holds === 'object' && r.holds.properties) {
        const first = r.holds.type === 'objects' && Array.isArray(held) ? held[0] : held;
        // Only what is missing: a held value may carry more than it declares (each call event the fields of its kind).
        if (isObject(first))
          disagreements.push(
            ...keysDiffer(`${key} ${r.root}`, wanted(r.holds), first).filter((d) => d.includes('declares')),
          );
      }
    }
    expect(disagreements).toEqual([]);
  });
});

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The keys of a declared object: true for those every answer has. */
const wanted = (v: EndpointValue) =>
  Object.fromEntries(Object.entries(v.properties ?? {}).map(([name, p]) => [name, !p.optional]));

/** What the answer has that the declaration lacks, and what the declaration requires that it lacks. */
function keysDiffer(
  where: string,
  declared: Record<string, boolean>,
  answer: Record<string, unknown>,
): string[] {
  return [
    ...Object.keys(answer)
      .filter((k) => !(k in declared))
      .map((k) => `${where}: answers ${k}, which is not declared`),
    ...Object.entries(declared)
      .filter(([k, required]) => required && !(k in answer))
      .map(([k]) => `${where}: declares ${k}, which is not answered`),
  ];
}
