import { describe, expect, it } from 'vitest';
import { openNow } from './open-hours.js';

const weekdays = [{ day: 1, time_from: '09:00', time_to: '17:00' }];

describe('openNow', () => {
  it('reads blank hours as always open, as the router does', () => {
    expect(openNow(null, 'UTC')).toBe(true);
    expect(openNow([], 'UTC')).toBe(true);
  });

  it('is open inside a span on its day in the buyer’s zone, and closed at its end', () => {
    // Monday 2026-03-02 14:00 UTC is 09:00 in New York.
    expect(openNow(weekdays, 'America/New_York', new Date('2026-03-02T14:00:00Z'))).toBe(true);
    expect(openNow(weekdays, 'America/New_York', new Date('2026-03-02T13:59:00Z'))).toBe(false);
    expect(openNow(weekdays, 'America/New_York', new Date('2026-03-02T22:00:00Z'))).toBe(false);
  });

  it('is closed on a day without a span', () => {
    expect(openNow(weekdays, 'UTC', new Date('2026-03-03T10:00:00Z'))).toBe(false);
  });
});
