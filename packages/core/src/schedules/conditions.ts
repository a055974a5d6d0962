import { decodeValue } from '../db/column-types.js';
import { invalid } from '../errors/index.js';
import { TOKEN_OPERATORS, type TokenOperator } from '../tokens/token-values.resource.js';

/** One condition of a schedule action or trigger: `{"key":"geo_state","operator":"==","value":"CA"}`. */
export interface TokenCondition {
  key: string;
  operator: TokenOperator;
  value: string;
}

const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * The conditions a json column holds. Writes are checked by
 * `checkConditions`, so anything else here is a row written before the
 * check existed: it is read as no conditions rather than failing the lead.
 */
export function readConditions(stored: unknown): TokenCondition[] {
  const value = decodeValue('json', stored);
  if (!Array.isArray(value)) return [];
  return value
    .filter(isCondition)
    .map((c) => ({ key: c.key, operator: c.operator ?? '==', value: String(c.value) }));
}

/** 422 naming `param` unless the value is a list of conditions (blank is fine: no conditions). */
export function checkConditions(param: string, value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  const list = typeof value === 'string' ? parseJson(value) : value;
  const problem = !Array.isArray(list)
    ? 'must be a list of conditions: [{"key":"state","operator":"==","value":"CA"}]'
    : list.findIndex((c) => !isCondition(c)) >= 0
      ? `condition ${list.findIndex((c) => !isCondition(c)) + 1} needs a key, an operator of ${TOKEN_OPERATORS.join(' ')} and a value`
      : null;
  if (problem) throw invalid({ [param]: [problem] });
}

/**
 * Every condition holds for the lead's values (none: true). Comparisons work as
 * the token_values filter's: `=~` and `!~` are case-insensitive containment,
 * `<`…`>=` compare numbers when both sides are numbers, else text; a missing
 * key is blank, so `!=` and `!~` hold for it.
 */
export function matchesAll(conditions: readonly TokenCondition[], values: Record<string, unknown>): boolean {
  return conditions.every((c) => matches(c, values[c.key]));
}

function matches(c: TokenCondition, raw: unknown): boolean {
  const actual = raw === undefined || raw === null ? null : String(raw);
  switch (c.operator) {
    case '==':
      return actual === c.value;
    case '!=':
      return actual !== c.value;
    case '=~':
      return actual?.toLowerCase().includes(c.value.toLowerCase()) ?? false;
    case '!~':
      return actual === null || !actual.toLowerCase().includes(c.value.toLowerCase());
    default: {
      if (actual === null) return false;
      const numeric = NUMBER_RE.test(actual.trim()) && NUMBER_RE.test(c.value.trim());
      const [a, b] = numeric ? [Number(actual), Number(c.value)] : [actual, c.value];
      if (c.operator === '<') return a < b;
      if (c.operator === '<=') return a <= b;
      if (c.operator === '>') return a > b;
      return a >= b;
    }
  }
}

function isCondition(c: unknown): c is { key: string; operator?: TokenOperator; value: unknown } {
  if (typeof c !== 'object' || c === null) return false;
  const { key, operator, value } = c as Record<string, unknown>;
  return (
    typeof key === 'string' &&
    key !== '' &&
    (operator === undefined || (TOKEN_OPERATORS as readonly unknown[]).includes(operator)) &&
    (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
  );
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What conditions read: the lead's tokens, under its own fields (state_province, email, …). */
export function leadValues(lead: Record<string, unknown>): Record<string, unknown> {
  const tokens = (decodeValue('json', lead.tokens) ?? {}) as Record<string, unknown>;
  const fields: Record<string, unknown> = {};
  for (const k of [
    'caller_id',
    'email',
    'first_name',
    'last_name',
    'city',
    'state_province',
    'zip_postal_code',
  ]) {
    if (lead[k] !== null && lead[k] !== undefined) fields[k] = lead[k];
  }
  return { ...tokens, ...fields, contact_attempts: lead.contact_attempts ?? 0 };
}
