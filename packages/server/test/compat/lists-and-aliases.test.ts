import { describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from '../helpers.js';

/**
 * Lists as reporting clients and the official SDKs read them (issue 19,
 * items 2, 4 and 9): TrackDrive's resource names, columns Leadline lacks,
 * filters on any column, and metadata.next_cursor without asking for cursors.
 */
describe('TrackDrive compatibility: lists and resource aliases', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const { api, create } = tenantApi(t);

  it('serves teams as access_control_lists under its own roots, create to list to show', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/teams',
      headers: { authorization: t.tenant.authorization, 'content-type': 'application/json' },
      payload: JSON.stringify({ team: { name: 'Closers' } }),
    });
    expect(created.statusCode).toBe(201);
    const team = created.json().team;
    expect(created.json().metadata.root).toBe('team');
    const same = (await api('GET', `/access_control_lists/${team.id}`)).json().access_control_list;
    expect(same.name).toBe('Closers');
    const list = (await api('GET', '/teams')).json();
    expect(list.metadata.root).toBe('teams');
    expect(list.teams.map((r: { id: number }) => r.id)).toContain(team.id);
    const shown = await api('GET', `/teams/${team.id}`);
    expect(shown.json().team.name).toBe('Closers');
  });

  it('serves billings (charge_rollups) and page_views (impressions) as lists, csv included, per company', async () => {
    const billings = await api('GET', '/billings');
    expect(billings.statusCode).toBe(200);
    expect(billings.json()).toMatchObject({ billings: [], metadata: { root: 'billings' } });
    const views = await api('GET', '/page_views.csv');
    expect(views.statusCode).toBe(200);
    expect(views.headers['content-type']).toMatch(/text\/csv/);
    expect((await api('GET', '/page_views')).json().metadata.root).toBe('page_views');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/billings' })).statusCode).toBe(401);
  });

  it('lists contacts, filtered by number as the SDK sends it', async () => {
    await api('POST', '/contacts/17205554001/caller_block');
    await api('POST', '/contacts/17205554002/caller_block');
    const res = await api('GET', '/contacts?number=17205554001');
    expect(res.statusCode).toBe(200);
    expect(res.json().contacts.map((c: { number: string }) => c.number)).toEqual(['+17205554001']);
  });

  it('documents each alias in the reference and OpenAPI', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/docs/1.0/openapi.json' })).json();
    for (const path of ['/api/v1/billings', '/api/v1/teams', '/api/v1/teams/{id}', '/api/v1/page_views']) {
      expect(openapi.paths[path], path).toBeDefined();
    }
    expect(openapi.paths['/api/v1/teams'].get.operationId).toBe('teams.list');
    const html = await t.app.inject({ method: 'GET', url: '/api/docs/1.0/charge_rollups' });
    expect(html.body).toContain('/api/v1/billings');
  });

  it('answers the known columns and names the unknown ones, in JSON and CSV', async () => {
    await create('buyers', 'buyer', { name: 'Columned', number: '+14155550130' });
    const res = await api('GET', '/buyers?columns=id,name,revenue_today&per_page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().metadata.unknown_columns).toEqual(['revenue_today']);
    expect(Object.keys(res.json().buyers[0])).toEqual(['id', 'name']);
    const csv = await api('GET', '/buyers.csv?columns=name,revenue_today');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[0]).toBe('name');
    const one = await api('GET', `/buyers/${res.json().buyers[0].id}?columns=name,revenue_today`);
    expect(one.json().metadata.unknown_columns).toEqual(['revenue_today']);
  });

  it('gives metadata.next_cursor on a list without page or cursor, and pages on to the end with it', async () => {
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push(await create('call_centers', 'call_center', { name: `Center ${i}` }));
    const ids = made.map((r) => r.id);
    const first = (await api('GET', `/call_centers?per_page=2&ids=${ids.join(',')}`)).json();
    expect(first.call_centers.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.metadata.next_cursor).toBe(ids[1]);
    const next = (
      await api('GET', `/call_centers?per_page=2&ids=${ids.join(',')}&cursor=${first.metadata.next_cursor}`)
    ).json();
    expect(next.call_centers.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    expect(next.metadata.next_cursor).toBe(0);
    // page asks for page paging, newest created first, without a cursor.
    const paged = (await api('GET', `/call_centers?page=1&per_page=2&ids=${ids.join(',')}`)).json();
    expect(paged.metadata).toMatchObject({ page: 1, next_cursor: null });
  });

  it('filters by any scalar column a client names, and names parameters that filter nothing', async () => {
    const a = await create('buyers', 'buyer', {
      name: 'Filter A',
      number: '+14155550131',
      timeout_seconds: 45,
    });
    await create('buyers', 'buyer', { name: 'Filter B', number: '+14155550132', timeout_seconds: 60 });
    const res = (await api('GET', '/buyers?timeout_seconds=45&no_such_filter=1')).json();
    expect(res.buyers.map((b: { id: number }) => b.id)).toEqual([a.id]);
    expect(res.metadata.unknown_params).toEqual(['no_such_filter']);
    const bad = await api('GET', '/buyers?timeout_seconds=soon');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('timeout_seconds');
    // Another company's rows never match.
    const theirs = (await api('GET', '/buyers?timeout_seconds=45', undefined, t.other)).json();
    expect(theirs.buyers).toEqual([]);
  });
});
