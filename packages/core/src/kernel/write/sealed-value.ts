import { sealCredentials } from '../../secrets/credential-parts.js';
import type { Engine } from '../engine/deps.js';
import type { FieldSpec } from '../fields.js';

/**
 * A `.sealed()` field's value as stored: encrypted (secrets/); a `.credentials()` field's with its
 * secret parts encrypted, masked parts taking `previous` (the stored value) back; every other value as it is.
 */
export function sealedValue(e: Engine, spec: FieldSpec, value: unknown, previous?: unknown): unknown {
  const box = e.deps.secrets;
  if (!box) return value;
  if (spec.credentials) return sealCredentials(spec.credentials, value, box, previous);
  return spec.sealed && typeof value === 'string' ? box.seal(value) : value;
}
