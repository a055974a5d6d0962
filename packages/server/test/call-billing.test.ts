import { ManualClock } from '@leadline/core';
import { describe, expect, it } from 'vitest';
import { useCarrierKit } from './carrier-kit.js';
import { LOCAL_STAND_INS, useTestApp } from './helpers.js';

type Body = Record<string, unknown> & { id: number };

describe('the cost ledger books what the carrier charged for a call', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 3, 15));
  const t = useTestApp({}, { clock, allowPrivateUrls: LOCAL_STAND_INS });
  const kit = useCarrierKit(t);
  const { api, number } = kit;
  const create = async (plural: string, name: string, body: Record<string, unknown>) =>
    (await kit.create(plural, name, body)) as Body;
  const callback = (url: string, payload: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: new URL(url).pathname, payload });

  it("records Plivo's TotalCost on the call and as outbound minutes of the offer, summed per day", async () => {
    await kit.onlyCarrier('plivo', { calls_per_second: 100 });
    const offer = await create('offers', 'offer', { name: 'Billed offer' });
    const schedule = await create('schedules', 'schedule', { name: 'Billed', offer_id: offer.id });
    await create('buyers', 'buyer', { name: 'B', number: number('312'), offer_ids: [offer.id] });
    const pool = await create('ring_pools', 'ring_pool', { name: 'Pool', offer_id: offer.id });
    const from = number('646');
    kit.carriers.inventory.add(from);
    await create('phone_numbers', 'phone_number', { number: from, provider: 'plivo', ring_pool_id: pool.id });
    await create('schedule_ring_pools', 'schedule_ring_pool', {
      schedule_id: schedule.id,
      ring_pool_id: pool.id,
    });

    const place = async (seconds: string, cost: string) => {
      const res = await api('POST', '/schedules/make_call', { schedule_id: schedule.id, to: number() });
      expect(res.statusCode, res.body).toBe(201);
      const sent = kit.carriers.dialed.at(-1)!;
      await callback(sent.answerUrl);
      await callback(sent.statusUrl, {
        CallUUID: sent.sid,
        CallStatus: 'completed',
        Duration: seconds,
        TotalCost: cost,
      });
      clock.advance(31_000);
      return res.json().call.id as number;
    };
    const first = await place('125', '0.0135');
    expect((await api('GET', `/calls/${first}`)).json().call).toMatchObject({
      provider_cost: 0.0135,
      profit: -0.0135,
    });
    await place('30', '0.02');

    const ledger = (await api('GET', '/charge_rollups?category=outbound_minutes')).json().charge_rollups;
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      category: 'outbound_minutes',
      unit: 'minute',
      quantity: 4,
      amount: 0.0335,
      provider: 'plivo',
      offer_id: offer.id,
      period: 'day',
    });
    const billing = (await api('GET', '/datasets/billing?group_by=category&time_zone=UTC')).json().dataset;
    expect(billing.series).toEqual([
      { key: 'outbound_minutes', label: 'outbound_minutes', total: 0.0335, count: 1, values: [0.0335] },
    ]);
    const cost = (await api('GET', '/calls/stats?group_by=offer&stat=cost')).json().stats;
    expect(cost.total).toBe(0.0335);
  });
});
