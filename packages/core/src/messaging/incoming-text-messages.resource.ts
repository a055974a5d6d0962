import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Designed (spec 4.2: list, show): texts received on company numbers; written by the carrier webhook. */
export const incomingTextMessages = defineResource({
  name: 'incoming_text_message',
  plural: 'incoming_text_messages',
  family: 'messaging',
  description:
    'A text message received on a company number, matched to its lead and answered by text message flows. ' +
    'Read-only.',
  operations: ['list', 'show'],
  fields: {
    direction: f.enum(['inbound', 'outbound']).readOnly().default('inbound').doc('Always inbound'),
    from: f.phone().readOnly().filter().doc('Sender, E.164'),
    to: f.phone().readOnly().filter().doc('Company number that received it, E.164'),
    body: f.text().readOnly().search().doc('Message text'),
    media_urls: f.strings().readOnly().doc('Attached images or files (MMS)'),
    lead_id: f.integer().readOnly().filter().doc('Most recent lead of the sender (→ leads)'),
    contact_id: f.integer().readOnly().filter().doc('Contact record of the sender (→ contacts)'),
    offer_id: f.ref('offers').readOnly().doc('Offer of the receiving number'),
    text_message_flow_id: f.ref('text_message_flows').readOnly().doc('Flow that answered it'),
    opt_out: f.boolean().readOnly().default(false).doc('The message was an opt-out keyword (STOP…)'),
    provider: f.string().readOnly().doc('Carrier that delivered it'),
    // Unique: a carrier that sends a text twice at once gets it stored once (InboundTexts).
    provider_message_id: f.string().readOnly().filter().unique().doc('Id of the message at the carrier'),
    received_at: f.time().readOnly().sort().doc('When the carrier delivered it'),
  },
});
