import { wallTime } from '../time/zones.js';
import type { Interval } from './time-buckets.js';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Labels already made: each asks Intl for the wall time (most of a roll-up series' own CPU after
 * the rows: one per point, 2,160 for a 90-day hour series), and dashboards ask the same buckets again.
 */
const known = new Map<string, string>();
const MAX_KNOWN = 20_000;

/** A bucket as a chart's axis prints it, in the zone: `2026-11-24`, `2026-11`, `2026-11-24 13:05`. */
export function bucketLabel(at: number, interval: Interval, timeZone: string): string {
  const key = `${at} ${interval} ${timeZone}`;
  let label = known.get(key);
  if (label === undefined) {
    label = makeLabel(at, interval, timeZone);
    if (known.size >= MAX_KNOWN) known.delete(known.keys().next().value!);
    known.set(key, label);
  }
  return label;
}

function makeLabel(at: number, interval: Interval, timeZone: string): string {
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
