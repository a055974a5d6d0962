import { type UrlGuard, UrlRefusedError } from '../net/url-guard.js';
import {
  type PendingTranscript,
  retryableStatus,
  type Transcriber,
  type Transcript,
  TranscriptionError,
  type TranscriptionRequest,
  type Utterance,
} from './transcriber.js';

/** Deepgram's API origin; an integration's `settings.api_base_url` replaces it (a stand-in, a proxy). */
export const DEEPGRAM_BASE_URL = 'https://api.deepgram.com';
const DEFAULT_MODEL = 'nova-3';
/** A long call's transcript with its words: well above what an hour of speech answers. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;
/** Pre-recorded requests answer when the file is done; a long recording takes a while. */
const REQUEST_TIMEOUT_MS = 5 * 60_000;

export interface DeepgramAccount {
  apiKey: string;
  baseUrl?: string | null;
  model?: string | null;
  /** Every request goes through it: a tenant's base URL may not reach private networks. */
  guard: UrlGuard;
}

/**
 * Deepgram's pre-recorded speech-to-text (docs/decisions/transcription-deepgram-pre-recorded.md):
 * `POST /v1/listen` with `{"url": …}` and `Authorization: Token <key>`, answered
 * synchronously with `results.channels[].alternatives[]` and, asked with
 * `utterances=true`, `results.utterances[]` (each with its channel and, with
 * `diarize=true`, its speaker). `multichannel=true` keeps a two-channel call
 * recording's caller and agent apart.
 */
export class DeepgramTranscriber implements Transcriber {
  readonly provider = 'deepgram';

  constructor(private readonly account: DeepgramAccount) {}

  async transcribe(request: TranscriptionRequest): Promise<Transcript> {
    return readAnswer(await this.listen(request, {}));
  }

  /**
   * Callback mode (developers.deepgram.com/docs/callback): with `callback`,
   * Deepgram answers `{"request_id": …}` at once and posts the transcript
   * (the same body a synchronous request answers) to `callbackUrl` when done.
   * An answer that carries the transcript after all is read as one.
   */
  async submit(request: TranscriptionRequest, callbackUrl: string): Promise<Transcript | PendingTranscript> {
    const body = await this.listen(request, { callback: callbackUrl });
    try {
      const json = JSON.parse(body) as Json;
      if (!json.results && typeof json.request_id === 'string') return { requestId: json.request_id };
    } catch {
      // read below, as an unreadable answer
    }
    return readAnswer(body);
  }

  /** POST /v1/listen with the file's URL: the 2xx answer's body, else a TranscriptionError. */
  private async listen(request: TranscriptionRequest, extra: Record<string, string>): Promise<string> {
    const base = (this.account.baseUrl?.trim() || DEEPGRAM_BASE_URL).replace(/\/+$/, '');
    const query = new URLSearchParams({
      model: this.account.model?.trim() || DEFAULT_MODEL,
      language: request.language,
      smart_format: 'true',
      utterances: 'true',
      multichannel: 'true',
      diarize: 'true',
      ...extra,
    });
    let answer: Awaited<ReturnType<UrlGuard['request']>>;
    try {
      answer = await this.account.guard.request(`${base}/v1/listen?${query}`, {
        method: 'POST',
        headers: {
          authorization: `Token ${this.account.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ url: request.audioUrl }),
        timeoutMs: REQUEST_TIMEOUT_MS,
        maxRedirects: 0,
        maxBodyBytes: MAX_ANSWER_BYTES,
        ...(request.signal ? { signal: request.signal } : {}),
      });
    } catch (error) {
      if (error instanceof UrlRefusedError) throw new TranscriptionError(`Deepgram: ${error.message}`, false);
      const reason = error instanceof Error ? error.message : String(error);
      throw new TranscriptionError(`Deepgram could not be reached: ${reason}`, true);
    }
    if (answer.status < 200 || answer.status >= 300) {
      throw new TranscriptionError(
        `Deepgram answered ${answer.status}: ${errorMessage(answer.body)}`,
        retryableStatus(answer.status),
        answer.status,
      );
    }
    return answer.body;
  }
}

/** Deepgram's error body: `err_msg` (with `err_code`), or `message` and `details`; else the status alone. */
function errorMessage(body: string): string {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    const text = [json.err_msg ?? json.message, json.details].filter((v) => typeof v === 'string').join(': ');
    if (text) return text.slice(0, 500);
  } catch {
    // Not JSON (a proxy's page): its content is not repeated.
  }
  return 'no readable error';
}

type Json = Record<string, unknown>;
const objects = (v: unknown): Json[] =>
  Array.isArray(v) ? v.filter((x): x is Json => !!x && typeof x === 'object') : [];
const numberOr = <T>(v: unknown, fallback: T) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);

/** The transcript of a 2xx answer: its utterances, else one turn per channel's best alternative. */
export function readAnswer(body: string): Transcript {
  let json: Json;
  try {
    json = JSON.parse(body) as Json;
  } catch {
    throw new TranscriptionError('Deepgram answered something that is not JSON', true);
  }
  const results = json?.results as Json | undefined;
  const channels = objects(results?.channels);
  if (!results || channels.length === 0) {
    throw new TranscriptionError('Deepgram answered without results.channels', true);
  }
  const metadata = (json.metadata ?? {}) as Json;
  const utterances: Utterance[] = objects(results.utterances).map((u) => ({
    channel: numberOr(u.channel, 0),
    speaker: numberOr(u.speaker, null),
    start: numberOr(u.start, 0),
    text: typeof u.transcript === 'string' ? u.transcript : '',
  }));
  if (utterances.length === 0) {
    channels.forEach((channel, i) => {
      const best = objects(channel.alternatives)[0];
      const text = typeof best?.transcript === 'string' ? best.transcript : '';
      utterances.push({ channel: i, speaker: null, start: 0, text });
    });
  }
  utterances.sort((a, b) => a.start - b.start || a.channel - b.channel);
  return {
    utterances,
    channels: Math.max(channels.length, numberOr(metadata.channels, 1)),
    durationSeconds: numberOr(metadata.duration, null),
  };
}
