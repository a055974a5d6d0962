import { lineTypeOf } from '../carriers/carrier.js';
import { decodeValue } from '../db/column-types.js';

/**
 * Where a lead's line type is read from, first found wins: what the
 * publisher posted, then what a data append found. A North American number's
 * digits cannot tell a mobile from a landline.
 */
const KEYS = ['line_type', 'phone_type', 'number_type', 'data_append_line_type'] as const;

/** 'mobile', 'other' (a landline, VoIP, toll-free…), or 'unknown' when no token says. */
export function leadLineType(tokens: unknown): 'mobile' | 'other' | 'unknown' {
  const t = typeof tokens === 'string' ? decodeValue('json', tokens) : tokens;
  if (!t || typeof t !== 'object') return 'unknown';
  for (const key of KEYS) {
    // The carriers' vocabulary: "Wireless", "cell", "mobile" … all read as mobile.
    const type = lineTypeOf((t as Record<string, unknown>)[key]);
    if (type !== null) return type === 'mobile' ? 'mobile' : 'other';
  }
  return 'unknown';
}
