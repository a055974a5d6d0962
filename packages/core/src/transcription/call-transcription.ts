import type { Kysely } from 'kysely';
import type { CallRow, CallStore } from '../calls/call-store.js';
import type { CallEventInput, CallTrace } from '../calls/call-trace.js';
import { bookConversions } from '../calls/conversions.js';
import type { RecordingRule } from '../calls/recording-rules.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { type JobHandler, jobKind, PermanentJobError } from '../jobs/job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { keywordGroups } from './keyword-groups.js';
import { type KeywordHit, matchKeywordGroups } from './keyword-match.js';
import { type Transcript, TranscriptionError, transcriptText } from './transcriber.js';
import type { TranscriptionAccounts } from './transcription-accounts.js';

/** Transcribes one recording of a call: the URL it was queued for (a newer recording has its own job). */
export const CALL_TRANSCRIPTION_JOB = jobKind<{ callId: number; url: string }>('transcription.call');

/** A pre-recorded request answers when the file is done: a run may take minutes, not forever. */
const RUN_LIMIT_MS = 6 * 60_000;

export interface CallTranscriptionDeps {
  db: Kysely<DB>;
  clock: Clock;
  jobs: JobQueue;
  companies: CompanyService;
  store: CallStore;
  trace: Pick<CallTrace, 'write'>;
  accounts: TranscriptionAccounts;
}

/**
 * Call recordings to text (issue 32, item 10): a recording kept on a call
 * whose recording rule says `transcribe` queues a job; the job sends the
 * recording URL to the company's provider, keeps the transcript on the call
 * and applies the transcription keyword groups of the call's offer (each
 * found sets its token to the phrase, and may convert the call or flag it
 * for quality review), all in one change of the call, which fires
 * transcription_completed. A failed answer is retried with the queue's
 * backoff; the last one is kept readable on the call (transcription_error).
 */
export class CallTranscriptions {
  constructor(private readonly deps: CallTranscriptionDeps) {
    deps.jobs.register(CALL_TRANSCRIPTION_JOB, this.handler());
  }

  /**
   * In the transaction that keeps a new recording URL on the call: queues its
   * transcription when the call's recording rule (a recorded call's, with
   * `transcribe`) asks for it, and answers the call values that say so
   * (nothing when it does not).
   */
  async queue(
    trx: Kysely<DB>,
    ctx: TenantContext,
    call: CallRow,
    url: string,
    rule: RecordingRule | null,
  ): Promise<Record<string, unknown>> {
    if (!rule?.record || !rule.transcribe) return {};
    await this.deps.jobs.enqueue(
      CALL_TRANSCRIPTION_JOB,
      { callId: Number(call.id), url },
      { companyId: ctx.company.id, db: trx },
    );
    return { transcription_status: 'queued', transcription_error: null };
  }

  private handler(): JobHandler<{ callId: number; url: string }> {
    return {
      timeoutMs: RUN_LIMIT_MS,
      run: async (job, { signal, complete }) => {
        const company = await this.deps.companies.find(job.companyId!);
        if (!company) return;
        const ctx = systemContext(company);
        const { callId, url } = job.payload;
        const call = await new TenantScope(this.deps.db, ctx.company.id)
          .selectFrom('calls')
          .select(['recording_url', 'offer_id'])
          .where('id', '=', callId)
          .executeTakeFirst();
        if (!call || call.recording_url !== url) return; // gone, or a newer recording has its own job
        const { transcript, integrationId } = await this.transcribe(ctx, url, signal);
        const offerId = call.offer_id == null ? null : Number(call.offer_id);
        const hits = matchKeywordGroups(
          await keywordGroups(this.deps.db, ctx.company.id, { offerId }),
          transcript,
        );
        let events: CallEventInput[] = [];
        await this.deps.store.change(
          ctx,
          callId,
          async (row, trx) => {
            if (row.recording_url !== url) return null;
            const kept = await this.completed(trx, ctx, row, transcript, hits, integrationId);
            events = kept.events;
            return kept.values;
          },
          {},
          async (trx) => {
            await this.deps.trace.write(trx, ctx.company.id, callId, events);
            await complete(trx);
          },
        );
      },
      failed: async (job, error) => {
        const company = await this.deps.companies.find(job.companyId!);
        if (!company) return;
        const ctx = systemContext(company);
        const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const { callId, url } = job.payload;
        await this.deps.store.change(
          ctx,
          callId,
          (row) =>
            row.recording_url === url
              ? { transcription_status: 'failed', transcription_error: message }
              : null,
          {},
          (trx) =>
            this.deps.trace.write(trx, ctx.company.id, callId, [
              { type: 'Transcription', reason: 'failed', detail: { error: message, recording_url: url } },
            ]),
        );
      },
    };
  }

  /** The provider's transcript; a refusal trying again cannot mend fails the job at once. */
  private async transcribe(ctx: TenantContext, url: string, signal: AbortSignal) {
    try {
      const account = await this.deps.accounts.choose(ctx.company.id);
      try {
        const transcript = await account.transcriber.transcribe({
          audioUrl: url,
          language: account.language,
          signal,
        });
        await this.deps.accounts.record(ctx.company.id, account.integrationId, null);
        return { transcript, integrationId: account.integrationId };
      } catch (error) {
        if (error instanceof TranscriptionError)
          await this.deps.accounts.record(ctx.company.id, account.integrationId, error);
        throw error;
      }
    } catch (error) {
      if (error instanceof TranscriptionError && !error.retryable) throw new PermanentJobError(error.message);
      throw error;
    }
  }

  /** The call's values once transcribed: the text, the groups' tokens, a flag, and the conversions they book. */
  private async completed(
    trx: Kysely<DB>,
    ctx: TenantContext,
    row: CallRow,
    transcript: Transcript,
    hits: readonly KeywordHit[],
    integrationId: number,
  ) {
    const now = this.deps.clock.now();
    const old = decodeValue('json', row.token_values);
    const tokens: Record<string, unknown> =
      old && typeof old === 'object' && !Array.isArray(old) ? { ...old } : {};
    for (const hit of hits) tokens[hit.tokenKey] = hit.phrase;
    const values: Record<string, unknown> = {
      transcription_status: 'completed',
      transcription_error: null,
      transcript: transcriptText(transcript),
      transcribed_at: now,
      matched_keywords: [...new Set(hits.map((h) => h.phrase))],
      needs_quality_review:
        decodeValue('boolean', row.needs_quality_review) === true || hits.some((h) => h.flagForReview),
      ...(hits.length ? { token_values: tokens } : {}),
    };
    const events: CallEventInput[] = [
      {
        type: 'Transcription',
        reason: 'completed',
        detail: {
          integration_id: integrationId,
          duration_seconds: transcript.durationSeconds,
          transcribed_at: formatTime(now, ctx.company.time_zone),
          keyword_groups: hits.map((h) => ({
            transcription_keyword_group_id: h.groupId,
            token_key: h.tokenKey,
            phrase: h.phrase,
            convert_call: h.convertCall,
            flag_for_review: h.flagForReview,
          })),
        },
      },
    ];
    if (hits.some((h) => h.convertCall)) {
      // The phrase proves the sale: the call's conversions are booked without waiting for their duration.
      const booking = await bookConversions(
        trx,
        ctx.company.id,
        { ...row, token_values: tokens },
        Number(row.answered_duration ?? 0),
        now,
        new Map(),
        { durationMet: true },
      );
      Object.assign(values, booking.values);
      events.push(...booking.events);
    }
    return { values, events };
  }
}
