import type { ErrorCode } from '../errors/catalog.js';
import { ERROR_CATALOG } from '../errors/catalog.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { RouteKind } from '../kernel/operations.js';

export interface ErrorDoc {
  status: number;
  code: ErrorCode;
  when: string;
}

const error = (code: ErrorCode, when: string): ErrorDoc => ({
  status: ERROR_CATALOG[code].status,
  code,
  when,
});

/** A write's refusals: what the engine's checks (write/, input.ts) and the idempotency layer answer. */
const writeErrors = (def: ResourceDefinition): ErrorDoc[] => [
  error('bad_request', 'the body is not JSON, a form or multipart'),
  error(
    'validation_failed',
    'a parameter is missing, of the wrong type or out of its rules, a unique value is taken, or an id names no record of the company; errors names each parameter',
  ),
  error('conflict', 'a request with the same Idempotency-Key is still being answered'),
  ...(Object.keys(def.uploads.create ?? {}).length || Object.keys(def.uploads.update ?? {}).length
    ? [error('payload_too_large', 'an uploaded file is larger than the server takes')]
    : []),
];

/**
 * The errors worth naming of a generic operation, besides those every private
 * operation may answer (401, 403, 429), which the reference says once.
 */
export function operationErrors(def: ResourceDefinition, kind: RouteKind): ErrorDoc[] {
  const missing = error('not_found', `no ${def.name} of the company has this id (or uuid)`);
  switch (kind) {
    case 'list':
      return [error('validation_failed', 'a list parameter is not valid; errors names each')];
    case 'build':
      return [error('validation_failed', 'a given value is not valid; errors names each')];
    case 'create':
    case 'create_at_id':
      return writeErrors(def);
    case 'show':
      return [missing];
    case 'show_by':
      return [error('not_found', `no ${def.name} of the company has this value`)];
    case 'update':
      return [missing, ...writeErrors(def)];
    case 'destroy':
      return [missing, error('conflict', 'a request with the same Idempotency-Key is still being answered')];
  }
}
