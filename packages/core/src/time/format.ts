import { offsetMinutes } from './zones.js';

const DAY_MS = 86_400_000;
const MIN_SHOWN_MS = -62_135_596_800_000; // 0001-01-01T00:00:00Z
const MAX_SHOWN_MS = 253_402_300_799_999; // 9999-12-31T23:59:59.999Z
const TWO = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : String(i)));
const dates = new Map<number, string>();
const zones = new Map<number, string>();

/** 'YYYY-MM-DD' of a day number since 1970-01-01 (proleptic Gregorian; H. Hinnant's civil_from_days). */
function dateOf(days: number): string {
  let s = dates.get(days);
  if (s === undefined) {
    const z = days + 719_468;
    const era = Math.floor(z / 146_097);
    const doe = z - era * 146_097;
    const yoe = Math.floor(
      (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
    );
    const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
    const mp = Math.floor((5 * doy + 2) / 153);
    const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
    const m = mp < 10 ? mp + 3 : mp - 9;
    const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
    s = `${String(y).padStart(4, '0')}-${TWO[m]}-${TWO[d]}`;
    if (dates.size > 100_000) dates.clear();
    dates.set(days, s);
  }
  return s;
}

function zoneOf(off: number): string {
  let s = zones.get(off);
  if (s === undefined) {
    const abs = Math.abs(off);
    s = `${off < 0 ? '-' : '+'}${TWO[Math.floor(abs / 60)]}${TWO[abs % 60]}`;
    zones.set(off, s);
  }
  return s;
}

/**
 * The API's one output format: `YYYY-MM-DD HH:MM:SS +ZZZZ`, in the given zone.
 * Every list row formats several times, so this is plain integer arithmetic
 * with cached day and offset strings rather than Date or Intl calls.
 * @example formatTime(Date.UTC(2026, 0, 2, 15), 'America/New_York') // '2026-01-02 10:00:00 -0500'
 */
export function formatTime(ms: number | null | undefined, timeZone = 'UTC'): string | null {
  // A stored value outside years 1–9999 (written before writes were checked) shows as null
  // rather than failing the whole list it is in.
  if (typeof ms !== 'number' || !(ms >= MIN_SHOWN_MS && ms <= MAX_SHOWN_MS)) return null;
  const off = offsetMinutes(ms, timeZone);
  const local = ms + off * 60_000;
  const days = Math.floor(local / DAY_MS);
  const secs = Math.floor((local - days * DAY_MS) / 1000);
  const h = Math.floor(secs / 3600);
  const mi = Math.floor((secs % 3600) / 60);
  return `${dateOf(days)} ${TWO[h]}:${TWO[mi]}:${TWO[secs % 60]} ${zoneOf(off)}`;
}
