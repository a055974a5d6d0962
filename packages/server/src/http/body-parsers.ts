import { type BodyBounds, formBeyondBounds, jsonBeyondBounds, LeadlineError } from '@leadline/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';

/** Nested keys (`data[loan_amount]=5`, `ids[]=1`) as integrations send them, with sane bounds. */
export const parseQueryString = (s: string) =>
  qs.parse(s, { depth: 5, arrayLimit: 1000, parameterLimit: 2000, allowDots: false });

/**
 * Bodies as real integrations send them: JSON, form-encoded, a JSON content
 * type with an empty body, or JSON labelled text/plain. An empty body is {}.
 */
/** The body exactly as received: Telnyx signs these bytes, not the parsed fields. */
const RAW = Symbol('rawBody');
export const rawBodyOf = (request: FastifyRequest): string =>
  (request as unknown as { [RAW]?: string })[RAW] ?? '';

export function registerBodyParsers(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  const parse = (raw: string, preferJson: boolean, bounds: BodyBounds | undefined) => {
    const text = raw.trim();
    if (!text) return {};
    const json = preferJson || text.startsWith('{') || text.startsWith('[');
    // A public endpoint's bounds are checked on the text, so an oversized body costs one scan, not a parse.
    const beyond = bounds && (json ? jsonBeyondBounds(text, bounds) : formBeyondBounds(text, bounds));
    if (beyond) throw new LeadlineError('validation_failed', { body: [`The body ${beyond}`] });
    if (json) {
      try {
        return JSON.parse(text);
      } catch (error) {
        if (preferJson) {
          const err = new Error(`Body is not valid JSON: ${(error as Error).message}`) as Error & {
            statusCode: number;
          };
          err.statusCode = 400;
          throw err;
        }
      }
    }
    return parseQueryString(text);
  };
  app.addContentTypeParser(
    ['application/json', 'application/*+json'],
    { parseAs: 'string' },
    (req, body, done) => {
      (req as unknown as { [RAW]?: string })[RAW] = body as string;
      try {
        done(null, parse(body as string, true, boundsOf(req)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'text/plain'],
    { parseAs: 'string' },
    (req, body, done) => {
      (req as unknown as { [RAW]?: string })[RAW] = body as string;
      try {
        done(null, parse(body as string, false, boundsOf(req)));
      } catch (error) {
        done(error as Error, undefined);
      }
    },
  );
}

/** The bounds the route's endpoint declares (declared-routes.ts), if any. */
const boundsOf = (request: FastifyRequest): BodyBounds | undefined =>
  (request.routeOptions.config as { bodyBounds?: BodyBounds }).bodyBounds;
