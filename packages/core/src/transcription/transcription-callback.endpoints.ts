import { PUBLIC_BODY_BOUNDS } from '../kernel/body-bounds.js';
import { defineEndpointGroup } from '../kernel/endpoints.js';

/**
 * Where a speech-to-text provider posts a transcript it promised (Deepgram's
 * callback mode; `transcription/transcription-callbacks.ts`,
 * `server/src/routes/transcription-callbacks.ts`).
 */
export const transcriptionCallbackEndpoints = defineEndpointGroup({
  name: 'transcription_callbacks',
  title: 'Transcription callbacks',
  description:
    'When this server knows its public URL (LEADLINE_PUBLIC_URL), a transcription job asks Deepgram with a ' +
    '`callback` link to this endpoint and ends, instead of holding the request while Deepgram works; Deepgram ' +
    'posts the transcript here. The link names the record (a call or a standalone transcription) and carries ' +
    'an HMAC-SHA256 signature of its path, the audio URL sent, the integration and its expiry (a day) under the ' +
    "server's keyring. A transcript that has not come within 15 minutes is asked for again and waited for. " +
    'See docs/transcription.md.',
  endpoints: [
    {
      name: 'deepgram',
      method: 'POST',
      path: '/transcription_callbacks/:kind/:company/:id',
      public: true,
      rateLimited: false,
      summary: 'A transcript Deepgram posts back',
      description:
        "Deepgram's pre-recorded answer (metadata, results.channels, results.utterances), posted to the link " +
        'the job gave it: kept on the call (transcript, keyword groups, transcription_completed) or the standalone ' +
        'transcription as a waited-for answer is, once; a second post changes nothing.',
      params: {
        kind: {
          type: 'enum',
          values: ['call', 'standalone'],
          description: 'What was transcribed: a call recording, or a standalone transcription',
        },
        company: { type: 'string', description: "The company's uuid" },
        id: { type: 'integer', description: 'The call or standalone transcription' },
        integration: {
          type: 'integer',
          required: true,
          description: 'The deepgram integration asked (query, signed)',
        },
        expires: {
          type: 'integer',
          required: true,
          description: 'Unix time (seconds) the link is good until',
        },
        signature: {
          type: 'string',
          required: true,
          description:
            "HMAC-SHA256 of the path, audio URL, integration and expiry under the server's keyring",
        },
      },
      response: {
        root: 'transcription',
        holds: {
          type: 'object',
          description: 'What was done with it',
          properties: { kept: { type: 'boolean', description: 'The transcript was taken' } },
        },
      },
      errors: [
        {
          code: 'forbidden',
          when: 'the signature does not match the record, audio and expiry, or the link has expired',
        },
        { code: 'not_found', when: 'no such company, record, or the record has no audio' },
        { code: 'validation_failed', when: 'the body is not a transcript (no results.channels)' },
      ],
      // An hour's transcript with every word's timing: well past what a lead post may carry.
      bodyBounds: {
        ...PUBLIC_BODY_BOUNDS,
        maxBytes: 10 * 1024 * 1024,
        maxEntries: 2_000_000,
        maxStringLength: 1024 * 1024,
      },
    },
  ],
});
