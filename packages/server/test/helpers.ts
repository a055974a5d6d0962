import type { Leadline } from '@leadline/core';
import { createTestLeadline, createTestTenant, type TestTenant } from '@leadline/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildServerOptions, buildServer } from '../src/index.js';

export interface TestApp {
  app: FastifyInstance;
  leadline: Leadline;
  tenant: TestTenant;
}

/** A server on a fresh database (SQLite, or PostgreSQL under DATABASE_URL) with one company, for a test file. */
export function useTestApp(options: Partial<BuildServerOptions> = {}): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    ctx.leadline = await createTestLeadline();
    ctx.tenant = await createTestTenant(ctx.leadline);
    ctx.app = await buildServer({ leadline: ctx.leadline, rateLimit: false, ...options });
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.leadline?.close();
  });
  return ctx;
}
