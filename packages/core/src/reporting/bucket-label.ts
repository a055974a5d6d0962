import { wallTime } from '../time/zones.js';
import type { Interval } from './time-buckets.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** A bucket as a chart's axis prints it, in the zone: `2026-11-24`, `2026-11`, `2026-11-24 13:05`. */
export function bucketLabel(at: number, interval: Interval, timeZone: string): string {
  const w = wallTime(at, timeZone);
  const date = `${w.year}-${pad(w.month)}-${pad(w.day)}`;
  switch (interval) {
    case 'month':
      return `${w.year}-${pad(w.month)}`;
    case 'week':
    case 'day':
      return date;
    case 'hour':
    case 'five_minutes':
      return `${date} ${pad(w.hour)}:${pad(w.minute)}`;
  }
}
