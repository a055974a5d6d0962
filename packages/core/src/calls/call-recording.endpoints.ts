import type { EndpointInput } from '../kernel/endpoints.js';
import { AUDIO_RESPONSE, SIGNED_LINK_PARAMS, SIGNED_LINK_REFUSED } from './signed-link.endpoints.js';

/**
 * A call's recording: a signed, expiring link to play it, and what that link
 * serves (`calls/recording-playback.ts`; server/src/routes/call-recordings.ts).
 */
export const CALL_RECORDING_ENDPOINTS: readonly EndpointInput[] = [
  {
    name: 'recording_link',
    method: 'GET',
    path: '/calls/:id/recording_link',
    summary: "A signed link that plays the call's recording, good for an hour",
    description:
      'A URL under this server that anyone holding it may play for an hour, without credentials: its expiry ' +
      "and an HMAC signature of its path and expiry under the server's keyring. It streams the recording from " +
      "the carrier (with the call's carrier account) while the carrier keeps it, else from the copy in the " +
      "company's S3 bucket that retention made.",
    params: { id: { type: 'string', description: 'Call id or uuid' } },
    response: {
      root: 'recording',
      holds: {
        type: 'object',
        description: 'Where to play the recording',
        properties: {
          url: { type: 'string', description: 'The signed link' },
          expires_at: { type: 'time', description: 'When the link stops working' },
          source: {
            type: 'enum',
            values: ['carrier', 's3'],
            description: 'Where the link streams from: the carrier, or the S3 copy',
          },
        },
      },
      metadata: { call_id: { type: 'integer', description: 'The call the recording is of' } },
    },
    errors: [{ code: 'not_found', when: 'no such call, or the call has no recording (any longer)' }],
  },
  {
    name: 'recording_audio',
    method: 'GET',
    path: '/calls/recordings/:company/:call',
    public: true,
    rateLimited: false,
    summary: "A call's recording, at its signed link",
    description:
      "What GET /calls/:id/recording_link names. No credentials: the link's expires and signature are the " +
      'credential; a changed path, expiry or signature, or a time past the expiry, is refused.',
    params: {
      company: { type: 'string', description: "The company's uuid, as in the signed link" },
      call: { type: 'string', description: "The call's uuid, as in the signed link" },
      ...SIGNED_LINK_PARAMS,
    },
    response: AUDIO_RESPONSE,
    errors: [
      SIGNED_LINK_REFUSED,
      { code: 'not_found', when: 'the call is gone or has no recording any longer' },
      { code: 'bad_gateway', when: 'the carrier or the S3 bucket did not hand the recording over' },
    ],
  },
];
