import { describe, expect, it } from 'vitest';
import { formatTime } from '../time/format.js';
import { bucketRange, bucketStart } from './time-buckets.js';

const at = (iso: string) => Date.parse(iso);
const shown = (ms: number[], tz: string) => ms.map((m) => formatTime(m, tz));

describe('time buckets in a zone', () => {
  it('starts days at local midnight, across a DST change', () => {
    // New York springs forward on 2026-03-08.
    const days = bucketRange(
      at('2026-03-07T12:00:00Z'),
      at('2026-03-09T12:00:00Z'),
      'day',
      'America/New_York',
      'p',
    );
    expect(shown(days, 'America/New_York')).toEqual([
      '2026-03-07 00:00:00 -0500',
      '2026-03-08 00:00:00 -0500',
      '2026-03-09 00:00:00 -0400',
    ]);
  });

  it('gives the repeated hour of a fall-back one bucket, and skips the missing spring hour', () => {
    const fall = bucketRange(
      at('2026-11-01T04:30:00Z'),
      at('2026-11-01T07:30:00Z'),
      'hour',
      'America/New_York',
      'p',
    );
    expect(shown(fall, 'America/New_York')).toEqual([
      '2026-11-01 00:00:00 -0400',
      '2026-11-01 01:00:00 -0400',
      '2026-11-01 02:00:00 -0500',
    ]);
    const spring = bucketRange(
      at('2026-03-08T06:30:00Z'),
      at('2026-03-08T07:30:00Z'),
      'hour',
      'America/New_York',
      'p',
    );
    expect(shown(spring, 'America/New_York')).toEqual([
      '2026-03-08 01:00:00 -0500',
      '2026-03-08 03:00:00 -0400',
    ]);
  });

  it('starts weeks on Monday and months on the first, locally', () => {
    expect(formatTime(bucketStart(at('2026-03-01T12:00:00Z'), 'week', 'UTC'), 'UTC')).toBe(
      '2026-02-23 00:00:00 +0000',
    );
    expect(
      formatTime(bucketStart(at('2026-03-01T03:00:00Z'), 'month', 'America/New_York'), 'America/New_York'),
    ).toBe('2026-02-01 00:00:00 -0500');
  });

  it('refuses more buckets than a chart can hold, naming the parameter', () => {
    expect(() => bucketRange(0, at('2026-01-01T00:00:00Z'), 'five_minutes', 'UTC', 'group_by')).toThrow(
      /group_by/,
    );
  });
});
