import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { type JobHandler, jobKind, PermanentJobError } from '../jobs/job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { type EngineDeps, ResourceService, type WriteRequest } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { keywordGroups } from './keyword-groups.js';
import { matchKeywordGroups } from './keyword-match.js';
import { TranscriptionError, transcriptText } from './transcriber.js';
import type { TranscriptionAccounts } from './transcription-accounts.js';

/** Transcribes one standalone_transcriptions record. */
export const STANDALONE_TRANSCRIPTION_JOB = jobKind<{ id: number }>('transcription.standalone');

const TABLE = 'standalone_transcriptions';
const RUN_LIMIT_MS = 6 * 60_000;

/** standalone_transcriptions: creating one queues its transcription, in the create's transaction. */
export class StandaloneTranscriptionResource extends ResourceService {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly jobs: JobQueue,
  ) {
    super(def, deps);
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>, request?: WriteRequest) {
    const record = await super.create(ctx, raw, request);
    this.jobs.wake(); // committed now: a local worker takes it at once
    return record;
  }

  protected override async afterWrite(ctx: TenantContext, db: Kysely<DB>, id: number, created: boolean) {
    if (created)
      await this.jobs.enqueue(STANDALONE_TRANSCRIPTION_JOB, { id }, { companyId: ctx.company.id, db });
  }
}

export interface StandaloneTranscriptionDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  jobs: JobQueue;
  accounts: TranscriptionAccounts;
}

/**
 * The job behind a standalone transcription: processing while the provider
 * works (with its last failed answer in error_message while retried), then
 * completed with the transcript, its length and the phrases of the record's
 * own keyword groups found, or failed with the provider's answer. A record
 * deleted meanwhile is left alone.
 */
export class StandaloneTranscriptions {
  constructor(private readonly deps: StandaloneTranscriptionDeps) {
    deps.jobs.register(STANDALONE_TRANSCRIPTION_JOB, this.handler());
  }

  private handler(): JobHandler<{ id: number }> {
    return {
      timeoutMs: RUN_LIMIT_MS,
      run: async (job, { signal }) => {
        const companyId = job.companyId!;
        const scope = new TenantScope(this.deps.db, companyId);
        const record = await scope
          .selectFrom(TABLE)
          .select(['id', 'recording_url', 'language'])
          .where('id', '=', job.payload.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!record) return;
        await this.write(companyId, record.id, { status: 'processing' });
        let transcript: Awaited<ReturnType<typeof this.transcribe>>;
        try {
          transcript = await this.transcribe(
            companyId,
            String(record.recording_url),
            record.language,
            signal,
          );
        } catch (error) {
          if (error instanceof TranscriptionError) {
            if (!error.retryable) throw new PermanentJobError(error.message);
            await this.write(companyId, record.id, { error_message: error.message });
          }
          throw error;
        }
        const ids = await scope
          .selectFrom('record_links')
          .select('target_id')
          .where('owner_table', '=', TABLE)
          .where('owner_id', '=', record.id)
          .where('field', '=', 'transcription_keyword_group_ids')
          .execute();
        const groups = await keywordGroups(this.deps.db, companyId, {
          ids: ids.map((r) => Number(r.target_id)),
        });
        const hits = matchKeywordGroups(groups, transcript);
        await this.write(companyId, record.id, {
          status: 'completed',
          transcript: transcriptText(transcript),
          matched_keywords: encodeValue('json', [...new Set(hits.map((h) => h.phrase))], this.deps.dialect),
          duration_seconds: transcript.durationSeconds,
          error_message: null,
          completed_at: this.deps.clock.now(),
        });
      },
      failed: async (job, error) => {
        await this.write(job.companyId!, job.payload.id, {
          status: 'failed',
          error_message: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        });
      },
    };
  }

  private async transcribe(companyId: number, url: string, language: string | null, signal: AbortSignal) {
    const account = await this.deps.accounts.choose(companyId);
    try {
      const transcript = await account.transcriber.transcribe({
        audioUrl: url,
        language: language?.trim() || account.language,
        signal,
      });
      await this.deps.accounts.record(companyId, account.integrationId, null);
      return transcript;
    } catch (error) {
      if (error instanceof TranscriptionError)
        await this.deps.accounts.record(companyId, account.integrationId, error);
      throw error;
    }
  }

  private async write(companyId: number, id: number, values: Record<string, unknown>) {
    await new TenantScope(this.deps.db, companyId)
      .updateTable(TABLE)
      .set({ ...values, ...engineChangeStamps(this.deps.clock.now()) })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .execute();
  }
}
