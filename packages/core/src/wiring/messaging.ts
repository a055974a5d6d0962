import { decodeValue } from '../db/column-types.js';
import { isLeadlineError } from '../errors/index.js';
import { EmailUnsubscribeLinks } from '../messaging/email-unsubscribe.js';
import { InboundTexts } from '../messaging/inbound-texts.js';
import { TextFlows, type TextReply } from '../messaging/text-flows.js';
import { SEND_TEXT_JOB, textSenderJob } from '../messaging/text-sender.js';
import { TextStatuses } from '../messaging/text-statuses.js';
import { TenantScope } from '../tenancy/scope.js';
import type { AccessParts } from './access.js';
import type { ContactParts } from './contacts.js';
import type { Core, FoundationParts } from './foundation.js';
import type { InboundCallParts } from './inbound-calls.js';
import type { LeadParts } from './leads.js';
import type { NumberParts } from './numbers.js';
import type { WebhookParts } from './webhooks.js';

/** Texts and e-mails: texts received and their flows, delivery reports, unsubscribe links, the text sender. */
export interface MessagingParts {
  /** Texts received on company numbers (POST /inbound_calls/:company/:provider/sms). */
  readonly inboundTexts: InboundTexts;
  /** The carriers' delivery reports of outbound texts. */
  readonly textStatuses: TextStatuses;
  /** E-mail unsubscribe links: made for each e-mail, honoured by the public unsubscribe route. */
  readonly unsubscribes: EmailUnsubscribeLinks;
}

export function wireMessaging(
  app: Core &
    FoundationParts &
    AccessParts &
    WebhookParts &
    NumberParts &
    ContactParts &
    LeadParts &
    InboundCallParts,
): MessagingParts {
  const { database, clock, companies, contacts, outbox } = app;
  const { db, dialect } = database;
  // Replies (HELP, a flow's reply_body) are queued like any text.
  const reply: TextReply = async (ctx, text) => {
    await app.resource('text_messages').create(ctx, text);
  };
  const inboundTexts = new InboundTexts({
    db,
    dialect,
    clock,
    calls: app.inboundCalls,
    contacts,
    outbox,
    def: () => app.registry.require('incoming_text_messages'),
    reply,
    flows: new TextFlows({
      db,
      contacts,
      reply,
      setLeadTokens: async (ctx, leadId, tokens, meta) => {
        await app.leads.change(
          ctx,
          leadId,
          (lead) => ({ tokens: { ...((decodeValue('json', lead.tokens) ?? {}) as object), ...tokens } }),
          meta,
        );
      },
      fireWebhook: (companyId, webhookId, text) =>
        app.webhooks.fireForIncomingText(companyId, webhookId, text),
      addToSchedule: async (ctx, scheduleId, number, leadId) => {
        const schedule = await new TenantScope(db, ctx.company.id)
          .selectFrom('schedules')
          .select('lead_token')
          .where('id', '=', scheduleId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!schedule) return;
        const lead =
          leadId === null ? undefined : await app.leads.resource.show(ctx, leadId).catch(unlessRefusal);
        const raw: Record<string, unknown> = { lead_token: schedule.lead_token, caller_id: number };
        for (const k of ['first_name', 'last_name', 'email', 'address', 'city', 'zip_postal_code']) {
          if (lead?.[k] !== null && lead?.[k] !== undefined && lead[k] !== '') raw[k] = lead[k];
        }
        if (lead?.tokens && typeof lead.tokens === 'object') raw.data = lead.tokens;
        // Already on it, or suppressed there: the schedule's own intake says no, and the text is still answered.
        await app.leads.submit(raw).catch(unlessRefusal);
      },
      removeFromSchedule: async (ctx, scheduleId, number) => {
        // Not on it (a 404): nothing to remove.
        await app.leads.remove(ctx, number, { schedule_id: scheduleId }).catch(unlessRefusal);
      },
    }),
  });
  // A queued text is sent by a job, never in the request that queued it.
  app.jobs.register(
    SEND_TEXT_JOB,
    textSenderJob({
      db,
      clock,
      companies,
      carriers: app.carriers,
      outbox,
      suppression: app.suppression,
      stateRules: app.stateRules,
      enqueue: (payload, companyId, dueAt, trx) =>
        app.jobs.enqueue(SEND_TEXT_JOB, payload, { companyId, dueAt, db: trx }),
      publicUrl: () => app.publicUrl,
    }),
  );
  return {
    inboundTexts,
    textStatuses: new TextStatuses({ db, clock, calls: app.inboundCalls, outbox }),
    unsubscribes: new EmailUnsubscribeLinks({ secrets: app.secrets, companies, leads: app.leads }),
  };
}

/** Swallows what Leadline refused (a LeadlineError: a 4xx); anything else still fails. */
function unlessRefusal(error: unknown): undefined {
  if (!isLeadlineError(error)) throw error;
  return undefined;
}
