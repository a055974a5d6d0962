import { LIVE_CALL_WINDOW_MS, ManualClock } from '@leadline/core';
import { createTestLeadline, createTestTenant } from '@leadline/core/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, LeadlineMetrics } from '../src/index.js';
import { seedCall } from './call-seed.js';
import type { TestApp } from './helpers.js';

const TOKEN = 'scrape-me-0123456789';
const clock = new ManualClock(Date.UTC(2026, 4, 1, 12));

/** The value of one sample line (`name{labels} value`), or undefined when the page has none. */
function sample(page: string, series: string): number | undefined {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics (Prometheus text format)', () => {
  const t = {} as TestApp;
  let metrics: LeadlineMetrics;
  beforeAll(async () => {
    t.leadline = await createTestLeadline({ clock });
    t.tenant = await createTestTenant(t.leadline);
    metrics = new LeadlineMetrics(t.leadline);
    t.app = await buildServer({ leadline: t.leadline, rateLimit: false, metrics: { metrics, token: TOKEN } });
  });
  afterAll(async () => {
    await t.app?.close();
    metrics?.close();
    await t.leadline?.close();
  });
  const scrape = async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('answers only the Bearer token, in the documented error shape otherwise', async () => {
    const server = t.app;
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await server.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 401, code: 'unauthorized' });
    }
    const res = await server.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toContain('# TYPE leadline_http_request_duration_seconds histogram');
  });

  it('counts requests by route pattern and status, never by the raw URL', async () => {
    const server = t.app;
    for (const id of [123456, 654321]) {
      const res = await server.inject({
        url: `/api/v1/leads/${id}`,
        headers: { authorization: t.tenant.authorization },
      });
      expect(res.statusCode).toBe(404);
    }
    await server.inject({ url: '/no/such/route' });
    const page = await scrape();
    expect(
      sample(
        page,
        'leadline_http_request_duration_seconds_count{method="GET",route="/api/v1/leads/:id",status="404"}',
      ),
    ).toBe(2);
    expect(
      sample(
        page,
        'leadline_http_request_duration_seconds_count{method="GET",route="unmatched",status="404"}',
      ),
    ).toBe(1);
    expect(page).not.toContain('123456');
  });

  it("shows the shared queue's backlog by kind and its oldest job's wait, and this process's runs by outcome", async () => {
    const ran: number[] = [];
    t.leadline.jobs.register('metrics.probe', { run: async (job) => void ran.push(job.id) });
    await t.leadline.jobs.enqueue('metrics.probe', {});
    await t.leadline.jobs.enqueue('metrics.probe', {}, { dueAt: clock.now() + 3_600_000 });
    clock.advance(90_000);
    let page = await scrape();
    expect(sample(page, 'leadline_job_queue_jobs{kind="metrics.probe",state="due"}')).toBe(1);
    expect(sample(page, 'leadline_job_queue_jobs{kind="metrics.probe",state="later"}')).toBe(1);
    expect(sample(page, 'leadline_job_queue_oldest_due_seconds{kind="metrics.probe"}')).toBe(90);

    await t.leadline.jobs.runDue();
    expect(ran).toHaveLength(1);
    page = await scrape();
    expect(sample(page, 'leadline_jobs_finished_total{kind="metrics.probe",outcome="done"}')).toBe(1);
    expect(sample(page, 'leadline_job_queue_jobs{kind="metrics.probe",state="due"}')).toBe(0);
  });

  it('counts the calls not yet ended, across companies', async () => {
    const before = sample(await scrape(), 'leadline_calls_in_progress');
    await seedCall(t, { created_at: clock.now() - 60_000, status: 'in_progress' });
    await seedCall(t, { created_at: clock.now() - 60_000, status: 'ringing' });
    await seedCall(t, { created_at: clock.now() - 60_000, status: 'completed' });
    // A call left unended long ago (its carrier never called back) is not counted as live.
    await seedCall(t, { created_at: clock.now() - LIVE_CALL_WINDOW_MS - 1, status: 'in_progress' });
    expect(sample(await scrape(), 'leadline_calls_in_progress')).toBe((before ?? 0) + 2);
  });

  it('counts the callers waiting in hold queues across companies, and how long the first has waited', async () => {
    const other = await createTestTenant(t.leadline);
    const held = async (companyId: number, callId: number, status: string, joinedAt: number) =>
      t.leadline.database.db
        .insertInto('hold_queue_entries')
        .values({
          company_id: companyId,
          call_id: callId,
          offer_id: 1,
          call_router_id: 1,
          inbound: 1,
          status,
          joined_at: joinedAt,
        })
        .execute();
    await held(t.tenant.company.id, 9_001, 'waiting', clock.now() - 45_000);
    await held(other.company.id, 9_002, 'waiting', clock.now() - 5_000);
    // Callers who left, and an entry abandoned long ago, are not waiting.
    await held(t.tenant.company.id, 9_003, 'connected', clock.now() - 80_000);
    await held(other.company.id, 9_004, 'waiting', clock.now() - LIVE_CALL_WINDOW_MS - 1);
    const page = await scrape();
    expect(sample(page, 'leadline_hold_queue_callers')).toBe(2);
    expect(sample(page, 'leadline_hold_queue_longest_wait_seconds')).toBe(45);
  });

  it('times the queries this process sends by statement, failed ones apart', async () => {
    const count = (page: string, labels: string) =>
      sample(page, `leadline_db_query_duration_seconds_count{${labels}}`) ?? 0;
    const before = await scrape();
    await t.leadline.database.db.selectFrom('companies').select('id').execute();
    await expect(
      t.leadline.database.db
        .selectFrom('no_such_table' as 'companies')
        .select('id')
        .execute(),
    ).rejects.toThrow();
    const after = await scrape();
    expect(count(after, 'operation="select",outcome="ok"')).toBeGreaterThan(
      count(before, 'operation="select",outcome="ok"'),
    );
    expect(count(after, 'operation="select",outcome="error"')).toBe(
      count(before, 'operation="select",outcome="error"') + 1,
    );
  });

  it("shows this process's PostgreSQL pool, and no pool on SQLite", async () => {
    const page = await scrape();
    if (t.leadline.database.dialect === 'sqlite') {
      expect(page).not.toContain('leadline_db_pool_connections{');
    } else {
      expect(sample(page, 'leadline_db_pool_connections{state="max"}')).toBe(5);
      expect(sample(page, 'leadline_db_pool_connections{state="waiting"}')).toBe(0);
    }
  });
});
