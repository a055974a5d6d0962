import { normalizeWrite } from './normalize-write.js';

export { normalizeWrite };

import { type FieldErrors, LeadlineError } from '../errors/index.js';
import type { ResourceDefinition } from './define.js';
import { arrayOperationParams, type WriteOperation, writableFields } from './input.js';
import { allColumns } from './serialize.js';

/**
 * Parameters every write may carry that are not the record's: credentials,
 * the company hint, the zone times are read in, the record's own external id,
 * the answer's format.
 */
export const TRANSPORT_PARAMS: ReadonlySet<string> = new Set([
  'auth_token',
  'company_id',
  'time_zone',
  'external_record_id',
  'format',
]);

export interface CheckedWrite {
  params: Record<string, unknown>;
  /** Columns the record shows that this write cannot set (id, counters): accepted and left as they are. */
  ignored: string[];
}

/**
 * Normalises a create or update and refuses, in one 422, every parameter the
 * resource does not know: nothing a client sends is dropped without a word.
 * Columns the record shows but the write cannot set are returned as `ignored`
 * (clients send a record back as they read it), for the answer to name.
 */
export function checkWriteParams(
  def: ResourceDefinition,
  op: Exclude<WriteOperation, 'build'>,
  raw: Record<string, unknown>,
  /** Parameters the route itself reads (path parameters, a hand-written endpoint's own). */
  alsoKnown: readonly string[] = [],
): CheckedWrite {
  const params = normalizeWrite(def, raw);
  const known = knownWriteParams(def, op);
  const shown = new Set(allColumns(def));
  const errors: FieldErrors = {};
  const ignored: string[] = [];
  for (const key of Object.keys(params)) {
    if (known.has(key) || TRANSPORT_PARAMS.has(key) || alsoKnown.includes(key)) continue;
    if (shown.has(key)) ignored.push(key);
    else errors[key] = [`is not a parameter of ${def.plural} ${op}`];
  }
  if (Object.keys(errors).length) throw new LeadlineError('validation_failed', errors);
  return { params, ignored };
}

const knownCache = new WeakMap<ResourceDefinition, Map<string, ReadonlySet<string>>>();

/** Everything a create or update of the resource takes: fields, add_/remove_ params, extra params, uploads. */
export function knownWriteParams(def: ResourceDefinition, op: 'create' | 'update'): ReadonlySet<string> {
  let byOp = knownCache.get(def);
  if (!byOp) knownCache.set(def, (byOp = new Map()));
  let known = byOp.get(op);
  if (known) return known;
  const names = new Set<string>();
  for (const [name, spec] of writableFields(def, op)) {
    names.add(name);
    for (const a of arrayOperationParams(name, spec)) names.add(a.param);
  }
  for (const name of Object.keys(def.extraParams[op] ?? {})) names.add(name);
  for (const name of Object.keys(def.uploads[op] ?? {})) names.add(name);
  known = names;
  byOp.set(op, known);
  return known;
}
