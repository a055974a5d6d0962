import { decodeValue } from '../db/column-types.js';
import { countryOf } from '../phone/to-e164.js';

/**
 * Values of the call record's TrackDrive columns that Leadline derives from what it
 * stores (domain notes 3.6: keys live clients read on GET /calls).
 */

const n = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/** A token of the call (the carrier's callback, the DNI visitor, the lead, post-call tokens), as text. */
function token(row: Record<string, unknown>, key: string): string | null {
  const tokens = decodeValue('json', row.token_values);
  if (!tokens || typeof tokens !== 'object' || Array.isArray(tokens)) return null;
  const v = (tokens as Record<string, unknown>)[key];
  return typeof v === 'string' || typeof v === 'number' ? String(v).trim() || null : null;
}

/** `+14155550111` → `+1415555****`: the caller's number with its last four digits hidden. */
export function obfuscatedCaller(row: Record<string, unknown>): string | null {
  const number = row.caller_number;
  if (typeof number !== 'string' || number.length < 5) return null;
  return `${number.slice(0, -4)}****`;
}

/** The carrier's city of the caller (Twilio's FromCity), else null. */
export const callerCity = (row: Record<string, unknown>) => token(row, 'caller_city');

/** The carrier's country of the caller (FromCountry), else the country of the caller's number. */
export const callerCountry = (row: Record<string, unknown>) =>
  token(row, 'caller_country') ?? countryOf(row.caller_number);

/** Seconds before the answering party took the call: IVR, hold and ringing (total − answered). */
export const attemptedDuration = (row: Record<string, unknown>) =>
  Math.max(0, n(row.total_duration) - n(row.answered_duration));

/** The sub_id token publishers send (DNI visitor or lead), else null. */
export const subId = (row: Record<string, unknown>) => token(row, 'sub_id');
