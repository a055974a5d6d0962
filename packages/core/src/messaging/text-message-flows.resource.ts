import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const KEYWORD_MATCH_TYPES = ['any', 'exact', 'contains', 'starts_with', 'regex'] as const;
export const TEXT_FLOW_ACTIONS = [
  'reply',
  'opt_out',
  'opt_in',
  'webhook',
  'modify_lead',
  'add_to_schedule',
  'remove_from_schedule',
] as const;

/** Designed (spec 4.1: SMS flows): keyword rules that answer incoming texts. */
export const textMessageFlows = defineResource({
  name: 'text_message_flow',
  plural: 'text_message_flows',
  family: 'messaging',
  description:
    'Answers incoming text messages: the first active flow (in sortable_order) whose keyword matches runs its ' +
    'action (opt out, opt in, fire a webhook, set lead tokens) and sends reply_body.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    keyword: f.string().search().doc('Text to match in the incoming message, case-insensitive'),
    match_type: f
      .enum(KEYWORD_MATCH_TYPES)
      .default('exact')
      .doc('How keyword is matched; any matches every message (keyword ignored)'),
    flow_action: f.enum(TEXT_FLOW_ACTIONS).default('reply').doc('What to do with the sender'),
    reply_body: f
      .text()
      .doc('Reply sent to the sender; [token] and [token]{default} are replaced (blank: no reply)'),
    outgoing_webhook_id: f
      .ref('outgoing_webhooks')
      .doc('webhook: outgoing webhook fired about the incoming text (its tokens: body, from, to, lead_id)'),
    lead_data: f
      .json()
      .doc(
        'modify_lead: tokens set on the sender\'s lead, as {"key":"value"}; values may hold [body], [from] and other incoming text tokens',
      ),
    schedule_id: f.ref('schedules').doc('add_to_schedule / remove_from_schedule: the schedule'),
    offer_id: f.ref('offers').doc('Only texts to the numbers of this offer (blank: any)'),
    ring_pool_id: f.ref('ring_pools').doc('Only texts to the numbers of this pool (blank: any)'),
    sortable_order: f.decimal().default(0).sort().doc('Flows are checked in ascending order, smaller first'),
    active: f.boolean().default(true).doc('An inactive flow never matches'),
  },
});
