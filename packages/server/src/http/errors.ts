import { ERROR_CATALOG, type ErrorCode, isLeadlineError, LeadlineError } from '@leadline/core';

const BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'route_not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  503: 'unavailable',
};

/**
 * Every error a request can end in, as a LeadlineError: ours pass through,
 * Fastify's and plugins' (bad JSON, wrong media type, rate limit) are mapped
 * by status, anything else is a 500 that hides its details.
 */
export function toLeadlineError(error: unknown): LeadlineError {
  if (isLeadlineError(error)) return error;
  const e = error as { statusCode?: number; message?: string; code?: string } | undefined;
  const status = e?.statusCode;
  const code = status ? BY_STATUS[status] : undefined;
  if (code && status && status < 500) {
    const retryAfter = code === 'rate_limited' ? parseRetryAfter(e?.message) : undefined;
    return new LeadlineError(
      code,
      e?.message || ERROR_CATALOG[code].message,
      retryAfter ? { retryAfter } : {},
    );
  }
  return new LeadlineError('internal_error', undefined, { cause: error });
}

function parseRetryAfter(message: string | undefined): number | undefined {
  const m = message?.match(/(\d+)\s*(second|ms|millisecond)/i);
  if (!m) return undefined;
  const n = Number(m[1]);
  return m[2]!.toLowerCase().startsWith('s') ? n : Math.ceil(n / 1000);
}

/** The JSON every error answers with: `status` repeats the HTTP code, `errors` names each bad parameter. */
export function errorBody(error: LeadlineError, requestId: string) {
  return {
    status: error.status,
    code: error.code,
    message: error.message,
    errors: error.errors,
    request_id: requestId,
  };
}

/**
 * Fastify's own refusals before any route runs (a path that is not valid
 * percent-encoding, a path segment longer than the router takes), answered in
 * Leadline's error shape. A server-level option: pass it as `frameworkErrors`
 * when mounting `leadlineApi` in an app of your own (`buildServer` does).
 */
export function frameworkErrors(
  error: { code?: string; message?: string },
  request: { id: string },
  reply: { status(code: number): { send(body: unknown): unknown }; header(k: string, v: string): unknown },
): void {
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The URL is not valid: a % must start a valid percent-encoded character'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'A path segment (an id) is longer than any id'
        : ERROR_CATALOG.bad_request.message;
  const mapped = new LeadlineError('bad_request', { base: [message] });
  reply.header('content-type', 'application/json; charset=utf-8');
  reply.status(mapped.status).send(errorBody(mapped, request.id));
}
