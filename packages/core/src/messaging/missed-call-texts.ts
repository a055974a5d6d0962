import type { Kysely } from 'kysely';
import type { CallRow } from '../calls/call-store.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError, problemsOf } from '../errors/index.js';
import { type JobHandler, jobKind, PermanentJobError } from '../jobs/job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ResourceService } from '../kernel/service.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';

/** One missed inbound call whose offer texts missed callers back. */
export const MISSED_CALL_TEXT_JOB = jobKind<{ callId: number }>('messaging.missed_call_text');

/**
 * A call that ended without talking to a buyer: none answered, or the caller
 * hung up in the queue (connected_to names the last buyer tried, answered or
 * not, so the talk time decides).
 */
const missed = (call: CallRow) => call.direction === 'inbound' && !(Number(call.answered_duration ?? 0) > 0);

/**
 * Missed-call text-back (the offer's missed_call_text). The call store tells
 * of every call that ends, in the ending's transaction; a missed inbound call
 * of an offer with a text enqueues a job there, so the text is queued exactly
 * once per call and never when the ending rolls back. The job queues the text
 * as POST /text_messages does, from the number the caller called.
 */
export class MissedCallTexts {
  constructor(
    private readonly deps: {
      jobs: Pick<JobQueue, 'enqueue'>;
      companies: CompanyService;
      texts: () => ResourceService;
    },
  ) {}

  async onEnded(trx: Kysely<DB>, ctx: TenantContext, call: CallRow): Promise<void> {
    if (!missed(call) || call.offer_id == null) return;
    const offer = await new TenantScope(trx, ctx.company.id)
      .selectFrom('offers')
      .select('missed_call_text')
      .where('id', '=', Number(call.offer_id))
      .executeTakeFirst();
    if (!offer?.missed_call_text || offer.missed_call_text.trim() === '') return;
    await this.deps.jobs.enqueue(
      MISSED_CALL_TEXT_JOB,
      { callId: Number(call.id) },
      { companyId: ctx.company.id, db: trx },
    );
  }

  job(db: Kysely<DB>): JobHandler<{ callId: number }> {
    return {
      maxAttempts: 3,
      run: async (job, context) => {
        const ctx = systemContext(await this.deps.companies.get(job.companyId!));
        const scope = new TenantScope(db, ctx.company.id);
        const call = await scope
          .selectFrom('calls')
          .select(['caller_number', 'number_called', 'lead_id', 'offer_id'])
          .where('id', '=', job.payload.callId)
          .executeTakeFirst();
        const offer =
          call?.offer_id == null
            ? undefined
            : await scope
                .selectFrom('offers')
                .select('missed_call_text')
                .where('id', '=', call.offer_id)
                .executeTakeFirst();
        if (call && offer?.missed_call_text) {
          try {
            await this.deps.texts().create(ctx, {
              to: call.caller_number,
              from: call.number_called,
              body: offer.missed_call_text,
              offer_id: Number(call.offer_id),
              ...(call.lead_id == null ? {} : { lead_id: call.lead_id }),
            });
          } catch (error) {
            // A number that cannot text, a caller id that is no number: trying again cannot help.
            if (isLeadlineError(error))
              throw new PermanentJobError(problemsOf(error.errors) || error.message);
            throw error;
          }
        }
        await db.transaction().execute((trx) => context.complete(trx));
      },
    };
  }
}
