import type { Clock, Leadline as Engine } from '@leadline/core';
import { createTestLeadline, createTestTenant, type TestTenant } from '@leadline/core/testing';
import { type BuildServerOptions, buildServer } from '@leadline/server';
import { afterAll, beforeAll } from 'vitest';
import { type ClientOptions, Leadline } from '../src/index.js';

export interface RealServer {
  engine: Engine;
  app: Awaited<ReturnType<typeof buildServer>>;
  /** `http://127.0.0.1:<port>` */
  url: string;
  tenant: TestTenant;
  /** A client with the tenant's superuser key pair. */
  client: Leadline;
  /** Another client of the same server and tenant. */
  connect(options?: Partial<ClientOptions>): Leadline;
}

/**
 * The real API on an open port, on the suite's database (SQLite, or
 * PostgreSQL under DATABASE_URL), with one company, for one test file.
 * `worker: true` also runs background jobs (imports) as `leadline serve` does; `allowPrivateUrls`
 * lets it reach stand-ins on loopback, which it otherwise refuses; `clock` (a ManualClock) puts
 * the server's time, rate-limit windows included, in the test's hands.
 */
export function useRealServer(
  options: Partial<BuildServerOptions> = {},
  {
    worker = false,
    allowPrivateUrls,
    clock,
  }: {
    worker?: boolean /** Stand-ins on 127.0.0.1 (carriers, S3) need it. */;
    allowPrivateUrls?: string[];
    clock?: Clock;
  } = {},
): RealServer {
  const ctx = {} as RealServer;
  beforeAll(async () => {
    ctx.engine = await createTestLeadline({
      ...(allowPrivateUrls ? { allowPrivateUrls } : {}),
      ...(clock ? { clock } : {}),
    });
    ctx.tenant = await createTestTenant(ctx.engine);
    ctx.app = await buildServer({ leadline: ctx.engine, rateLimit: false, ...options });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    if (worker) ctx.engine.jobs.startWorker({ pollMs: 20 });
    const address = ctx.app.server.address();
    ctx.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    ctx.connect = (more = {}) =>
      new Leadline({
        baseURL: ctx.url,
        publicKey: ctx.tenant.publicKey,
        privateKey: ctx.tenant.privateKey,
        ...more,
      } as ClientOptions);
    ctx.client = ctx.connect();
  });
  afterAll(async () => {
    await ctx.engine?.jobs.stopWorkers();
    await ctx.app?.close();
    await ctx.engine?.close();
  });
  return ctx;
}
