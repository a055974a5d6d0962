import { zonedToUtc } from './zones.js';

// 2026-01-02 10:00:00 -0500 | 2026-01-02 10:00:00 UTC | 2026-01-02T10:00:00.123-05:00 | 2026-01-02T10:00:00Z | 2026-01-02 10:00 | 2026-01-02
const TIME_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2}|(?<=\s)\d{4})?$/i;

/**
 * Reads the time forms integrations send: the spec's `YYYY-MM-DD HH:MM:SS +ZZZZ`,
 * a `UTC` suffix, ISO 8601, or no offset at all (then it is wall time in
 * `timeZone`). Returns epoch milliseconds, or undefined when it is not a time.
 */
export function parseTime(input: string, timeZone = 'UTC'): number | undefined {
  const m = TIME_RE.exec(input.trim());
  if (!m) return undefined;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac, zone] = m;
  const fields = { year: +y!, month: +mo!, day: +d!, hour: +h, minute: +mi, second: +s };
  if (fields.month < 1 || fields.month > 12 || fields.day < 1 || fields.day > 31) return undefined;
  if (fields.hour > 23 || fields.minute > 59 || fields.second > 60) return undefined;
  const millis = frac ? Math.floor(Number(`0.${frac}`) * 1000) : 0;
  const naive = Date.UTC(
    fields.year,
    fields.month - 1,
    fields.day,
    fields.hour,
    fields.minute,
    fields.second,
  );
  // Date.UTC rolls 2026-02-31 over into March; a real calendar date does not.
  if (new Date(naive).getUTCDate() !== fields.day) return undefined;
  if (!zone) return zonedToUtc(fields, timeZone) + millis;
  if (/^(Z|UTC|GMT)$/i.test(zone)) return naive + millis;
  // An offset written "+0500" in an unencoded query string arrives as " 0500".
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = (/^\d/.test(zone) ? zone : zone.slice(1)).replace(':', '');
  const offset = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
  return naive - offset * 60_000 + millis;
}

export const TIME_FORMAT_HINT = 'Must be a valid time: 2026-11-10 02:04:04 +0000';
