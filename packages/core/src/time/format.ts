import { offsetMinutes } from './zones.js';

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The API's one output format: `YYYY-MM-DD HH:MM:SS +ZZZZ`, in the given zone.
 * Built from the native ISO string of the shifted instant: every list row
 * formats several times, and this is the cheapest correct way.
 * @example formatTime(Date.UTC(2026, 0, 2, 15), 'America/New_York') // '2026-01-02 10:00:00 -0500'
 */
export function formatTime(ms: number | null | undefined, timeZone = 'UTC'): string | null {
  if (ms === null || ms === undefined || Number.isNaN(ms)) return null;
  const off = offsetMinutes(ms, timeZone);
  const iso = new Date(ms + off * 60_000).toISOString();
  const abs = Math.abs(off);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} ${off < 0 ? '-' : '+'}${pad2(Math.floor(abs / 60))}${pad2(abs % 60)}`;
}
