import { ERROR_CATALOG, type ErrorCode } from './catalog.js';

/** Field name → messages, Rails style: `{ "caller_id": ["is not a phone number"] }`. */
export type FieldErrors = Record<string, string[]>;

/**
 * The one error type core throws. `errors` always names what was wrong: a
 * parameter name, or `base` when no single parameter is at fault.
 */
export class LeadlineError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors: FieldErrors;
  /** Seconds a client should wait (rate limits). */
  readonly retryAfter?: number;

  constructor(
    code: ErrorCode,
    errors?: FieldErrors | string,
    options?: { retryAfter?: number; cause?: unknown },
  ) {
    const entry = ERROR_CATALOG[code];
    const fieldErrors =
      typeof errors === 'string' ? { base: [errors] } : (errors ?? { base: [entry.message] });
    super(
      typeof errors === 'string' ? errors : describe(entry.message, fieldErrors),
      options?.cause ? { cause: options.cause } : undefined,
    );
    this.name = 'LeadlineError';
    this.code = code;
    this.status = entry.status;
    this.errors = fieldErrors;
    if (options?.retryAfter !== undefined) this.retryAfter = options.retryAfter;
  }
}

function describe(message: string, errors: FieldErrors): string {
  const parts = problemsOf(errors);
  return parts ? `${message}: ${parts}` : message;
}

/** Field errors as one sentence: `number has already been taken; base …`. */
export function problemsOf(errors: FieldErrors): string {
  return Object.entries(errors)
    .map(([field, msgs]) => (field === 'base' ? msgs.join(', ') : `${field} ${msgs.join(', ')}`))
    .join('; ');
}

export const isLeadlineError = (error: unknown): error is LeadlineError => error instanceof LeadlineError;

/** Shorthands for the errors thrown most. */
export const notFound = (what = 'Record') => new LeadlineError('not_found', `${what} not found`);
export const invalid = (errors: FieldErrors) => new LeadlineError('validation_failed', errors);
export const invalidParam = (param: string, message: string) => invalid({ [param]: [message] });
