import type { FastifyRequest } from 'fastify';
import { parseQueryString } from './body-parsers.js';

/**
 * Query string and body merged, the body winning, because real integrations
 * split one request's parameters across both.
 */
export function mergedParams(request: FastifyRequest): Record<string, unknown> {
  const url = request.raw.url ?? '';
  const q = url.indexOf('?');
  const query = q >= 0 ? (parseQueryString(url.slice(q + 1)) as Record<string, unknown>) : {};
  const body = request.body;
  if (body && typeof body === 'object' && !Array.isArray(body) && !Buffer.isBuffer(body)) {
    return { ...query, ...(body as Record<string, unknown>) };
  }
  return query;
}
