/**
 * What a signed audio link carries (sound files' and call recordings'): its
 * expiry and the HMAC over its path and expiry, and the answer and refusal
 * every such link shares.
 */
export const SIGNED_LINK_PARAMS = {
  expires: { type: 'integer', required: true, description: 'Unix time (seconds) the link is good until' },
  signature: {
    type: 'string',
    required: true,
    description: "HMAC-SHA256 of the path and expiry under the server's keyring (base64url)",
  },
} as const;

/** The recording's bytes, not a document. */
export const AUDIO_RESPONSE = {
  root: 'audio',
  media: ['audio/mpeg', 'audio/wav'],
  holds: { type: 'string', description: 'The recording' },
} as const;

export const SIGNED_LINK_REFUSED = {
  code: 'forbidden',
  when: 'the signature does not match the path and expiry, or the link has expired',
} as const;
