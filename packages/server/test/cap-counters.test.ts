import { ManualClock, periodStarts } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';
import { type Body, PUBLIC_URL, useInboundKit } from './inbound-kit.js';

// Late on the last day of March: a few hours on, the hour, the day and the month roll over on every clock.
const clock = new ManualClock(Date.parse('2026-03-31T21:10:00Z'));
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

type Row = {
  calls: number;
  attempts: number;
  connections: number;
  conversions: number;
  revenue_micros: number;
};
const ZERO: Row = { calls: 0, attempts: 0, connections: 0, conversions: 0, revenue_micros: 0 };
const PERIODS = ['hourly', 'daily', 'monthly', 'total'] as const;
const truthy = (v: unknown) => v === true || v === 1 || v === '1';

/**
 * The oracle: every counter recounted from the calls and the trace, in full, for the tenant —
 * per buyer, clock (the buyer's zone and the company's), window and window start.
 */
async function recount(
  companyId: number,
  companyZone: string,
  buyers: readonly Body[],
): Promise<Record<string, Row>> {
  const { db } = t.leadline.database;
  const zonesOf = new Map(
    buyers.map((b) => [b.id, [...new Set([(b.time_zone as string | null) || companyZone, companyZone])]]),
  );
  const out: Record<string, Row> = {};
  const bump = (buyer: number, at: number | null, column: keyof Row, n: number, only?: 'total') => {
    const zones = zonesOf.get(buyer);
    if (!zones) return;
    const add = (key: string) => {
      out[key] ??= { ...ZERO };
      out[key][column] += n;
    };
    // Ever has no clock; the hour, day and month are on the buyer's and on the company's.
    add(`${buyer}  total 0`);
    if (only) return;
    for (const zone of zones) {
      const starts = periodStarts(zone, at!);
      for (const p of PERIODS.slice(0, 3)) add(`${buyer} ${zone} ${p} ${starts[p as 'hourly']}`);
    }
  };
  const calls = await db
    .selectFrom('calls')
    .select(['buyer_id', 'created_at', 'answered_at', 'buyer_converted', 'revenue'])
    .where('company_id', '=', companyId)
    .where('buyer_id', 'is not', null)
    .where('deleted_at', 'is', null)
    .execute();
  for (const c of calls) {
    const buyer = Number(c.buyer_id);
    bump(buyer, null, 'calls', 1, 'total');
    if (c.answered_at !== null) bump(buyer, Number(c.answered_at), 'connections', 1);
    if (truthy(c.buyer_converted)) {
      bump(buyer, Number(c.created_at), 'conversions', 1);
      bump(buyer, Number(c.created_at), 'revenue_micros', Math.round(Number(c.revenue ?? 0) * 1e6));
    }
  }
  const dials = await db
    .selectFrom('call_events')
    .select(['buyer_id', 'created_at'])
    .where('company_id', '=', companyId)
    .where('event_type', '=', 'Dial')
    .where('buyer_id', 'is not', null)
    .execute();
  for (const d of dials) bump(Number(d.buyer_id), Number(d.created_at), 'attempts', 1);
  return nonZero(out);
}

const nonZero = (rows: Record<string, Row>) =>
  Object.fromEntries(Object.entries(rows).filter(([, r]) => Object.values(r).some((v) => v !== 0)));

/** What the cap_counters table holds for the tenant's buyers. */
async function counters(companyId: number, buyers: readonly Body[]): Promise<Record<string, Row>> {
  const rows = await t.leadline.database.db
    .selectFrom('cap_counters')
    .selectAll()
    .where('company_id', '=', companyId)
    .where(
      'buyer_id',
      'in',
      buyers.map((b) => b.id),
    )
    .execute();
  const out: Record<string, Row> = {};
  for (const r of rows) {
    out[`${r.buyer_id} ${r.zone} ${r.period} ${Number(r.period_start)}`] = {
      calls: Number(r.calls),
      attempts: Number(r.attempts),
      connections: Number(r.connections),
      conversions: Number(r.conversions),
      revenue_micros: Number(r.revenue_micros),
    };
  }
  return nonZero(out);
}

/** Every buyer the tests made, with the zone it was made with. */
const everyBuyer: Body[] = [];

describe('cap counters', () => {
  it.each([7, 31, 2026])(
    'equal a full recount from the calls after random calls, failovers, conversions, revenue edits, hang-ups and deletions (seed %i)',
    async (seed) => {
      const random = prng(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
      await kit.carrier('twilio');
      const offer = await kit.create('offers', 'offer', { name: `Counted ${seed}` });
      const buyers: Body[] = [];
      for (const [i, zone] of ['Australia/Adelaide', 'America/St_Johns', null].entries()) {
        buyers.push(
          await kit.create('buyers', 'buyer', {
            name: `Counted ${seed}.${i}`,
            number: kit.number('312'),
            offer_ids: [offer.id],
            ...(zone ? { time_zone: zone } : {}),
          }),
        );
        everyBuyer.push(buyers[i]!);
        await kit.create('buyer_conversions', 'buyer_conversion', {
          owner_type: 'Buyer',
          owner_id: buyers[i]!.id,
          revenue: 5 + i,
          duration: 60,
        });
      }
      await kit.create('buyer_groups', 'buyer_group', {
        name: `Counted group ${seed}`,
        buyer_ids: [buyers[0]!.id, buyers[1]!.id],
      });
      const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
      /** Calls still ringing a buyer: the carrier's call id and the Dial's action URL. */
      const ringing: { sid: string; action: string }[] = [];
      const placed: string[] = [];
      const callOf = async (sid: string) => (await kit.callBySid(sid))!;
      let deleted = false;

      for (let step = 0; step < 30; step++) {
        clock.advance(Math.floor(random() * 3 * 3_600_000));
        const op = pick([
          'ring',
          'ring',
          'ring',
          'end',
          'fail',
          'convert',
          'revenue',
          'unconvert',
          'bad',
          'hang_up',
          'delete',
        ]);
        if (op === 'ring' || placed.length === 0) {
          const r = kit.ring('twilio', number.number as string, kit.number('303'));
          const xml = (await r.send()).body;
          placed.push(r.id);
          if (kit.dialled(xml).length > 0) ringing.push({ sid: r.id, action: kit.actionOf(xml) });
        } else if ((op === 'end' || op === 'fail') && ringing.length > 0) {
          // The buyer's leg ends: answered and talked for a while (a conversion past 60 s), or not answered (failover).
          const leg = ringing.splice(Math.floor(random() * ringing.length), 1)[0]!;
          const params =
            op === 'end'
              ? { DialCallStatus: 'completed', DialCallDuration: String(Math.floor(random() * 120)) }
              : { DialCallStatus: 'no-answer' };
          const next = (await kit.follow(leg.action, params)).body;
          if (kit.dialled(next).length > 0) ringing.push({ sid: leg.sid, action: kit.actionOf(next) });
        } else if (op === 'convert' || op === 'revenue' || op === 'unconvert' || op === 'bad') {
          const call = await callOf(pick(placed));
          const body =
            op === 'convert'
              ? { buyer_converted: true, revenue: Math.floor(random() * 5000) / 100 }
              : op === 'revenue'
                ? { add_revenue: Math.floor(random() * 1000) / 100 }
                : op === 'unconvert'
                  ? { buyer_converted: false }
                  : { revenue: 'lots' };
          const res = await kit.api('PUT', `/calls/${call.id}`, body);
          expect(res.statusCode).toBe(op === 'bad' ? 422 : 200);
        } else if (op === 'hang_up') {
          const call = await callOf(pick(placed));
          expect((await kit.api('DELETE', `/calls/${call.id}`)).statusCode).toBe(200);
        } else if (op === 'delete' && !deleted) {
          deleted = true;
          expect((await kit.api('DELETE', `/buyers/${buyers[1]!.id}`)).statusCode).toBe(200);
        }
      }
      const company = t.tenant.company;
      // A deleted buyer's calls count for nobody: the buyers left are compared.
      const left = await t.leadline.database.db
        .selectFrom('buyers')
        .select('id')
        .where('company_id', '=', company.id)
        .execute();
      const kept = everyBuyer.filter((b) => left.some((r) => Number(r.id) === b.id));
      const expected = await recount(company.id, company.time_zone, kept);
      expect(Object.keys(expected).length).toBeGreaterThan(0);
      expect(await counters(company.id, kept)).toEqual(expected);
    },
  );

  it("keeps a buyer's total cap when the buyer moves to another time zone", async () => {
    await kit.carrier('twilio');
    const offer = await kit.create('offers', 'offer', { name: 'Moving buyer' });
    const buyer = await kit.create('buyers', 'buyer', {
      name: 'Moving buyer',
      number: kit.number('312'),
      offer_ids: [offer.id],
      time_zone: 'America/St_Johns',
      total_cap_limit: 1,
    });
    const number = await kit.trackingNumber('twilio', { offer_id: offer.id });
    const ring = async () =>
      kit.dialled((await kit.ring('twilio', number.number as string, kit.number('303')).send()).body);
    expect(await ring()).toEqual([buyer.number]);
    const moved = await kit.api('PUT', `/buyers/${buyer.id}`, { time_zone: 'Australia/Adelaide' });
    expect(moved.statusCode).toBe(200);
    expect(await ring()).toEqual([]);
  });
});
