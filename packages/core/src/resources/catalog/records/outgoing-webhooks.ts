import { defineResource } from '../../define.js';
import { f } from '../../fields.js';

/** Domain notes 2.1 (Conversions): buyer, offer, both, either, none; a finished call fires some. */
export const CONVERSION_TRIGGERS = [
  'buyer_converted',
  'offer_converted',
  'both_converted',
  'either_converted',
  'did_not_convert',
] as const;

/**
 * Domain notes 2.1 (Webhooks): the 30+ trigger kinds, snake_case. Call
 * lifecycle, conversions, pre-action (accept/reject: the response decides),
 * data changes, then recordings, conferences, leads, agents, dispositions
 * and timers.
 */
export const WEBHOOK_TRIGGERS = [
  // Call lifecycle
  'new_call',
  'buyer_dialed',
  'buyer_answered',
  'buyer_no_answer',
  'call_ended',
  ...CONVERSION_TRIGGERS,
  // Pre-action: a non-success response rejects the action
  'before_dial_buyer',
  'before_answering_call',
  'before_placing_call',
  'before_sending_text',
  'before_schedule_action_dial',
  // Data changes
  'call_data_changed',
  'lead_data_changed',
  'contact_fields_changed',
  'buyer_answered_with_contact_fields',
  // Recordings and conferences
  'recording_available',
  'transcription_completed',
  'conference_entered',
  'conference_exited',
  // Leads
  'lead_created',
  'lead_opted_out',
  'lead_ended',
  // Agents and dispositions
  'agent_online',
  'agent_offline',
  'disposition_changed',
  // Texts and timers
  'text_message_received',
  'text_message_sent',
  'timer_elapsed',
] as const;

/** Designed (spec 4.1/6 name the resource only): a postback fired when a trigger occurs. */
export const outgoingWebhooks = defineResource({
  name: 'outgoing_webhook',
  plural: 'outgoing_webhooks',
  family: 'webhooks',
  description:
    'A postback: when its trigger occurs on a matching call or lead, every active URL of the webhook ' +
    '(outgoing_webhook_urls, in sortable_order) is requested and each attempt is logged in webhook_logs. ' +
    'Consecutive failures beyond failure_auto_disable_count switch it off.',
  // Implemented in server/src/routes/webhooks.ts on leadline.webhooks.
  endpoints: [
    {
      name: 'rotate_secret',
      method: 'POST',
      path: '/outgoing_webhooks/:id/rotate_secret',
      summary: 'Replace the signing secret (the old one keeps signing for 24 hours)',
      description:
        'Answers the webhook with its new signing_secret in clear, the only time it is shown. Until the ' +
        'overlap ends every request carries two signatures, one per secret, so receivers can switch over.',
      params: { id: { type: 'string', description: 'Outgoing webhook id or uuid' } },
      response: { root: 'outgoing_webhook', holds: 'record' },
      errors: [{ code: 'not_found', when: 'no such webhook (another company’s are not found either)' }],
    },
  ],
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    description: f.text().doc('Notes for your team'),
    trigger: f
      .enum(WEBHOOK_TRIGGERS)
      .required()
      .doc(
        'When it fires. before_* triggers run before the action and a response outside the success codes ' +
          'rejects it (the buyer is skipped, the call or text is not placed)',
      ),
    active: f.boolean().default(true).doc('An inactive webhook never fires'),
    offer_ids: f.refs('offers').doc('Fire only for calls and leads of these offers (blank: every offer)'),
    buyer_ids: f.refs('buyers').doc('Fire only for calls involving these buyers (blank: every buyer)'),
    token_filters: f
      .json()
      .example([{ key: 'geo_state', operator: '==', value: 'CA' }])
      .doc(
        'Fire only when every condition holds: [{"key":"geo_state","operator":"==","value":"CA"}] ' +
          '(operators ==, !=, =~, !~, <, <=, >, >=, as token_values); blank: always',
      ),
    delay_seconds: f
      .integer()
      .min(0)
      .default(0)
      .doc('Wait this long after the trigger before the first attempt (post-call enrichment)'),
    max_attempts: f
      .integer()
      .min(1)
      .max(10)
      .default(5)
      .doc(
        'Attempts per URL, retried on the published schedule (at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 24 h, ±10 % jitter)',
      ),
    failure_auto_disable_count: f
      .integer()
      .min(0)
      .default(25)
      .doc(
        'Deactivate after this many consecutive failed attempts (0: never); the reason is in disabled_reason',
      ),
    consecutive_failure_count: f
      .integer()
      .readOnly()
      .default(0)
      .doc('Failed deliveries since the last success (kept by the engine)'),
    disabled_at: f.time().readOnly().doc('When the engine deactivated the webhook after repeated failures'),
    disabled_reason: f.text().readOnly().doc('Why the engine deactivated the webhook (the last failure)'),
    last_fired_at: f.time().readOnly().sort().doc('When the webhook last fired'),
    signing_secret: f
      .string()
      .secret()
      .readOnly()
      .doc(
        'Standard Webhooks signing secret (whsec_…), generated by Leadline: shown once in the create answer ' +
          'and by POST /outgoing_webhooks/:id/rotate_secret, stored encrypted, masked everywhere else. Every ' +
          'request carries webhook-id, webhook-timestamp and webhook-signature (docs/webhooks.md)',
      ),
  },
});
