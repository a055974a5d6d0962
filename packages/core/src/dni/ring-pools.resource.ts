import { countryCode, NUMBER_TYPES, PROVIDERS } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const ringPools = defineResource({
  name: 'ring_pool',
  plural: 'ring_pools',
  family: 'numbers',
  description:
    'A pool of tracking numbers shown by dynamic number insertion: each visitor (or token combination, or ping/post ' +
    'bid) holds a number for the token hold time, so the call that follows is tied to its source.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    offer_id: f.ref('offers').required().doc('Offer whose calls the numbers receive'),
    traffic_source_id: f.ref('traffic_sources').doc('Traffic source credited with the calls'),
    tracking_type: f
      .enum(['visitor', 'tokens', 'ping_post'])
      .default('visitor')
      .doc(
        'What holds a number: a web visitor, a distinct set of optimizer token values, or an accepted post',
      ),
    number_limit: f.integer().min(0).sort().doc('Most numbers in the pool (blank: no limit)'),
    token_hold_time: f
      .integer()
      .min(0)
      .default(300)
      .doc('Seconds a number stays held after it was served before it can be shown again'),
    number_stockpile: f
      .integer()
      .min(0)
      .default(0)
      .doc(
        'Spare numbers (held by no visitor or post) kept rented: the scheduler rents more through the ' +
          "company's integration of the pool's provider, in its area code, up to number_limit",
      ),
    release_idle_days: f
      .integer()
      .min(1)
      .doc(
        'Unrent a number of the pool that has had no call and no impression for this many days, ' +
          'keeping number_stockpile spare ones (blank: never)',
      ),
    auto_rent: f
      .boolean()
      .default(false)
      .doc('Rent another number (up to number_limit) when every number is held'),
    provider: f.enum(PROVIDERS).default('twilio').doc('Carrier numbers are rented from'),
    number_type: f.enum(NUMBER_TYPES).default('local').doc('Local or toll-free numbers'),
    country: countryCode(),
    area_code: f
      .string()
      .pattern(/^\d{1,5}$/, 'must be 1 to 5 digits')
      .example('415')
      .doc('Area code of local numbers rented for the pool (blank: any)'),
    extra_tokens: f.json().doc('Token values added to every call to the pool: {"key":"value"}'),
    active: f.boolean().default(true).doc('An inactive pool serves no numbers'),
    numbers_count: f.integer().readOnly().default(0).sort().doc('Numbers in the pool'),
  },
});
