import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { buyerHealthFields } from './buyer-health-fields.js';
import { capLimitFields } from './cap-fields.js';

const E164_OR_SIP = /^(\+[1-9]\d{4,14}|sip:.*\[number_to_dial\].*@.+)$/;

export const buyers = defineResource({
  name: 'buyer',
  plural: 'buyers',
  family: 'buyers',
  description:
    'Who calls are sold to: a phone number or SIP endpoint with a tier, a weight, caps, hours and a time zone. ' +
    'The router tries eligible buyers in tier order (ascending), weighted-random inside a tier.',
  findBy: ['user_buyer_id'],
  fields: {
    name: f.string().required().search().sort().doc('Display name'),
    user_buyer_id: f
      .string()
      .unique()
      .filter()
      .search()
      .doc('Your own external id for the buyer; GET /buyers/:user_buyer_id/by_user_buyer_id finds it'),
    number: f
      .string()
      .required()
      .pattern(E164_OR_SIP, 'must be E.164 (+15551234567) or sip:…[number_to_dial]…@domain')
      .search()
      .doc('Where calls are sent: E.164, or a SIP URI containing [number_to_dial] and @domain'),
    dtmf_tones: f.string().doc('Digits sent after answer; w waits 0.5 s, W waits 1 s'),
    tier: f
      .integer()
      .default(1)
      .sort()
      .filter()
      .doc('Routing priority: lower tiers are tried first (may be negative)'),
    weight: f.integer().min(0).default(1).doc('Share of calls inside a tier (weight 3 gets ~3x weight 1)'),
    route_by_type: f.enum(['tier', 'revenue', 'epc']).default('tier').doc('How this buyer is ranked'),
    timeout_seconds: f.integer().min(12).default(120).doc('Seconds to ring before trying the next buyer'),
    time_zone: f.string().doc('IANA time zone of the buyer hours (default: the company zone)'),
    paused: f.boolean().default(false).doc('A paused buyer receives nothing'),
    concurrency_cap_limit: f.integer().min(0).doc('Most simultaneous calls (blank: no cap)'),
    hourly_cap_limit: f.integer().min(0).doc('Most connected calls per hour'),
    daily_cap_limit: f.integer().min(0).doc('Most connected calls per day'),
    monthly_cap_limit: f.integer().min(0).doc('Most connected calls per month'),
    total_cap_limit: f.integer().min(0).doc('Most connected calls ever'),
    open_times: f
      .json()
      .doc(
        'Hours as [{"day":0,"time_from":"09:00","time_to":"17:00"}] (day 0 = Sunday); blank = always open',
      ),
    offer_ids: f.refs('offers').doc('Offers this buyer takes calls for'),
    buyer_group_ids: f.refs('buyer_groups').doc('Groups the buyer belongs to'),
    buyer_suppression_ids: f.refs('buyer_suppressions').doc('Suppression lists applied to this buyer'),
    // Issue 16: the router's token filters and the caps beyond connections (docs/inbound-calls.md).
    token_filters: f
      .json()
      .example([{ key: 'caller_state', operator: 'in', value: 'CA,NV' }])
      .doc(
        'Calls this buyer takes: [{"key":"caller_state","operator":"in","value":"CA,NV"}], operators ' +
          '==, !=, =~, !~, <, <=, >, >=, in, not in on any token of the call; blank: every call',
      ),
    ...capLimitFields(['attempt', 'buyer_conversion', 'revenue']),
    // Issue 32 item 8: buyer health (docs/inbound-calls.md, "Buyer health").
    ...buyerHealthFields,
  },
});
