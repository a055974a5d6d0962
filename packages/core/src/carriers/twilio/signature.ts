import { createHmac } from 'node:crypto';
import { flat, header, type SignedCallback, sameText } from '../webhook-signatures.js';

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
