import { countryCode, NUMBER_TYPES, PROVIDERS } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const NUMBER_ORDER_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;

export const numberOrders = defineResource({
  name: 'number_order',
  plural: 'number_orders',
  family: 'numbers',
  storedOnly: true,
  description:
    'A bulk purchase of tracking numbers from a provider, optionally for a pool, offer and traffic source. ' +
    'Its number_order_prefixes say which area codes or prefixes to buy first.',
  fields: {
    name: f.string().search().sort().doc('Label for operators'),
    provider: f.enum(PROVIDERS).required().doc('Carrier the numbers are rented from'),
    number_type: f.enum(NUMBER_TYPES).default('local').doc('Local or toll-free numbers'),
    country: countryCode(),
    quantity: f.integer().required().min(1).max(1000).sort().doc('Numbers to buy in total'),
    ring_pool_id: f.ref('ring_pools').doc('Pool the bought numbers join'),
    offer_id: f.ref('offers').doc('Offer the bought numbers are assigned to'),
    traffic_source_id: f.ref('traffic_sources').doc('Traffic source the bought numbers are assigned to'),
    status: f.enum(NUMBER_ORDER_STATUSES).readOnly().default('pending').doc('Progress of the order'),
    ordered_count: f.integer().readOnly().default(0).doc('Numbers bought so far'),
    error_message: f.text().readOnly().doc('Why the order failed'),
    completed_at: f.time().readOnly().doc('When the last number was bought'),
  },
});
