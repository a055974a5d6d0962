/** One turn of speech: who (the recording's channel, and the diarized speaker where told) and what. */
export interface Utterance {
  /** 0-based channel of the recording (two-channel call recordings: 0 the caller, 1 the answering side). */
  channel: number;
  /** Speaker number the provider told apart on a one-channel recording, else null. */
  speaker: number | null;
  /** Seconds from the start of the audio. */
  start: number;
  text: string;
}

/** What a provider made of an audio file. */
export interface Transcript {
  utterances: Utterance[];
  /** Channels of the audio the provider heard. */
  channels: number;
  durationSeconds: number | null;
}

export interface TranscriptionRequest {
  /** Where the provider fetches the audio. */
  audioUrl: string;
  /** BCP 47 language of the audio, e.g. en-US. */
  language: string;
  signal?: AbortSignal;
}

/** A transcript the provider will post to the callback URL it was given. */
export interface PendingTranscript {
  requestId: string;
}

export const isPending = (answer: Transcript | PendingTranscript): answer is PendingTranscript =>
  'requestId' in answer;

/**
 * A speech-to-text provider: sends an audio URL, answers its transcript.
 * One adapter per provider (deepgram.ts); nothing outside it names the
 * provider's parameters.
 */
export interface Transcriber {
  /** The integration_type it speaks for. */
  readonly provider: string;
  transcribe(request: TranscriptionRequest): Promise<Transcript>;
  /** Where the provider has a callback mode: the transcript is posted to `callbackUrl` later (or answered now). */
  submit?(request: TranscriptionRequest, callbackUrl: string): Promise<Transcript | PendingTranscript>;
}

/**
 * A provider that refused or failed: `message` is its own words, kept on the
 * record. `retryable` says whether trying again later can help (a 5xx, a
 * 429, a network error), not a refused key or an unreadable file.
 */
export class TranscriptionError extends Error {
  override name = 'TranscriptionError';
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** HTTP statuses worth another try: the provider was busy or broken, not the request. */
export const retryableStatus = (status: number) => status === 408 || status === 429 || status >= 500;

/**
 * The transcript as text, one "speaker: words" line per turn: `caller` and
 * `agent` on a two-channel recording, `speaker N` (from 1) where the
 * provider told speakers apart on one channel, else `speaker`.
 */
export function transcriptText(transcript: Transcript): string {
  return transcript.utterances
    .filter((u) => u.text.trim() !== '')
    .map((u) => `${speakerLabel(transcript, u)}: ${u.text.trim()}`)
    .join('\n');
}

export function speakerLabel(transcript: Transcript, u: Utterance): string {
  if (transcript.channels >= 2) return u.channel === 0 ? 'caller' : 'agent';
  return u.speaker === null ? 'speaker' : `speaker ${u.speaker + 1}`;
}
