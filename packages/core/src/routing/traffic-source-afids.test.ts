import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { numberExistingSources } from '../db/migrations/0021-traffic-source-afids.js';
import type { Company } from '../tenancy/companies.js';
import { systemContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import { findTrafficSource, nextAfid } from './traffic-source-afids.js';

describe('traffic source afids (user_traffic_source_id)', () => {
  let leadline: Leadline;
  let company: Company;
  const create = (body: Record<string, unknown>) =>
    leadline.resource('traffic_sources').create(systemContext(company), body);
  beforeAll(async () => {
    leadline = await createTestLeadline();
    company = await leadline.companies.create({ name: 'Afids' });
  });
  afterAll(() => leadline.close());

  it('starts after the highest numeric afid an import kept, ignoring text afids', async () => {
    await create({ company_name: 'Imported', user_traffic_source_id: '2417' });
    await create({ company_name: 'Imported text', user_traffic_source_id: 'P100326' });
    expect((await create({ company_name: 'New' })).user_traffic_source_id).toBe('2418');
    expect(await nextAfid(leadline.database.db, company.id)).toBe('2419');
  });

  it('numbers sources saved before afids existed, once, after the numbers their company uses', async () => {
    const other = await leadline.companies.create({ name: 'Before afids' });
    const ctx = systemContext(other);
    const kept = await leadline.resource('traffic_sources').create(ctx, {
      company_name: 'Kept',
      user_traffic_source_id: '1500',
    });
    const old = await leadline.resource('traffic_sources').create(ctx, { company_name: 'Old' });
    // As a source saved before this change: no afid, and no counter for the company.
    const db = leadline.database.db;
    await new TenantScope(db, other.id)
      .updateTable('traffic_sources')
      .set({ user_traffic_source_id: null })
      .where('id', '=', Number(old.id))
      .execute();
    await db.deleteFrom('traffic_source_afid_counters').where('company_id', '=', other.id).execute();
    await numberExistingSources(db);
    const shown = await leadline.resource('traffic_sources').show(ctx, Number(old.id));
    expect(shown.user_traffic_source_id).toBe('1501');
    expect(kept.user_traffic_source_id).toBe('1500');
    expect(await nextAfid(db, other.id)).toBe('1502');
  });

  it('finds a source by its afid first, then by id, and only among the company’s live ones', async () => {
    const db = leadline.database.db;
    const a = await create({ company_name: 'A' });
    // B's afid is A's id: the afid wins, as in TrackDrive.
    const b = await create({ company_name: 'B', user_traffic_source_id: String(a.id) });
    expect((await findTrafficSource(db, company.id, a.id))?.id).toBe(b.id);
    expect((await findTrafficSource(db, company.id, String(b.id)))?.id).toBe(b.id);
    expect((await findTrafficSource(db, company.id, a.user_traffic_source_id as string))?.id).toBe(a.id);
    expect(await findTrafficSource(db, company.id, 'P-nothing')).toBeNull();
    const stranger = await leadline.companies.create({ name: 'Stranger' });
    expect(await findTrafficSource(db, stranger.id, a.user_traffic_source_id as string)).toBeNull();
  });
});
