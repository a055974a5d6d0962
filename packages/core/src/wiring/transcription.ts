import { CallTranscriptions } from '../transcription/call-transcription.js';
import { StandaloneTranscriptions } from '../transcription/standalone-transcriptions.js';
import { TranscriptionAccounts } from '../transcription/transcription-accounts.js';
import type { AccessParts } from './access.js';
import type { CallPieces } from './call-store.js';
import type { Core, FoundationParts } from './foundation.js';
import type { WebhookParts } from './webhooks.js';

/** Recordings and audio files to text, through the company's speech-to-text integration. */
export interface TranscriptionParts {
  /** Queues a call recording's transcription (its recording rule says transcribe) and keeps the result on the call. */
  readonly callTranscriptions: CallTranscriptions;
  /** The job behind standalone_transcriptions records. */
  readonly standaloneTranscriptions: StandaloneTranscriptions;
}

export function wireTranscription(
  app: Core & FoundationParts & AccessParts & WebhookParts,
  { store }: CallPieces,
): TranscriptionParts {
  const { clock, jobs } = app;
  const { db, dialect } = app.database;
  const accounts = new TranscriptionAccounts({ db, clock, secrets: app.secrets, urls: app.urls });
  return {
    callTranscriptions: new CallTranscriptions({
      db,
      clock,
      jobs,
      companies: app.companies,
      store,
      trace: app.callTrace,
      accounts,
    }),
    standaloneTranscriptions: new StandaloneTranscriptions({ db, dialect, clock, jobs, accounts }),
  };
}
