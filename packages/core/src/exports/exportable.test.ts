import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog.js';
import { EXPORTABLE_TABLES } from './admin-table-exporters.resource.js';

describe('exportable tables', () => {
  it('are each a declared resource with a list, open to more than superusers', () => {
    for (const plural of EXPORTABLE_TABLES) {
      const def = CATALOG.find((d) => d.plural === plural);
      expect(def, plural).toBeDefined();
      expect(def!.operations, plural).toContain('list');
      expect(def!.superuser, plural).toBe(false);
    }
  });
});
