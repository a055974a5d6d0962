import { sortableOrder, tokenKey } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const TOKEN_SOURCES = ['url_parameter', 'cookie', 'referrer', 'data_tokens'] as const;

export const tokenMatchers = defineResource({
  name: 'token_matcher',
  plural: 'token_matchers',
  family: 'offers',
  description:
    "An optimizer token: a value GET /numbers.json reads from the visit (the page URL's parameter, a cookie the " +
    'script passes, the referrer or one of its parameters, or data-tokens) onto the impression, and the call made ' +
    'to the number while the visitor holds it carries it. In a tokens pool each combination of values holds its own number.',
  fields: {
    name: f.string().search().sort().doc('Label for operators'),
    key: tokenKey().required().filter().search().sort().doc('Token the value is stored in'),
    ring_pool_id: f.ref('ring_pools').doc('Number pool whose visitors are tracked (blank: every pool)'),
    offer_id: f.ref('offers').doc('Offer whose pools use the token (blank: every offer)'),
    source: f.enum(TOKEN_SOURCES).default('url_parameter').doc('Where the script reads the value'),
    source_key: f
      .string()
      .doc(
        'Name of the URL parameter, cookie or data-token (blank: the key); for referrer, a parameter of the referring URL (blank: the whole URL)',
      ),
    default_value: f.string().doc('Value used when the visitor has none'),
    hold_number_per_value: f
      .boolean()
      .default(true)
      .doc("Hold a separate number per distinct value for the pool's token hold time"),
    sortable_order: sortableOrder(),
  },
});
