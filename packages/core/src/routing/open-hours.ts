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

/** `isOpenAt` with the wall time already read (the router reads it once per zone, not per buyer). */
export function isOpenAtWall(openTimes: unknown, w: WallTime): boolean {
  if (!Array.isArray(openTimes) || openTimes.length === 0) return true;
  const day = new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay();
  const now = w.hour * 60 + w.minute;
  for (const range of openTimes as Partial<OpenTime>[]) {
    const from = minutes(range?.time_from);
    const to = minutes(range?.time_to);
    if (from === undefined || to === undefined || typeof range.day !== 'number') continue;
    if (from <= to) {
      if (range.day === day && now >= from && now <= to) return true;
    } else if ((range.day === day && now >= from) || ((range.day + 1) % 7 === day && now <= to)) {
      return true;
    }
  }
  return false;
}
