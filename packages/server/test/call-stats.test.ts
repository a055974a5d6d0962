import { beforeAll, describe, expect, it } from 'vitest';
import { changeCall, seedCall, utc } from './call-seed.js';
import { tenantApi, useTestApp } from './helpers.js';

type Group = { key: unknown; label: string | null; value: number; calls_count: number; series?: Group[] };

describe('GET /calls/stats and GET /calls/reports: figures read from the calls, under the list filters', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const { api, create } = tenantApi(t);
  let offerA = 0;
  let offerB = 0;
  let buyer = 0;
  let source = 0;
  const callIds: number[] = [];

  beforeAll(async () => {
    offerA = (await create('offers', 'offer', { name: 'Auto' })).id;
    offerB = (await create('offers', 'offer', { name: 'Home' })).id;
    buyer = (await create('buyers', 'buyer', { name: 'Acme', number: '+14155550100' })).id;
    source = (await create('traffic_sources', 'traffic_source', { company_name: 'Pub' })).id;
    // New York is UTC-5 in March before the 8th: 2026-03-02 03:00 UTC is still March 1st there.
    const calls = [
      {
        created_at: utc('2026-03-02 03:00'),
        offer_id: offerA,
        revenue: 20,
        payout: 8,
        provider_cost: 0.5,
        buyer_converted: true,
        answered_duration: 120,
      },
      {
        created_at: utc('2026-03-02 15:00'),
        offer_id: offerA,
        revenue: 30,
        payout: 10,
        provider_cost: 0.5,
        buyer_converted: true,
        answered_duration: 60,
      },
      {
        created_at: utc('2026-03-04 15:00'),
        offer_id: offerB,
        revenue: 0,
        payout: 5,
        provider_cost: 0.25,
        offer_converted: true,
        answered_duration: 30,
      },
      { created_at: utc('2026-03-04 16:00'), offer_id: offerB, status: 'no_answer' },
    ];
    for (const c of calls) {
      callIds.push(
        await seedCall(t, {
          ...c,
          buyer_id: buyer,
          traffic_source_id: source,
          answered_at: c.answered_duration ? c.created_at : null,
        }),
      );
    }
    // The other company's calls never count here.
    await seedCall(t, { created_at: utc('2026-03-02 15:00'), revenue: 999 }, t.other);
  });

  const stats = async (query: string) => {
    const res = await api('GET', `/calls/stats?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.root).toBe('stats');
    return res.json().stats as { total: number; calls_count: number; groups: Group[]; time_zone: string };
  };

  it('adds up revenue by offer, with names, largest first', async () => {
    const s = await stats('group_by=offer&stat=revenue');
    expect(s.total).toBe(50);
    expect(s.calls_count).toBe(4);
    expect(s.groups).toEqual([
      { key: offerA, label: 'Auto', value: 50, calls_count: 2 },
      { key: offerB, label: 'Home', value: 0, calls_count: 2 },
    ]);
  });

  it('counts by buyer_converted and status', async () => {
    const conv = await stats('group_by=buyer_converted&stat=count');
    expect(conv.groups).toEqual([
      { key: true, label: 'Converted', value: 2, calls_count: 2 },
      { key: false, label: 'Not Converted', value: 2, calls_count: 2 },
    ]);
    const status = await stats('group_by=status&stat=count');
    expect(status.groups.map((g) => [g.key, g.value])).toEqual([
      ['completed', 3],
      ['no_answer', 1],
    ]);
  });

  it('computes profit as revenue − payout − cost, and cost and payout on their own', async () => {
    expect((await stats('group_by=offer&stat=profit')).total).toBe(25.75);
    expect((await stats('group_by=offer&stat=cost')).total).toBe(1.25);
    expect((await stats('group_by=offer&stat=payout')).total).toBe(23);
  });

  it('counts days in the requested zone and fills the empty ones', async () => {
    const s = await stats(
      'group_by=created_at_day&stat=count&time_zone=America/New_York' +
        '&created_at_from=2026-03-01 00:00:00 -0500&created_at_to=2026-03-05 23:59:59 -0500',
    );
    expect(s.time_zone).toBe('America/New_York');
    expect(s.groups.map((g) => [g.key, g.label, g.value])).toEqual([
      ['2026-03-01 00:00:00 -0500', '2026-03-01', 1],
      ['2026-03-02 00:00:00 -0500', '2026-03-02', 1],
      ['2026-03-03 00:00:00 -0500', '2026-03-03', 0],
      ['2026-03-04 00:00:00 -0500', '2026-03-04', 2],
      ['2026-03-05 00:00:00 -0500', '2026-03-05', 0],
    ]);
    const utcDays = await stats('group_by=created_at_day&stat=count&time_zone=UTC');
    expect(utcDays.groups.map((g) => [g.label, g.value])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-03', 0],
      ['2026-03-04', 2],
    ]);
  });

  it('buckets by five minutes, week and month', async () => {
    const five = await stats(
      'group_by=created_at_five_minutes&stat=count&time_zone=UTC&created_at_from=2026-03-04 15:00:00 +0000&created_at_to=2026-03-04 16:00:00 +0000',
    );
    expect(five.groups).toHaveLength(13);
    expect(five.groups[0]).toMatchObject({ label: '2026-03-04 15:00', value: 1 });
    expect(five.groups[12]).toMatchObject({ label: '2026-03-04 16:00', value: 1 });
    const week = await stats('group_by=created_at_week&stat=revenue&time_zone=America/New_York');
    // Sunday March 1st (New York) is in the week of Monday Feb 23rd.
    expect(week.groups.map((g) => [g.label, g.value])).toEqual([
      ['2026-02-23', 20],
      ['2026-03-02', 30],
    ]);
    const month = await stats('group_by=created_at_month&stat=count&time_zone=Australia/Adelaide');
    expect(month.groups.map((g) => [g.key, g.value])).toEqual([['2026-03-01 00:00:00 +1030', 4]]);
  });

  it("gives each category's series with interval", async () => {
    const s = await stats('group_by=offer&stat=count&interval=day&time_zone=UTC');
    const auto = s.groups.find((g) => g.key === offerA)!;
    expect(auto.series!.map((p) => [p.label, p.value])).toEqual([
      ['2026-03-02', 2],
      ['2026-03-03', 0],
      ['2026-03-04', 0],
    ]);
  });

  it('applies every call list filter', async () => {
    expect((await stats(`group_by=offer&stat=count&offer_id=${offerB}`)).calls_count).toBe(2);
    expect((await stats('group_by=offer&stat=count&buyer_converted=true')).calls_count).toBe(2);
    expect((await stats('group_by=offer&stat=count&either_converted=true')).calls_count).toBe(3);
    expect(
      (await stats('group_by=offer&stat=count&created_at_from=2026-03-03 00:00:00 +0000')).calls_count,
    ).toBe(2);
    expect((await stats(`group_by=status&stat=count&ids=${callIds[0]}`)).calls_count).toBe(1);
  });

  it('changes at once when a call converts, is updated or deleted', async () => {
    const { dialect } = t.leadline.database;
    const id = await seedCall(t, { created_at: utc('2026-03-04 17:00'), offer_id: offerB });
    expect((await stats('group_by=offer&stat=revenue')).total).toBe(50);
    await changeCall(t, id, { revenue: 12.5, buyer_converted: dialect === 'sqlite' ? 1 : true });
    const after = await stats('group_by=buyer_converted&stat=revenue');
    expect(after.groups[0]).toEqual({ key: true, label: 'Converted', value: 62.5, calls_count: 3 });
    await changeCall(t, id, { deleted_at: utc('2026-03-05 00:00') });
    expect((await stats('group_by=offer&stat=revenue')).total).toBe(50);
  });

  it('refuses missing or unknown group_by, stat and interval, and too many buckets, with a 422 naming each', async () => {
    const cases: [string, string][] = [
      ['stat=count', 'group_by'],
      ['group_by=offer', 'stat'],
      ['group_by=planet&stat=count', 'group_by'],
      ['group_by=offer&stat=volume', 'stat'],
      ['group_by=offer&stat=count&interval=fortnight', 'interval'],
      ['group_by=created_at_day&stat=count&interval=day', 'interval'],
      ['group_by=created_at_day&stat=count&time_zone=Mars/Olympus', 'time_zone'],
      [
        'group_by=created_at_five_minutes&stat=count&created_at_from=2020-01-01 00:00:00 +0000&created_at_to=2026-01-01 00:00:00 +0000',
        'group_by',
      ],
    ];
    for (const [query, param] of cases) {
      const res = await api('GET', `/calls/stats?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors, query).toHaveProperty(param);
    }
  });

  it("answers another company's own figures only", async () => {
    const res = await api('GET', '/calls/stats?group_by=offer&stat=revenue', undefined, t.other);
    expect(res.json().stats.total).toBe(999);
  });

  it('reports totals, rates and handle time, per offer, buyer and traffic source', async () => {
    const res = await api('GET', '/calls/reports?time_zone=UTC');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().reports;
    expect(r.totals).toEqual({
      calls_count: 4,
      answered_count: 3,
      converted_count: 2,
      offer_converted_count: 1,
      total_duration: 0,
      answered_duration: 210,
      revenue: 50,
      payout: 23,
      cost: 1.25,
      profit: 25.75,
      conversion_rate: 50,
      answer_rate: 75,
      average_handle_time: 70,
      revenue_per_call: 12.5,
    });
    expect(Object.keys(r.groups)).toEqual(['offer', 'buyer', 'traffic_source']);
    expect(r.groups.offer.map((g: Group) => [g.label, g.calls_count])).toEqual([
      ['Auto', 2],
      ['Home', 2],
    ]);
    expect(r.groups.buyer[0]).toMatchObject({ key: buyer, label: 'Acme', calls_count: 4, revenue: 50 });
    expect(r.groups.traffic_source[0]).toMatchObject({ key: source, label: 'Pub', payout: 23 });
  });

  it('reports by status on request, and refuses an unknown category', async () => {
    const res = await api('GET', '/calls/reports?group_by=status');
    expect(Object.keys(res.json().reports.groups)).toEqual(['status']);
    const bad = await api('GET', '/calls/reports?group_by=planet');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('group_by');
  });
});
