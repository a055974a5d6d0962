import { newUuid, rebuildCallRollups } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { useRealServer } from './real-server.js';

describe('client.calls.stats and client.calls.reports against the real server', () => {
  const server = useRealServer();

  it('adds up revenue by offer and reports the figures, typed', async () => {
    const { client, engine, tenant } = server;
    const offer = await client.offers.create({ name: 'Solar' });
    const { db, dialect } = engine.database;
    const at = Date.UTC(2026, 2, 2, 15);
    for (const revenue of [10, 15]) {
      await db
        .insertInto('calls')
        .values({
          company_id: tenant.company.id,
          uuid: newUuid(),
          created_at: at,
          updated_at: at,
          status: 'completed',
          offer_id: offer.id,
          revenue,
          payout: 4,
          provider_cost: 0,
          buyer_converted: dialect === 'sqlite' ? 1 : true,
        })
        .execute();
    }
    // Rows written around the engine get their report roll-ups as a bulk load's do.
    await rebuildCallRollups(db, tenant.company.id);
    const stats = await client.calls.stats({ group_by: 'offer', stat: 'revenue', offer_id: offer.id });
    expect(stats.total).toBe(25);
    expect(stats.groups).toEqual([{ key: offer.id, label: 'Solar', value: 25, calls_count: 2 }]);
    const days = await client.calls.stats({ group_by: 'created_at_day', stat: 'count', time_zone: 'UTC' });
    expect(days.groups.map((g) => [g.label, g.value])).toEqual([['2026-03-02', 2]]);
    const report = await client.calls.reports({ group_by: ['offer'] });
    expect(report.totals).toMatchObject({
      calls_count: 2,
      converted_count: 2,
      revenue: 25,
      payout: 8,
      profit: 17,
    });
    expect(report.groups.offer?.[0]).toMatchObject({ label: 'Solar', conversion_rate: 100 });
    const d = await client.datasets.calls('revenue', { time_zone: 'UTC', group_by: 'offer' });
    expect(d.series).toEqual([{ key: offer.id, label: 'Solar', total: 25, count: 2, values: [25] }]);
    expect((await client.datasets.list()).map((x) => x.name)).toContain('billing');
    const call = (await client.calls.list({ buyer_converted: true })).data[0]!;
    expect(call.buyer_converted).toBe('Converted');
    expect(call.offer).toBe('Solar');
  });

  it('throws a typed 422 naming the parameter', async () => {
    await expect(
      server.client.calls.stats({ group_by: 'offer', stat: 'volume' as 'count' }),
    ).rejects.toMatchObject({ status: 422 });
  });
});
