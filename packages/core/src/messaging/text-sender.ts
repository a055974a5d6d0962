import type { Kysely } from 'kysely';
import { CarrierError, type SentText } from '../carriers/carrier.js';
import type { CarrierAccounts } from '../carriers/carrier-accounts.js';
import type { Clock } from '../clock.js';
import { chargeReportedUsage } from '../data-append/usage-charges.js';
import { decodeValue } from '../db/column-types.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError } from '../errors/index.js';
import type { EventOutbox } from '../events/event-outbox.js';
import { type JobHandler, jobKind } from '../jobs/job.js';
import type { StateRules } from '../state-rules/state-rules.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { systemContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import { segmentsOf } from './segments.js';

export interface SendTextPayload {
  textId: number;
}

/** One queued text_message, sent through its number's carrier. */
export const SEND_TEXT_JOB = jobKind<SendTextPayload>('messaging.send_text');

export interface TextSenderDeps {
  db: Kysely<DB>;
  clock: Clock;
  companies: CompanyService;
  carriers: CarrierAccounts;
  /** text_message_sent and text_message_failed are written with the record's change. */
  outbox: Pick<EventOutbox, 'emit'>;
  /** The checks of queue time, made again as the text is sent. */
  suppression: Pick<SuppressionService, 'check'>;
  stateRules: Pick<StateRules, 'check'>;
  /** Re-queues a text whose window closed (the queue this job runs on). */
  enqueue: (payload: SendTextPayload, companyId: number, dueAt: number, db: Kysely<DB>) => Promise<unknown>;
  /** Where carriers reach this Leadline: a text's delivery statuses are posted under it. */
  publicUrl: () => string | undefined;
}

/** A text that waits longer than this for its window is not sent late: it is blocked instead. */
export const MAX_TEXT_WAIT_MS = 3 * 86_400_000;

/** A carrier answer worth trying again later: it was busy (429) or broken (5xx), and so did not take the text. */
const retryable = (error: unknown) =>
  error instanceof CarrierError &&
  error.status !== undefined &&
  (error.status === 429 || error.status >= 500);

/**
 * Sends one text at most once. The job first claims the record (`queued` →
 * `sending`) in a commit of its own, then asks the carrier, then writes what
 * the carrier answered (`sent`, its id, segments, price in charge_rollups)
 * and ends the job in one transaction. A carrier that was busy or broken
 * (429, 5xx) did not take the text: the record goes back to `queued` and the
 * job runs again with the queue's backoff. A job that finds its text still
 * `sending` was cut off between the carrier's answer and the commit: the
 * carrier may have taken it, so it is marked failed rather than sent again
 * (docs/decisions/messaging-texts-sent-at-most-once.md).
 */
export function textSenderJob(deps: TextSenderDeps): JobHandler<SendTextPayload> {
  const fail = async (db: Kysely<DB>, companyId: number, textId: number, reason: string) => {
    const now = deps.clock.now();
    const changed = await new TenantScope(db, companyId)
      .updateTable('text_messages')
      .set({ status: 'failed', error_message: reason, ...engineChangeStamps(now) })
      .where('id', '=', textId)
      .where('status', 'in', ['queued', 'sending'])
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) > 0) {
      await deps.outbox.emit(db, companyId, { type: 'text_message_failed', recordId: textId });
    }
  };

  return {
    maxAttempts: 6,
    async run(job, context) {
      const { db, clock } = deps;
      const companyId = job.companyId!;
      const scope = new TenantScope(db, companyId);
      const text = await scope
        .selectFrom('text_messages')
        .select([
          'id',
          'to',
          'from',
          'body',
          'media_urls',
          'status',
          'offer_id',
          'schedule_id',
          'lead_id',
          'created_at',
        ])
        .where('id', '=', job.payload.textId)
        .executeTakeFirst();
      if (!text || (text.status !== 'queued' && text.status !== 'sending')) {
        return db.transaction().execute((trx) => context.complete(trx));
      }
      if (text.status === 'sending') {
        return db.transaction().execute(async (trx) => {
          await fail(
            trx,
            companyId,
            text.id,
            'Interrupted while the carrier was asked: it may have been sent, so it is not sent again',
          );
          await context.complete(trx);
        });
      }
      const company = await deps.companies.get(companyId);
      const ctx = systemContext(company);
      const held = await heldBack(deps, ctx, text);
      if (held) {
        return db.transaction().execute(async (trx) => {
          const stamps = engineChangeStamps(clock.now());
          const row = new TenantScope(trx, companyId).updateTable('text_messages').where('id', '=', text.id);
          if (held.until === null) {
            await row.set({ status: 'blocked', error_message: held.reason, ...stamps }).execute();
          } else {
            await row.set({ error_message: held.reason, ...stamps }).execute();
            await deps.enqueue({ textId: text.id }, companyId, held.until, trx);
          }
          await context.complete(trx);
        });
      }
      const number = await scope
        .selectFrom('phone_numbers')
        .select(['provider', 'integration_id'])
        .where('number', '=', String(text.from))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      let account: Awaited<ReturnType<CarrierAccounts['choose']>> = null;
      try {
        account = number
          ? await deps.carriers.choose(
              ctx,
              number.integration_id == null
                ? { provider: String(number.provider) }
                : { integrationId: number.integration_id },
            )
          : null;
      } catch (error) {
        if (!isLeadlineError(error)) throw error;
        account = null;
      }
      if (!account) {
        return db.transaction().execute(async (trx) => {
          await fail(
            trx,
            companyId,
            text.id,
            number
              ? `Not sent: no active ${number.provider} integration sends from ${text.from}`
              : `Not sent: ${text.from} is no longer a company number`,
          );
          await context.complete(trx);
        });
      }
      const claimed = await scope
        .updateTable('text_messages')
        .set({ status: 'sending', ...engineChangeStamps(clock.now()) })
        .where('id', '=', text.id)
        .where('status', '=', 'queued')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0)
        return db.transaction().execute((trx) => context.complete(trx));

      const base = deps.publicUrl()?.replace(/\/+$/, '');
      const body = String(text.body);
      let sent: SentText;
      try {
        sent = await account.run((carrier) =>
          carrier.sendText({
            to: String(text.to),
            from: String(text.from),
            body,
            mediaUrls: (decodeValue('json', text.media_urls) as string[] | null) ?? [],
            statusUrl: base
              ? `${base}/api/v1/inbound_calls/${company.uuid}/${account.provider}/text_status`
              : null,
          }),
        );
      } catch (error) {
        if (retryable(error)) {
          // Not taken: back to queued, so the next run claims it again.
          await scope
            .updateTable('text_messages')
            .set({ status: 'queued', error_message: (error as Error).message })
            .where('id', '=', text.id)
            .where('status', '=', 'sending')
            .execute();
          throw error;
        }
        return db.transaction().execute(async (trx) => {
          await fail(trx, companyId, text.id, `Refused by the carrier: ${(error as Error).message}`);
          await context.complete(trx);
        });
      }
      const segments = sent.segments ?? segmentsOf(body).count;
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        await new TenantScope(trx, companyId)
          .updateTable('text_messages')
          .set({
            status: 'sent',
            error_message: null,
            provider: account.provider,
            provider_message_id: sent.messageId,
            segments_count: segments,
            sent_at: now,
            ...engineChangeStamps(now),
          })
          .where('id', '=', text.id)
          .execute();
        await chargeReportedUsage(trx, {
          companyId,
          category: 'text_messages',
          unit: 'segment',
          quantity: segments,
          amount: sent.price ?? 0,
          description: `Outbound texts, ${account.provider}`,
          provider: account.provider,
          offerId: text.offer_id == null ? null : text.offer_id,
          at: now,
        });
        await deps.outbox.emit(trx, companyId, { type: 'text_message_sent', recordId: text.id });
        await context.complete(trx);
      });
    },
    async failed(job, error) {
      await deps.db
        .transaction()
        .execute((trx) =>
          fail(trx, job.companyId!, job.payload.textId, `Not sent: ${(error as Error).message}`),
        );
    },
  };
}

interface QueuedText {
  id: unknown;
  to: unknown;
  offer_id: unknown;
  schedule_id: unknown;
  lead_id: unknown;
  created_at: unknown;
}

/**
 * The checks of queue time, again as the text leaves: the blacklist, opt-outs
 * and suppression lists block it for good; a state rule (texting hours in the
 * lead's own zone, holidays, frequency limits) puts it off until its next
 * window (`until`), unless that is more than MAX_TEXT_WAIT_MS after it was
 * queued, when it is blocked rather than sent late. Null: send it now.
 */
async function heldBack(
  deps: TextSenderDeps,
  ctx: TenantContext,
  text: QueuedText,
): Promise<{ reason: string; until: number | null } | null> {
  const id = (v: unknown) => (v == null ? null : Number(v));
  const leadId = id(text.lead_id);
  const lead =
    leadId === null
      ? undefined
      : await new TenantScope(deps.db, ctx.company.id)
          .selectFrom('leads')
          .select(['offer_id', 'state_province', 'time_zone', 'tokens'])
          .where('id', '=', leadId)
          .executeTakeFirst();
  const offerId = id(text.offer_id) ?? id(lead?.offer_id);
  const number = String(text.to);
  const verdict = await deps.suppression.check(ctx, {
    number,
    offerId,
    scheduleId: id(text.schedule_id),
    leadId,
    channel: 'sms',
    checkType: 'text_message',
  });
  if (!verdict.allowed)
    return { reason: `Not sent: ${verdict.reason ?? 'suppressed'} (when sending)`, until: null };
  const rules = await deps.stateRules.check(ctx, {
    number,
    stateProvince: lead?.state_province,
    timeZone: lead?.time_zone,
    offerId,
    tokens: lead?.tokens,
    channel: 'text',
    textId: Number(text.id),
  });
  if (rules.allowed) return null;
  if (rules.at !== null && rules.at - Number(text.created_at) <= MAX_TEXT_WAIT_MS) {
    return {
      reason: `Waiting: ${rules.rule.text}; it is sent from ${formatTime(rules.at, rules.rule.zone)}`,
      until: rules.at,
    };
  }
  return {
    reason: `Not sent: ${rules.rule.text}; no window within ${MAX_TEXT_WAIT_MS / 86_400_000} days of queueing`,
    until: null,
  };
}
