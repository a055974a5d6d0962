import { decodeValue } from '../db/column-types.js';

/** Operators of a buyer's token filters: spec 2.3's comparisons plus list membership. */
export const FILTER_OPERATORS = ['==', '!=', '=~', '!~', '<', '<=', '>', '>=', 'in', 'not in'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** One filter: `{"key":"caller_state","operator":"in","value":"CA,NV"}`. */
export interface TokenFilter {
  key: string;
  operator: FilterOperator;
  /** A list for in / not in (an array, or text split on commas). */
  value: string | string[];
}

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * The filters stored on a buyer, or `null` when they cannot be read: a
 * buyer whose filters make no sense takes no calls (it fails closed), rather
 * than taking every call.
 */
export function readTokenFilters(stored: unknown): TokenFilter[] | null {
  const v = decodeValue('json', stored);
  if (v === null || v === undefined || v === '') return [];
  if (!Array.isArray(v)) return null;
  const out: TokenFilter[] = [];
  for (const c of v) {
    if (typeof c !== 'object' || c === null) return null;
    const { key, operator = '==', value } = c as Record<string, unknown>;
    if (typeof key !== 'string' || key === '') return null;
    if (!(FILTER_OPERATORS as readonly unknown[]).includes(operator)) return null;
    if (Array.isArray(value))
      out.push({ key, operator: operator as FilterOperator, value: value.map(String) });
    else if (['string', 'number', 'boolean'].includes(typeof value))
      out.push({ key, operator: operator as FilterOperator, value: String(value) });
    else return null;
  }
  return out;
}

/**
 * The first filter the call's tokens fail, or null when all hold. Text
 * compares case-insensitively for =~ / !~ (containment) and in / not in;
 * < … >= compare numbers when both sides are numbers, else text. A token the
 * call lacks is blank: != , !~ and not in hold for it, the rest fail.
 */
export function failedFilter(
  filters: readonly TokenFilter[],
  tokens: Record<string, unknown>,
): TokenFilter | null {
  for (const f of filters) if (!holds(f, tokens[f.key])) return f;
  return null;
}

function holds(f: TokenFilter, raw: unknown): boolean {
  const actual = raw === undefined || raw === null || raw === '' ? null : String(raw);
  const list = () =>
    (Array.isArray(f.value) ? f.value : f.value.split(','))
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
  const value = Array.isArray(f.value) ? f.value.join(',') : f.value;
  switch (f.operator) {
    case '==':
      return actual === value;
    case '!=':
      return actual !== value;
    case '=~':
      return actual?.toLowerCase().includes(value.toLowerCase()) ?? false;
    case '!~':
      return actual === null || !actual.toLowerCase().includes(value.toLowerCase());
    case 'in':
      return actual !== null && list().includes(actual.trim().toLowerCase());
    case 'not in':
      return actual === null || !list().includes(actual.trim().toLowerCase());
    default: {
      if (actual === null) return false;
      const numeric = NUMBER_RE.test(actual.trim()) && NUMBER_RE.test(value.trim());
      const [a, b] = numeric ? [Number(actual), Number(value)] : [actual, value];
      if (f.operator === '<') return a < b;
      if (f.operator === '<=') return a <= b;
      if (f.operator === '>') return a > b;
      return a >= b;
    }
  }
}
