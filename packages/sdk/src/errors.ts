import type { BuyerSuppression, ContactImport } from './generated/resources.js';

/** Field name → messages, as the API's `errors` names each bad parameter (`base` when none is at fault). */
export type FieldErrors = Record<string, string[]>;

/** Everything the SDK throws extends this. */
export class LeadlineError extends Error {
  override readonly name: string = 'LeadlineError';
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
  request_id?: unknown;
}

/**
 * A request that did not succeed: the API answered with an error status, or
 * (subclasses with no status) the connection failed, timed out or was aborted.
 */
export class APIError extends LeadlineError {
  override readonly name: string = 'APIError';
  /** The HTTP status; undefined when no response arrived. */
  readonly status: number | undefined;
  /** The response body: the API's `{status, code, message, errors, request_id}`, or text when not JSON. */
  readonly body: unknown;
  /** The request id, from the error body or the one the SDK sent in X-Request-Id. */
  readonly requestId: string | undefined;
  /** The error catalog code (`validation_failed`, `not_found`, …). */
  readonly code: string | undefined;
  /** The parameters the API named, each with its messages. */
  readonly errors: FieldErrors;
  readonly headers: Headers | undefined;

  constructor(
    status: number | undefined,
    body: unknown,
    message: string,
    requestId: string | undefined,
    headers?: Headers,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
    this.status = status;
    this.body = body;
    this.code = typeof b.code === 'string' ? b.code : undefined;
    this.errors = isFieldErrors(b.errors) ? b.errors : isSentences(b.errors) ? { base: b.errors } : {};
    this.requestId = typeof b.request_id === 'string' ? b.request_id : requestId;
    this.headers = headers;
  }

  /** The error class of a status: `NotFoundError` for 404, `UnprocessableEntityError` for 422, … */
  static fromResponse(status: number, body: unknown, headers: Headers, requestId: string): APIError {
    const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
    const detail = typeof b.message === 'string' ? b.message : typeof body === 'string' ? body : '';
    const message = [status, typeof b.code === 'string' ? `${b.code}:` : '', detail]
      .filter(Boolean)
      .join(' ');
    const ErrorClass = ERROR_BY_STATUS[status] ?? (status >= 500 ? InternalServerError : APIError);
    return new ErrorClass(status, body, message, requestId, headers);
  }
}

export class BadRequestError extends APIError {
  override readonly name = 'BadRequestError';
}
export class AuthenticationError extends APIError {
  override readonly name = 'AuthenticationError';
}
export class PermissionDeniedError extends APIError {
  override readonly name = 'PermissionDeniedError';
}
export class NotFoundError extends APIError {
  override readonly name = 'NotFoundError';
}
export class ConflictError extends APIError {
  override readonly name = 'ConflictError';
}
/** The request body is larger than the server takes (413). */
export class PayloadTooLargeError extends APIError {
  override readonly name = 'PayloadTooLargeError';
}
/** The request's headers are larger than the server reads (431): send fewer or shorter ones. */
export class RequestHeaderFieldsTooLargeError extends APIError {
  override readonly name = 'RequestHeaderFieldsTooLargeError';
}
/** The body's content type is not one the endpoint reads (415). */
export class UnsupportedMediaTypeError extends APIError {
  override readonly name = 'UnsupportedMediaTypeError';
}
/** Bad parameters: `errors` names each one (`{ user_fleet_id: ['has already been taken'] }`). */
export class UnprocessableEntityError extends APIError {
  override readonly name = 'UnprocessableEntityError';
}
export class RateLimitError extends APIError {
  override readonly name = 'RateLimitError';
  /** Seconds the server asked to wait (Retry-After), when it said. */
  get retryAfter(): number | undefined {
    const value = Number(this.headers?.get('retry-after'));
    return Number.isFinite(value) && value >= 0 ? value : undefined;
  }
}
export class InternalServerError extends APIError {
  override readonly name = 'InternalServerError';
}

/** No response: the server could not be reached or the connection broke. */
export class APIConnectionError extends APIError {
  override readonly name: string = 'APIConnectionError';
  constructor(requestId: string | undefined, options: { message?: string; cause?: unknown } = {}) {
    super(undefined, undefined, options.message ?? 'Connection error', requestId, undefined, {
      cause: options.cause,
    });
  }
}
/** No response within the timeout. */
export class APIConnectionTimeoutError extends APIConnectionError {
  override readonly name = 'APIConnectionTimeoutError';
  constructor(requestId: string | undefined, timeoutMs: number) {
    super(requestId, { message: `Request timed out after ${timeoutMs} ms` });
  }
}
/** The caller's AbortSignal fired. Never retried. */
export class APIUserAbortError extends APIError {
  override readonly name = 'APIUserAbortError';
  constructor(requestId: string | undefined, reason?: unknown) {
    super(undefined, undefined, 'Request was aborted', requestId, undefined, { cause: reason });
  }
}

/** A record whose CSV is imported in the background: a suppression list or a blacklist import. */
export type ImportRecord = BuyerSuppression | ContactImport;

/**
 * `waitForImport` saw the import end in `failed` (a file with no usable
 * number, an unreachable `import_file_url`, three failed attempts): `record`
 * is the list or import as it ended, its `error_message` says why.
 */
export class ImportFailedError<R extends ImportRecord = ImportRecord> extends LeadlineError {
  override readonly name = 'ImportFailedError';
  constructor(readonly record: R) {
    super(`${record.type} ${record.id}: import failed: ${record.error_message ?? 'no reason given'}`);
  }
}

/** `waitForImport` gave up: the import had not ended within `timeoutMs`. `record` is the last one seen. */
export class ImportTimeoutError<R extends ImportRecord = ImportRecord> extends LeadlineError {
  override readonly name = 'ImportTimeoutError';
  constructor(
    readonly record: R,
    readonly timeoutMs: number,
  ) {
    super(
      `${record.type} ${record.id}: import still ${record.status} (${record.import_percent}%) after ${timeoutMs} ms`,
    );
  }
}

const ERROR_BY_STATUS: Partial<Record<number, typeof APIError>> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  413: PayloadTooLargeError,
  415: UnsupportedMediaTypeError,
  422: UnprocessableEntityError,
  429: RateLimitError,
  431: RequestHeaderFieldsTooLargeError,
};

/** Ping/post refusals list sentences: `errors: ["No buyers available"]`. */
const isSentences = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((m) => typeof m === 'string');

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    !!value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}
