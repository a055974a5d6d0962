import { EmailUnsubscribeLinks } from '../messaging/email-unsubscribe.js';
import { InboundTexts } from '../messaging/inbound-texts.js';
import { TextFlows, type TextReply } from '../messaging/text-flows.js';
import { SEND_TEXT_JOB, textSenderJob } from '../messaging/text-sender.js';
import { TextStatuses } from '../messaging/text-statuses.js';
import type { AccessParts } from './access.js';
import type { ContactParts } from './contacts.js';
import type { Core, FoundationParts } from './foundation.js';
import type { InboundCallParts } from './inbound-calls.js';
import type { LeadParts } from './leads.js';
import type { NumberParts } from './numbers.js';

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
  app: Core & FoundationParts & AccessParts & NumberParts & ContactParts & LeadParts & InboundCallParts,
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
    flows: new TextFlows({ db, contacts, reply }),
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
