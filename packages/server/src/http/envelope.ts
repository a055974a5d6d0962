import { type ApiRecord, checksum, type ListResult, type ResourceDefinition } from '@leadline/core';

/** One record: `{status, errors, <singular>: {...}, checksum, metadata: {root}}` (domain-notes 3.1). */
export function singleEnvelope(def: Pick<ResourceDefinition, 'name'>, record: ApiRecord, status = 200) {
  return {
    status,
    errors: {},
    [def.name]: record,
    checksum: checksum(record),
    metadata: { root: def.name },
  };
}

/** A list: `{<plural>: [...], metadata}`, or the bare array under root=false. */
export function listEnvelope(def: Pick<ResourceDefinition, 'plural'>, result: ListResult) {
  if (!result.root) return result.records;
  return { [def.plural]: result.records, metadata: result.metadata };
}
