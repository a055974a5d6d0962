import { describe, expect, it } from 'vitest';
import { isOpenAt } from './open-hours.js';

const NY = 'America/New_York';
// Monday 2026-01-05 in New York (EST, UTC-5); day 1 of the week, Sunday being 0.
const ny = (day: number, hour: number, minute = 0) => Date.UTC(2026, 0, day, hour + 5, minute);

describe('buyer open hours', () => {
  it('are always open when blank', () => {
    expect(isOpenAt(null, NY, ny(5, 3))).toBe(true);
    expect(isOpenAt([], NY, ny(5, 3))).toBe(true);
  });

  it("are read in the buyer's zone, time_to inclusive to the end of its minute", () => {
    const week = [{ day: 1, time_from: '09:00', time_to: '17:00' }];
    expect(isOpenAt(week, NY, ny(5, 8, 59))).toBe(false);
    expect(isOpenAt(week, NY, ny(5, 9))).toBe(true);
    expect(isOpenAt(week, NY, ny(5, 17, 0) + 59_000)).toBe(true);
    expect(isOpenAt(week, NY, ny(5, 17, 1))).toBe(false);
    // The same instant read in Los Angeles is 06:00, before opening.
    expect(isOpenAt(week, 'America/Los_Angeles', ny(5, 9))).toBe(false);
    // Tuesday has no range.
    expect(isOpenAt(week, NY, ny(6, 10))).toBe(false);
  });

  it('run a range whose end is before its start past midnight into the next day', () => {
    const nights = [{ day: 1, time_from: '22:00', time_to: '02:00' }];
    expect(isOpenAt(nights, NY, ny(5, 23))).toBe(true);
    expect(isOpenAt(nights, NY, ny(6, 1, 30))).toBe(true);
    expect(isOpenAt(nights, NY, ny(6, 2, 1))).toBe(false);
    // Sunday night is not Monday's range.
    expect(isOpenAt(nights, NY, ny(5, 1))).toBe(false);
  });

  it('skip ranges that are not day and HH:MM times, so a week of only those is closed', () => {
    const broken = [
      { day: 1, time_from: '9am', time_to: '17:00' },
      { day: 1, time_from: '09:00', time_to: '24:00' },
      { day: 'monday', time_from: '09:00', time_to: '17:00' },
      null,
    ];
    expect(isOpenAt(broken, NY, ny(5, 10))).toBe(false);
    expect(isOpenAt([...broken, { day: 1, time_from: '00:00', time_to: '23:59' }], NY, ny(5, 10))).toBe(true);
  });
});
