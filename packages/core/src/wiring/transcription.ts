import { CallTranscriptions } from '../transcription/call-transcription.js';
import { TranscriptionCallbackLinks } from '../transcription/callback-links.js';
import { StandaloneTranscriptions } from '../transcription/standalone-transcriptions.js';
import { TranscriptionAccounts } from '../transcription/transcription-accounts.js';
import { TranscriptionCallbacks } from '../transcription/transcription-callbacks.js';
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
  /** Transcripts the provider posts back (callback mode, when the server knows its public URL). */
  readonly transcriptionCallbacks: TranscriptionCallbacks;
}

export function wireTranscription(
  app: Core & FoundationParts & AccessParts & WebhookParts,
  { store }: CallPieces,
): TranscriptionParts {
  const { clock, jobs } = app;
  const { db, dialect } = app.database;
  const accounts = new TranscriptionAccounts({ db, clock, secrets: app.secrets, urls: app.urls });
  // The provider posts transcripts back only to a server that knows where it can be reached.
  const links = new TranscriptionCallbackLinks({
    secrets: app.secrets,
    clock,
    publicUrl: () => app.publicUrl,
  });
  const companies = app.companies;
  const calls = new CallTranscriptions({
    db,
    clock,
    jobs,
    companies,
    store,
    trace: app.callTrace,
    accounts,
    links,
  });
  const standalone = new StandaloneTranscriptions({ db, dialect, clock, jobs, accounts, companies, links });
  return {
    callTranscriptions: calls,
    standaloneTranscriptions: standalone,
    transcriptionCallbacks: new TranscriptionCallbacks({ db, companies, links, calls, standalone }),
  };
}
