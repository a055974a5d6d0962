import { newUuid } from '@leadline/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedCall, utc } from './call-seed.js';
import { tenantApi, useTestApp } from './helpers.js';

type Dataset = {
  buckets: string[];
  labels: string[];
  total: number;
  count: number;
  series: { key: unknown; label: string | null; total: number; values: number[] }[];
};

describe('GET /datasets: chart-ready series of calls, leads, billing and number impressions', () => {
  const t = useTestApp({}, { other: 'Other Co' });
  const { api, create } = tenantApi(t);
  let offer = 0;

  const dataset = async (url: string) => {
    const res = await api('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().metadata.root).toBe('dataset');
    return res.json().dataset as Dataset;
  };
  const row = (at: number) => ({
    company_id: t.tenant.company.id,
    uuid: newUuid(),
    created_at: at,
    updated_at: at,
  });

  beforeAll(async () => {
    offer = (await create('offers', 'offer', { name: 'Auto' })).id;
    await seedCall(t, { created_at: utc('2026-03-02 15:00'), offer_id: offer, revenue: 20 });
    await seedCall(t, { created_at: utc('2026-03-04 15:00'), offer_id: offer, revenue: 5 });
    await seedCall(t, { created_at: utc('2026-03-04 16:00'), revenue: 1 });
    const { db } = t.leadline.database;
    await db
      .insertInto('charge_rollups')
      .values([
        {
          ...row(utc('2026-03-01 09:00')),
          category: 'data_append',
          period: 'day',
          period_start: utc('2026-03-01 00:00'),
          quantity: 3,
          amount: 0.03,
          provider: 'twilio',
          offer_id: offer,
        },
        {
          ...row(utc('2026-03-03 09:00')),
          category: 'inbound_minutes',
          period: 'day',
          period_start: utc('2026-03-03 00:00'),
          quantity: 10,
          amount: 0.13,
          provider: 'plivo',
        },
      ])
      .execute();
    await db
      .insertInto('impressions')
      .values([
        { ...row(utc('2026-03-01 10:00')), number: '+18662222644', offer_id: offer },
        { ...row(utc('2026-03-01 11:00')), number: '+18662222644', offer_id: offer, call_id: 1 },
        { ...row(utc('2026-03-02 11:00')), number: '+18662222655', offer_id: offer },
      ])
      .execute();
  });

  it('lists the datasets with their stats, categories and intervals', async () => {
    const res = await api('GET', '/datasets');
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().datasets.map((d: { name: string }) => [d.name, d]));
    expect(Object.keys(byName)).toEqual(['calls', 'leads', 'billing', 'number_impressions']);
    expect(byName.calls.stats).toEqual(['count', 'revenue', 'payout', 'cost', 'profit']);
    expect(byName.billing.intervals).toEqual(['day', 'week', 'month']);
  });

  it('gives calls per day with empty days filled, one series per offer when grouped', async () => {
    const d = await dataset('/datasets/calls/revenue?time_zone=UTC');
    expect(d.labels).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(d.buckets[0]).toBe('2026-03-02 00:00:00 +0000');
    expect(d.series).toEqual([{ key: null, label: null, total: 26, count: 3, values: [20, 0, 6] }]);
    const grouped = await dataset('/datasets/calls/count?time_zone=UTC&group_by=offer');
    expect(grouped.series.map((s) => [s.label, s.values])).toEqual([
      ['Auto', [1, 0, 1]],
      [null, [0, 0, 1]],
    ]);
  });

  it('agrees with GET /calls/stats and takes the call list filters', async () => {
    const stats = (await api('GET', '/calls/stats?group_by=created_at_day&stat=revenue&time_zone=UTC')).json()
      .stats;
    const d = await dataset('/datasets/calls/revenue?time_zone=UTC');
    expect(d.series[0]!.values).toEqual(stats.groups.map((g: { value: number }) => g.value));
    expect((await dataset(`/datasets/calls/count?offer_id=${offer}`)).total).toBe(2);
  });

  it('counts leads as GET /leads/reports does, with the same parameters', async () => {
    const token = (await create('offers', 'offer', { name: 'Leads offer' })).lead_token as string;
    for (const [caller, state] of [
      ['+12125550101', 'NY'],
      ['+12125550102', 'NY'],
      ['+13105550103', 'CA'],
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: { lead_token: token, caller_id: caller, state },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const report = (await api('GET', '/leads/reports?group_by=state,day&state_province=NY')).json().reports;
    const d = await dataset('/datasets/leads/count?group_by=state&state_province=NY');
    expect(d.total).toBe(report.total);
    expect(d.series.map((s) => [s.key, s.total])).toEqual(
      report.groups.state.map((g: { value: string; count: number }) => [g.value, g.count]),
    );
    expect(d.labels).toEqual(report.groups.day.map((g: { value: string }) => g.value));
  });

  it('gives what the platform cost per day from the cost ledger, by category', async () => {
    const d = await dataset('/datasets/billing?time_zone=UTC&group_by=category');
    expect(d.labels).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(d.series).toEqual([
      { key: 'inbound_minutes', label: 'inbound_minutes', total: 0.13, count: 1, values: [0, 0, 0.13] },
      { key: 'data_append', label: 'data_append', total: 0.03, count: 1, values: [0.03, 0, 0] },
    ]);
    expect((await dataset('/datasets/billing?stat=quantity&provider=plivo')).total).toBe(10);
  });

  it('gives number impressions per number, and those a call followed', async () => {
    const d = await dataset('/datasets/number_impressions?time_zone=UTC&group_by=number');
    expect(d.series.map((s) => [s.key, s.values])).toEqual([
      ['+18662222644', [2, 0]],
      ['+18662222655', [0, 1]],
    ]);
    expect((await dataset('/datasets/number_impressions?stat=calls')).total).toBe(1);
  });

  it('refuses an unknown stat, interval or category with a 422 naming it', async () => {
    for (const [url, param] of [
      ['/datasets/calls/volume', 'stat'],
      ['/datasets/leads/profit', 'stat'],
      ['/datasets/calls/count?interval=fortnight', 'interval'],
      ['/datasets/billing?interval=hour', 'interval'],
      ['/datasets/number_impressions?group_by=buyer', 'group_by'],
      ['/datasets/calls/count?in_progress=perhaps', 'in_progress'],
    ]) {
      const res = await api('GET', url!);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors, url).toHaveProperty(param!);
    }
  });

  it('shows a company only its own rows', async () => {
    const res = await api('GET', '/datasets/calls/count', undefined, t.other);
    expect(res.json().dataset.total).toBe(0);
    expect(res.json().dataset.series[0].values).toEqual([]);
  });
});
