/**
 * Every error Leadline can answer with, in one place. The server maps `status`
 * onto HTTP; the SDK has a class per status. Adding a code here is the only way
 * to add an error, so the catalog, the docs and the API reference stay in step.
 */
export const ERROR_CATALOG = {
  bad_request: { status: 400, message: 'The request could not be read' },
  unauthorized: { status: 401, message: 'Missing or invalid credentials' },
  forbidden: { status: 403, message: 'These credentials may not do this' },
  not_found: { status: 404, message: 'Record not found' },
  route_not_found: { status: 404, message: 'No such route' },
  conflict: { status: 409, message: 'The record changed or already exists' },
  payload_too_large: { status: 413, message: 'The request body is too large' },
  unsupported_media_type: { status: 415, message: 'Unsupported content type' },
  validation_failed: { status: 422, message: 'Some parameters are invalid' },
  rate_limited: { status: 429, message: 'Too many requests' },
  internal_error: { status: 500, message: 'Internal server error' },
  bad_gateway: { status: 502, message: 'A provider (a carrier) failed or could not be reached' },
  unavailable: { status: 503, message: 'Service unavailable' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

export const ERROR_CODES = Object.keys(ERROR_CATALOG) as ErrorCode[];
