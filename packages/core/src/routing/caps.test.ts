import { describe, expect, it } from 'vitest';
import { capColumns, capLimitsOf, hasCaps } from './caps.js';

const KINDS = ['connection', 'attempt', 'buyer_conversion', 'revenue'] as const;

describe('buyer caps read from a row', () => {
  it("read a buyer's connection caps under their first names and a group's under connection_", () => {
    const buyer = capLimitsOf({ hourly_cap_limit: 3, daily_cap_limit: '10', total_cap_limit: null });
    expect(buyer.connection).toEqual({ hourly: 3, daily: 10, monthly: null, total: null });
    const group = capLimitsOf({ connection_hourly_limit: 4, connection_monthly_limit: '' });
    expect(group.connection).toEqual({ hourly: 4, daily: null, monthly: null, total: null });
  });

  it('read blank as no cap and stored text as numbers, for every kind', () => {
    const caps = capLimitsOf({
      concurrency_cap_limit: '2',
      attempt_daily_limit: 5,
      buyer_conversion_total_limit: '7',
      revenue_monthly_limit: '125.5',
    });
    expect(caps).toEqual({
      concurrency: 2,
      connection: { hourly: null, daily: null, monthly: null, total: null },
      attempt: { hourly: null, daily: 5, monthly: null, total: null },
      buyer_conversion: { hourly: null, daily: null, monthly: null, total: 7 },
      revenue: { hourly: null, daily: null, monthly: 125.5, total: null },
    });
  });

  it('name in capColumns every column capLimitsOf reads, for buyers and for groups', () => {
    for (const as of ['buyer', 'group'] as const) {
      const columns = as === 'buyer' ? capColumns(KINDS, 'buyer') : capColumns(KINDS, 'group');
      expect(columns).toHaveLength(1 + KINDS.length * 4);
      const caps = capLimitsOf(Object.fromEntries(columns.map((c, i) => [c, i + 1])));
      const read = [caps.concurrency, ...KINDS.flatMap((k) => Object.values(caps[k]))];
      expect(read.every((v) => typeof v === 'number')).toBe(true);
      expect(new Set(read).size).toBe(columns.length);
    }
  });

  it('say whether any cap is set at all', () => {
    expect(hasCaps(capLimitsOf({}))).toBe(false);
    expect(hasCaps(capLimitsOf({ revenue_total_limit: 0 }))).toBe(true);
    expect(hasCaps(capLimitsOf({ concurrency_cap_limit: 1 }))).toBe(true);
  });
});
