import { ManualClock, type ReportSource, systemContext } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { changeCall, seedCall } from './call-seed.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new ManualClock(Date.parse('2026-03-20T10:00:00Z'));
const t = useTestApp({ publicUrl: PUBLIC_URL }, { clock, allowPrivateUrls: LOCAL_STAND_INS });
const kit = useInboundKit(t);

/** A small seeded generator, so a failing sequence can be replayed from its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const truthy = (v: unknown) => v === true || v === 1 || v === '1';
const MEASURES = [
  'calls',
  'answered',
  'total_duration',
  'answered_duration',
  'revenue_micros',
  'payout_micros',
  'cost_micros',
] as const;
type Sums = Record<(typeof MEASURES)[number], number>;

/** The oracle of the tables: every roll-up row (hourly or daily) recounted from the company's calls, in full. */
async function recount(companyId: number, grain = HOUR): Promise<Record<string, Sums>> {
  const calls = await t.leadline.database.db
    .selectFrom('calls')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('deleted_at', 'is', null)
    .execute();
  const out: Record<string, Sums> = {};
  const m = (v: unknown) => Math.round(Number(v ?? 0) * 1e6);
  for (const c of calls) {
    const key = [
      Math.floor(Number(c.created_at) / grain) * grain,
      Number(c.offer_id ?? 0),
      Number(c.buyer_id ?? 0),
      Number(c.traffic_source_id ?? 0),
      Number(c.schedule_id ?? 0),
      c.status ?? '',
      truthy(c.buyer_converted) ? 1 : 0,
      truthy(c.offer_converted) ? 1 : 0,
    ].join(' ');
    const s = (out[key] ??= Object.fromEntries(MEASURES.map((k) => [k, 0])) as Sums);
    s.calls += 1;
    s.answered += c.answered_at !== null || Number(c.answered_duration ?? 0) > 0 ? 1 : 0;
    s.total_duration += Number(c.total_duration ?? 0);
    s.answered_duration += Number(c.answered_duration ?? 0);
    s.revenue_micros += m(c.revenue);
    s.payout_micros += m(c.payout);
    s.cost_micros += m(c.provider_cost);
  }
  return out;
}

/** What call_rollups (or call_day_rollups) holds for the company (rows every call has moved out of add up to nothing and are left out). */
async function stored(companyId: number, table: 'call_rollups' | 'call_day_rollups' = 'call_rollups') {
  const rows = (await t.leadline.database.db
    .selectFrom(table)
    .selectAll()
    .where('company_id', '=', companyId)
    .execute()) as Record<string, unknown>[];
  const out: Record<string, Sums> = {};
  for (const r of rows) {
    const sums = Object.fromEntries(MEASURES.map((k) => [k, Number(r[k])])) as Sums;
    if (sums.calls === 0) {
      expect(sums).toEqual(Object.fromEntries(MEASURES.map((k) => [k, 0])));
      continue;
    }
    const key = [
      Number(r.hour ?? r.day),
      Number(r.offer_id),
      Number(r.buyer_id),
      Number(r.traffic_source_id),
      Number(r.schedule_id),
      r.status,
      Number(r.buyer_converted),
      Number(r.offer_converted),
    ].join(' ');
    out[key] = sums;
  }
  return out as Record<string, Sums>;
}

describe('call roll-ups', () => {
  it.each([11, 2026])(
    'equal a full recount from the calls, and GET /calls/stats and /calls/reports answer from them exactly what the calls themselves give (seed %i)',
    async (seed) => {
      const random = prng(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
      const money = (max: number) => Math.floor(random() * max * 100) / 100;
      await kit.carrier('twilio');
      const offers: Body[] = [];
      const buyers: Body[] = [];
      for (let i = 0; i < 3; i++) {
        offers.push(await kit.create('offers', 'offer', { name: `Rolled ${seed}.${i}` }));
      }
      for (let i = 0; i < 3; i++) {
        buyers.push(
          await kit.create('buyers', 'buyer', {
            name: `Rolled ${seed}.${i}`,
            number: kit.number('312'),
            offer_ids: [offers[0]!.id],
          }),
        );
      }
      await kit.create('buyer_conversions', 'buyer_conversion', {
        owner_type: 'Buyer',
        owner_id: buyers[0]!.id,
        revenue: 7.5,
        duration: 30,
      });
      const sources: Body[] = [];
      for (let i = 0; i < 2; i++) {
        sources.push(
          await kit.create('traffic_sources', 'traffic_source', { company_name: `Source ${seed}.${i}` }),
        );
      }
      const number = await kit.trackingNumber('twilio', { offer_id: offers[0]!.id });
      const start = clock.now() - 40 * DAY;
      const ids: number[] = [];

      // Calls the router and the carriers' callbacks would leave, over 40 days, to the millisecond.
      for (let i = 0; i < 120; i++) {
        const at = start + Math.floor(random() * 40 * DAY);
        const answered = random() < 0.6;
        const duration = answered ? Math.floor(random() * 600) : 0;
        const converted = answered && random() < 0.4;
        ids.push(
          await seedCall(t, {
            created_at: at,
            offer_id: random() < 0.9 ? pick(offers).id : null,
            buyer_id: answered ? pick(buyers).id : null,
            traffic_source_id: random() < 0.7 ? pick(sources).id : null,
            status: pick(['completed', 'completed', 'no_answer', 'busy', 'in_progress']),
            answered_at: answered ? at + 5_000 : null,
            answered_duration: duration,
            total_duration: duration + Math.floor(random() * 30),
            buyer_converted: converted,
            offer_converted: converted && random() < 0.5,
            revenue: converted ? money(80) : 0,
            payout: converted ? money(30) : 0,
            provider_cost: Math.floor(random() * 10_000) / 10_000,
          }),
        );
      }
      // Real calls through the router (POST /calls/simulate: CallStore's inserts and changes).
      for (let i = 0; i < 4; i++) {
        clock.advance(Math.floor(random() * 2 * HOUR));
        const res = await kit.api('POST', '/calls/simulate', {
          number: number.number,
          caller_id: kit.number('303'),
          dial_results: [pick(['completed', 'no-answer'])],
          duration: 45,
        });
        expect(res.statusCode, res.body).toBe(201);
        ids.push(res.json().call.id);
      }
      // Conversions, revenue edits and hang-ups through the API; deletions as the engine stores them.
      for (let step = 0; step < 40; step++) {
        const id = pick(ids);
        const op = pick(['convert', 'revenue', 'unconvert', 'bad', 'hang_up', 'delete']);
        if (op === 'delete') {
          await changeCall(t, id, { deleted_at: clock.now() });
          continue;
        }
        if (op === 'hang_up') {
          const res = await kit.api('DELETE', `/calls/${id}`);
          expect([200, 404]).toContain(res.statusCode);
          continue;
        }
        const body =
          op === 'convert'
            ? { buyer_converted: true, revenue: money(50), payout: money(20) }
            : op === 'revenue'
              ? { add_revenue: money(10) }
              : op === 'unconvert'
                ? { buyer_converted: false }
                : { revenue: 'lots' };
        const res = await kit.api('PUT', `/calls/${id}`, body);
        expect([op === 'bad' ? 422 : 200, 404]).toContain(res.statusCode);
      }

      const company = t.tenant.company;
      const expected = await recount(company.id);
      expect(Object.keys(expected).length).toBeGreaterThan(50);
      expect(await stored(company.id)).toEqual(expected);
      const expectedDays = await recount(company.id, DAY);
      expect(Object.keys(expectedDays).length).toBeGreaterThan(30);
      expect(await stored(company.id, 'call_day_rollups')).toEqual(expectedDays);

      // The HTTP answer (roll-ups where they can) against the on-read path over the calls (the oracle).
      const ctx = systemContext(company);
      const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');
      const used: Record<ReportSource, number> = { rollups: 0, calls: 0 };
      let days = 0;
      let moved = 0;
      const traced = (s: ReportSource, why: string) => {
        used[s]++;
        if (why.startsWith('whole days')) days++;
        if (why.includes('moved to their buckets')) moved++;
      };
      for (let q = 0; q < 80; q++) {
        const query: Record<string, string> = {};
        const timed = random() < 0.5;
        query.group_by = timed
          ? pick(['created_at_hour', 'created_at_day', 'created_at_week', 'created_at_month'])
          : pick([
              'offer',
              'buyer',
              'traffic_source',
              'status',
              'buyer_converted',
              'offer_converted',
              'state',
            ]);
        query.stat = pick(['count', 'revenue', 'profit', 'cost', 'payout']);
        if (!timed && random() < 0.4) query.interval = pick(['hour', 'day', 'week', 'month']);
        if (timed && random() < 0.1) query.group_by = 'created_at_five_minutes';
        // UTC and London's winter: days are UTC days; New York, Los Angeles, Berlin: each day's row
        // with some hours moved; Adelaide: half-hour buckets, from the calls.
        query.time_zone = pick([
          'UTC',
          'UTC',
          'Europe/London',
          'America/New_York',
          'America/Los_Angeles',
          'Europe/Berlin',
          'Australia/Adelaide',
        ]);
        const from = start + Math.floor(random() * 20 * DAY);
        // Whole hours or any second: the partial first and last hours come from the calls.
        const edge = (ms: number) =>
          random() < 0.5 ? Math.floor(ms / HOUR) * HOUR : Math.floor(ms / 1000) * 1000;
        if (random() < 0.8) query.created_at_from = iso(edge(from));
        if (random() < 0.8 || query.group_by === 'created_at_five_minutes' || query.interval === 'hour')
          query.created_at_to = iso(
            edge(from + Math.floor(random() * 15 * DAY)) - (random() < 0.5 ? 1000 : 0),
          );
        if (q < 9) {
          // A day, week and month series in zones whose days start inside a UTC day: moved hours.
          query.group_by = ['created_at_day', 'created_at_week', 'created_at_month'][q % 3]!;
          delete query.interval;
          query.time_zone = ['America/New_York', 'America/Los_Angeles', 'Europe/Berlin'][Math.floor(q / 3)]!;
          query.created_at_from = iso(edge(from));
          query.created_at_to = iso(edge(from + 10 * DAY + Math.floor(random() * 5 * DAY)));
        }
        if (query.group_by === 'created_at_five_minutes') {
          query.created_at_from = iso(from);
          query.created_at_to = iso(from + 6 * HOUR);
        }
        if (random() < 0.3) query.offer_id = String(pick(offers).id);
        if (random() < 0.2) query.status = pick(['completed', 'no_answer']);
        if (random() < 0.2) query.buyer_converted = pick(['true', 'false']);
        if (random() < 0.1) query.either_converted = 'true';
        const url = `/calls/stats?${new URLSearchParams(query)}`;
        const res = await kit.api('GET', url);
        expect(res.statusCode, `${url} ${res.body}`).toBe(200);
        const oracle = await t.leadline.reporting.callStats(ctx, query, { readFrom: 'calls' });
        await t.leadline.reporting.callStats(ctx, query, { trace: traced });
        expect(res.json().stats, url).toEqual(JSON.parse(JSON.stringify(oracle)));

        const report: Record<string, string> = { ...query };
        delete report.stat;
        delete report.interval;
        report.group_by = [
          ...new Set([
            pick(['offer', 'buyer', 'traffic_source', 'status', 'state']),
            pick(['offer', 'buyer']),
          ]),
        ].join(',');
        const reportUrl = `/calls/reports?${new URLSearchParams(report)}`;
        const got = await kit.api('GET', reportUrl);
        expect(got.statusCode, `${reportUrl} ${got.body}`).toBe(200);
        const want = await t.leadline.reporting.callReport(ctx, report, { readFrom: 'calls' });
        await t.leadline.reporting.callReport(ctx, report, { trace: traced });
        expect(got.json().reports, reportUrl).toEqual(JSON.parse(JSON.stringify(want)));
      }
      // Both paths answered: most requests from the roll-ups, the rest (state, five minutes, a half-hour zone…) from the calls.
      expect(used.rollups).toBeGreaterThan(60);
      expect(used.calls).toBeGreaterThan(5);
      // Whole days from the daily rows, in UTC and with moved hours in the other zones.
      expect(days).toBeGreaterThan(20);
      expect(moved).toBeGreaterThanOrEqual(6);
    },
    180_000,
  );

  it('are rebuilt from the calls by the migration for an installation that already has calls', async () => {
    const { rebuildCallRollups } = await import('@leadline/core');
    const company = t.tenant.company;
    const before = await stored(company.id);
    expect(Object.keys(before).length).toBeGreaterThan(0);
    const beforeDays = await stored(company.id, 'call_day_rollups');
    await rebuildCallRollups(t.leadline.database.db, company.id);
    expect(await stored(company.id)).toEqual(before);
    expect(await stored(company.id)).toEqual(await recount(company.id));
    expect(await stored(company.id, 'call_day_rollups')).toEqual(beforeDays);
    expect(beforeDays).toEqual(await recount(company.id, DAY));
  });
});
