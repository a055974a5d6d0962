import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const WEBHOOK_TYPES = [
  'elocal',
  'media_alpha',
  'marchex',
  'marchex_v2',
  'jornaya_tcpa_guardian',
  'custom',
] as const;

const path = (what: string) => f.string().doc(`Path in the webhook response holding the ${what}`);

export const buyerConversions = defineResource({
  name: 'buyer_conversion',
  plural: 'buyer_conversions',
  family: 'buyers',
  description:
    'A revenue rule of a buyer or buyer group: the call converts after duration seconds (revenue), when a webhook ' +
    'answers (webhook, bid-style revenue), or when the buyer posts back (postback). The first matching rule fires.',
  fields: {
    name: f.string().search().sort().doc('Label for operators'),
    owner_type: f.enum(['Buyer', 'BuyerGroup']).required().doc('Kind of record that pays'),
    owner_id: f
      .polymorphicRef('owner_type', { Buyer: 'buyers', BuyerGroup: 'buyer_groups' })
      .required()
      .doc('Id of the buyer or buyer group that pays'),
    conversion_type: f
      .enum(['revenue', 'webhook', 'postback'])
      .default('revenue')
      .doc(
        'revenue: by duration; webhook: a request decides and may set the revenue; postback: the buyer reports it',
      ),
    revenue: f.decimal().min(0).default(0).sort().doc('Dollars earned per converted call'),
    revenue_min: f.decimal().min(0).doc('Lowest revenue accepted from a webhook bid'),
    revenue_max: f.decimal().min(0).doc('Highest revenue accepted from a webhook bid'),
    revenue_increment: f
      .decimal()
      .min(0)
      .doc('Bid step: webhook revenue is rounded down to a multiple of it'),
    duration: f
      .integer()
      .min(0)
      .sort()
      .doc('Seconds the buyer leg must last to convert; 0 converts when the buyer is dialed'),
    duplicate_timeframe: f
      .integer()
      .min(0)
      .default(0)
      .doc('Seconds before the buyer pays again for the same caller (0: always pays)'),
    business_range_id: f
      .integer()
      .filter()
      .unchecked('business ranges are not a resource of this API yet: nothing to check the id against')
      .doc('Hours the rule applies in; blank: always (→ business_ranges)'),
    webhook_type: f.enum(WEBHOOK_TYPES).default('custom').doc('Format of the conversion webhook'),
    webhook_url: f
      .string()
      .fetchedUrl()
      .credentials('url')
      .pattern(/^https?:\/\/\S+$/, 'must be an http(s) URL')
      .example('https://buyer.example.com/convert?caller=[caller_id]')
      .alias('webhook_remote_url')
      .doc('URL called for webhook conversions; may contain [tokens]'),
    webhook_method: f
      .enum(['get', 'post', 'put'])
      .default('post')
      .alias('webhook_remote_method')
      .doc('HTTP method of the webhook'),
    webhook_body: f.text().doc('Request body; may contain [tokens]'),
    webhook_headers: f.text().credentials('header_lines').doc('Request headers, one "Name: value" a line'),
    webhook_response_success_codes: f.string().doc('HTTP status codes that count as success, e.g. 200,201'),
    webhook_body_success_path: f.string().doc('Path in the response that must match for success'),
    webhook_body_success_match: f.string().doc('Value (or /regex/) the success path must match'),
    webhook_path_number: path('forwarding number'),
    webhook_path_duration: path('required duration'),
    webhook_path_revenue: path('revenue (bid)'),
    webhook_path_name: path('buyer name'),
    webhook_path_external_id: path('buyer-side id of the call'),
    webhook_read_timeout: f.integer().min(1).max(30).default(5).doc('Seconds to wait for the webhook answer'),
    cache_result_for_seconds: f
      .integer()
      .min(0)
      .default(0)
      .doc('Reuse a webhook answer for the same caller this many seconds'),
    webhook_contains_many_buyers: f
      .boolean()
      .default(false)
      .doc('The webhook answers for several buyers at once (ping trees)'),
    active: f.boolean().default(true).doc('Inactive rules never fire'),
    sortable_order: sortableOrder(),
  },
});
