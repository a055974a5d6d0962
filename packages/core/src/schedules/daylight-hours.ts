import { wallTime, zonedToUtc } from '../time/zones.js';

const minutesOf = (hhmm: unknown, fallback: number): number => {
  const m = typeof hhmm === 'string' ? /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim()) : null;
  if (!m || Number(m[1]) > 24 || Number(m[2]) > 59) return fallback;
  return Math.min(Number(m[1]) * 60 + Number(m[2]), 24 * 60);
};

/**
 * When a schedule may next contact a lead whose local time is `at` in
 * `timeZone`: null while inside [open, close), else the next opening. A
 * window whose close is before its open runs past midnight. Bad stored
 * values fall back to the schedule defaults (08:00–21:00).
 */
export function nextDaylightOpening(
  at: number,
  timeZone: string,
  open: unknown,
  close: unknown,
): number | null {
  const from = minutesOf(open, 8 * 60);
  const to = minutesOf(close, 21 * 60);
  if (from === to) return null;
  const w = wallTime(at, timeZone);
  const now = w.hour * 60 + w.minute;
  const inside = from < to ? now >= from && now < to : now >= from || now < to;
  if (inside) return null;
  // Past today's opening (or, overnight, between close and open after it): the opening is later today or tomorrow.
  const dayOffset = now < from ? 0 : 1;
  const opening = zonedToUtc(
    {
      year: w.year,
      month: w.month,
      day: w.day + dayOffset,
      hour: Math.floor(from / 60),
      minute: from % 60,
      second: 0,
    },
    timeZone,
  );
  return opening > at ? opening : at + 60_000;
}
