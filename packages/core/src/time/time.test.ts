import { describe, expect, it } from 'vitest';
import { formatTime, isTimeZone, parseTime, timeZones } from './index.js';

describe('time output format', () => {
  it('writes YYYY-MM-DD HH:MM:SS +ZZZZ in the given zone, with daylight saving', () => {
    expect(formatTime(Date.UTC(2026, 0, 2, 15, 4, 5), 'America/New_York')).toBe('2026-01-02 10:04:05 -0500');
    expect(formatTime(Date.UTC(2026, 6, 2, 15, 4, 5), 'America/New_York')).toBe('2026-07-02 11:04:05 -0400');
    expect(formatTime(Date.UTC(2026, 6, 2, 15, 4, 5), 'Asia/Kolkata')).toBe('2026-07-02 20:34:05 +0530');
    expect(formatTime(Date.UTC(2026, 6, 2, 15, 4, 5))).toBe('2026-07-02 15:04:05 +0000');
    expect(formatTime(null)).toBeNull();
  });
});

describe('time input forms', () => {
  const at = Date.UTC(2024, 2, 28, 15, 16, 49);
  it.each([
    ['2024-03-28 15:16:49 +0000'],
    ['2024-03-28 11:16:49 -0400'],
    ['2024-03-28 15:16:49 UTC'],
    ['2024-03-28T15:16:49Z'],
    ['2024-03-28T11:16:49-04:00'],
  ])('reads %s', (input) => {
    expect(parseTime(input)).toBe(at);
  });

  it('reads an offset whose + arrived as a space from an unencoded query string', () => {
    expect(parseTime('2024-03-28 15:16:49  0000')).toBe(at);
    expect(parseTime('2024-03-28 10:16:49 -0500')).toBe(at);
  });

  it('reads a time without offset as wall time in the given zone', () => {
    expect(parseTime('2024-03-28 11:16:49', 'America/New_York')).toBe(at);
    expect(parseTime('2024-01-15', 'America/Chicago')).toBe(Date.UTC(2024, 0, 15, 6));
  });

  it('keeps milliseconds of ISO input', () => {
    expect(parseTime('2023-12-11T11:49:32.495-05:00')).toBe(Date.UTC(2023, 11, 11, 16, 49, 32, 495));
  });

  it.each([['yesterday'], ['2024-02-30 10:00:00'], ['2024-13-01'], ['2024-03-28 25:00:00'], ['']])(
    'rejects %j',
    (input) => {
      expect(parseTime(input)).toBeUndefined();
    },
  );
});

describe('time zones', () => {
  it('knows IANA names and UTC, and nothing else', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(timeZones().length).toBeGreaterThan(300);
  });
});

describe('time output across the calendar', () => {
  it('matches the ISO calendar for every day from 1900 to 2100, including leap days and negative instants', () => {
    for (let ms = Date.UTC(1900, 0, 1, 13, 7, 9); ms < Date.UTC(2100, 0, 1); ms += 86_400_000 + 37_000) {
      const iso = new Date(ms).toISOString();
      expect(formatTime(ms)).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 19)} +0000`);
    }
  });
});
