import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../clock.js';
import { CounterDeltas, writeCounterDeltas } from '../db/cap-counter-rows.js';
import { encodeValue } from '../db/column-types.js';
import { newRowStamps } from '../db/stamps.js';
import { systemContext } from '../tenancy/context.js';
import { createTestLeadline } from '../testing/index.js';
import type { Leadline } from '../wiring/leadline.js';
import type { CapLimits, PeriodLimits } from './caps.js';
import type { OfferBuyer } from './filters.js';

const NOW = Date.parse('2026-03-15T14:30:00Z');
const DAY = 86_400_000;
const ZONES = ['UTC', 'America/New_York', 'Asia/Kolkata'] as const;

/** Mostly no cap, else a small one, so buyers reach some caps and not others. */
const sometimes = (max: number) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.integer({ min: 0, max }) },
  );
const limit = sometimes(4);
const periods: fc.Arbitrary<PeriodLimits> = fc.record({
  hourly: limit,
  daily: limit,
  monthly: limit,
  total: limit,
});
const caps: fc.Arbitrary<CapLimits> = fc.record({
  concurrency: limit,
  connection: periods,
  attempt: periods,
  buyer_conversion: periods,
  revenue: fc.record({
    hourly: sometimes(60),
    daily: sometimes(60),
    monthly: sometimes(60),
    total: sometimes(60),
  }),
});
const call = fc.record({
  // Most calls fall in this hour and day, some earlier in the month, a few before it.
  ago: fc.oneof(
    fc.integer({ min: 0, max: 3_600_000 }),
    fc.integer({ min: 0, max: 2 * DAY }),
    fc.integer({ min: 0, max: 40 * DAY }),
  ),
  answered: fc.boolean(),
  live: fc.boolean(),
  converted: fc.boolean(),
  revenue: fc.integer({ min: 0, max: 30 }),
});
const buyer = fc.record({
  paused: fc.constantFrom(false, false, false, false, true),
  zone: fc.option(fc.constantFrom(...ZONES), { nil: null }),
  hours: fc.option(
    fc.record({ from: fc.integer({ min: 0, max: 23 }), to: fc.integer({ min: 0, max: 23 }) }),
    {
      nil: null,
    },
  ),
  caps,
  calls: fc.array(call, { maxLength: 8 }),
  dials: fc.array(fc.oneof(fc.integer({ min: 0, max: 3_600_000 }), fc.integer({ min: 0, max: 40 * DAY })), {
    maxLength: 4,
  }),
  grouped: fc.boolean(),
  states: fc.option(fc.constantFrom('CA,TX', 'NY'), { nil: null }),
});
const scenario = fc.record({
  buyers: fc.array(buyer, { minLength: 1, maxLength: 6 }),
  groupCaps: caps,
  // With a number the suppression layers are asked per buyer; without one, not at all.
  number: fc.constantFrom(null, '+13125550199'),
  state: fc.constantFrom('TX', 'NY'),
});

const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

describe('buyer filters: one buyer at a time and an offer’s buyers at once', () => {
  let leadline: Leadline;
  beforeAll(async () => {
    leadline = await createTestLeadline({ clock: new ManualClock(NOW) });
  });
  afterAll(async () => {
    await leadline?.close();
  });

  it('give every buyer the same reason on random buyers, caps, groups and call histories', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (s) => {
        const company = await leadline.companies.create({ name: 'Filters', time_zone: 'America/Chicago' });
        const ctx = systemContext(company);
        const { db, dialect } = leadline.database;
        const ids = s.buyers.map((_, i) => 1000 + i);
        const members = ids.filter((_, i) => s.buyers[i]!.grouped);
        const buyers: OfferBuyer[] = s.buyers.map((b, i) => ({
          id: ids[i]!,
          name: `Buyer ${i}`,
          number: '+13125550100',
          tier: 1,
          weight: 1,
          route_by_type: 'tier',
          timeout_seconds: 30,
          paused: b.paused,
          open_times: b.hours
            ? [0, 1, 2, 3, 4, 5, 6].map((day) => ({
                day,
                time_from: hh(b.hours!.from),
                time_to: hh(b.hours!.to),
              }))
            : null,
          time_zone: b.zone,
          token_filters: b.states ? [{ key: 'caller_state', operator: 'in', value: b.states }] : null,
          caps: b.caps,
          group: b.grouped
            ? { id: 77, tier: 1, weight: 1, simultaneous: false, caps: s.groupCaps, memberIds: members }
            : null,
        }));
        // The calls and dials as the call store and the trace leave them: rows and their counters.
        const counters = new CounterDeltas();
        for (const [i, b] of s.buyers.entries()) {
          const zones = [b.zone ?? company.time_zone, company.time_zone];
          for (const c of b.calls) {
            const at = NOW - c.ago;
            const row = {
              company_id: company.id,
              ...newRowStamps(at, { created_at: at }),
              buyer_id: ids[i]!,
              status: c.live ? 'in_progress' : 'completed',
              answered_at: c.answered ? at : null,
              buyer_converted: encodeValue('boolean', c.converted, dialect),
              revenue: c.revenue,
            };
            await db.insertInto('calls').values(row).execute();
            counters.addCall(row, [...new Set(zones)], 1);
          }
          for (const ago of b.dials) {
            counters.add(ids[i]!, [...new Set(zones)], NOW - ago, 'attempts', 1);
            await db
              .insertInto('call_events')
              .values({
                company_id: company.id,
                ...newRowStamps(NOW - ago, { created_at: NOW - ago }),
                call_id: 1,
                event_type: 'Dial',
                buyer_id: ids[i]!,
              })
              .execute();
          }
        }
        await writeCounterDeltas(db, company.id, counters);
        const query = {
          offerId: 1,
          checkType: 'buyer_forward' as const,
          number: s.number,
          tokens: { caller_state: s.state },
        };
        const many = await leadline.offerBuyers.unavailableMany(ctx, buyers, query);
        for (const b of buyers) {
          expect(many.get(b.id) ?? null).toBe(await leadline.offerBuyers.unavailable(ctx, b, query));
        }
      }),
      { numRuns: 40 },
    );
  });
});
