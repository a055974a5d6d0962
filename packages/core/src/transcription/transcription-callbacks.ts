import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { invalid, LeadlineError, notFound } from '../errors/index.js';
import { parseEndpointParams } from '../kernel/endpoint-params.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallTranscriptions } from './call-transcription.js';
import type { CallbackKind, TranscriptionCallbackLinks } from './callback-links.js';
import { readAnswer } from './deepgram.js';
import type { StandaloneTranscriptions } from './standalone-transcriptions.js';
import { TranscriptionError } from './transcriber.js';
import { transcriptionCallbackEndpoints } from './transcription-callback.endpoints.js';

/** The parts of a callback request: the path's record and the signed query. */
export interface PostedTranscript {
  kind: string;
  company: string;
  id: string;
  integration: unknown;
  expires: unknown;
  signature: unknown;
}

const TABLES: Record<CallbackKind, 'calls' | 'standalone_transcriptions'> = {
  call: 'calls',
  standalone: 'standalone_transcriptions',
};

/**
 * `POST /transcription_callbacks/:kind/:company/:id`: the provider posts the
 * transcript it promised (callback mode). The link's signature must cover the
 * record, the audio it still has and the integration asked, within its day;
 * anything else is refused before the body is read. The transcript is kept
 * as the job's own run would keep it, once.
 */
export class TranscriptionCallbacks {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      companies: CompanyService;
      links: TranscriptionCallbackLinks;
      calls: Pick<CallTranscriptions, 'keepPosted'>;
      standalone: Pick<StandaloneTranscriptions, 'keepPosted'>;
    },
  ) {}

  async receive(at: PostedTranscript, body: unknown): Promise<{ kept: true }> {
    // The signed query first, as declared: a request without one is a 422 naming what is missing,
    // before any record is looked up (the path's record is a 404 when unknown, below).
    parseEndpointParams(
      transcriptionCallbackEndpoints.endpoints[0]!,
      { integration: at.integration, expires: at.expires, signature: at.signature },
      { country: 'US', timeZone: 'UTC' },
    );
    const kind = at.kind === 'call' || at.kind === 'standalone' ? at.kind : null;
    const id = Number(at.id);
    const integrationId = Number(at.integration);
    const company =
      kind && Number.isSafeInteger(id) ? await this.deps.companies.findByRef(at.company) : undefined;
    if (!kind || !company || company.uuid !== at.company.toLowerCase()) throw notFound('Transcription');
    const row = await new TenantScope(this.deps.db, company.id)
      .selectFrom(TABLES[kind])
      .select('recording_url')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row?.recording_url || !Number.isSafeInteger(integrationId)) throw notFound('Transcription');
    const audioUrl = String(row.recording_url);
    const check = this.deps.links.check(
      { kind, companyUuid: company.uuid, id, audioUrl, integrationId },
      at.expires,
      at.signature,
    );
    if (check !== 'ok')
      throw new LeadlineError(
        'forbidden',
        check === 'expired'
          ? 'This callback link has expired'
          : 'This callback link is not signed by this server',
      );
    let transcript: ReturnType<typeof readAnswer>;
    try {
      transcript = readAnswer(JSON.stringify(body ?? null));
    } catch (error) {
      if (error instanceof TranscriptionError) throw invalid({ results: [error.message] });
      throw error;
    }
    if (kind === 'call')
      await this.deps.calls.keepPosted(systemContext(company), id, audioUrl, transcript, integrationId);
    else await this.deps.standalone.keepPosted(company.id, id, transcript);
    return { kept: true };
  }
}
