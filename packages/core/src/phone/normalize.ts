import { toE164 } from './to-e164.js';

/** Why a number was refused, in the words the API answers with. */
export type RejectReason = 'shorter than 5 digits' | 'not a valid phone number';

export type Normalized = { ok: true; e164: string } | { ok: false; reason: RejectReason };

/** Countries whose national numbers are 10 digits with an optional leading 1 (NANP), taken on the fast path. */
const NANP_DEFAULTS = new Set(['US', 'CA']);
/** Only digits, a leading +, and the punctuation people type: ( ) - . and spaces. */
const PLAIN = /^\+?[\d\s().-]+$/;
const CANONICAL_NANP = /^\+1[2-9]\d{9}$/;
const MEMO_SIZE = 10_000;
const memo = new Map<string, Normalized>();

/**
 * A number to E.164, exactly as `toE164` (libphonenumber-js) would, but fast:
 * libphonenumber costs ~15 µs a number, which is 150 s over a 10-million-row
 * list and most of a suppression check's budget. North-American numbers whose
 * area code starts with 2–9 (`+1NXX…`, and `NXX…` / `1NXX…` for a US or
 * Canadian company) are written out directly — `phone/normalize.test.ts`
 * checks they agree with libphonenumber — and everything else goes to
 * libphonenumber, remembered for the last 10,000 distinct inputs.
 */
export function normalizeNumber(raw: unknown, country: string): Normalized {
  if (typeof raw !== 'string' && typeof raw !== 'number')
    return { ok: false, reason: 'not a valid phone number' };
  const s = String(raw).trim();
  // Already E.164 and North American, the shape stored numbers come back in: no work, no garbage.
  if (CANONICAL_NANP.test(s)) return { ok: true, e164: s };
  const digits = s.replace(/\D/g, '');
  // The spec's rule (8: shorter than 5 digits is rejected); text with no digits at all is just not a number.
  if (digits.length < 5)
    return { ok: false, reason: digits ? 'shorter than 5 digits' : 'not a valid phone number' };
  if (PLAIN.test(s)) {
    const fast = nanp(s.charCodeAt(0) === 43 /* + */, digits, country);
    if (fast) return { ok: true, e164: fast };
  }
  const key = `${country}|${s}`;
  let hit = memo.get(key);
  if (hit) return hit;
  const e164 = toE164(s, country);
  hit = e164 ? { ok: true, e164 } : { ok: false, reason: 'not a valid phone number' };
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, hit);
  return hit;
}

function nanp(plus: boolean, digits: string, country: string): string | undefined {
  const areaFirst = (d: string, at: number) => d.charCodeAt(at) >= 50; /* '2'…'9' */
  if (plus) {
    return digits.length === 11 && digits[0] === '1' && areaFirst(digits, 1) ? `+${digits}` : undefined;
  }
  if (!NANP_DEFAULTS.has(country)) return undefined;
  if (digits.length === 10 && areaFirst(digits, 0)) return `+1${digits}`;
  if (digits.length === 11 && digits[0] === '1' && areaFirst(digits, 1)) return `+${digits}`;
  return undefined;
}

/** E.164 as the bigint suppression lists store: its digits (+15551234567 → 15551234567). */
export const e164ToNumber = (e164: string): number => Number(e164.slice(1));

/** The stored bigint back to E.164. */
export const numberToE164 = (n: number | string | bigint): string => `+${String(n)}`;
