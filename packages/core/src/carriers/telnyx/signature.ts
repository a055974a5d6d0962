import { createPublicKey, verify } from 'node:crypto';
import { header, type SignedCallback } from '../webhook-signatures.js';

/** How old a timestamped callback (Telnyx) may be before it counts as replayed. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

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
