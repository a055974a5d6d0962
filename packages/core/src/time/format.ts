import { offsetMinutes } from './zones.js';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * The API's one output format: `YYYY-MM-DD HH:MM:SS +ZZZZ`, in the given zone.
 * @example formatTime(Date.UTC(2026, 0, 2, 15), 'America/New_York') // '2026-01-02 10:00:00 -0500'
 */
export function formatTime(ms: number | null | undefined, timeZone = 'UTC'): string | null {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return null;
  const off = offsetMinutes(ms, timeZone);
  const w = utcWall(ms + off * 60_000);
  const sign = off < 0 ? '-' : '+';
  const abs = Math.abs(off);
  return `${w.year}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)} ${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

function utcWall(ms: number) {
  const d = new Date(ms);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}
