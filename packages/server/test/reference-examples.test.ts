import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CATALOG, ENDPOINT_GROUPS, genericRoutes } from '@leadline/core';
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
});
