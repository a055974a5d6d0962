import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { integrationSecret } from '../integrations/integration-secret.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { TenantScope } from '../tenancy/scope.js';
import { DeepgramTranscriber } from './deepgram.js';
import {
  type PendingTranscript,
  type Transcriber,
  type Transcript,
  TranscriptionError,
} from './transcriber.js';

/** What to transcribe: the audio, its language (blank: the account's), and the run's signal. */
export interface AudioAsk {
  audioUrl: string;
  language: string | null;
  signal: AbortSignal;
}

export interface TranscriptionAccountDeps {
  db: Kysely<DB>;
  clock: Clock;
  secrets: SecretBox;
  urls: UrlGuard;
}

/** A company's transcription provider, ready to call. */
export interface TranscriptionAccount {
  integrationId: number;
  transcriber: Transcriber;
  /** `settings.language`: the language of call recordings (default en-US). */
  language: string;
}

/**
 * The company's speech-to-text account: its first active `deepgram`
 * integration (lowest id), its API key the integration's first secret item
 * (sealed at rest), `settings.api_base_url` and `settings.model` optional.
 * None, or one without a key, is a failure no retry mends.
 */
export class TranscriptionAccounts {
  constructor(private readonly deps: TranscriptionAccountDeps) {}

  async choose(companyId: number): Promise<TranscriptionAccount> {
    const rows = await new TenantScope(this.deps.db, companyId)
      .selectFrom('integrations')
      .select(['id', 'active', 'settings'])
      .where('integration_type', '=', 'deepgram')
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const row = rows.find((r) => decodeValue('boolean', r.active) === true);
    if (!row) {
      throw new TranscriptionError(
        'No active deepgram integration: add one (integration_type deepgram, its API key as a secret item)',
        false,
      );
    }
    const apiKey = await integrationSecret(this.deps.db, companyId, row.id, this.deps.secrets);
    if (!apiKey) {
      throw new TranscriptionError(
        `Integration ${row.id} has no secret item: add the Deepgram API key as one`,
        false,
      );
    }
    const settings = settingsOf(decodeValue('json', row.settings));
    return {
      integrationId: row.id,
      language: text(settings.language) ?? 'en-US',
      transcriber: new DeepgramTranscriber({
        apiKey,
        baseUrl: text(settings.api_base_url),
        model: text(settings.model),
        guard: this.deps.urls,
      }),
    };
  }

  /**
   * The company's provider asked for the audio's transcript: with the
   * callback link `callback` answers for the account (null: none) where the
   * provider has a callback mode, else waited for. The integration's status
   * follows the answer.
   */
  async ask(
    companyId: number,
    audio: AudioAsk,
    callback: (integrationId: number) => string | null,
  ): Promise<{ answer: Transcript | PendingTranscript; integrationId: number }> {
    const account = await this.choose(companyId);
    try {
      const request = {
        audioUrl: audio.audioUrl,
        language: audio.language?.trim() || account.language,
        signal: audio.signal,
      };
      const link = callback(account.integrationId);
      const submit = account.transcriber.submit?.bind(account.transcriber);
      const answer =
        link && submit ? await submit(request, link) : await account.transcriber.transcribe(request);
      await this.record(companyId, account.integrationId, null);
      return { answer, integrationId: account.integrationId };
    } catch (error) {
      if (error instanceof TranscriptionError) await this.record(companyId, account.integrationId, error);
      throw error;
    }
  }

  /** The integration's status after a call: a refused key is a broken connection, anything answered a working one. */
  async record(companyId: number, integrationId: number, error: TranscriptionError | null): Promise<void> {
    if (error && error.status === undefined) return; // not answered: says nothing of the account
    const broken = error !== null && (error.status === 401 || error.status === 403);
    const now = this.deps.clock.now();
    await new TenantScope(this.deps.db, companyId)
      .updateTable('integrations')
      .set({
        status: broken ? 'failed' : 'connected',
        last_error: broken ? error.message : null,
        last_checked_at: now,
        ...engineChangeStamps(now),
      })
      .where('id', '=', integrationId)
      .execute();
  }
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function settingsOf(v: unknown): Record<string, unknown> {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
