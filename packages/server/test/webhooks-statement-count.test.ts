import { ManualClock } from '@leadline/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantApi, useTestApp } from './helpers.js';
import { leadFixtures } from './leads-fixtures.js';
import { WebhookReceiver } from './webhook-receiver.js';

/**
 * How many statements a delivery costs, counted through the database's query observers
 * (`Database.queries`, which see prepared statements and SQLite's begin and commit too). A
 * statement is a round trip, and on SQLite one more pass of the writer: a change that adds one
 * to every attempt shows here. The budgets are today's counts (docs/benchmarks.md, issue 30).
 */
const BUDGET = {
  // The claim; the event, its company and lead, the subscriptions and webhooks; one transaction
  // (begin, freeze, the dispatch job's row handed over to the delivery, commit); the signing secrets;
  // one transaction (begin, the job's end, log, retry job, failure count, commit); the claim that
  // finds nothing more. PostgreSQL sends one select more.
  firstAttempt: { sqlite: 18, postgres: 19 },
  // The claim; the event, the subscription, the signing secrets (the clock moved past what the
  // first attempt remembered); one transaction (begin, the job's end, log, health, commit); the
  // claim that finds nothing more.
  retry: { sqlite: 10, postgres: 10 },
  // The next event to the same subscription, delivered: the first attempt's statements less the
  // subscriptions, the webhooks and the signing secrets (remembered under the company's webhook
  // epoch) and the retry job.
  remembered: { sqlite: 14, postgres: 15 },
};

const clock = new ManualClock(Date.now());

describe('webhook deliveries: statements per attempt', () => {
  const t = useTestApp({}, { clock, allowPrivateUrls: ['127.0.0.0/8'] });
  const { create } = tenantApi(t);
  const f = leadFixtures(t);
  const receiver = new WebhookReceiver();
  const dialect = () => t.leadline.database.dialect as 'sqlite' | 'postgres';

  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());

  /** Runs `work`, answering the statements it sent by verb. */
  const counted = async (work: () => Promise<unknown>) => {
    const verbs: Record<string, number> = {};
    const stop = t.leadline.database.queries.add((q) => {
      verbs[q.operation] = (verbs[q.operation] ?? 0) + 1;
    });
    try {
      await work();
    } finally {
      stop();
    }
    return { total: Object.values(verbs).reduce((a, b) => a + b, 0), verbs };
  };

  it('a new lead to one subscription: dispatch and first attempt within the budget, then a retry within its own', async () => {
    const offer = await f.offer({ name: 'Counted' });
    await t.leadline.jobs.runDue();
    await create('subscriptions', 'subscription', { target_url: receiver.url(), event: 'new_lead' });
    const res = await f.submit({ lead_token: offer.lead_token, caller_id: '+17193130001' });
    expect(res.statusCode, res.body).toBe(200);
    // The first attempt fails (500), so a retry is queued on the published schedule.
    receiver.answers = [500, 200];
    receiver.received.length = 0;

    const first = await counted(() => t.leadline.jobs.runDue());
    expect(receiver.received).toHaveLength(1);
    expect(first.total, JSON.stringify(first.verbs)).toBeLessThanOrEqual(BUDGET.firstAttempt[dialect()]);

    clock.advance(60_000);
    const retry = await counted(() => t.leadline.jobs.runDue());
    expect(receiver.received).toHaveLength(2);
    expect(retry.total, JSON.stringify(retry.verbs)).toBeLessThanOrEqual(BUDGET.retry[dialect()]);

    // The next leads: their subscriptions, webhooks and signing secrets are read once, then
    // remembered under the webhook epoch (the clock moved past what the first attempt kept).
    for (const caller of ['+17193130002', '+17193130003']) {
      const next = await f.submit({ lead_token: offer.lead_token, caller_id: caller });
      expect(next.statusCode, next.body).toBe(200);
      await t.leadline.jobs.runDue();
    }
    const next = await f.submit({ lead_token: offer.lead_token, caller_id: '+17193130004' });
    expect(next.statusCode, next.body).toBe(200);
    receiver.received.length = 0;
    const warm = await counted(() => t.leadline.jobs.runDue());
    expect(receiver.received).toHaveLength(1);
    expect(warm.total, JSON.stringify(warm.verbs)).toBeLessThanOrEqual(BUDGET.remembered[dialect()]);
  });
});
