import { createHash } from 'node:crypto';
import {
  IdempotencyKeys,
  type IdempotencyOptions,
  type IdempotencyScope,
  type Leadline,
  LeadlineError,
  type RequestTransaction,
} from '@leadline/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.js';
import { addRouteHooks } from './route-hooks.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request claimed, and the transaction the request runs in; its response is saved there when sent. */
    idempotency: { scope: IdempotencyScope; transaction: RequestTransaction } | null;
  }
}

/** Methods that change something. DELETE too: a retried destroy should answer as the first did, not 404. */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MAX_KEY_LENGTH = 255;

/**
 * `Idempotency-Key` on every write: the same key with the same request
 * answers the saved response (with `Idempotent-Replayed: true`), the same key
 * with a different request is a 422. Keys are per company and credential,
 * so this runs after authentication.
 *
 * A request with a key runs in one transaction of its own: the key is
 * claimed first, the handler's writes join it, and the answer is saved in it
 * just before it commits and is sent. A crash before the commit leaves
 * nothing (the retry runs afresh); after it, the writes and their answer
 * together (the retry replays). A second request with the key meanwhile
 * waits for the first to commit and replays it; on PostgreSQL, after
 * IDEMPOTENCY_WAIT_MS, it is a 409 the client retries.
 */
export function registerIdempotency(
  app: FastifyInstance,
  leadline: Leadline,
  options: IdempotencyOptions = {},
): void {
  const { database } = leadline;
  const keys = new IdempotencyKeys(database.db, database.dialect, leadline.clock, options);
  app.decorateRequest('idempotency', null);

  /**
   * Whose key it is: the credential's, or on a public lead post the lead_token's (the credential
   * of that route). A post whose token names nothing is refused by its handler: no key to keep.
   */
  const scopeOf = async (request: FastifyRequest, key: string): Promise<IdempotencyScope | null> => {
    if (request.tenant) {
      const { company, actor } = request.tenant;
      return { companyId: company.id, credential: `${actor.type}:${actor.id}`, key };
    }
    const token = request.input.lead_token;
    const owner = typeof token === 'string' ? await leadline.leads.tokenOwner(token) : null;
    return owner && { companyId: owner.company.id, credential: `lead_token:${owner.kind}:${owner.id}`, key };
  };

  const claim = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
      throw new LeadlineError('validation_failed', {
        idempotency_key: [`must be 1 to ${MAX_KEY_LENGTH} characters`],
      });
    }
    const scope = await scopeOf(request, key);
    if (!scope) return undefined;
    // A multipart body is read by the upload hook (registered first): its fields and file digests count.
    const body = request.uploadFingerprint ?? request.body;
    const fingerprint = requestFingerprint(request.method, request.url, body);
    await keys.purgeExpired();
    const transaction = await database.beginRequestTransaction();
    let outcome: Awaited<ReturnType<IdempotencyKeys['claim']>>;
    try {
      outcome = await transaction.run(() => keys.claim(scope, fingerprint));
    } catch (error) {
      await transaction.rollback();
      throw error;
    }
    if (outcome.state === 'claimed') {
      request.idempotency = { scope, transaction };
      // Before a call to a third party the writes so far commit (whileOutbound); should the process
      // die before the request ends, a retry is told so rather than running them again.
      transaction.beforeSuspend = () => keys.suspend(scope, interimAnswer(request.id));
      return transaction;
    }
    await transaction.rollback();
    switch (outcome.state) {
      case 'replay':
        reply
          .status(outcome.status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(outcome.response);
        return 'replied' as const;
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

  // A callback hook, so the handler runs inside the request transaction's async context.
  const preHandler = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !(request.tenant || request.publicRoute)) return done();
    claim(request, reply, key).then(
      // A hook that answered itself does not call done: the handler must not run.
      (claimed) => (claimed === 'replied' ? undefined : claimed ? claimed.run(() => done()) : done()),
      (error) => done(error),
    );
  };

  // onSend sees every answer, errors included, with the exact bytes to replay.
  const onSend = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = null;
    const { scope, transaction } = held;
    // Once part of the writes committed (a third party was called), any answer is the request's.
    if (isFinal(reply.statusCode) || transaction.suspended) {
      try {
        // An answer that is not text (a stream, a buffer) cannot be replayed: the writes commit
        // without the key, and a retry runs again, as without a key.
        await transaction.run(() =>
          typeof payload === 'string' ? keys.complete(scope, reply.statusCode, payload) : keys.release(scope),
        );
        await transaction.commit();
      } catch (error) {
        await transaction.rollback();
        throw error;
      }
      // Work enqueued by the request (events to deliver) was invisible to workers until now.
      leadline.jobs.wake();
    } else {
      await transaction.rollback();
    }
    return payload;
  };
  // Whatever ends a request (an abort, a throw in a later hook) never leaves its transaction open.
  const onResponse = async (request: FastifyRequest) => {
    const held = request.idempotency;
    request.idempotency = null;
    await held?.transaction.rollback();
  };
  addRouteHooks(app, WRITES, { preHandler, onSend, onResponse });
}

/** What a retry answers when the request died waiting on a third party, its earlier writes kept. */
const interimAnswer = (requestId: string) =>
  JSON.stringify(
    errorBody(
      new LeadlineError('bad_gateway', {
        idempotency_key: [
          'the first request with this key stopped while waiting on a provider; what it wrote before is kept, and what the provider did is not known',
        ],
      }),
      requestId,
    ),
  );

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
