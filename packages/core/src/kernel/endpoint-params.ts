import { z } from 'zod';
import { type FieldErrors, invalid } from '../errors/index.js';
import { fieldErrorsOf } from '../util/validate.js';
import type { EndpointDefinition, EndpointParam } from './endpoints.js';
import type { FieldSpec } from './fields.js';
import { fieldSchema, MESSAGES, type ValueContext } from './values.js';

/** What a parsed parameter of each declared type is (as `fieldSchema` parses it: times are epoch ms). */
type ParamValue<P extends EndpointParam> = P['type'] extends 'string' | 'text' | 'phone'
  ? string
  : P['type'] extends 'enum'
    ? P extends { values: readonly (infer L extends string)[] }
      ? L
      : string
    : P['type'] extends 'integer' | 'decimal' | 'ref' | 'time'
      ? number
      : P['type'] extends 'boolean'
        ? boolean
        : P['type'] extends 'json'
          ? Record<string, unknown> | unknown[]
          : P['type'] extends 'strings'
            ? string[]
            : P['type'] extends 'integers' | 'refs'
              ? number[]
              : never;

type Flat<T> = { [K in keyof T]: T[K] };
type Named<P> = { [K in keyof P]: P[K] extends { type: 'file' } ? never : K }[keyof P];
type RequiredOf<P> = { [K in Named<P>]: P[K] extends { required: true } ? K : never }[Named<P>];

/**
 * The parsed parameters of a declaration (`as const satisfies Record<string, EndpointParam>`),
 * as `ValueOf` types an answer: required ones always there, the rest optional, files left to
 * the route. A declaration typed only as a record of params reads as one.
 */
export type ParamsOf<P extends Record<string, EndpointParam>> = string extends keyof P
  ? Record<string, unknown>
  : Flat<
      { -readonly [K in RequiredOf<P>]: ParamValue<P[K]> } & {
        -readonly [K in Exclude<Named<P>, RequiredOf<P>>]?: ParamValue<P[K]>;
      }
    >;

/** `ParamsOf` where a blank value is kept as null (lead posts clear a field so). */
export type BlankableParamsOf<P extends Record<string, EndpointParam>> = {
  [K in keyof ParamsOf<P>]: ParamsOf<P>[K] | null;
};

/** An endpoint whose params are typed by their declaration. */
export type DeclaredEndpoint<P extends Record<string, EndpointParam>> = Omit<EndpointDefinition, 'params'> & {
  params: P;
};

/**
 * A declared endpoint typed by the params declaration it was declared with,
 * so `parseEndpointParams` answers `ParamsOf` it; refuses one declared with
 * other params (the type would lie).
 */
export function withDeclaredParams<P extends Record<string, EndpointParam>>(
  endpoint: EndpointDefinition,
  params: P,
): DeclaredEndpoint<P> {
  const names = Object.keys(params);
  const same =
    names.length === Object.keys(endpoint.params).length &&
    names.every((n) => endpoint.params[n]?.type === params[n]?.type);
  if (!same) throw new Error(`${endpoint.name} is not declared with these parameters`);
  return endpoint as DeclaredEndpoint<P>;
}

const cache = new WeakMap<EndpointDefinition, Map<string, z.ZodType>>();

/**
 * A hand-written endpoint's parameters, checked against its declaration the
 * way the generic operations check fields: the same types, messages and
 * blank handling, one 422 naming every bad parameter. Path parameters and
 * files are left to the route; undeclared parameters are dropped, and so are
 * blank ones unless `keepBlank` (then a blank value is null: lead posts clear a field so).
 */
export function parseEndpointParams<P extends Record<string, EndpointParam>>(
  endpoint: DeclaredEndpoint<P>,
  raw: Record<string, unknown>,
  vc: ValueContext,
  options: { keepBlank: true },
): BlankableParamsOf<P>;
export function parseEndpointParams<P extends Record<string, EndpointParam>>(
  endpoint: DeclaredEndpoint<P>,
  raw: Record<string, unknown>,
  vc: ValueContext,
  options?: { keepBlank?: false },
): ParamsOf<P>;
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
