import { defineResource } from '../../define.js';
import { f } from '../../fields.js';
import { NUMBER_TYPES, PROVIDERS } from './common.js';

/** Spec 4.2: list, purchase (create), show, update (traffic source, pool), unrent (destroy); no build. */
export const phoneNumbers = defineResource({
  name: 'phone_number',
  plural: 'phone_numbers',
  family: 'numbers',
  description:
    'A tracking number rented through a provider configuration: the offer, traffic source and number pool its calls belong to. ' +
    'Destroying it unrents the number.',
  operations: ['list', 'create', 'show', 'update', 'destroy'],
  fields: {
    number: f
      .phone()
      .required()
      .createOnly()
      .unique()
      .filter()
      .search()
      .sort()
      .doc("The number, E.164 (normalised with the company's default country)"),
    name: f.string().search().sort().doc('Label for operators'),
    provider: f.enum(PROVIDERS).required().createOnly().doc('Carrier the number is rented from'),
    number_type: f.enum(NUMBER_TYPES).default('local').createOnly().doc('Local or toll-free'),
    offer_id: f.ref('offers').doc('Offer the calls belong to'),
    traffic_source_id: f.ref('traffic_sources').doc('Traffic source credited with the calls'),
    ring_pool_id: f.ref('ring_pools').doc('Pool the number serves (blank: a static tracking number)'),
    provider_sid: f.string().readOnly().filter().doc("Provider's id of the number"),
    calls_count: f.integer().readOnly().default(0).sort().doc('Calls received'),
    last_call_at: f.time().readOnly().sort().doc('When the last call arrived'),
  },
});
