import { describe, expect, it } from 'vitest';
import { clampBid } from './bid-rule.js';

const open = { min: null, max: null, increment: null };

describe('clampBid', () => {
  it('reads a number or numeric text as the bid', () => {
    expect(clampBid(42.5, open)).toBe(42.5);
    expect(clampBid(' 17 ', open)).toBe(17);
  });
  it('treats a missing, non-numeric, zero or negative answer as no bid', () => {
    for (const answer of [
      undefined,
      null,
      '',
      'abc',
      '12abc',
      true,
      0,
      -3,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      {},
    ])
      expect(clampBid(answer, open)).toBeNull();
  });
  it('clamps the bid into revenue_min and revenue_max', () => {
    expect(clampBid(99, { ...open, max: 40 })).toBe(40);
    expect(clampBid(2, { ...open, min: 5 })).toBe(5);
    expect(clampBid(20, { ...open, min: 5, max: 40 })).toBe(20);
  });
  it('rounds down to a multiple of revenue_increment before clamping', () => {
    expect(clampBid(12.37, { ...open, increment: 0.25 })).toBe(12.25);
    expect(clampBid(0.3, { ...open, increment: 0.1 })).toBe(0.3);
    expect(clampBid(3.9, { min: 5, max: null, increment: 2 })).toBe(5);
  });
});
