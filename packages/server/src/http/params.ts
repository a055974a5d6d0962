import { LeadlineError } from '@leadline/core';
import type { FastifyRequest } from 'fastify';
import { parseQueryString } from './body-parsers.js';

/**
 * Query string and body merged, the body winning, because real integrations
 * split one request's parameters across both.
 */
export function mergedParams(request: FastifyRequest): Record<string, unknown> {
  const url = request.raw.url ?? '';
  const q = url.indexOf('?');
  const query = q >= 0 ? (parseQueryString(url.slice(q + 1)) as Record<string, unknown>) : {};
  const body = request.body;
  const merged =
    body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)
      ? { ...query, ...(body as Record<string, unknown>) }
      : query;
  checkParams(merged, request.params as Record<string, unknown> | undefined);
  return merged;
}

/** Deepest nesting a parameter may have (a JSON field's own objects included). */
export const MAX_PARAM_DEPTH = 32;

/**
 * Refuses, with a 422 naming the parameter, values no field can hold and
 * PostgreSQL would reject: NUL characters, text that is not valid Unicode (a
 * lone surrogate from a `\ud800` escape), and nesting deeper than
 * MAX_PARAM_DEPTH, which recursive code further on (fingerprints, JSON
 * columns) would otherwise overflow the stack on. Runs on every request,
 * public ones too, before anything reads the parameters. Iterative, so the
 * check itself cannot overflow.
 */
export function checkParams(params: Record<string, unknown>, path?: Record<string, unknown>): void {
  const errors: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(path ?? {})) {
    const problem = problemOf(name, value);
    if (problem) errors[name] = [problem];
  }
  for (const [name, value] of Object.entries(params)) {
    const problem = problemOf(name, value);
    if (problem) errors[name] ??= [problem];
  }
  if (Object.keys(errors).length) throw new LeadlineError('validation_failed', errors);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(name: string, value: unknown): string | undefined {
  const textProblem = (s: string) =>
    s.includes('\u0000')
      ? 'must not contain NUL characters'
      : LONE_SURROGATE.test(s)
        ? 'must be valid Unicode text (no lone surrogates)'
        : undefined;
  const own = textProblem(name);
  if (own) return `name ${own}`;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) return problem;
    } else if (v && typeof v === 'object') {
      if (depth > MAX_PARAM_DEPTH) return `is nested too deeply (at most ${MAX_PARAM_DEPTH} levels)`;
      for (const [k, item] of Object.entries(v)) {
        const problem = textProblem(k);
        if (problem) return `has a key that ${problem}`;
        stack.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}
