import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestLeadline, createTestTenant } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { RuntimeTableScope, TenantScope } from './scope.js';

describe('the tenant scope', () => {
  let leadline: Leadline;
  beforeEach(async () => {
    leadline = await createTestLeadline();
  });
  afterEach(() => leadline.close());

  const dispositionRow = (name: string, at: number) => ({
    uuid: `uuid-${name}`,
    created_at: at,
    updated_at: at,
    name,
  });

  it("writes the company on insert and reads, changes and deletes only the company's rows", async () => {
    const a = await createTestTenant(leadline, 'Company A');
    const b = await createTestTenant(leadline, 'Company B');
    const db = leadline.database.db;
    const scopeA = new TenantScope(db, a.company.id);
    const scopeB = new TenantScope(db, b.company.id);
    await scopeA.insertInto('call_dispositions', dispositionRow('sold-a', 1)).execute();
    await scopeB.insertInto('call_dispositions', [dispositionRow('sold-b', 2)]).execute();

    const seenByA = await scopeA.selectFrom('call_dispositions').select(['name', 'company_id']).execute();
    expect(seenByA.map((r) => [r.name, Number(r.company_id)])).toEqual([['sold-a', a.company.id]]);

    const changed = await scopeA.updateTable('call_dispositions').set({ name: 'renamed' }).executeTakeFirst();
    expect(Number(changed.numUpdatedRows)).toBe(1);
    const deleted = await scopeB.deleteFrom('call_dispositions').executeTakeFirst();
    expect(Number(deleted.numDeletedRows)).toBe(1);

    // The runtime-named scope (the generic engine's) draws the same line.
    const runtime = new RuntimeTableScope(db, a.company.id);
    const rows = await runtime.selectFrom('call_dispositions').select('name').execute();
    expect(rows).toEqual([{ name: 'renamed' }]);
    expect(
      await new RuntimeTableScope(db, b.company.id).selectFrom('call_dispositions').selectAll().execute(),
    ).toEqual([]);
  });

  it('takes only tables that belong to a company, with their columns checked by tsc', () => {
    const scope = new TenantScope(leadline.database.db, 1);
    // @ts-expect-error: users belong to no single company.
    scope.selectFrom('users');
    // @ts-expect-error: company_id is the scope's to write.
    scope.insertInto('call_dispositions', { ...dispositionRow('x', 1), company_id: 2 });
    // @ts-expect-error: call_dispositions has no such column.
    scope.selectFrom('call_dispositions').select('no_such_column');
    expect(scope.companyId).toBe(1);
  });
});
