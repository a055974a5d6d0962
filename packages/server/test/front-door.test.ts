import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers.js';

const documentedShape = {
  status: expect.any(Number),
  code: expect.any(String),
  message: expect.any(String),
  errors: expect.any(Object),
  request_id: expect.any(String),
};

describe('the front door', () => {
  const t = useTestApp();

  it('sends / and /api/docs to the reference', async () => {
    for (const url of ['/', '/api', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/api/docs/1.0');
    }
    const reference = await t.app.inject({ method: 'GET', url: '/api/docs/1.0' });
    expect(reference.statusCode).toBe(200);
    expect(reference.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers an unknown path anywhere in the documented error shape, pointing at the API', async () => {
    for (const [method, url] of [
      ['GET', '/nope'],
      ['DELETE', '/healthz'],
      ['GET', '/api/docs/1.0/nope/deeper'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json(), url).toEqual({ ...documentedShape, status: 404, code: 'route_not_found' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/nope' })).json().message).toMatch(/under \/api\/v1/);
  });

  it('answers a body it cannot parse in the documented shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { 'content-type': 'application/json' },
      payload: '{"lead_token": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ...documentedShape, status: 400, code: 'bad_request' });
  });
});

describe('the OpenAPI reference page', () => {
  const t = useTestApp();

  it('renders the OpenAPI document a tag at a time with Scalar from the package bundle, fetching nothing from elsewhere', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/1.0/openapi' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toMatch(/"url":"\/api\/docs\/1\.0\/openapi\/[^"]+\.json"/);
    expect(page.body).toContain('<script src="/api/docs/1.0/assets/scalar.js">');
    expect(page.body).not.toMatch(/https?:\/\//);
    const script = await t.app.inject({ method: 'GET', url: '/api/docs/1.0/assets/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body.length).toBeGreaterThan(1_000_000);
    expect(script.body).toContain('createApiReference');
    const index = await t.app.inject({ method: 'GET', url: '/api/docs/1.0' });
    expect(index.body).toContain('href="/api/docs/1.0/openapi"');
  });
});
