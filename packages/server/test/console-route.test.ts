import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { consoleRoot } from '@leadline/console';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerConsoleRoutes } from '../src/routes/console.js';
import { useTestApp } from './helpers.js';

const CSP = "default-src 'none'; script-src 'self'; style-src 'self'";

describe('the console under /console', () => {
  const t = useTestApp();

  it('answers index.html for every console path, with the Content-Security-Policy', async () => {
    for (const url of ['/console/', '/console/buyers', '/console/calls/12']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toContain(CSP);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<script type="module" crossorigin src="/console/assets/');
    }
    const bare = await t.app.inject({ method: 'GET', url: '/console' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/console/');
  });

  it('serves built assets by name for a year, and nothing outside the assets folder', async () => {
    const script = readdirSync(join(consoleRoot, 'assets')).find((f) => f.endsWith('.js'))!;
    const res = await t.app.inject({ method: 'GET', url: `/console/assets/${script}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const name of ['..%2f..%2fpackage.json', '..%2Findex.html', 'missing-abc123.js', 'index.html']) {
      const refused = await t.app.inject({ method: 'GET', url: `/console/assets/${name}` });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ status: 404, code: 'route_not_found' });
    }
  });

  it('says to build the console when it is not built', async () => {
    const app = Fastify();
    registerConsoleRoutes(app, '/nonexistent/console/dist');
    const res = await app.inject({ method: 'GET', url: '/console/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'route_not_found',
      message: 'The console is not built: run `pnpm build`',
    });
    await app.close();
  });
});
