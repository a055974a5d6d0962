import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { CODE_BY_STATUS, ERROR_CATALOG, isLeadlineError, LeadlineError } from '@leadline/core';

/**
 * Every error a request can end in, as a LeadlineError: ours pass through,
 * Fastify's and plugins' (bad JSON, wrong media type, rate limit) are mapped
 * by status, anything else is a 500 that hides its details.
 */
export function toLeadlineError(error: unknown): LeadlineError {
  if (isLeadlineError(error)) return error;
  const e = error as { statusCode?: number; message?: string; code?: string } | undefined;
  const status = e?.statusCode;
  const code = status ? CODE_BY_STATUS.get(status) : undefined;
  // The rate limiter throws our own error with its wait (plugin.ts); nothing else says how long to wait.
  if (code && status && status < 500)
    return new LeadlineError(code, e?.message || ERROR_CATALOG[code].message);
  return new LeadlineError('internal_error', undefined, { cause: error });
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

/**
 * What Node's HTTP parser refuses before Fastify sees a request (headers over
 * the size limit: 431; a request that cannot be parsed: 400), answered in
 * Leadline's error shape on the raw socket, which then closes. A server-level
 * option: pass it as `clientErrorHandler` (buildServer does).
 */
export function clientErrors(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const code = error.code === 'HPE_HEADER_OVERFLOW' ? 'headers_too_large' : 'bad_request';
  const mapped = new LeadlineError(code, {
    base: [
      code === 'headers_too_large'
        ? 'The request headers exceed the size the server reads'
        : ERROR_CATALOG.bad_request.message,
    ],
  });
  const body = JSON.stringify(errorBody(mapped, randomUUID()));
  socket.end(
    `HTTP/1.1 ${mapped.status} ${STATUS_CODES[mapped.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
