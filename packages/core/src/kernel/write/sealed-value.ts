import type { Engine } from '../engine/deps.js';
import type { FieldSpec } from '../fields.js';

/** A `.sealed()` field's value as stored: encrypted (secrets/); every other value as it is. */
export function sealedValue(e: Engine, spec: FieldSpec, value: unknown): unknown {
  return spec.sealed && typeof value === 'string' && e.deps.secrets ? e.deps.secrets.seal(value) : value;
}
