import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Comparison operators of spec 2.3 (token_values `operator`), also used by token filters. */
export const TOKEN_OPERATORS = ['==', '!=', '=~', '!~', '<', '<=', '>', '>='] as const;
export type TokenOperator = (typeof TOKEN_OPERATORS)[number];

/** A filter value that compares numerically: optional sign, digits, at most one decimal point. */
const NUMBER_RE = /^[+-]?(\d+\.?\d*|\.\d+)$/;

const column = sql.ref('token_values.value');

/**
 * The stored value as a number, or null when it is not one. Written with
 * functions both SQLite and PostgreSQL have (trim, substr, replace, length),
 * so the cast only ever sees a well-formed decimal: PostgreSQL raises on a
 * bad cast, and a CASE guard is the one place it promises not to evaluate it.
 */
function numericValue(): RawBuilder<number | null> {
  const trimmed = sql`trim(${column})`;
  const unsigned = sql`(case when substr(${trimmed}, 1, 1) in ('+', '-') then substr(${trimmed}, 2) else ${trimmed} end)`;
  const noDot = sql`replace(${unsigned}, '.', '')`;
  let bare = noDot;
  for (const digit of '0123456789') bare = sql`replace(${bare}, ${sql.lit(digit)}, '')`;
  const isNumber = sql`(length(${noDot}) > 0 and length(${unsigned}) - length(${noDot}) <= 1 and ${bare} = '')`;
  return sql<number | null>`(case when ${isNumber} then cast(${trimmed} as double precision) end)`;
}

/** `%needle%` for LIKE, with LIKE's own wildcards escaped (escape character `\`). */
const containsPattern = (needle: string) => `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Narrows token_values by `value` under `operator` (default ==); see docs/resources/records.md. */
export function applyValueFilter(
  qb: SelectQueryBuilder<any, any, any>,
  value: string,
  operator: TokenOperator = '==',
): SelectQueryBuilder<any, any, any> {
  switch (operator) {
    case '==':
      return qb.where(sql<boolean>`${column} = ${value}`);
    case '!=':
      return qb.where(sql<boolean>`(${column} is null or ${column} <> ${value})`);
    case '=~':
      return qb.where(
        sql<boolean>`lower(${column}) like ${containsPattern(value)} escape ${sql.raw("'\\'")}`,
      );
    case '!~':
      return qb.where(
        sql<boolean>`(${column} is null or lower(${column}) not like ${containsPattern(value)} escape ${sql.raw("'\\'")})`,
      );
    default: {
      const op = sql.raw(operator);
      const trimmed = value.trim();
      if (NUMBER_RE.test(trimmed)) return qb.where(sql<boolean>`${numericValue()} ${op} ${Number(trimmed)}`);
      return qb.where(sql<boolean>`${column} ${op} ${value}`);
    }
  }
}

/** Spec 2.3 and 4.2: list only; exactly the listed columns and filters. */
export const tokenValues = defineResource({
  name: 'token_value',
  plural: 'token_values',
  family: 'settings',
  description:
    'Values the company’s tokens have taken on calls and leads (one row per token and value), ' +
    'for pickers and token filters. Written by the engine; list only.',
  operations: ['list'],
  formats: ['json'],
  fields: {
    key: f.string().readOnly().filter().search().sort().doc('Token key ([key] in templates)'),
    value: f.text().readOnly().search().sort().doc('A value the token has held'),
    name: f.string().readOnly().search().doc('Human name of the token'),
    is_system_token: f.boolean().readOnly().doc('A built-in token kept by the engine'),
    token_id: f.ref('tokens').readOnly().hidden().doc('The custom token this value belongs to (→ tokens)'),
  },
  filters: {
    value: {
      type: 'string',
      description:
        'Values compared with `operator` (default ==): == / != exact (case-sensitive); =~ / !~ contain / ' +
        'do not contain, case-insensitive, no wildcards; < <= > >= numeric when this is a number ' +
        '(stored values that are not numbers never match), text order otherwise. != and !~ also match a blank value.',
      apply: (qb, value, params) =>
        typeof value === 'string'
          ? applyValueFilter(qb, value, (params.operator as TokenOperator | undefined) ?? '==')
          : qb,
    },
    operator: {
      type: 'enum',
      values: TOKEN_OPERATORS,
      description: 'How `value` compares (default ==); ignored without `value`',
    },
    token_id: {
      type: 'ref',
      description: 'Values of this custom token (→ tokens); several ids: token_id=1,2',
      apply: (qb, value) => {
        const ids = (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'number');
        return ids.length ? qb.where('token_values.token_id', 'in', ids) : qb;
      },
    },
  },
});
