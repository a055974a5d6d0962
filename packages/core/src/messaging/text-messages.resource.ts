import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const TEXT_MESSAGE_STATUSES = [
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'blocked',
] as const;

/** Designed (spec 4.2: list, create, show): outbound SMS requests and their delivery. */
export const textMessages = defineResource({
  name: 'text_message',
  plural: 'text_messages',
  family: 'messaging',
  description:
    'An outbound text message. Create queues it, or records it as blocked (error_message says why) when the ' +
    'blacklist, an opt-out (an SMS opt-out too), a suppression list of its offer or schedule, or the state ' +
    'rules for texts forbid it. A queued text is sent by a background job through the carrier of its from ' +
    'number (status sending, then sent with provider, provider_message_id, segments_count and sent_at; failed ' +
    'with error_message when the carrier refuses it). ' +
    'Incoming texts are incoming_text_messages.',
  operations: ['list', 'create', 'show'],
  fields: {
    to: f.phone().required().filter().doc('Recipient, normalised to E.164'),
    from: f
      .phone()
      .filter()
      .doc(
        "Sending number, a company number with sms_enabled (blank: the first of the schedule's SMS pools, else of the offer)",
      ),
    body: f
      .text()
      .required()
      .notBlank()
      .search()
      .doc(
        'Message text; [token] and [token]{default} are filled from the lead when it is created (at most 1600 characters)',
      ),
    media_urls: f
      .strings()
      .example(['https://example.com/media/welcome.jpg'])
      .doc('Public http(s) URLs of images or files to attach (an MMS; at most 10)'),
    lead_id: f.ref('leads').doc('Lead the message is about; its tokens fill the body (→ leads)'),
    schedule_id: f.ref('schedules').doc('Schedule that sends it, whose pools and rules apply'),
    offer_id: f.ref('offers').doc('Offer the message belongs to'),
    direction: f
      .enum(['inbound', 'outbound'])
      .readOnly()
      .default('outbound')
      .doc('outbound (texts received are incoming_text_messages)'),
    status: f.enum(TEXT_MESSAGE_STATUSES).readOnly().default('queued').doc('Delivery status'),
    error_message: f.text().readOnly().doc('Why it failed, undelivered or blocked'),
    segments_count: f.integer().readOnly().doc('SMS segments billed'),
    provider: f.string().readOnly().doc('Carrier that sent it (twilio, telnyx, plivo…)'),
    provider_message_id: f.string().readOnly().filter().doc('Id of the message at the carrier'),
    sent_at: f.time().readOnly().sort().doc('When the carrier accepted it'),
    delivered_at: f.time().readOnly().doc('When delivery was confirmed'),
  },
});
