import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const offerConversions = defineResource({
  name: 'offer_conversion',
  plural: 'offer_conversions',
  family: 'offers',
  description:
    'A traffic-source payout rule of an offer: pay a fixed amount or a share of buyer revenue once the call lasts ' +
    'duration seconds, at most once per caller within duplicate_timeframe. The first matching rule fires.',
  fields: {
    name: f
      .string()
      .required()
      .notBlank()
      .search()
      .sort()
      .doc('Label ("Pay $10 after 1 minute, deduped by 1 hour.")'),
    offer_id: f.ref('offers').required().doc('Offer the payout applies to'),
    traffic_source_id: f
      .ref('traffic_sources')
      .doc('Only calls from this traffic source (blank: every source)'),
    payout_type: f
      .enum(['usd', 'buyer_conversion_percent'])
      .default('usd')
      .doc('usd: pay payout dollars; buyer_conversion_percent: pay revenue_percentage of buyer revenue'),
    payout: f.decimal().min(0).default(0).sort().doc('Dollars paid per converted call (payout_type usd)'),
    revenue_percentage: f
      .decimal()
      .min(0)
      .max(100)
      .doc('Percent of buyer revenue paid (payout_type buyer_conversion_percent): 60 of $15 pays $9'),
    duration: f
      .integer()
      .required()
      .min(0)
      .sort()
      .doc('Seconds the call must last to convert; 0 converts even if no buyer answers'),
    duplicate_timeframe: f
      .integer()
      .required()
      .min(0)
      .doc('Seconds within which a repeat caller is not paid again'),
    business_range_id: f
      .integer()
      .filter()
      .unchecked('business ranges are not a resource of this API yet: nothing to check the id against')
      .doc('Hours the rule applies in; blank: the hours currently open (→ business_ranges)'),
    record_token_filter_list: f
      .strings()
      .default([])
      .doc('Token filters as key:value strings; all must match for the rule to fire'),
    active: f.boolean().default(true).doc('Inactive rules never fire'),
    sortable_order: sortableOrder(),
  },
});
