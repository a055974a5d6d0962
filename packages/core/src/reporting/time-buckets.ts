import { invalidParam } from '../errors/index.js';
import { wallTime, zonedToUtc } from '../time/zones.js';

/** Time buckets a report counts by, in the requested zone. */
export const INTERVALS = ['five_minutes', 'hour', 'day', 'week', 'month'] as const;
export type Interval = (typeof INTERVALS)[number];

/** Most buckets one answer may hold: a five-minute series over a year is not a chart. */
export const MAX_BUCKETS = 5000;

/**
 * The database groups rows by UTC slots this wide; the slots fold into local
 * buckets here. Every real UTC offset is a multiple of 15 minutes, so a
 * quarter hour (or five minutes) never straddles a local bucket edge, and no
 * dialect-specific time zone SQL is needed.
 */
export const slotMs = (interval: Interval) => (interval === 'five_minutes' ? 300_000 : 900_000);

/** The local start (epoch ms) of the bucket holding an instant. */
export function bucketStart(ms: number, interval: Interval, timeZone: string): number {
  if (interval === 'five_minutes') return Math.floor(ms / 300_000) * 300_000;
  const w = wallTime(ms, timeZone);
  switch (interval) {
    case 'hour':
      return zonedToUtc({ ...w, minute: 0, second: 0 }, timeZone);
    case 'day':
      return zonedToUtc({ ...w, hour: 0, minute: 0, second: 0 }, timeZone);
    case 'week': {
      // ISO weeks: Monday first.
      const weekday = (new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay() + 6) % 7;
      const monday = new Date(Date.UTC(w.year, w.month - 1, w.day - weekday));
      return localMidnight(monday, timeZone);
    }
    case 'month':
      return zonedToUtc({ year: w.year, month: w.month, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
  }
}

/** The start of the bucket after the one starting at `start`. */
export function nextBucket(start: number, interval: Interval, timeZone: string): number {
  if (interval === 'five_minutes') return start + 300_000;
  const w = wallTime(start, timeZone);
  switch (interval) {
    case 'hour': {
      // In a DST fall-back the repeated wall hour is one two-hour bucket: step past it.
      const next = bucketStart(start + 3_600_000, 'hour', timeZone);
      return next > start ? next : start + 7_200_000;
    }
    case 'day':
      return localMidnight(new Date(Date.UTC(w.year, w.month - 1, w.day + 1)), timeZone);
    case 'week':
      return localMidnight(new Date(Date.UTC(w.year, w.month - 1, w.day + 7)), timeZone);
    case 'month':
      return localMidnight(new Date(Date.UTC(w.year, w.month, 1)), timeZone);
  }
}

function localMidnight(date: Date, timeZone: string): number {
  return zonedToUtc(
    {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    timeZone,
  );
}

/**
 * Every bucket from the one holding `from` to the one holding `to`, in order:
 * a series with its empty buckets, so a chart's x axis has no holes.
 */
export function bucketRange(
  from: number,
  to: number,
  interval: Interval,
  timeZone: string,
  param: string,
): number[] {
  // Zone arithmetic per bucket is most of a roll-up report's time: a request plans with the range
  // and folds into it, and dashboards ask the same ranges again.
  // Keyed by the first and last buckets, so a range that moves with the clock still finds it.
  const first = bucketStart(from, interval, timeZone);
  const last = bucketStart(to, interval, timeZone);
  const key = `${first} ${last} ${interval} ${timeZone}`;
  const known = rangeCache.get(key);
  if (known) return [...known];
  const out = computeRange(first, last, interval, timeZone, param);
  if (rangeCache.size >= 256) rangeCache.delete(rangeCache.keys().next().value!);
  rangeCache.set(key, out);
  return [...out];
}

const rangeCache = new Map<string, readonly number[]>();

function computeRange(first: number, last: number, interval: Interval, timeZone: string, param: string) {
  const out: number[] = [];
  for (let b = first; b <= last; b = nextBucket(b, interval, timeZone)) {
    out.push(b);
    if (out.length > MAX_BUCKETS) {
      throw invalidParam(
        param,
        `More than ${MAX_BUCKETS} ${interval} buckets between created_at_from and created_at_to: choose a longer interval or a shorter range`,
      );
    }
  }
  return out;
}

/**
 * Folds per-slot figures (slot number → value) into local buckets, with a
 * cache per slot: a 90-day range is 8,640 slots but a few dozen zone lookups.
 */
export function bucketOfSlot(interval: Interval, timeZone: string): (slot: number) => number {
  const width = slotMs(interval);
  const cache = new Map<number, number>();
  return (slot) => {
    let b = cache.get(slot);
    if (b === undefined) cache.set(slot, (b = bucketStart(slot * width, interval, timeZone)));
    return b;
  };
}
