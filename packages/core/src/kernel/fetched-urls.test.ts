import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog.js';
import type { FieldSpec } from './fields.js';
import { writableFields } from './input.js';

/** A field a client writes that holds a URL, by its name, its example or its pattern. */
const urlShaped = (name: string, spec: FieldSpec) =>
  (spec.type === 'string' || spec.type === 'text') &&
  (/(^|_)(url|uri|href|endpoint)s?$|_url_/.test(name) ||
    /^https?:/.test(String(spec.example ?? '')) ||
    (spec.pattern?.source ?? '').includes('http'));

describe('every URL a client may write is declared fetched or not', () => {
  it('finds no URL-shaped writable field without .fetchedUrl() or .notFetched(reason)', () => {
    const undeclared: string[] = [];
    for (const def of CATALOG) {
      for (const op of ['create', 'update'] as const) {
        if (!def.operations.includes(op)) continue;
        for (const [name, spec] of writableFields(def, op)) {
          if (urlShaped(name, spec) && !spec.fetchedUrl && !spec.notFetched)
            undeclared.push(`${def.plural}.${name}`);
        }
      }
    }
    expect([...new Set(undeclared)]).toEqual([]);
  });
});
