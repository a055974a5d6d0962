import { ERROR_CATALOG, type ErrorCode } from '../errors/catalog.js';
import { isLeadlineError, type LeadlineError } from '../errors/index.js';

/** What a ping or post answers: the HTTP status and the JSON body sources parse. */
export interface PingPostAnswer {
  status: number;
  body: Record<string, unknown>;
  /** Seconds before another ping is accepted (429). */
  retryAfter?: number;
}

/**
 * A refused ping or post, in the shape sources parse (domain notes 3.1):
 * `{"success":false,"errors":["No buyers available"]}`, `errors` an array of
 * sentences that clients `join(", ")`. Beside them, the keys of every other
 * Leadline error: `status` (the HTTP status), `code` and `message`.
 */
export class PingPostRejection extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    readonly errors: string[],
    readonly retryAfter?: number,
  ) {
    super(errors.join(', '));
    this.status = ERROR_CATALOG[code].status;
  }

  static from(error: unknown): PingPostRejection {
    if (error instanceof PingPostRejection) return error;
    if (!isLeadlineError(error) || error.status >= 500) throw error;
    return new PingPostRejection(error.code, sentences(error), error.retryAfter);
  }

  answer(): PingPostAnswer {
    return {
      status: this.status,
      body: {
        success: false,
        status: this.status,
        code: this.code,
        message: this.message,
        errors: this.errors,
      },
      ...(this.retryAfter === undefined ? {} : { retryAfter: this.retryAfter }),
    };
  }
}

/** A 422 refusal with one sentence. */
export const rejected = (message: string) => new PingPostRejection('validation_failed', [message]);

/** `caller_id is not a valid phone number`; a message that is a sentence of its own (`Must be a number.`) after a colon. */
function sentences(error: LeadlineError): string[] {
  return Object.entries(error.errors).flatMap(([field, messages]) =>
    messages.map((m) => (field === 'base' ? m : /^[A-Z]/.test(m) ? `${field}: ${m}` : `${field} ${m}`)),
  );
}

/** A forwarding number as the ping/post examples write it: E.164 digits without the plus. */
export const dialDigits = (e164: string | null) => (e164 === null ? null : e164.replace(/^\+/, ''));
