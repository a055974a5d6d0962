import { describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from '../helpers.js';

/**
 * Writes as Rails-style TrackDrive clients send them (issue 19, items 3, 4
 * and 5): the singular root, TrackDrive's field names, `paused`, and nothing
 * a client sends dropped without a word.
 */
describe('TrackDrive compatibility: writes', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const { api, create } = tenantApi(t);
  const json = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: t.tenant.authorization, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('creates and updates from a body wrapped in the singular root, on every resource', async () => {
    const created = await json('POST', '/buyers', {
      buyer: { name: 'Wrapped Buyer', number: '+14155550123', tier: 2 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().buyer).toMatchObject({ name: 'Wrapped Buyer', number: '+14155550123', tier: 2 });

    const id = created.json().buyer.id;
    const updated = await json('PUT', `/buyers/${id}`, { buyer: { name: 'Renamed', tier: 3 } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().buyer).toMatchObject({ name: 'Renamed', tier: 3 });
    expect((await api('GET', `/buyers/${id}`)).json().buyer.name).toBe('Renamed');

    // Another resource, same mechanism: a form body with offer[name]=… (Rails' nested form keys).
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/offers',
      headers: { authorization: t.tenant.authorization, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'offer[name]=Form%20Offer&offer[duplicate_timeframe]=90',
    });
    expect(form.statusCode).toBe(201);
    expect(form.json().offer).toMatchObject({ name: 'Form Offer', duplicate_timeframe: 90 });
  });

  it('refuses an unknown write field with a 422 naming it, and writes nothing', async () => {
    const before = (await api('GET', '/offers?root=false&per_page=1000')).json().length;
    const res = await json('POST', '/offers', { name: 'Typo Offer', duplicate_timefrme: 60 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ duplicate_timefrme: ['is not a parameter of offers create'] });
    expect((await api('GET', '/offers?root=false&per_page=1000')).json().length).toBe(before);

    const offer = await create('offers', 'offer', { name: 'Kept' });
    const update = await json('PUT', `/offers/${offer.id}`, { offer: { nme: 'Lost?' } });
    expect(update.statusCode).toBe(422);
    expect(update.json().errors).toHaveProperty('nme');
    expect((await api('GET', `/offers/${offer.id}`)).json().offer.name).toBe('Kept');
  });

  it("answers 404, not 422, for another company's record whatever the body holds", async () => {
    const theirs = await create('offers', 'offer', { name: 'Theirs' }, t.other);
    const res = await json('PUT', `/offers/${theirs.id}`, { bogus: 1 });
    expect(res.statusCode).toBe(404);
  });

  it('accepts a record sent back as it was read, naming the read-only columns it left alone', async () => {
    const offer = await create('offers', 'offer', { name: 'Round trip' });
    const read = (await api('GET', `/offers/${offer.id}`)).json().offer;
    const res = await json('PUT', `/offers/${offer.id}`, { ...read, name: 'Round tripped' });
    expect(res.statusCode).toBe(200);
    expect(res.json().offer.name).toBe('Round tripped');
    expect(res.json().metadata.ignored_params).toEqual(
      expect.arrayContaining(['id', 'uuid', 'created_at', 'lead_token']),
    );
    expect(res.json().metadata.ignored_params).not.toContain('name');
  });

  it('takes webhook_remote_url and webhook_remote_method on buyer conversions (query-only POST)', async () => {
    const buyer = await create('buyers', 'buyer', { name: 'Hooked', number: '+14155550124' });
    const url = encodeURIComponent('https://buyer.example.com/convert?caller=[caller_id]');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/buyer_conversions?owner_type=Buyer&owner_id=${buyer.id}&duration=60&conversion_type=webhook&webhook_remote_url=${url}&webhook_remote_method=get`,
      headers: { authorization: t.tenant.authorization },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().buyer_conversion).toMatchObject({
      webhook_url: 'https://buyer.example.com/convert?caller=[caller_id]',
      webhook_method: 'get',
    });
    const id = res.json().buyer_conversion.id;
    const put = await json('PUT', `/buyer_conversions/${id}`, {
      buyer_conversion: { webhook_remote_url: 'https://buyer.example.com/v2' },
    });
    expect(put.json().buyer_conversion.webhook_url).toBe('https://buyer.example.com/v2');
  });

  it('shows paused beside active on offers and traffic sources, and writes one through the other', async () => {
    const offer = await create('offers', 'offer', { name: 'Pausable' });
    expect(offer).toMatchObject({ active: true, paused: false });
    const paused = await json('PUT', `/offers/${offer.id}`, { paused: 'true' });
    expect(paused.json().offer).toMatchObject({ active: false, paused: true });
    const resumed = await json('PUT', `/offers/${offer.id}`, { active: true });
    expect(resumed.json().offer).toMatchObject({ active: true, paused: false });

    const source = await json('POST', '/traffic_sources', {
      traffic_source: { company_name: 'Pub', paused: true },
    });
    expect(source.statusCode).toBe(201);
    expect(source.json().traffic_source).toMatchObject({ active: false, paused: true });

    // paused filters lists too, as clients send it.
    await json('PUT', `/traffic_sources/${source.json().traffic_source.id}`, { paused: true });
    const pausedSources = (await api('GET', '/traffic_sources?paused=true&root=false')).json();
    expect(pausedSources.map((r: { id: number }) => r.id)).toContain(source.json().traffic_source.id);
    expect(pausedSources.every((r: { paused: boolean }) => r.paused)).toBe(true);
    const running = (await api('GET', '/offers?paused=false&root=false&per_page=1000')).json();
    expect(running.map((r: { id: number }) => r.id)).toContain(offer.id);
    expect(running.every((r: { active: boolean }) => r.active)).toBe(true);

    const contradiction = await json('PUT', `/offers/${offer.id}`, { paused: true, active: true });
    expect(contradiction.statusCode).toBe(422);
    expect(contradiction.json().errors).toHaveProperty('paused');
    const bad = await json('PUT', `/offers/${offer.id}`, { paused: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('paused');
  });

  it('documents the aliases and paused in the reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/1.0/buyer_conversions.json' });
    expect(res.body).toContain('webhook_remote_url');
    const offers = await t.app.inject({ method: 'GET', url: '/api/docs/1.0/offers.json' });
    expect(offers.body).toContain('The opposite of active');
  });
});
