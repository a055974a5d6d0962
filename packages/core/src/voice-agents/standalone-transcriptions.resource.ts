import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const TRANSCRIPTION_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;

/** Designed (spec 4.2: list, build, create, show, destroy; no update): transcribe a recording not tied to a call. */
export const standaloneTranscriptions = defineResource({
  name: 'standalone_transcription',
  plural: 'standalone_transcriptions',
  family: 'calls',
  description:
    'Transcribes an audio file that is not a call recording of the platform. Create queues it; status, ' +
    'transcript and matched keywords are filled in when it is done. There is no update.',
  operations: ['list', 'build', 'create', 'show', 'destroy'],
  buildParams: ['name', 'recording_url', 'language'],
  fields: {
    name: f.string().search().sort().doc('Label'),
    recording_url: f
      .string()
      .fetchedUrl()
      .required()
      .pattern(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .doc('Public URL of the audio file (mp3, wav)'),
    language: f.string().default('en-US').doc('BCP 47 language of the audio'),
    transcription_keyword_group_ids: f.refs('transcription_keyword_groups').doc('Keyword groups to look for'),
    status: f.enum(TRANSCRIPTION_STATUSES).readOnly().default('queued').doc('Where the transcription is'),
    transcript: f.text().readOnly().search().doc('The text, one "speaker: words" line per turn'),
    matched_keywords: f.strings().readOnly().doc('Phrases of the keyword groups found in it'),
    duration_seconds: f.decimal().readOnly().doc('Length of the audio'),
    error_message: f.text().readOnly().doc('Why it failed'),
    completed_at: f.time().readOnly().doc('When the transcript was ready'),
  },
});
