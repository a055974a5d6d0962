import { z } from 'zod';
import { type FieldErrors, invalid } from '../errors/index.js';
import { fieldErrorsOf } from '../util/validate.js';
import type { EndpointDefinition } from './endpoints.js';
import type { FieldSpec } from './fields.js';
import { fieldSchema, MESSAGES, type ValueContext } from './values.js';

const cache = new WeakMap<EndpointDefinition, Map<string, z.ZodType>>();

/**
 * A hand-written endpoint's parameters, checked against its declaration the
 * way the generic operations check fields: the same types, messages and
 * blank handling, one 422 naming every bad parameter. Path parameters and
 * files are left to the route; undeclared parameters are dropped, and so are
 * blank ones unless `keepBlank` (then a blank value is null: lead posts clear a field so).
 */
export function parseEndpointParams(
  endpoint: EndpointDefinition,
  raw: Record<string, unknown>,
  vc: ValueContext,
  options: { keepBlank?: boolean } = {},
): Record<string, unknown> {
  let byContext = cache.get(endpoint);
  if (!byContext) cache.set(endpoint, (byContext = new Map()));
  const key = `${vc.country}|${vc.timeZone}`;
  let schema = byContext.get(key);
  if (!schema) {
    const shape: Record<string, z.ZodType> = {};
    for (const [name, p] of Object.entries(endpoint.params)) {
      if (p.type === 'file' || endpoint.pathParams.includes(name)) continue;
      const spec = {
        type: p.type,
        create: 'optional',
        update: 'optional',
        blankOk: !p.required,
        ...(p.values ? { values: p.values } : {}),
        ...(p.min !== undefined ? { min: p.min } : {}),
        ...(p.max !== undefined ? { max: p.max } : {}),
        ...(p.pattern ? { pattern: { flags: '', ...p.pattern } } : {}),
        ...(p.target ? { target: p.target } : {}),
      } as FieldSpec;
      shape[name] = fieldSchema(spec, vc);
    }
    byContext.set(key, (schema = z.object(shape)));
  }
  const missing: FieldErrors = {};
  for (const [name, p] of Object.entries(endpoint.params)) {
    if (p.required && p.type !== 'file' && !endpoint.pathParams.includes(name) && raw[name] === undefined) {
      missing[name] = [MESSAGES.required];
    }
  }
  const result = schema.safeParse(raw);
  const errors = { ...(result.success ? {} : fieldErrorsOf(result.error)) };
  for (const [k, v] of Object.entries(missing)) errors[k] ??= v;
  if (Object.keys(errors).length) throw invalid(errors);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(result.data as Record<string, unknown>)) {
    if (v != null || (options.keepBlank && v === null)) out[k] = v;
  }
  return out;
}
