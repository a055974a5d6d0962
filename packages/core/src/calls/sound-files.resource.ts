import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { AUDIO_RESPONSE, SIGNED_LINK_PARAMS, SIGNED_LINK_REFUSED } from './signed-link.endpoints.js';

/** Where a recording is kept: the database (default), or the company's S3 integration's bucket. */
export const SOUND_STORAGES = ['database', 's3'] as const;

const FILE_PARAMS = {
  company: { type: 'string', description: "The company's uuid, as in the signed link" },
  file: { type: 'string', description: "The sound file's uuid and extension: <uuid>.mp3 or <uuid>.wav" },
  ...SIGNED_LINK_PARAMS,
} as const;

export const soundFiles = defineResource({
  name: 'sound_file',
  plural: 'sound_files',
  family: 'settings',
  description:
    'Audio played on calls (greetings, prompts, whispers, voicemail messages): a recording uploaded as a ' +
    'multipart file or fetched from a URL when saved, or text spoken by text-to-speech. A recording is probed ' +
    '(mp3 or wav, its length) and kept by Leadline: in the database, or in the bucket of the company’s active ' +
    'aws_s3 integration when it has one. Carriers fetch it at a signed link that expires (GET ' +
    '/sound_files/audio/:company/:file).',
  uploads: {
    create: {
      file: { description: 'The recording: mp3 or wav, up to 10 MiB', mediaType: 'audio/mpeg' },
    },
    update: {
      file: {
        description: 'A new recording in place of the old: mp3 or wav, up to 10 MiB',
        mediaType: 'audio/mpeg',
      },
    },
  },
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    url: f
      .string()
      .fetchedUrl()
      .pattern(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .example('https://cdn.example.com/greeting.mp3')
      .doc(
        'Where the recording was fetched from when saved (mp3 or wav); blank on update removes the recording',
      ),
    text_to_speech: f.text().search().doc('Text spoken when there is no recording; may contain [tokens]'),
    voice: f.string().doc('Text-to-speech voice (blank: the default voice)'),
    duration_seconds: f.decimal().readOnly().doc('Length of the recording, read from its frames'),
    content_type: f.string().readOnly().doc('Media type of the recording: audio/mpeg or audio/wav'),
    size_bytes: f.integer().readOnly().doc('Size of the recording'),
    storage: f.enum(SOUND_STORAGES).readOnly().filter().doc('Where Leadline keeps the recording'),
    integration_id: f
      .ref('integrations')
      .readOnly()
      .unindexed()
      .doc('The aws_s3 integration whose bucket holds it'),
    storage_key: f.string().readOnly().hidden().doc('Its object key in the bucket'),
  },
  // Implemented in server/src/routes/sound-files.ts on leadline.soundAudio; docs/call-flows.md.
  endpoints: [
    {
      name: 'audio',
      method: 'GET',
      path: '/sound_files/audio/:company/:file',
      public: true,
      rateLimited: false,
      summary: 'A recording, at the signed link a call’s instructions name',
      description:
        'What a carrier fetches for a <Play> of a sound file Leadline keeps. No credentials: the link carries ' +
        'its expiry and an HMAC signature of its path and expiry under the server’s keyring; the link in a ' +
        'call’s instructions is good for an hour. The bytes come from the database or the S3 bucket they are ' +
        'kept in.',
      params: FILE_PARAMS,
      response: AUDIO_RESPONSE,
      errors: [
        SIGNED_LINK_REFUSED,
        { code: 'not_found', when: 'the file is deleted or has no recording' },
        { code: 'bad_gateway', when: 'the S3 bucket holding the recording did not hand it over' },
      ],
    },
  ],
});
