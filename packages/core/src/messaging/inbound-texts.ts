import type { Kysely } from 'kysely';
import type { InboundCalls, InboundOutcome, InboundWebhook } from '../calls/inbound-calls.js';
import { e164 } from '../calls/inbound-take.js';
import { type CarrierText, readCarrierText } from '../carriers/text-callback.js';
import { emptyXml } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import type { ContactService } from '../contacts/contact-service.js';
import { decodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { EventOutbox } from '../events/event-outbox.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { newFieldColumns } from '../kernel/encode-fields.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { newUuid } from '../util/ids.js';
import type { TextFlows, TextReply } from './text-flows.js';

/** The keywords carriers and the CTIA treat as an opt-out from texts. */
const OPT_OUT_WORDS = new Set(['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit']);
/** The keywords that opt back in (Twilio's and Telnyx's: START, UNSTOP). */
const OPT_IN_WORDS = new Set(['start', 'unstop']);
const HELP_WORDS = new Set(['help', 'info']);

/** What a keyword text asks for, or null for any other text. */
export function keywordOf(body: string): 'opt_out' | 'opt_in' | 'help' | null {
  const word = body.trim().toLowerCase();
  if (OPT_OUT_WORDS.has(word)) return 'opt_out';
  if (OPT_IN_WORDS.has(word)) return 'opt_in';
  if (HELP_WORDS.has(word)) return 'help';
  return null;
}

/**
 * Texts received on company numbers: the carrier's inbound-message webhook,
 * proven by the same signatures as its voice webhook (InboundCalls.verify),
 * is stored as an incoming_text_message with the receiving number's offer
 * and the sender's contact and latest lead, and the incoming_text_message
 * event is written in the same transaction (so subscriptions and
 * text_message_received webhooks hear of exactly the texts stored). An
 * opt-out keyword also opts the sender out of texts.
 */
export class InboundTexts {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      dialect: DialectName;
      clock: Clock;
      calls: InboundCalls;
      contacts: ContactService;
      outbox: EventOutbox;
      def: () => ResourceDefinition;
      reply: TextReply;
      /** Answers a text that is no keyword (text_message_flows). */
      flows: Pick<TextFlows, 'answer'>;
    },
  ) {}

  async receive(hook: InboundWebhook): Promise<InboundOutcome> {
    const found = await this.deps.calls.verify(hook, readCarrierText);
    if (found.kind !== 'ok') {
      return found.outcome.kind === 'xml'
        ? { kind: 'xml', xml: emptyXml(), log: found.outcome.log?.replace('inbound call', 'inbound text') }
        : found.outcome;
    }
    const { ctx, provider } = found;
    const text = found.params as unknown as CarrierText;
    const to = e164(text.To, ctx.company);
    const from = e164(text.From, ctx.company);
    const { db, dialect, clock, outbox } = this.deps;
    const scope = new TenantScope(db, ctx.company.id);
    const number = to
      ? await scope
          .selectFrom('phone_numbers')
          .select(['id', 'offer_id', 'ring_pool_id'])
          .where('number', '=', to)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!to || !number || !from) {
      return { kind: 'xml', xml: emptyXml(), log: `inbound text to unknown number ${String(text.To ?? '')}` };
    }
    const messageId = text.messageId || null;
    if (messageId) {
      const seen = await scope
        .selectFrom('incoming_text_messages')
        .select('id')
        .where('provider_message_id', '=', messageId)
        .executeTakeFirst();
      if (seen) return { kind: 'xml', xml: emptyXml(), log: `text ${messageId} was stored already` };
    }
    const lead = await scope
      .selectFrom('leads')
      .select(['id'])
      .where('caller_id', '=', from)
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    const contact = await scope
      .selectFrom('contacts')
      .select('id')
      .where('number', '=', from)
      .executeTakeFirst();
    const keyword = keywordOf(text.Body);
    const optOut = keyword === 'opt_out';
    const now = clock.now();
    // Two copies arriving at once both pass the check above: the unique index on
    // (company_id, provider_message_id) lets one insert, the other finds the stored text.
    const storedId = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('incoming_text_messages')
        .values({
          ...newFieldColumns(
            this.deps.def(),
            {
              direction: 'inbound',
              from,
              to,
              body: text.Body,
              media_urls: text.media,
              lead_id: lead ? lead.id : null,
              contact_id: contact ? contact.id : null,
              offer_id: number.offer_id == null ? null : number.offer_id,
              opt_out: optOut,
              provider,
              provider_message_id: messageId,
              received_at: now,
            },
            dialect,
          ),
          uuid: newUuid(),
          company_id: ctx.company.id,
          created_at: now,
          updated_at: now,
          user_updated_at: now,
        })
        .onConflict((oc) => oc.columns(['company_id', 'provider_message_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return null;
      await outbox.emit(trx, ctx.company.id, { type: 'incoming_text_message', recordId: row.id });
      return row.id;
    });
    if (storedId === null) {
      const stored = await scope
        .selectFrom('incoming_text_messages')
        .select('id')
        .where('provider_message_id', '=', messageId)
        .executeTakeFirst();
      return { kind: 'xml', xml: emptyXml(), log: `text ${messageId} was stored already (#${stored?.id})` };
    }
    if (optOut) await this.deps.contacts.optOut(ctx, from, ['sms']);
    if (keyword === 'opt_in') await this.deps.contacts.optInTexts(ctx, from);
    if (keyword === 'help') await this.answerHelp(ctx, found.integrationId, { from: to, to: from });
    if (keyword === null) {
      await this.deps.flows.answer(ctx, {
        id: storedId,
        body: text.Body,
        from,
        to,
        offerId: number.offer_id == null ? null : number.offer_id,
        ringPoolId: number.ring_pool_id == null ? null : number.ring_pool_id,
        leadId: lead ? lead.id : null,
      });
    }
    return { kind: 'xml', xml: emptyXml() };
  }

  /**
   * STOP and START are answered by the carriers themselves (Twilio Advanced
   * Opt-Out, Telnyx messaging profiles, Plivo's compliance handling), so
   * Leadline never answers them. HELP is answered with the integration's
   * settings.help_text when it has one, for accounts whose carrier does not
   * answer HELP itself: one reply, never two.
   */
  private async answerHelp(ctx: TenantContext, integrationId: number, route: { from: string; to: string }) {
    const row = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('integrations')
      .select('settings')
      .where('id', '=', integrationId)
      .executeTakeFirst();
    const settings = decodeValue('json', row?.settings) as Record<string, unknown> | null;
    const help = typeof settings?.help_text === 'string' ? settings.help_text.trim() : '';
    if (help) await this.deps.reply(ctx, { ...route, body: help });
  }
}
