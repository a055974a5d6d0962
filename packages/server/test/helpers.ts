import type { Clock, FileStorage, Leadline, PrivateUrlAllowance } from '@leadline/core';
import { createTestLeadline, createTestTenant, type TestTenant } from '@leadline/core/testing';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildServerOptions, buildServer } from '../src/index.js';

/** Stand-ins (fake carriers, S3, file hosts) listen on loopback: tests that use them allow it. */
export const LOCAL_STAND_INS = ['127.0.0.0/8', '::1/128'];

export interface TestApp {
  app: FastifyInstance;
  leadline: Leadline;
  tenant: TestTenant;
  /** A second company, when the setup names one (tenant isolation). */
  other: TestTenant;
}

/**
 * A server on a fresh database (SQLite, or PostgreSQL under DATABASE_URL) with one company, for a test file.
 * `clock` drives the engine's time; `other` names a second company; `allowPrivateUrls` lets the
 * server reach stand-ins on 127.0.0.1 (carriers, S3, file hosts), which it otherwise refuses.
 */
export function useTestApp(
  options: Partial<BuildServerOptions> = {},
  setup: {
    clock?: Clock;
    other?: string;
    allowPrivateUrls?: PrivateUrlAllowance;
    fileStorage?: FileStorage;
  } = {},
): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    ctx.leadline = await createTestLeadline({
      ...(setup.clock ? { clock: setup.clock } : {}),
      ...(setup.allowPrivateUrls ? { allowPrivateUrls: setup.allowPrivateUrls } : {}),
      ...(setup.fileStorage ? { fileStorage: setup.fileStorage } : {}),
    });
    ctx.tenant = await createTestTenant(ctx.leadline);
    if (setup.other) ctx.other = await createTestTenant(ctx.leadline, setup.other);
    ctx.app = await buildServer({ leadline: ctx.leadline, rateLimit: false, ...options });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.leadline?.close();
  });
  return ctx;
}

type Method = NonNullable<InjectOptions['method']>;

/** Requests to /api/v1 as a tenant (the app's own by default), and creates that must succeed. */
export function tenantApi(t: TestApp) {
  const api = (method: Method, url: string, payload?: Record<string, unknown>, who: TestTenant = t.tenant) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: who.authorization },
      ...(payload ? { payload } : {}),
    });
  /** Creates a record through the API; anything but a 201 fails the test. */
  const create = async (plural: string, name: string, body: Record<string, unknown>, who = t.tenant) => {
    const res = await api('POST', `/${plural}`, body, who);
    if (res.statusCode !== 201) throw new Error(`${plural}: ${res.statusCode} ${res.body}`);
    return res.json()[name] as Record<string, unknown> & { id: number };
  };
  return { api, create };
}
