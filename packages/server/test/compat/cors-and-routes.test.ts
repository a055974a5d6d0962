import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers.js';

/** Browsers with credentials (trackdrive-js's withCredentials) and unknown routes (issue 19, items 6 and 7). */
describe('TrackDrive compatibility: CORS with credentials and 404 before 401', () => {
  const t = useTestApp();
  const origin = 'https://landing.example.com';

  it("answers a credentialed browser preflight with the request's Origin, never *", async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/leads',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toContain('POST');
    expect(res.headers.vary).toMatch(/Origin/i);
  });

  it('answers a request without Origin with the same CORS headers, less Allow-Origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { authorization: t.tenant.authorization },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-expose-headers'])).toContain('X-Request-Id');
    expect(res.headers.vary).toMatch(/Origin/i);
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('refuses a preflight that names no method with a 400, and answers one with the allowed headers and max age', async () => {
    const refused = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/buyers', headers: { origin } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe('Invalid Preflight Request');
    const ok = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/buyers/1',
      headers: { origin, 'access-control-request-method': 'PATCH' },
    });
    expect(ok.statusCode).toBe(204);
    expect(ok.headers['access-control-allow-headers']).toBe(
      'Authorization, Content-Type, Idempotency-Key, X-Request-Id',
    );
    expect(ok.headers['access-control-max-age']).toBe('86400');
    expect(ok.body).toBe('');
  });

  it('answers the public request itself with the Origin and Allow-Credentials, and sets no cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'lead_token=nope&caller_id=17205550101',
    });
    expect(res.statusCode).toBe(422);
    expect(res.headers['access-control-allow-origin']).toBe(origin);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 for an unknown route without credentials, as with them', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api/v1/no_such_things' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toMatchObject({ status: 404, code: 'route_not_found' });
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads/no/such/route',
      payload: { caller_id: '+17205550101' },
    });
    expect(post.statusCode).toBe(404);
    const signed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/no_such_things',
      headers: { authorization: t.tenant.authorization },
    });
    expect(signed.statusCode).toBe(404);
  });

  it('still asks a caller of a real route for credentials', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/buyers' });
    expect(res.statusCode).toBe(401);
  });
});
