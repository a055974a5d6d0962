import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

describe('buyer_fleets (spec 2.3)', () => {
  const t = useTestApp();
  const req = (method: string, url: string, payload?: unknown) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { authorization: t.tenant.authorization },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  it('creates a fleet with the listed columns and answers the single-record envelope', async () => {
    const res = await req('POST', '/buyer_fleets', {
      name: 'East',
      user_fleet_id: 'east_1',
      description: 'x',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: 201, errors: {}, metadata: { root: 'buyer_fleet' } });
    expect(body.checksum).toMatch(/^[0-9a-f]{32}$/);
    expect(Object.keys(body.buyer_fleet)).toEqual([
      'id',
      'legacy_id',
      'type',
      'uuid',
      'created_at',
      'updated_at',
      'deleted_at',
      'user_updated_at',
      'routes_show_path',
      'routes_edit_path',
      'external_record_id',
      'company_id',
      'name',
      'description',
      'user_fleet_id',
      'buyers_count',
      'buyer_ids',
    ]);
    expect(body.buyer_fleet).toMatchObject({
      type: 'BuyerFleet',
      company_id: t.tenant.company.id,
      buyers_count: 0,
    });
    expect(body.buyer_fleet.created_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d [+-]\d{4}$/);
  });

  it('requires name and user_fleet_id, and checks the user_fleet_id pattern and uniqueness', async () => {
    const missing = await req('POST', '/buyer_fleets', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ name: ['is required'], user_fleet_id: ['is required'] });

    const bad = await req('POST', '/buyer_fleets', { name: 'X', user_fleet_id: 'Has Caps' });
    expect(bad.json().errors.user_fleet_id[0]).toMatch(/lowercase letters, numbers and underscores/);

    await req('POST', '/buyer_fleets', { name: 'A', user_fleet_id: 'dupe' });
    const dupe = await req('POST', '/buyer_fleets', { name: 'B', user_fleet_id: 'dupe' });
    expect(dupe.statusCode).toBe(422);
    expect(dupe.json().errors.user_fleet_id).toEqual(['has already been taken']);
  });

  it('accepts create at POST /buyer_fleets/:id as the catalog lists it', async () => {
    const res = await req('POST', '/buyer_fleets/0', { name: 'Via id', user_fleet_id: 'via_id' });
    expect(res.statusCode).toBe(201);
    expect(res.json().buyer_fleet.name).toBe('Via id');
  });

  it('counts its buyers and adds or removes them without touching the others', async () => {
    const buyer = async (n: number) =>
      (await req('POST', '/buyers', { name: `B${n}`, number: `+1800555010${n}` })).json().buyer.id as number;
    const [a, b, c] = [await buyer(1), await buyer(2), await buyer(3)];
    const fleet = (
      await req('POST', '/buyer_fleets', { name: 'F', user_fleet_id: 'counted', buyer_ids: [a, b] })
    ).json().buyer_fleet;
    expect(fleet).toMatchObject({ buyer_ids: [a, b], buyers_count: 2 });
    const added = (await req('PUT', `/buyer_fleets/${fleet.id}`, { add_buyer_ids: [c] })).json().buyer_fleet;
    expect(added).toMatchObject({ buyer_ids: [a, b, c], buyers_count: 3 });
    const removed = (await req('PUT', `/buyer_fleets/${fleet.id}`, { remove_buyer_ids: [a] })).json()
      .buyer_fleet;
    expect(removed).toMatchObject({ buyer_ids: [b, c], buyers_count: 2 });
    const listed = (await req('GET', `/buyer_fleets?ids=${fleet.id}&columns=id,buyers_count`)).json()
      .buyer_fleets;
    expect(listed).toEqual([{ id: fleet.id, buyers_count: 2 }]);
  });

  it('matches fulltext literally: % and _ in the search text are not wildcards', async () => {
    await req('POST', '/buyer_fleets', { name: 'Promo 50% off', user_fleet_id: 'promo_a' });
    await req('POST', '/buyer_fleets', { name: 'Promo 500 off', user_fleet_id: 'promo_b' });
    const names = async (q: string) =>
      (await req('GET', `/buyer_fleets?fulltext=${encodeURIComponent(q)}`))
        .json()
        .buyer_fleets.map((f: { name: string }) => f.name);
    expect(await names('50%')).toEqual(['Promo 50% off']);
    expect(await names('promo')).toHaveLength(2);
    expect(await names('50_')).toEqual([]);
  });

  it('has no build endpoint (not listed for buyer_fleets)', async () => {
    expect((await req('GET', '/buyer_fleets/new')).statusCode).toBe(404);
  });
});
