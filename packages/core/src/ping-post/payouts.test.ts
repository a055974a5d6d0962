import { describe, expect, it } from 'vitest';
import { payoutFor } from './payouts.js';

describe('payoutFor (offer_conversion_payout of a pinged buyer)', () => {
  it('pays the dollars of a usd rule whatever the bid', () => {
    expect(payoutFor({ payoutType: 'usd', payout: 12.5, revenuePercentage: 0 }, 40)).toBe(12.5);
    expect(payoutFor({ payoutType: 'usd', payout: 12.5, revenuePercentage: 0 }, null)).toBe(12.5);
  });

  it('pays a share of the bid, to the cent, and nothing for a buyer without a bid', () => {
    const rule = { payoutType: 'buyer_conversion_percent' as const, payout: 0, revenuePercentage: 60 };
    expect(payoutFor(rule, 15)).toBe(9);
    expect(payoutFor(rule, 33.33)).toBe(20);
    expect(payoutFor(rule, null)).toBeNull();
  });

  it('is null without a rule', () => {
    expect(payoutFor(null, 40)).toBeNull();
  });
});
