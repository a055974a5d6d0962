import { LeadlineError } from '@leadline/core';
import type { FastifyRequest } from 'fastify';

/**
 * Most bytes of a refused body read and thrown away before answering: past
 * it the connection is closed with the body unread (a reset is then the
 * client's answer), so a client cannot make the server read without end.
 */
export const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;

/**
 * Reads and discards the rest of a body refused as too large, so the 413
 * reaches the client. Answering while the client still sends, then closing,
 * leaves unread bytes on the socket: the kernel resets the connection and the
 * client never reads the answer. Resolves at the body's end, an error, or
 * past DRAIN_LIMIT_BYTES; does nothing for any other error.
 */
export async function drainRefusedBody(error: unknown, request: FastifyRequest): Promise<void> {
  if ((error as { code?: string } | null)?.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return;
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return;
  await new Promise<void>((resolve) => {
    let seen = 0;
    const done = () => {
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('error', done);
      raw.off('close', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_LIMIT_BYTES) done();
    };
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('error', done);
    raw.once('close', done);
    raw.resume();
  });
}

/** A body past the route's byte limit, as a 413 naming the limit (Fastify's own says only "too large"). */
export function tooLargeBody(error: unknown, request: FastifyRequest): LeadlineError | undefined {
  if ((error as { code?: string } | null)?.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return undefined;
  const limit = request.routeOptions.bodyLimit;
  return new LeadlineError('payload_too_large', {
    body: [`The body is larger than ${limit} bytes, the most this endpoint takes`],
  });
}
