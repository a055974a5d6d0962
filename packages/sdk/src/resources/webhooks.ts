import type * as NodeCrypto from 'node:crypto';

/** Thrown by `client.webhooks.verify` when a message is not signed with the secret, or too old. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
}

/** Request headers as a framework gives them: a fetch Headers, or Node's object. */
export type HeaderBag = Headers | Record<string, string | string[] | undefined>;

/** One header's value, whatever its spelling. */
export const header = (headers: HeaderBag, name: string): string | undefined => {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name);
  const v = key === undefined ? undefined : bag[key];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Node's crypto, loaded when a signature is checked rather than when the SDK
 * is imported, so the same SDK runs in a browser (the console), where
 * verifying needs a secret that has no business being there.
 */
function nodeCrypto(): typeof NodeCrypto {
  const load = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process
    ?.getBuiltinModule;
  if (!load)
    throw new WebhookVerificationError('Verifying a webhook needs Node.js (22 or later), not a browser');
  return load('node:crypto') as typeof NodeCrypto;
}

/**
 * `client.webhooks`: checks that a delivery came from Leadline (Standard
 * Webhooks: webhook-id, webhook-timestamp, webhook-signature, HMAC-SHA256
 * with the whsec_ secret shown when the webhook or subscription was made).
 *
 * @example
 *   const lead = client.webhooks.verify(rawBody, request.headers, process.env.LEADLINE_WEBHOOK_SECRET);
 */
export class WebhooksHelper {
  /** Tolerance on webhook-timestamp, in seconds (replays older than this are refused). */
  toleranceSeconds = 5 * 60;

  /**
   * Verifies the raw body (exactly as received) against the headers and
   * returns it parsed; throws WebhookVerificationError otherwise.
   */
  verify<T = unknown>(
    payload: string | Uint8Array,
    headers: HeaderBag,
    secret: string,
    nowMs = Date.now(),
  ): T {
    const body = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
    const id = header(headers, 'webhook-id');
    const timestamp = header(headers, 'webhook-timestamp');
    const signatures = header(headers, 'webhook-signature');
    if (!id || !timestamp || !signatures) throw new WebhookVerificationError('Missing webhook headers');
    const ts = Number(timestamp);
    if (!Number.isInteger(ts)) throw new WebhookVerificationError('Invalid webhook-timestamp');
    if (Math.abs(nowMs / 1000 - ts) > this.toleranceSeconds) {
      throw new WebhookVerificationError('The message timestamp is too old or too new');
    }
    const { createHmac, timingSafeEqual } = nodeCrypto();
    const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
    const expected = createHmac('sha256', key).update(`${id}.${ts}.${body}`).digest();
    const ok = signatures.split(' ').some((s) => {
      const [version, mac] = s.split(',');
      if (version !== 'v1' || !mac) return false;
      const got = Buffer.from(mac, 'base64');
      return got.length === expected.length && timingSafeEqual(got, expected);
    });
    if (!ok) throw new WebhookVerificationError('No signature matches the secret');
    return (body === '' ? undefined : JSON.parse(body)) as T;
  }
}
