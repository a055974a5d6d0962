import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Domain notes 2.1: the simple subscription events. */
export const SUBSCRIPTION_EVENTS = [
  'new_call',
  'call_ringing',
  'call_forwarded',
  'call_ended',
  'call_changed',
  'new_lead',
  'lead_ended',
  'lead_converted',
  'lead_opted_out',
  'lead_changed',
  'incoming_text_message',
  // Our additions: an outbound text's fate.
  'text_message_sent',
  'text_message_delivered',
  'text_message_failed',
] as const;

/** trigger_fields keys the engine understands (domain notes 2.1). */
export const SUBSCRIPTION_TRIGGER_FIELDS = [
  'schedule_id',
  'traffic_source_id',
  'offer_id',
  'buyer_converted',
  'has_recording',
  'either_converted',
  'buyer_id',
  'offer_converted',
  'number_id',
] as const;

/** Designed from domain notes 2.1/3.1 (REST hooks, e.g. Zapier): POST the record to target_url on an event. */
export const subscriptions = defineResource({
  name: 'subscription',
  plural: 'subscriptions',
  family: 'webhooks',
  description:
    'A REST hook: when `event` happens and the record matches trigger_fields, the serialised call, lead or ' +
    'text message is POSTed as JSON to target_url. Deliveries are logged in webhook_logs.',
  endpoints: [
    {
      name: 'rotate_secret',
      method: 'POST',
      path: '/subscriptions/:id/rotate_secret',
      summary: 'Replace the signing secret (the old one keeps signing for 24 hours)',
      description:
        'Answers the subscription with its new signing_secret in clear, the only time it is shown.',
      params: { id: { type: 'string', description: 'Subscription id or uuid' } },
      response: { root: 'subscription', holds: 'record' },
      errors: [{ code: 'not_found', when: 'no such subscription' }],
    },
  ],
  fields: {
    target_url: f
      .string()
      .fetchedUrl()
      .credentials('url')
      .required()
      .notBlank()
      .pattern(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
      .example('https://hooks.zapier.com/hooks/standard/12345')
      .search()
      .doc('Where each event is POSTed; credential query parameters are stored encrypted and shown masked'),
    event: f.enum(SUBSCRIPTION_EVENTS).required().doc('What is delivered: call, lead or text-message events'),
    trigger_fields: f
      .json()
      .example({ offer_converted: true, traffic_source_id: 9210831092 })
      .doc(
        `Deliver only records whose fields equal these values, {"offer_converted":true,"traffic_source_id":9210831092}; ` +
          `keys: ${SUBSCRIPTION_TRIGGER_FIELDS.join(', ')} (blank: every record)`,
      ),
    active: f.boolean().default(true).doc('An inactive subscription delivers nothing'),
    consecutive_failure_count: f
      .integer()
      .readOnly()
      .default(0)
      .doc('Failed deliveries since the last success; the engine deactivates the subscription at 25'),
    last_delivered_at: f.time().readOnly().doc('When an event was last delivered'),
    disabled_at: f
      .time()
      .readOnly()
      .doc('When the engine deactivated the subscription after repeated failures'),
    disabled_reason: f
      .text()
      .readOnly()
      .doc('Why the engine deactivated the subscription (the last failure)'),
    signing_secret: f
      .string()
      .secret()
      .readOnly()
      .doc(
        'Standard Webhooks signing secret (whsec_…): shown once in the create answer, stored encrypted, ' +
          'masked everywhere else',
      ),
  },
});
