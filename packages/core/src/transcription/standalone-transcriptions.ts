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
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { CALLBACK_WAIT_MS } from './call-transcription.js';
import type { TranscriptionCallbackLinks } from './callback-links.js';
import { keywordGroups } from './keyword-groups.js';
import { matchKeywordGroups } from './keyword-match.js';
import {
  isPending,
  type PendingTranscript,
  type Transcript,
  TranscriptionError,
  transcriptText,
} from './transcriber.js';
import type { TranscriptionAccounts } from './transcription-accounts.js';

/** Transcribes one standalone_transcriptions record; `sync`: the fallback of a callback that has not come. */
export const STANDALONE_TRANSCRIPTION_JOB = jobKind<{ id: number; sync?: boolean }>(
  'transcription.standalone',
);

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
  companies: CompanyService;
  /** Callback mode where the server knows its public URL (none: every request is waited for). */
  links?: TranscriptionCallbackLinks;
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

  private handler(): JobHandler<{ id: number; sync?: boolean }> {
    return {
      timeoutMs: RUN_LIMIT_MS,
      run: async (job, { signal }) => {
        const companyId = job.companyId!;
        const { id, sync } = job.payload;
        const record = await new TenantScope(this.deps.db, companyId)
          .selectFrom(TABLE)
          .select(['id', 'recording_url', 'language', 'status'])
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!record || (sync && record.status === 'completed')) return; // gone, or the callback came
        await this.write(companyId, record.id, { status: 'processing' });
        const company = sync ? undefined : await this.deps.companies.find(companyId);
        const url = String(record.recording_url);
        const callback = (integrationId: number) =>
          company
            ? (this.deps.links?.url({
                kind: 'standalone',
                companyUuid: company.uuid,
                id,
                audioUrl: url,
                integrationId,
              }) ?? null)
            : null;
        let answer: Transcript | PendingTranscript;
        try {
          ({ answer } = await this.deps.accounts.ask(
            companyId,
            { audioUrl: url, language: record.language, signal },
            callback,
          ));
        } catch (error) {
          if (error instanceof TranscriptionError) {
            if (!error.retryable) throw new PermanentJobError(error.message);
            await this.write(companyId, record.id, { error_message: error.message });
          }
          throw error;
        }
        if (isPending(answer)) {
          await this.deps.jobs.enqueue(
            STANDALONE_TRANSCRIPTION_JOB,
            { id, sync: true },
            { companyId, dueAt: this.deps.clock.now() + CALLBACK_WAIT_MS },
          );
          return;
        }
        await this.keep(companyId, id, answer);
      },
      failed: async (job, error) => {
        await this.write(job.companyId!, job.payload.id, {
          status: 'failed',
          error_message: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
        });
      },
    };
  }

  /**
   * A transcript the provider posted to a callback link: kept unless the
   * record is gone or was transcribed already (a callback posted twice, or
   * after the fallback run).
   */
  async keepPosted(companyId: number, id: number, transcript: Transcript): Promise<void> {
    const record = await new TenantScope(this.deps.db, companyId)
      .selectFrom(TABLE)
      .select('status')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!record || record.status === 'completed') return;
    await this.keep(companyId, id, transcript);
  }

  /** Completed: the transcript, its length and the phrases of the record's own keyword groups found. */
  private async keep(companyId: number, id: number, transcript: Transcript): Promise<void> {
    const ids = await new TenantScope(this.deps.db, companyId)
      .selectFrom('record_links')
      .select('target_id')
      .where('owner_table', '=', TABLE)
      .where('owner_id', '=', id)
      .where('field', '=', 'transcription_keyword_group_ids')
      .execute();
    const groups = await keywordGroups(this.deps.db, companyId, {
      ids: ids.map((r) => Number(r.target_id)),
    });
    const hits = matchKeywordGroups(groups, transcript);
    await this.write(companyId, id, {
      status: 'completed',
      transcript: transcriptText(transcript),
      matched_keywords: encodeValue('json', [...new Set(hits.map((h) => h.phrase))], this.deps.dialect),
      duration_seconds: transcript.durationSeconds,
      error_message: null,
      completed_at: this.deps.clock.now(),
    });
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
