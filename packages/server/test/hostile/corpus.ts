import { CATALOG, ENDPOINT_GROUPS, type EndpointDefinition, type ResourceDefinition } from '@leadline/core';

/** An array nested `depth` deep: `[[[…]]]`. */
export const nestedJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/**
 * Values a careless client or an attacker sends, each of which once answered a 5xx somewhere:
 * out-of-range integers and times, NUL bytes, lone surrogates, strings longer than an index
 * holds, nested structures where a scalar belongs.
 */
export const HOSTILE_VALUES: readonly [string, unknown][] = [
  ['a bigint overflow', '99999999999999999999'],
  ['a bigint overflow as a number', 1e20],
  ['1e300', 1e300],
  ['-1e300 as text', '-1e300'],
  ['a fraction', 1.5],
  ['a time in year 275760', '275760-09-13T00:00:00Z'],
  ['a NUL byte', 'a\u0000b'],
  ['a lone surrogate', 'x\ud800y'],
  ['a string of 10,000 characters', 'x'.repeat(10_000)],
  ['a nested object', { a: { b: { c: 1 } } }],
  ['a nested array', [[1, [2]]]],
  ['an array of objects', [{ id: 1 }]],
  ['true', true],
  ['an empty array', []],
];

/** The same, as they can travel in a query string or a path. */
export const HOSTILE_TEXT: readonly [string, string][] = [
  ['a bigint overflow', '99999999999999999999'],
  ['1e300', '1e300'],
  ['a fraction', '1.5'],
  ['a negative', '-5'],
  ['a time in year 275760', '275760-09-13T00:00:00Z'],
  ['a NUL byte', 'a%00b'],
  ['an invalid escape', '%ZZ'],
  ['a lone surrogate', '%ED%A0%80'],
  ['a string of 5,000 characters', 'x'.repeat(5000)],
  ['nested keys', '1&x[a][b][c][d][e][f][g][h]=1'],
];

/**
 * The shapes a query string parser (qs) makes of one parameter `p`, beside its plain text:
 * an object, a nested object, an array, an array of objects. Each must be read as the
 * parameter's type or refused with a 422 that names the parameter.
 */
export const QUERY_SHAPES: readonly [string, (p: string) => string][] = [
  ['an object', (p) => `${p}[a]=1`],
  ['a nested object', (p) => `${p}[a][b]=1`],
  ['an array', (p) => `${p}[]=1&${p}[]=2`],
  ['an array of objects', (p) => `${p}[0][a]=1`],
];

/** What can stand where a path names a record (none of them may name one). */
export const HOSTILE_PATH = HOSTILE_TEXT.filter(([, text]) => !text.includes('&'));

/** Every endpoint the API declares: each resource's hand-written ones and the endpoint groups'. */
export function declaredEndpoints(): {
  owner: string;
  endpoint: EndpointDefinition;
  def?: ResourceDefinition;
}[] {
  return [
    ...CATALOG.flatMap((def) => def.endpoints.map((endpoint) => ({ owner: def.plural, endpoint, def }))),
    ...ENDPOINT_GROUPS.flatMap((g) => g.endpoints.map((endpoint) => ({ owner: g.name, endpoint }))),
  ];
}

/**
 * Holds a response to the rule: never a 5xx, and a refusal is Leadline's error body
 * (ping/post's sentences form keeps the same keys, with errors as an array).
 */
export function problemOf(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('json')) return `${res.statusCode} answered ${type || 'no content type'}`;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} answered a body that is not JSON`;
  }
  if (body.status !== res.statusCode) return `${res.statusCode}: body status is ${String(body.status)}`;
  if (typeof body.code !== 'string' || typeof body.message !== 'string')
    return `${res.statusCode}: no code/message`;
  if (typeof body.request_id !== 'string') return `${res.statusCode}: no request_id`;
  if (!body.errors || typeof body.errors !== 'object') return `${res.statusCode}: no errors`;
  return null;
}

/** As problemOf, and a 422 must name `param` among its errors. */
export function shapeProblemOf(
  res: { statusCode: number; body: string; headers: Record<string, unknown> },
  param: string,
): string | null {
  const problem = problemOf(res);
  if (problem || res.statusCode !== 422) return problem;
  const errors = JSON.parse(res.body).errors as Record<string, unknown>;
  return param in errors ? null : `422 naming ${Object.keys(errors).join(', ')}, not ${param}`;
}
