import { sortableOrder, tokenKey } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const TOKEN_SOURCES = ['url_parameter', 'cookie', 'referrer', 'data_tokens'] as const;

export const tokenMatchers = defineResource({
  name: 'token_matcher',
  plural: 'token_matchers',
  family: 'offers',
  storedOnly: true,
  description:
    'An optimizer token: a value the number-insertion script reads from the visitor (URL parameter, cookie, referrer ' +
    'or data-tokens) and attaches to the call made to the number it served.',
  fields: {
    name: f.string().search().sort().doc('Label for operators'),
    key: tokenKey().required().filter().search().sort().doc('Token the value is stored in'),
    ring_pool_id: f.ref('ring_pools').doc('Number pool whose visitors are tracked (blank: every pool)'),
    offer_id: f.ref('offers').doc('Offer whose pools use the token (blank: every offer)'),
    source: f.enum(TOKEN_SOURCES).default('url_parameter').doc('Where the script reads the value'),
    source_key: f.string().doc('Name of the URL parameter or cookie (blank: the key)'),
    default_value: f.string().doc('Value used when the visitor has none'),
    hold_number_per_value: f
      .boolean()
      .default(true)
      .doc("Hold a separate number per distinct value for the pool's token hold time"),
    sortable_order: sortableOrder(),
  },
});
