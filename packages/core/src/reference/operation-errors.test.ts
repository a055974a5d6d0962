import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog.js';
import { ERROR_CATALOG } from '../errors/catalog.js';
import { genericRoutes } from '../kernel/operations.js';
import { operationErrors } from './operation-errors.js';

describe('operationErrors', () => {
  it('names each error with the status the catalog gives its code', () => {
    for (const def of CATALOG) {
      for (const route of genericRoutes(def)) {
        for (const e of operationErrors(def, route.kind)) expect(e.status).toBe(ERROR_CATALOG[e.code].status);
      }
    }
  });

  it('a record by id may be missing; a list or a create has no record to miss', () => {
    const buyers = CATALOG.find((d) => d.plural === 'buyers')!;
    const codes = (kind: Parameters<typeof operationErrors>[1]) =>
      operationErrors(buyers, kind).map((e) => e.code);
    expect(codes('show')).toEqual(['not_found']);
    expect(codes('destroy')).toContain('not_found');
    expect(codes('update')).toEqual(expect.arrayContaining(['not_found', 'validation_failed', 'conflict']));
    expect(codes('list')).toEqual(['validation_failed']);
    expect(codes('create')).not.toContain('not_found');
  });

  it('names a too-large body only where a write takes a file', () => {
    const withFile = CATALOG.find((d) => d.plural === 'buyer_suppressions')!;
    const without = CATALOG.find((d) => d.plural === 'buyers')!;
    expect(operationErrors(withFile, 'create').map((e) => e.code)).toContain('payload_too_large');
    expect(operationErrors(without, 'create').map((e) => e.code)).not.toContain('payload_too_large');
  });
});
