import { createHash } from 'node:crypto';
import { IdempotencyKeys, type IdempotencyScope, type Leadline, LeadlineError } from '@leadline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addRouteHooks } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed; its response is saved when sent. */
    idempotency: IdempotencyScope | null;
  }
}

/** Methods that change something. DELETE too: a retried destroy should answer as the first did, not 404. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_KEY_LENGTH = 255;

/**
 * `Idempotency-Key` on every write: the same key with the same request
 * answers the saved response (with `Idempotent-Replayed: true`), the same key
 * with a different request is a 422, and a key whose first request is still
 * running is a 409 the client retries. Keys are per company and credential,
 * so this runs after authentication.
 */
export function registerIdempotency(app: FastifyInstance, leadline: Leadline): void {
  const keys = new IdempotencyKeys(leadline.database.db, leadline.clock);
  app.decorateRequest('idempotency', null);

  const preHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !request.tenant) return;
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw new LeadlineError('validation_failed', {
        idempotency_key: [`must be 1 to ${MAX_KEY_LENGTH} characters`],
      });
    }
    const { company, actor } = request.tenant;
    const scope = { companyId: company.id, credential: `${actor.type}:${actor.id}`, key };
    // A multipart body is read by the upload hook (registered first): its fields and file digests count.
    const body = request.uploadFingerprint ?? request.body;
    const claim = await keys.claim(scope, requestFingerprint(request.method, request.url, body));
    switch (claim.state) {
      case 'claimed':
        request.idempotency = scope;
        return;
      case 'replay':
        return reply
          .status(claim.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(claim.response);
      case 'mismatch':
        throw new LeadlineError('validation_failed', {
          idempotency_key: ['was already used for a different request; send a new key for a new request'],
        });
      case 'in_progress':
        throw new LeadlineError('conflict', {
          idempotency_key: ['the first request with this key is still running; retry shortly'],
        });
    }
  };

  // onSend sees every answer, errors included, with the exact bytes to replay.
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const scope = request.idempotency;
    if (!scope) return payload;
    request.idempotency = null;
    if (isFinal(reply.statusCode) && typeof payload === 'string') {
      await keys.complete(scope, reply.statusCode, payload);
    } else {
      await keys.release(scope);
    }
    return payload;
  };
  addRouteHooks(app, WRITES, { preHandler, onSend });
}

/**
 * Outcomes worth replaying. A 5xx rolled back (nothing is half-written), and
 * 409/429 say "not now": a retry with the same key must run the request again.
 */
const isFinal = (status: number) => status < 500 && status !== 409 && status !== 429;

/** Method, path with query, and body with sorted keys: the same request sent twice has the same fingerprint. */
export function requestFingerprint(method: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${canonicalJson(body ?? null)}`)
    .digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
