import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

/** Normalises a phone number to E.164 with libphonenumber, or undefined when it cannot be one. */
export function toE164(v: unknown, country: string): string | undefined {
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const raw = String(v).trim();
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 5) return undefined;
  const parsed =
    parsePhoneNumberFromString(raw, country as CountryCode) ??
    (raw.startsWith('+') ? undefined : parsePhoneNumberFromString(`+${digits}`));
  if (parsed?.isPossible()) return parsed.number;
  return undefined;
}

/** The ISO country an E.164 number belongs to (`US`, `CA`, `GB`), or null when it names none. */
export function countryOf(e164: unknown): string | null {
  if (typeof e164 !== 'string' || !e164.startsWith('+')) return null;
  return parsePhoneNumberFromString(e164)?.country ?? null;
}
