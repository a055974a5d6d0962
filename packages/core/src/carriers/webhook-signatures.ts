import { createHmac, createPublicKey, timingSafeEqual, verify } from 'node:crypto';

/** A carrier's callback as it reached Leadline: what its signature was computed over. */
export interface SignedCallback {
  /** The full URL the carrier called (scheme, host, path and query), as it was configured there. */
  url: string;
  method: string;
  /** Header names in lower case. */
  headers: Record<string, string | string[] | undefined>;
  /** Form or query parameters, flat (carriers post form fields). */
  params: Record<string, unknown>;
  /** The body exactly as received (Telnyx signs the raw bytes). */
  rawBody: string;
}

/** How old a timestamped callback (Telnyx) may be before it counts as replayed. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const header = (h: SignedCallback['headers'], name: string): string | null => {
  const v = h[name];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === 'string' && s !== '' ? s : null;
};

const flat = (v: unknown): string[] =>
  v === undefined || v === null ? [] : Array.isArray(v) ? v.map((x) => String(x)) : [String(v)];

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Twilio's `X-Twilio-Signature` (and TeXML's, which copies it): base64
 * HMAC-SHA1, keyed by the auth token, over the URL followed by every POST
 * parameter name and value, names sorted. https://www.twilio.com/docs/usage/security
 */
export function twilioSignature(authToken: string, url: string, params: Record<string, unknown>): string {
  let data = url;
  for (const key of Object.keys(params).sort()) for (const v of flat(params[key])) data += key + v;
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

export function verifyTwilio(authToken: string, cb: SignedCallback): boolean {
  const given = header(cb.headers, 'x-twilio-signature');
  if (!given) return false;
  // GET callbacks carry everything in the URL.
  const params = cb.method.toUpperCase() === 'GET' ? {} : cb.params;
  return sameText(twilioSignature(authToken, cb.url, params), given);
}

/**
 * Plivo's V3 signature (`X-Plivo-Signature-V3`, `X-Plivo-Signature-V3-Nonce`):
 * base64 HMAC-SHA256, keyed by the auth token, over the URL (query sorted),
 * then for a POST its parameters sorted as `k=v` run together, then `.nonce`.
 * Accounts with several tokens send several signatures, comma-separated.
 */
export function plivoV3Signature(
  authToken: string,
  method: string,
  url: string,
  params: Record<string, unknown>,
  nonce: string,
): string {
  const u = new URL(url);
  const query = new Map<string, string[]>();
  for (const [k, v] of u.searchParams) query.set(k, [...(query.get(k) ?? []), v]);
  const post = method.toUpperCase() === 'POST';
  if (!post) for (const [k, v] of Object.entries(params)) query.set(k, [...(query.get(k) ?? []), ...flat(v)]);
  const sortedQuery = [...query.keys()]
    .sort()
    .flatMap((k) => [...query.get(k)!].sort().map((v) => `${k}=${v}`))
    .join('&');
  const hasBody = post && Object.keys(params).length > 0;
  let base = `${u.protocol}//${u.host}${u.pathname}`;
  if (sortedQuery.length > 0 || hasBody) base += `?${sortedQuery}`;
  if (sortedQuery.length > 0 && hasBody) base += '.';
  if (post) {
    base += Object.keys(params)
      .sort()
      .flatMap((k) =>
        flat(params[k])
          .sort()
          .map((v) => `${k}=${v}`),
      )
      .join('');
  }
  return createHmac('sha256', authToken).update(`${base}.${nonce}`, 'utf8').digest('base64');
}

export function verifyPlivo(authToken: string, cb: SignedCallback): boolean {
  const given = header(cb.headers, 'x-plivo-signature-v3');
  const nonce = header(cb.headers, 'x-plivo-signature-v3-nonce');
  if (!given || !nonce) return false;
  const expected = plivoV3Signature(authToken, cb.method, cb.url, cb.params, nonce);
  return given.split(',').some((s) => sameText(s.trim(), expected));
}

/** DER prefix of an Ed25519 SubjectPublicKeyInfo: Telnyx hands out the raw 32-byte key in base64. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/**
 * Telnyx's `telnyx-signature-ed25519` over `<telnyx-timestamp>|<raw body>`,
 * checked with the account's public key (Mission Control, "Public Key";
 * integration `settings.public_key`, base64). A timestamp further than
 * SIGNATURE_TOLERANCE_SECONDS from now is a replay.
 */
export function verifyTelnyx(publicKeyBase64: string, cb: SignedCallback, nowMs: number): boolean {
  const signature = header(cb.headers, 'telnyx-signature-ed25519');
  const timestamp = header(cb.headers, 'telnyx-timestamp');
  if (!signature || !timestamp || !/^\d+$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  try {
    const raw = Buffer.from(publicKeyBase64, 'base64');
    if (raw.length !== 32) return false;
    const key = createPublicKey({
      key: Buffer.concat([ED25519_SPKI_PREFIX, raw]),
      format: 'der',
      type: 'spki',
    });
    return verify(
      null,
      Buffer.from(`${timestamp}|${cb.rawBody}`, 'utf8'),
      key,
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
}
