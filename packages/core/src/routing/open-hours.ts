import { type WallTime, wallTime } from '../time/zones.js';

/** One open range of a buyer's week: `{"day":0,"time_from":"09:00","time_to":"17:00"}`, day 0 = Sunday. */
interface OpenTime {
  day: number;
  time_from: string;
  time_to: string;
}

const minutes = (hhmm: unknown): number | undefined => {
  const m = typeof hhmm === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim()) : null;
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : undefined;
};

/**
 * Whether buyers.open_times is open at an instant, read in the buyer's zone.
 * Blank (null or []) means always open. `time_to` is inclusive to the end of
 * its minute ("23:59" covers the whole day); a range whose end is before its
 * start runs past midnight into the next day.
 */
export function isOpenAt(openTimes: unknown, timeZone: string, at: number): boolean {
  if (!Array.isArray(openTimes) || openTimes.length === 0) return true;
  return isOpenAtWall(openTimes, wallTime(at, timeZone));
}

/** One open range in minutes of the day (`to` inclusive; `to < from` runs past midnight). */
interface OpenRange {
  day: number;
  from: number;
  to: number;
}

/** Each buyer's hours read once (the router keeps its buyers compiled: the same arrays come back). */
const compiled = new WeakMap<object, readonly OpenRange[]>();
const weekdays = new WeakMap<WallTime, number>();

function rangesOf(openTimes: readonly unknown[]): readonly OpenRange[] {
  let ranges = compiled.get(openTimes);
  if (ranges) return ranges;
  const out: OpenRange[] = [];
  for (const range of openTimes as Partial<OpenTime>[]) {
    const from = minutes(range?.time_from);
    const to = minutes(range?.time_to);
    if (from === undefined || to === undefined || typeof range.day !== 'number') continue;
    out.push({ day: range.day, from, to });
  }
  compiled.set(openTimes, (ranges = out));
  return ranges;
}

/** `isOpenAt` with the wall time already read (the router reads it once per zone, not per buyer). */
export function isOpenAtWall(openTimes: unknown, w: WallTime): boolean {
  if (!Array.isArray(openTimes) || openTimes.length === 0) return true;
  let day = weekdays.get(w);
  if (day === undefined) weekdays.set(w, (day = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()));
  const now = w.hour * 60 + w.minute;
  for (const { day: d, from, to } of rangesOf(openTimes)) {
    if (from <= to) {
      if (d === day && now >= from && now <= to) return true;
    } else if ((d === day && now >= from) || ((d + 1) % 7 === day && now <= to)) {
      return true;
    }
  }
  return false;
}
