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
import type { TranscriptionCallbackLinks } from './callback-links.js';
import { keywordGroups } from './keyword-groups.js';
import { type KeywordHit, matchKeywordGroups } from './keyword-match.js';
import { isPending, type Transcript, TranscriptionError, transcriptText } from './transcriber.js';
import type { TranscriptionAccounts } from './transcription-accounts.js';

/**
 * Transcribes one recording of a call: the URL it was queued for (a newer
 * recording has its own job). `sync`: the fallback of a callback that has not
 * come (`callback-links.ts`), asked and waited for in the run.
 */
export const CALL_TRANSCRIPTION_JOB = jobKind<CallTranscriptionPayload>('transcription.call');

interface CallTranscriptionPayload {
  callId: number;
  url: string;
  sync?: boolean;
}

/** How long a callback may take before the job asks again and waits for the answer itself. */
export const CALLBACK_WAIT_MS = 15 * 60_000;

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
  /** Callback mode where the server knows its public URL (none: every request is waited for). */
  links?: TranscriptionCallbackLinks;
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

  private handler(): JobHandler<CallTranscriptionPayload> {
    return {
      timeoutMs: RUN_LIMIT_MS,
      run: async (job, { signal, complete }) => {
        const company = await this.deps.companies.find(job.companyId!);
        if (!company) return;
        const ctx = systemContext(company);
        const { callId, url, sync } = job.payload;
        const call = await new TenantScope(this.deps.db, ctx.company.id)
          .selectFrom('calls')
          .select(['recording_url', 'transcription_status'])
          .where('id', '=', callId)
          .executeTakeFirst();
        if (!call || call.recording_url !== url) return; // gone, or a newer recording has its own job
        if (sync && call.transcription_status === 'completed') return; // the callback came
        const callback = sync
          ? null
          : (integrationId: number) =>
              this.deps.links?.url({
                kind: 'call',
                companyUuid: company.uuid,
                id: callId,
                audioUrl: url,
                integrationId,
              }) ?? null;
        const { answer, integrationId } = await this.transcribe(ctx, url, signal, callback);
        if (isPending(answer)) {
          await this.deps.jobs.enqueue(
            CALL_TRANSCRIPTION_JOB,
            { callId, url, sync: true },
            { companyId: ctx.company.id, dueAt: this.deps.clock.now() + CALLBACK_WAIT_MS },
          );
          return;
        }
        await this.keep(ctx, callId, url, answer, integrationId, complete);
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

  /**
   * A transcript the provider posted to a callback link: kept as a run
   * keeps one, unless the call has a newer recording or was transcribed
   * already (a callback posted twice, or after the fallback run).
   */
  async keepPosted(
    ctx: TenantContext,
    callId: number,
    url: string,
    transcript: Transcript,
    integrationId: number,
  ) {
    const done = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('calls')
      .select('transcription_status')
      .where('id', '=', callId)
      .executeTakeFirst();
    if (done?.transcription_status === 'completed') return;
    await this.keep(ctx, callId, url, transcript, integrationId);
  }

  /** The transcript, the keyword groups' tokens and what they book, in one change of the call. */
  private async keep(
    ctx: TenantContext,
    callId: number,
    url: string,
    transcript: Transcript,
    integrationId: number,
    complete?: (trx: Kysely<DB>) => Promise<void>,
  ) {
    const call = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('calls')
      .select('offer_id')
      .where('id', '=', callId)
      .executeTakeFirst();
    const offerId = call?.offer_id == null ? null : Number(call.offer_id);
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
        await complete?.(trx);
      },
    );
  }

  /** The provider's answer (`TranscriptionAccounts.ask`); a refusal trying again cannot mend fails the job at once. */
  private async transcribe(
    ctx: TenantContext,
    url: string,
    signal: AbortSignal,
    callback: ((integrationId: number) => string | null) | null,
  ) {
    try {
      return await this.deps.accounts.ask(
        ctx.company.id,
        { audioUrl: url, language: null, signal },
        callback ?? (() => null),
      );
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
