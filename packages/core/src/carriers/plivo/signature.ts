import { createHmac } from 'node:crypto';
import { flat, header, type SignedCallback, sameText } from '../webhook-signatures.js';

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
