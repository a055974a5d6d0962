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
import { type Transcriber, TranscriptionError } from './transcriber.js';

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
