import { type FieldErrors, LeadlineError } from '../errors/index.js';
import type { ResourceDefinition } from './define.js';
import { MESSAGES, toBoolean } from './values.js';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);

/**
 * A write's parameters as Rails-style clients send them, made plain: the
 * singular root unwrapped (`{"buyer": {...}}`, its keys winning over keys
 * beside it), TrackDrive's names of fields renamed to Leadline's
 * (`Field.alias`), and inverse booleans written through (`paused=true` →
 * `active=false`). Pure and idempotent: the server applies it to the request
 * and `parseWrite` again for embedders.
 */
export function normalizeWrite(
  def: ResourceDefinition,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  let out = raw;
  // The resource's singular, or an alias's (`{"team": {...}}` on /teams). A field of that name is never a wrapper.
  for (const root of [def.name, ...def.aliases.map((a) => a.name)]) {
    const wrapped = out[root];
    if (!isPlainObject(wrapped) || root in def.fields) continue;
    const { [root]: _root, ...rest } = out;
    out = { ...rest, ...wrapped };
  }
  const errors: FieldErrors = {};
  for (const [name, spec] of Object.entries(def.fields)) {
    for (const alias of spec.aliases ?? []) {
      if (out[alias] === undefined) continue;
      if (out === raw) out = { ...raw };
      // The Leadline name wins when both came.
      if (out[name] === undefined) out[name] = out[alias];
      delete out[alias];
    }
    if (spec.inverseOf && out[name] !== undefined) {
      if (out === raw) out = { ...raw };
      const value = toBoolean(out[name]);
      const target = spec.inverseOf;
      if (value === undefined) errors[name] = [MESSAGES.boolean];
      else if (out[target] !== undefined && toBoolean(out[target]) === value) {
        errors[name] = [`contradicts ${target}: ${name} is the opposite of ${target}`];
      } else out[target] = !value;
      delete out[name];
    }
  }
  if (Object.keys(errors).length) throw new LeadlineError('validation_failed', errors);
  return out;
}
