import type { Buyer } from '@leadline/sdk';
import { describe, expect, it } from 'vitest';
import { type CapUsage, capLines, periodStart } from './cap-usage.js';

const buyer = (fields: Partial<Buyer>) =>
  ({
    id: 7,
    time_zone: null,
    hourly_cap_limit: null,
    daily_cap_limit: null,
    monthly_cap_limit: null,
    total_cap_limit: null,
    ...fields,
  }) as Buyer;

describe('periodStart', () => {
  it('starts the hour, day and month on the zone’s clock, and ever has no start', () => {
    // 2026-03-01 05:30 UTC is still February 28 in Denver.
    const at = new Date('2026-03-01T05:30:00Z');
    expect(periodStart('hourly', 'America/Denver', at)).toBe('2026-02-28 22:00:00');
    expect(periodStart('daily', 'America/Denver', at)).toBe('2026-02-28');
    expect(periodStart('monthly', 'America/Denver', at)).toBe('2026-02-01');
    expect(periodStart('total', 'America/Denver', at)).toBeUndefined();
  });
});

describe('capLines', () => {
  it('lists only the caps set, each kind read from its report figure in the buyer’s own zone', () => {
    const figures = { calls_count: 4, answered_count: 3, converted_count: 2, revenue: 55.5 };
    const usage: CapUsage = {
      companyZone: 'UTC',
      concurrent: new Map(),
      figures: new Map([
        ['America/Denver daily', new Map([[7, figures]])],
        ['America/Denver total', new Map([[7, figures]])],
        ['UTC daily', new Map([[7, { ...figures, answered_count: 99 }]])],
      ]),
    };
    const b = buyer({
      time_zone: 'America/Denver',
      attempt_daily_limit: 10,
      daily_cap_limit: 5,
      buyer_conversion_monthly_limit: 8,
      revenue_total_limit: 100,
    });
    expect(capLines(b, usage).map((l) => `${l.label}: ${l.text}`)).toEqual([
      'Attempts today: 4 / 10',
      'Connections today: 3 / 5',
      'Conversions this month: 0 / 8',
      'Revenue ever: $55.50 / $100.00',
    ]);
    expect(capLines(buyer({}), usage)).toEqual([]);
  });
});
