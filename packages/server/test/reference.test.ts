import { CATALOG } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

describe('API reference', () => {
  const t = useTestApp();

  it('serves an index page naming every declared resource, without credentials', async () => {
    const res = await t.app.inject({ url: '/api/docs/1.0' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    for (const def of CATALOG) expect(res.body).toContain(`/api/docs/1.0/${def.plural}`);
  });

  it('serves one page per resource with its operations, parameters and columns', async () => {
    const page = await t.app.inject({ url: '/api/docs/1.0/buyer_fleets' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('POST /api/v1/buyer_fleets');
    expect(page.body).toContain('user_fleet_id');
    const json = (await t.app.inject({ url: '/api/docs/1.0/buyer_fleets.json' })).json();
    const create = json.operations.find((o: { operation: string }) => o.operation === 'create');
    expect(create.params.find((p: { name: string }) => p.name === 'user_fleet_id')).toMatchObject({
      required: true,
      pattern: '^[a-z0-9_]+$',
    });
    expect(json.operations.map((o: { operation: string }) => o.operation)).not.toContain('build');
    expect((await t.app.inject({ url: '/api/docs/1.0/no_such_resource' })).statusCode).toBe(404);
  });

  it('publishes an OpenAPI 3.1 document with a path for every operation', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/1.0/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths['/api/v1/buyer_fleets'])).toEqual(['get', 'post']);
    expect(doc.paths['/api/v1/buyer_fleets/{id}'].post).toBeDefined();
    expect(doc.paths['/api/v1/buyers/{user_buyer_id}/by_user_buyer_id'].get).toBeDefined();
    expect(doc.components.schemas.BuyerFleet.properties.user_fleet_id).toMatchObject({ type: 'string' });
  });
});

describe('collections', () => {
  const t = useTestApp();
  const get = (url: string) =>
    t.app.inject({ url: `/api/v1${url}`, headers: { authorization: t.tenant.authorization } });

  it('serves the IANA time zones', async () => {
    const res = (await get('/collections/time_zone')).json();
    expect(res.metadata.root).toBe('time_zone');
    expect(res.time_zone.map((z: { value: string }) => z.value)).toContain('America/New_York');
  });

  it('serves US states and every enum field, and lists the types', async () => {
    expect((await get('/collections/us_state?root=false')).json()).toContainEqual({
      value: 'FL',
      label: 'Florida',
    });
    const enumValues = (await get('/collections/buyer_groups.dial_buyers_type?root=false')).json();
    expect(enumValues.map((v: { value: string }) => v.value)).toEqual(['sequentially', 'simultaneously']);
    const types = (await get('/collections')).json().collections;
    expect(types).toEqual(expect.arrayContaining(['time_zone', 'us_state', 'buyers.route_by_type']));
  });

  it('answers 404 for an unknown collection and 401 without credentials', async () => {
    expect((await get('/collections/planets')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/collections/time_zone' })).statusCode).toBe(401);
  });
});

describe('buyers by user_buyer_id', () => {
  const t = useTestApp();
  const call = (method: string, url: string, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: { authorization: t.tenant.authorization },
      ...(payload ? { payload } : {}),
    });

  it('finds a buyer by its own external id', async () => {
    const made = (
      await call('POST', '/buyers', {
        name: 'Acme Insurance',
        number: '+18005550100',
        user_buyer_id: 'acme-7',
      })
    ).json();
    const res = await call('GET', '/buyers/acme-7/by_user_buyer_id');
    expect(res.statusCode).toBe(200);
    expect(res.json().buyer.id).toBe(made.buyer.id);
    expect((await call('GET', '/buyers/nobody/by_user_buyer_id')).statusCode).toBe(404);
  });

  it('rejects a buyer number that is neither E.164 nor a SIP URI with [number_to_dial]', async () => {
    const res = await call('POST', '/buyers', { name: 'Bad', number: '555-0100' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.number[0]).toMatch(/E\.164/);
    const sip = await call('POST', '/buyers', {
      name: 'Sip',
      number: 'sip:[number_to_dial]@pbx.example.com',
    });
    expect(sip.statusCode).toBe(201);
  });
});
