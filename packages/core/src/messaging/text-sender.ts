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
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
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
  /** Where carriers reach this Leadline: a text's delivery statuses are posted under it. */
  publicUrl: () => string | undefined;
}

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
        .select(['id', 'to', 'from', 'body', 'media_urls', 'status', 'offer_id'])
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
            Number(text.id),
            'Interrupted while the carrier was asked: it may have been sent, so it is not sent again',
          );
          await context.complete(trx);
        });
      }
      const number = await scope
        .selectFrom('phone_numbers')
        .select(['provider', 'integration_id'])
        .where('number', '=', String(text.from))
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      const company = await deps.companies.get(companyId);
      const ctx = systemContext(company);
      let account: Awaited<ReturnType<CarrierAccounts['choose']>> = null;
      try {
        account = number
          ? await deps.carriers.choose(
              ctx,
              number.integration_id == null
                ? { provider: String(number.provider) }
                : { integrationId: Number(number.integration_id) },
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
            Number(text.id),
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
        .where('id', '=', Number(text.id))
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
            .where('id', '=', Number(text.id))
            .where('status', '=', 'sending')
            .execute();
          throw error;
        }
        return db.transaction().execute(async (trx) => {
          await fail(trx, companyId, Number(text.id), `Refused by the carrier: ${(error as Error).message}`);
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
          .where('id', '=', Number(text.id))
          .execute();
        await chargeReportedUsage(trx, {
          companyId,
          category: 'text_messages',
          unit: 'segment',
          quantity: segments,
          amount: sent.price ?? 0,
          description: `Outbound texts, ${account.provider}`,
          provider: account.provider,
          offerId: text.offer_id == null ? null : Number(text.offer_id),
          at: now,
        });
        await deps.outbox.emit(trx, companyId, { type: 'text_message_sent', recordId: Number(text.id) });
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
