import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog.js';
import { renderResourceTables } from '../kernel/render-resource-tables.js';
import { storedFields } from '../kernel/schema-sync.js';
import { createTestLeadline } from '../testing/index.js';

describe('resource table types', () => {
  it('are what the current declarations produce', () => {
    const committed = readFileSync(join(import.meta.dirname, 'generated/resource-tables.ts'), 'utf8');
    expect(
      committed === renderResourceTables(CATALOG),
      'stale: run `pnpm --filter @leadline/core generate`',
    ).toBe(true);
  });

  it('name the columns the database has for a resource, and type queries on them', async () => {
    const leadline = await createTestLeadline();
    try {
      // The connection is typed: the select below is checked against the declarations by tsc.
      const db = leadline.database.db;
      const def = CATALOG.find((d) => d.table === 'buyers')!;
      const rows = await db
        .selectFrom('buyers')
        .select(['id', 'name', 'tier', 'created_at'])
        .limit(1)
        .execute();
      expect(rows).toEqual([]);
      // tsc fails this file if the handle stops being typed (the directives would be unused).
      // @ts-expect-error: buyers has no such column.
      db.selectFrom('buyers').select('no_such_column');
      // @ts-expect-error: no such table.
      db.selectFrom('no_such_table');
      const columns = (await leadline.database.db.introspection.getTables())
        .find((t) => t.name === 'buyers')!
        .columns.map((c) => c.name);
      const typed = ['id', 'uuid', 'company_id', 'created_at', 'updated_at', 'deleted_at', 'user_updated_at'];
      expect(columns).toEqual(
        expect.arrayContaining([...typed, 'external_record_id', ...storedFields(def).map((f) => f.name)]),
      );
    } finally {
      await leadline.close();
    }
  });
});
