import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { ResourceDefinition } from './define.js';
import { defaultOf } from './fields.js';
import { storedFields } from './schema-sync.js';

/**
 * The field columns of a new row that a domain store writes itself (leads,
 * calls, integration objects): each given API value, else the declaration's
 * default, else null, encoded for the dialect.
 */
export function newFieldColumns(
  def: ResourceDefinition,
  values: Record<string, unknown>,
  dialect: DialectName,
): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const { name, spec, storage } of storedFields(def)) {
    const v = name in values ? values[name] : spec.default !== undefined ? defaultOf(spec) : null;
    row[name] = encodeValue(storage, v, dialect);
  }
  return row;
}

/** API values of stored fields, encoded; other names are left out. */
export function encodeFieldValues(
  def: ResourceDefinition,
  values: Record<string, unknown>,
  dialect: DialectName,
): Record<string, unknown> {
  const storage = storageByName(def);
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(values)) {
    const kind = storage.get(name);
    if (kind) out[name] = encodeValue(kind, v, dialect);
  }
  return out;
}

const storages = new WeakMap<
  ResourceDefinition,
  Map<string, ReturnType<typeof storedFields>[number]['storage']>
>();

function storageByName(def: ResourceDefinition) {
  let map = storages.get(def);
  if (!map) storages.set(def, (map = new Map(storedFields(def).map((f) => [f.name, f.storage]))));
  return map;
}
