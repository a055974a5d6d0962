import { sortableOrder, tokenKey } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const visitorTokenMatchers = defineResource({
  name: 'visitor_token_matcher',
  plural: 'visitor_token_matchers',
  family: 'offers',
  description:
    'An impression token: a URL parameter (gclid, utm_source…) recorded on each impression served by dynamic number ' +
    "insertion, so calls can be tied back to the visit. A visitor's repeat requests while it holds its number are one " +
    'impression unless a unique_per_value token changes.',
  fields: {
    name: f.string().search().sort().doc('Label for operators'),
    key: tokenKey().required().filter().search().sort().doc('Token the value is stored in'),
    url_parameter: f.string().required().notBlank().search().doc('URL parameter read from the landing page'),
    offer_id: f.ref('offers').doc('Offer whose impressions record it (blank: every offer)'),
    ring_pool_id: f.ref('ring_pools').doc('Number pool whose impressions record it (blank: every pool)'),
    unique_per_value: f
      .boolean()
      .default(true)
      .doc('Each distinct value is a new impression (false: one impression per visitor)'),
    sortable_order: sortableOrder(),
  },
});
