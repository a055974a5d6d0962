import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

describe('error bodies', () => {
  const t = useTestApp({ rateLimit: { max: 3, windowMs: 60_000 } });

  it('answers an unknown route with 404 and a JSON body', async () => {
    const res = await t.app.inject({
      url: '/api/v1/no_such_thing',
      headers: { authorization: t.tenant.authorization },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      status: 404,
      code: 'route_not_found',
      errors: { base: [expect.any(String)] },
    });
    expect(res.json().request_id).toBe(res.headers['x-request-id']);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/me',
      payload: '{"caller_id": ',
      headers: { authorization: t.tenant.authorization, 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, code: 'bad_request' });
    expect(res.json().errors.base[0]).toMatch(/not valid JSON/);
  });

  it('echoes a request id the client sent', async () => {
    const res = await t.app.inject({
      url: '/api/v1/me',
      headers: { authorization: t.tenant.authorization, 'x-request-id': 'trace-123' },
    });
    expect(res.headers['x-request-id']).toBe('trace-123');
  });

  it('answers CORS preflight for any origin, with that origin and credentials allowed', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/me',
      headers: { origin: 'https://landing.example', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe('https://landing.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
  });

  it('rate-limits per credential with 429, Retry-After and a JSON body', async () => {
    const hit = () =>
      t.app.inject({
        url: '/api/v1/me',
        headers: { authorization: 'Basic Y3JlZGVudGlhbDpmb3JyYXRlbGltaXQ=' },
      });
    const statuses: number[] = [];
    let last = await hit();
    statuses.push(last.statusCode);
    for (let i = 0; i < 4; i++) {
      last = await hit();
      statuses.push(last.statusCode);
    }
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.json()).toMatchObject({ status: 429, code: 'rate_limited' });
    // Another credential has its own allowance.
    const other = await t.app.inject({
      url: '/api/v1/me',
      headers: { authorization: t.tenant.authorization },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('health', () => {
  const t = useTestApp();

  it('reports liveness and database readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });
});
