import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A new signing secret in the Standard Webhooks form: `whsec_` + base64 of 24 random bytes. */
export const newSigningSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

const keyOf = (secret: string) => Buffer.from(secret.replace(/^whsec_/, ''), 'base64');

/**
 * `v1,<base64 HMAC-SHA256(key, "<id>.<timestamp>.<body>")>` — the Standard
 * Webhooks signature (https://www.standardwebhooks.com) of one message.
 */
export function signature(secret: string, id: string, timestampSeconds: number, body: string): string {
  const mac = createHmac('sha256', keyOf(secret))
    .update(`${id}.${timestampSeconds}.${body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/**
 * The three Standard Webhooks headers. Several secrets (a rotation in
 * progress) give several space-separated signatures; a receiver that knows
 * either secret accepts the message.
 */
export function signedHeaders(
  secrets: readonly string[],
  id: string,
  timestampSeconds: number,
  body: string,
): Record<string, string> {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((s) => signature(s, id, timestampSeconds, body)).join(' '),
  };
}

/** Tolerance on webhook-timestamp a verifier allows (replays older than this are refused). */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

/**
 * Verifies a Standard Webhooks message: true when one of its signatures was
 * made with `secret` and its timestamp is within five minutes of `nowMs`.
 */
export function verifySignature(
  secret: string,
  body: string,
  headers: Record<string, string | string[] | undefined>,
  nowMs: number = Date.now(),
): boolean {
  const header = (name: string) => {
    const v = headers[name] ?? headers[name.toLowerCase()];
    return Array.isArray(v) ? v[0] : v;
  };
  const id = header('webhook-id');
  const ts = Number(header('webhook-timestamp'));
  const sigs = header('webhook-signature');
  if (!id || !Number.isFinite(ts) || !sigs) return false;
  if (Math.abs(nowMs / 1000 - ts) > TIMESTAMP_TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signature(secret, id, ts, body).slice(3));
  return sigs.split(' ').some((s) => {
    const [version, mac] = s.split(',');
    if (version !== 'v1' || !mac) return false;
    const got = Buffer.from(mac);
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
}
