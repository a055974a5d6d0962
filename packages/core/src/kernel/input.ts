import { z } from 'zod';
import { type FieldErrors, LeadlineError } from '../errors/index.js';
import { fieldErrorsOf } from '../util/validate.js';
import type { ResourceDefinition } from './define.js';
import type { FieldSpec } from './fields.js';
import { normalizeWrite } from './normalize-write.js';
import { fieldSchema, MESSAGES, type ValueContext } from './values.js';

export type WriteOperation = 'create' | 'update' | 'build';

/** Array operations of a refs field: `add_buyer_ids`, `remove_buyer_ids`, and by target key (`add_user_buyer_ids`). */
export function arrayOperationParams(name: string, spec: FieldSpec) {
  if (spec.type !== 'refs') return [];
  const params = [
    { param: `add_${name}`, field: name, op: 'add' as const, by: 'id' as const },
    { param: `remove_${name}`, field: name, op: 'remove' as const, by: 'id' as const },
  ];
  if (spec.targetKey) {
    params.push(
      { param: `add_${spec.targetKey}s`, field: name, op: 'add', by: spec.targetKey as 'id' },
      { param: `remove_${spec.targetKey}s`, field: name, op: 'remove', by: spec.targetKey as 'id' },
    );
  }
  return params;
}

/** The fields an operation takes. */
export function writableFields(def: ResourceDefinition, op: WriteOperation): [string, FieldSpec][] {
  return Object.entries(def.fields).filter(([name, spec]) => {
    if (op === 'build') return def.buildParams.includes(name);
    return op === 'create' ? spec.create !== 'no' : spec.update !== 'no';
  });
}

const cache = new WeakMap<ResourceDefinition, Map<string, z.ZodType>>();

/**
 * The zod schema of an operation's body, built once per resource, operation
 * and value context. Unknown parameters are dropped, not rejected.
 */
export function operationSchema(def: ResourceDefinition, op: WriteOperation, vc: ValueContext): z.ZodType {
  let byKey = cache.get(def);
  if (!byKey) cache.set(def, (byKey = new Map()));
  const key = `${op}|${vc.country}|${vc.timeZone}`;
  let schema = byKey.get(key);
  if (schema) return schema;

  const shape: Record<string, z.ZodType> = {};
  const fields = writableFields(def, op);
  for (const [name, spec] of fields) {
    shape[name] = fieldSchema(
      op === 'update' && spec.blankOkOnUpdate ? { ...spec, blankOk: true } : spec,
      vc,
    );
    if (op !== 'build') {
      for (const a of arrayOperationParams(name, spec)) {
        shape[a.param] = fieldSchema({ ...spec, type: a.by === 'id' ? 'refs' : 'strings' }, vc);
      }
    }
  }
  for (const [name, extra] of Object.entries(def.extraParams[op === 'build' ? 'build' : op] ?? {})) {
    shape[name] = fieldSchema(
      { type: extra.type, create: 'optional', update: 'optional', blankOk: true },
      vc,
    );
  }
  schema = z.object(shape);
  byKey.set(key, schema);
  return schema;
}

/** Parses an operation's parameters or throws one 422 naming every bad one. */
export function parseWrite(
  def: ResourceDefinition,
  op: WriteOperation,
  raw: Record<string, unknown>,
  vc: ValueContext,
): Record<string, unknown> {
  // Wrapped bodies, TrackDrive's field names and inverse booleans, for embedders as for HTTP.
  raw = op === 'build' ? raw : normalizeWrite(def, raw);
  const result = operationSchema(def, op, vc).safeParse(raw);
  // Missing required fields are reported beside type errors, so one 422 names every problem.
  const missing: FieldErrors = {};
  if (op === 'create') {
    for (const [name, spec] of writableFields(def, op)) {
      if (spec.create === 'required' && raw[name] === undefined) missing[name] = [MESSAGES.required];
    }
  }
  if (!result.success || Object.keys(missing).length) {
    throw new LeadlineError(
      'validation_failed',
      mergeErrors(missing, result.success ? {} : fieldErrorsOf(result.error)),
    );
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(result.data as Record<string, unknown>))
    if (v !== undefined) out[k] = v;
  return out;
}

export function mergeErrors(...all: FieldErrors[]): FieldErrors {
  const out: FieldErrors = {};
  for (const errors of all) for (const [k, v] of Object.entries(errors)) (out[k] ??= []).push(...v);
  return out;
}
