import type { z } from 'zod';
import { type FieldErrors, LeadlineError } from '../errors/index.js';

/** zod issues → `{ param: [messages] }`, the API's validation error body. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : 'base';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** Parses or throws a 422 naming every bad parameter. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new LeadlineError('validation_failed', fieldErrorsOf(result.error));
  return result.data;
}
