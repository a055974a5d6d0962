import { type Leadline, ManualClock } from '@leadline/core';
import { createTestLeadlineBeside } from '@leadline/core/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../src/index.js';
import { tenantApi, useTestApp } from './helpers.js';

/**
 * Both processes read one test clock, which stands still while they take the pings (as the other
 * cap tests' does): the day the cap counts cannot turn over between them, as it could on the real
 * clock near midnight in the company's time zone.
 */
const clock = new ManualClock(Date.UTC(2026, 2, 2, 15));
const t = useTestApp({}, { clock });
const { create } = tenantApi(t);

/** A second server process on the same database: its own pool and engine, nothing shared in memory. */
let second: { leadline: Leadline; app: FastifyInstance } | undefined;
beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  const leadline = await createTestLeadlineBeside(t.leadline, { clock });
  second = { leadline, app: await buildServer({ leadline, rateLimit: false }) };
});
afterAll(async () => {
  await second?.app.close();
  await second?.leadline.close();
});

describe('per-source ping caps across server processes', () => {
  // On SQLite both engines would share this one thread and its one writer; ping-post-rtb.test.ts
  // sends parallel pings to one process on both databases.
  it.skipIf(!process.env.DATABASE_URL)(
    'admits exactly ping_limit_per_day of the pings two processes take at once',
    async () => {
      const source = await create('traffic_sources', 'traffic_source', {
        company_name: 'Two-process publisher',
        ping_limit_per_day: 5,
      });
      const offer = await create('offers', 'offer', { name: 'Two-process offer' });
      const pool = await create('ring_pools', 'ring_pool', { name: 'Two-process pool', offer_id: offer.id });
      await create('phone_numbers', 'phone_number', {
        number: '+13035579001',
        provider: 'twilio',
        ring_pool_id: pool.id,
      });
      const buyer = await create('buyers', 'buyer', {
        name: 'Two-process buyer',
        number: '+14155550100',
        offer_ids: [offer.id],
      });
      await create('buyer_conversions', 'buyer_conversion', {
        owner_type: 'Buyer',
        owner_id: buyer.id,
        revenue: 5,
        duration: 60,
      });
      await create('inbound_webhooks', 'inbound_webhook', {
        name: 'Two-process webhook',
        vanity_uri: 'two_process',
        offer_id: offer.id,
        ring_pool_id: pool.id,
        traffic_source_id: source.id,
      });
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          (i % 2 ? t.app : second!.app).inject({
            method: 'POST',
            url: '/api/v1/inbound_webhooks/ping/two_process',
            payload: { caller_id: `72055503${String(i).padStart(2, '0')}` },
          }),
        ),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(5);
      expect(codes.filter((c) => c === 429)).toHaveLength(11);
    },
  );
});
