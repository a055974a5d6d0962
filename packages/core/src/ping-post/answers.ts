import { ERROR_CATALOG, type ErrorCode } from '../errors/catalog.js';
import { isLeadlineError, type LeadlineError } from '../errors/index.js';
import type { PingRefusalStatus } from '../webhooks/inbound-webhooks.resource.js';

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
    /** Why no buyer may take the call: a ping answers it as HTTP 200 with this status. */
    readonly refusal?: PingRefusalStatus,
  ) {
    super(errors.join(', '));
    this.status = ERROR_CATALOG[code].status;
  }

  static from(error: unknown): PingPostRejection {
    if (error instanceof PingPostRejection) return error;
    if (!isLeadlineError(error) || error.status >= 500) throw error;
    return new PingPostRejection(error.code, sentences(error), error.retryAfter);
  }

  /**
   * The answer to a ping: a refusal for want of buyers is HTTP 200, `success: false` and
   * its machine-readable `status` (what relays test); any other is `answer()`.
   */
  pingAnswer(): PingPostAnswer {
    if (!this.refusal) return this.answer();
    return {
      status: 200,
      body: { success: false, status: this.refusal, message: this.message, errors: this.errors },
    };
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

/** No buyer may take the call: 422 on a post, 200 with `status` on a ping. */
export const noBuyers = (message: string, refusal: PingRefusalStatus) =>
  new PingPostRejection('validation_failed', [message], undefined, refusal);

/** `caller_id is not a valid phone number`; a message that is a sentence of its own (`Must be a number.`) after a colon. */
function sentences(error: LeadlineError): string[] {
  return Object.entries(error.errors).flatMap(([field, messages]) =>
    messages.map((m) => (field === 'base' ? m : /^[A-Z]/.test(m) ? `${field}: ${m}` : `${field} ${m}`)),
  );
}

/** A forwarding number as the ping/post examples write it: E.164 digits without the plus. */
export const dialDigits = (e164: string | null) => (e164 === null ? null : e164.replace(/^\+/, ''));
