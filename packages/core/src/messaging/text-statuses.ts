import type { Kysely } from 'kysely';
import type { InboundCalls, InboundOutcome, InboundWebhook } from '../calls/inbound-calls.js';
import {
  type CarrierTextStatus,
  readTextStatus,
  TEXT_STATUS_WORDS,
  type TextFate,
} from '../carriers/text-callback.js';
import type { Clock } from '../clock.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { EventType } from '../events/event-catalog.js';
import type { EventOutbox } from '../events/event-outbox.js';
import { TenantScope } from '../tenancy/scope.js';

/** Where each status may move from: a report never moves a text back (a late `sent` after `delivered`). */
const FROM: Record<TextFate, readonly string[]> = {
  sent: ['queued', 'sending'],
  delivered: ['queued', 'sending', 'sent'],
  undelivered: ['queued', 'sending', 'sent'],
  failed: ['queued', 'sending', 'sent'],
};

const EVENTS: Record<TextFate, EventType | null> = {
  sent: null,
  delivered: 'text_message_delivered',
  undelivered: 'text_message_failed',
  failed: 'text_message_failed',
};

/**
 * The carriers' delivery reports of outbound texts (the statusUrl the send
 * job gave: POST /inbound_calls/:company/:provider/text_status), proven by
 * the carrier's signature like its other webhooks. The text is found by the
 * carrier's message id and moves forward only; `delivered` writes
 * delivered_at, `undelivered` and `failed` the carrier's error, and each
 * fires its event in the same transaction.
 */
export class TextStatuses {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: Clock;
      calls: Pick<InboundCalls, 'verify'>;
      outbox: Pick<EventOutbox, 'emit'>;
    },
  ) {}

  async receive(hook: InboundWebhook): Promise<InboundOutcome> {
    const found = await this.deps.calls.verify(hook, readTextStatus);
    if (found.kind !== 'ok') {
      return found.outcome.kind === 'forbidden'
        ? found.outcome
        : { kind: 'json', body: {}, log: found.outcome.log?.replace('inbound call', 'text status') };
    }
    const report = found.params as unknown as CarrierTextStatus;
    const fate = TEXT_STATUS_WORDS[report.word];
    const companyId = found.ctx.company.id;
    if (!report.messageId || !fate) return { kind: 'json', body: {} };
    const { db, clock, outbox } = this.deps;
    const now = clock.now();
    const row = await db.transaction().execute(async (trx) => {
      const scope = new TenantScope(trx, companyId);
      const text = await scope
        .selectFrom('text_messages')
        .select(['id', 'status'])
        .where('provider_message_id', '=', report.messageId)
        .where('provider', '=', found.provider)
        .executeTakeFirst();
      if (!text || !FROM[fate].includes(String(text.status))) return text;
      await scope
        .updateTable('text_messages')
        .set({
          status: fate,
          ...(fate === 'delivered' ? { delivered_at: now } : {}),
          ...(fate === 'undelivered' || fate === 'failed'
            ? {
                error_message: `${fate === 'failed' ? 'Failed' : 'Undelivered'}: ${report.error ?? report.word}`,
              }
            : {}),
          ...engineChangeStamps(now),
        })
        .where('id', '=', text.id)
        .execute();
      const event = EVENTS[fate];
      if (event) await outbox.emit(trx, companyId, { type: event, recordId: text.id });
      return { id: text.id, status: fate };
    });
    if (!row) return { kind: 'json', body: {}, log: `text status for unknown message ${report.messageId}` };
    return { kind: 'json', body: { id: row.id, status: row.status } };
  }
}
