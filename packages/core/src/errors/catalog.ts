/**
 * What a client should do when it gets the error: `never` retry the same request, retry with
 * `backoff`, or retry `after` the wait the answer's Retry-After header names.
 */
export type RetrySemantics = 'never' | 'backoff' | 'after';

/**
 * Every error Leadline can answer with, in one place. The server maps `status`
 * onto HTTP (and a status another layer answers with back onto the code marked
 * `byStatus`); the SDK has a class per status and retries as `retry` says.
 * Adding a code here is the only way to add an error, so the catalog, the docs,
 * the API reference and the SDK stay in step.
 */
export const ERROR_CATALOG = {
  bad_request: { status: 400, message: 'The request could not be read', retry: 'never', byStatus: true },
  unauthorized: { status: 401, message: 'Missing or invalid credentials', retry: 'never', byStatus: true },
  forbidden: { status: 403, message: 'These credentials may not do this', retry: 'never', byStatus: true },
  not_found: { status: 404, message: 'Record not found', retry: 'never', byStatus: false },
  route_not_found: { status: 404, message: 'No such route', retry: 'never', byStatus: true },
  conflict: {
    status: 409,
    message: 'The record changed or already exists',
    retry: 'backoff',
    byStatus: true,
  },
  payload_too_large: {
    status: 413,
    message: 'The request body is too large',
    retry: 'never',
    byStatus: true,
  },
  headers_too_large: {
    status: 431,
    message: 'The request headers are too large',
    retry: 'never',
    byStatus: true,
  },
  unsupported_media_type: {
    status: 415,
    message: 'Unsupported content type',
    retry: 'never',
    byStatus: true,
  },
  validation_failed: { status: 422, message: 'Some parameters are invalid', retry: 'never', byStatus: true },
  rate_limited: { status: 429, message: 'Too many requests', retry: 'after', byStatus: true },
  internal_error: { status: 500, message: 'Internal server error', retry: 'backoff', byStatus: false },
  bad_gateway: {
    status: 502,
    message: 'A provider (a carrier) failed or could not be reached',
    retry: 'backoff',
    byStatus: false,
  },
  unavailable: { status: 503, message: 'Service unavailable', retry: 'after', byStatus: true },
} as const satisfies Record<
  string,
  { status: number; message: string; retry: RetrySemantics; byStatus: boolean }
>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

export const ERROR_CODES = Object.keys(ERROR_CATALOG) as ErrorCode[];

/**
 * The code an error from outside Leadline (Fastify's, a plugin's) takes from its HTTP status:
 * one per status, the catalog entry marked `byStatus`. 5xx from outside stay internal errors.
 */
export const CODE_BY_STATUS: ReadonlyMap<number, ErrorCode> = new Map(
  ERROR_CODES.filter((c) => ERROR_CATALOG[c].byStatus).map((c) => [ERROR_CATALOG[c].status, c]),
);
