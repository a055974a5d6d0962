import { describe, expect, it } from 'vitest';
import { dailyWindow, firstOpening, holidays, slidingLimit, weeklyHours } from './openings.js';

const NY = 'America/New_York';
// Wednesday 2026-06-10, in New York (EDT, UTC-4).
const ny = (day: number, hour: number, minute = 0) => Date.UTC(2026, 5, day, hour + 4, minute);
const open = (rules: Parameters<typeof firstOpening<string>>[1], at: number) =>
  firstOpening(at, rules, 35 * 86_400_000);

describe('state rule openings: the first instant every rule allows', () => {
  it('finds the second shift of a split day, and skips a closed day to the next open one', () => {
    const rows = [
      { day: 3, open: '08:00', close: '12:00', closed: false, zone: NY },
      { day: 3, open: '13:00', close: '20:00', closed: false, zone: NY },
      { day: 4, open: '08:00', close: '20:00', closed: true, zone: NY },
      { day: 5, open: '10:00', close: '18:00', closed: false, zone: NY },
    ];
    const rule = { why: 'hours', next: weeklyHours(rows) };
    expect(open([rule], ny(10, 9))).toEqual({ open: true });
    expect(open([rule], ny(10, 12, 30))).toEqual({ open: false, at: ny(10, 13), blockedBy: 'hours' });
    // After Wednesday's close: Thursday is closed, Friday opens at 10:00.
    expect(open([rule], ny(10, 20, 30))).toEqual({ open: false, at: ny(12, 10), blockedBy: 'hours' });
  });

  it('never opens on a week with every day closed', () => {
    const shut = [0, 1, 2, 3, 4, 5, 6].map((day) => ({
      day,
      open: '08:00',
      close: '20:00',
      closed: true,
      zone: NY,
    }));
    expect(open([{ why: 'shut', next: weeklyHours(shut) }], ny(10, 9))).toEqual({
      open: false,
      at: null,
      blockedBy: 'shut',
    });
  });

  it('lets a sliding limit open when the oldest counted contact leaves the window, then meets the other rules', () => {
    const hour = 3_600_000;
    const limit = { why: 'limit', next: slidingLimit([ny(10, 8), ny(10, 9), ny(10, 10)], 3, 24 * hour) };
    const holiday = { why: 'holiday', next: holidays(new Set(['2026-06-11']), NY) };
    // Three calls from 08:00 Wednesday: the fourth may go at 08:00 Thursday, a holiday, so at midnight after it.
    expect(open([limit, holiday], ny(10, 11))).toEqual({ open: false, at: ny(12, 0), blockedBy: 'limit' });
    expect(open([limit], ny(10, 11))).toEqual({ open: false, at: ny(11, 8), blockedBy: 'limit' });
  });

  it("opens a schedule's daily window at its start, runs a window past midnight, and reads bad times as 08:00-21:00", () => {
    const day = { why: 'daylight', next: dailyWindow('09:00', '17:00', NY) };
    expect(open([day], ny(10, 12))).toEqual({ open: true });
    expect(open([day], ny(10, 7))).toEqual({ open: false, at: ny(10, 9), blockedBy: 'daylight' });
    // At the close itself the window has shut until tomorrow.
    expect(open([day], ny(10, 17))).toEqual({ open: false, at: ny(11, 9), blockedBy: 'daylight' });

    const night = { why: 'night', next: dailyWindow('22:00', '06:00', NY) };
    expect(open([night], ny(10, 23))).toEqual({ open: true });
    expect(open([night], ny(11, 5, 59))).toEqual({ open: true });
    expect(open([night], ny(11, 6))).toEqual({ open: false, at: ny(11, 22), blockedBy: 'night' });

    const fallback = { why: 'default', next: dailyWindow('soon', null, NY) };
    expect(open([fallback], ny(10, 7, 59))).toEqual({ open: false, at: ny(10, 8), blockedBy: 'default' });
    expect(open([fallback], ny(10, 20, 59))).toEqual({ open: true });
    expect(open([{ why: 'all day', next: dailyWindow('10:00', '10:00', NY) }], ny(10, 3))).toEqual({
      open: true,
    });
  });
});
