import type { Kysely } from 'kysely';
import type { InboundCalls, InboundOutcome, InboundWebhook } from '../calls/inbound-calls.js';
import type { Clock } from '../clock.js';
import { engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import type { EventType } from '../events/event-catalog.js';
import type { EventOutbox } from '../events/event-outbox.js';
import { TenantScope } from '../tenancy/scope.js';

/** A delivery report as the carriers word it, read into the same fields. */
export interface CarrierTextStatus {
  messageId: string;
  /** The carrier's own status word. */
  word: string;
  /** Why it failed, in the carrier's words (a code when that is all it says). */
  error: string | null;
  /** The company's number that sent the text: the integration whose signature is checked is found by it. */
  To?: string;
}

/**
 * Twilio's and Plivo's form fields (MessageSid/MessageUUID, MessageStatus/Status,
 * ErrorCode) and Telnyx's message.sent / message.finalized events (JSON under
 * data.payload: id, to[0].status, errors[0], from.phone_number).
 */
export function readTextStatus(params: Record<string, unknown>): CarrierTextStatus & Record<string, unknown> {
  const data = params.data as { payload?: Record<string, any> } | undefined;
  if (data && typeof data === 'object' && data.payload && typeof data.payload === 'object') {
    const p = data.payload;
    const to = Array.isArray(p.to) ? p.to[0] : p.to;
    const error = Array.isArray(p.errors) && p.errors.length ? p.errors[0] : null;
    return {
      messageId: typeof p.id === 'string' ? p.id : '',
      word: typeof to?.status === 'string' ? to.status : '',
      error: error ? [error.code, error.title, error.detail].filter(Boolean).join(' ') : null,
      To: typeof p.from?.phone_number === 'string' ? p.from.phone_number : undefined,
    };
  }
  const text = (k: string) =>
    typeof params[k] === 'string' && params[k] !== '' ? (params[k] as string) : undefined;
  const code = text('ErrorCode');
  return {
    messageId: text('MessageSid') ?? text('SmsSid') ?? text('MessageUUID') ?? '',
    word: (text('MessageStatus') ?? text('SmsStatus') ?? text('Status') ?? '').toLowerCase(),
    error: code && code !== '0' && code !== '000' ? `error ${code}` : null,
    To: text('From'),
  };
}

type Fate = 'sent' | 'delivered' | 'undelivered' | 'failed';

/** Carriers' status words in the record's statuses; words not here (queued, sending, accepted…) change nothing. */
const FATES: Record<string, Fate> = {
  sent: 'sent',
  delivery_unconfirmed: 'sent',
  delivered: 'delivered',
  read: 'delivered',
  undelivered: 'undelivered',
  delivery_failed: 'undelivered',
  failed: 'failed',
  sending_failed: 'failed',
  rejected: 'failed',
  canceled: 'failed',
};

/** Where each status may move from: a report never moves a text back (a late `sent` after `delivered`). */
const FROM: Record<Fate, readonly string[]> = {
  sent: ['queued', 'sending'],
  delivered: ['queued', 'sending', 'sent'],
  undelivered: ['queued', 'sending', 'sent'],
  failed: ['queued', 'sending', 'sent'],
};

const EVENTS: Record<Fate, EventType | null> = {
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
    const fate = FATES[report.word];
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
        .where('id', '=', Number(text.id))
        .execute();
      const event = EVENTS[fate];
      if (event) await outbox.emit(trx, companyId, { type: event, recordId: Number(text.id) });
      return { id: text.id, status: fate };
    });
    if (!row) return { kind: 'json', body: {}, log: `text status for unknown message ${report.messageId}` };
    return { kind: 'json', body: { id: Number(row.id), status: row.status } };
  }
}
