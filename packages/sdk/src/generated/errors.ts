// Generated from the resource declarations in @leadline/core by packages/sdk/scripts/generate.ts.
// Do not edit: run `pnpm --filter @leadline/sdk generate` after changing a declaration.

/** Every error code the API answers with: its HTTP status and whether (and how) to retry. */
export const ERROR_CODES = {
  "bad_request": {"status":400,"retry":"never"},
  "unauthorized": {"status":401,"retry":"never"},
  "forbidden": {"status":403,"retry":"never"},
  "not_found": {"status":404,"retry":"never"},
  "route_not_found": {"status":404,"retry":"never"},
  "conflict": {"status":409,"retry":"backoff"},
  "payload_too_large": {"status":413,"retry":"never"},
  "headers_too_large": {"status":431,"retry":"never"},
  "unsupported_media_type": {"status":415,"retry":"never"},
  "validation_failed": {"status":422,"retry":"never"},
  "rate_limited": {"status":429,"retry":"after"},
  "internal_error": {"status":500,"retry":"backoff"},
  "bad_gateway": {"status":502,"retry":"backoff"},
  "unavailable": {"status":503,"retry":"after"}
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Statuses the catalog says are worth another attempt (`backoff`, or `after` the Retry-After wait). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set(
  Object.values(ERROR_CODES).flatMap((e) => (e.retry === 'never' ? [] : [e.status])),
);
