import { decodeValue } from '../db/column-types.js';

/**
 * Where a lead's line type is read from, first found wins: what the
 * publisher posted, then what a data append found (data_append_ tokens).
 * A North American number's digits cannot tell a mobile from a landline.
 */
const KEYS = [
  'line_type',
  'phone_type',
  'number_type',
  'data_append_line_type',
  'data_append_phone_type',
  'data_append_number_type',
] as const;
const MOBILE = new Set(['mobile', 'wireless', 'cell', 'cellular', 'cell_phone', 'mobile_phone']);

/** 'mobile', 'other' (a landline, VoIP, toll-free…), or 'unknown' when no token says. */
export function lineTypeOf(tokens: unknown): 'mobile' | 'other' | 'unknown' {
  const t = typeof tokens === 'string' ? decodeValue('json', tokens) : tokens;
  if (!t || typeof t !== 'object') return 'unknown';
  for (const key of KEYS) {
    const v = (t as Record<string, unknown>)[key];
    if (v === null || v === undefined || String(v).trim() === '') continue;
    return MOBILE.has(
      String(v)
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_'),
    )
      ? 'mobile'
      : 'other';
  }
  return 'unknown';
}
