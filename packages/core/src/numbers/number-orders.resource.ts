import { countryCode, NUMBER_TYPES, PROVIDERS } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/**
 * pending (queued) → processing → completed (every number bought) | partially_completed
 * (the carrier ran out of numbers for the prefixes) | failed (none bought: the carrier
 * or the account said no) | cancelled (deleted while buying).
 */
export const NUMBER_ORDER_STATUSES = [
  'pending',
  'processing',
  'completed',
  'partially_completed',
  'failed',
  'cancelled',
] as const;

export const numberOrders = defineResource({
  name: 'number_order',
  plural: 'number_orders',
  family: 'numbers',
  description:
    'A bulk purchase of tracking numbers from a provider, optionally for a pool, offer and traffic source. ' +
    'Creating it queues a job that searches and rents the numbers through the company’s carrier ' +
    'integration, prefix by prefix (its number_order_prefixes, in sortable_order; none: any number), and ' +
    'records its progress here. Deleting an order that is still buying stops it; numbers bought stay rented.',
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
    buying_number: f
      .string()
      .readOnly()
      .doc('The number being rented right now (written before the carrier is asked, so a retry finds it)'),
    buying_prefix_id: f
      .ref('number_order_prefixes')
      .readOnly()
      .doc('The prefix the number being rented counts toward (blank: none, or the order has no prefixes)'),
    error_message: f
      .text()
      .readOnly()
      .doc('Why the order failed or stopped short: what the carrier said, or which prefixes ran out'),
    completed_at: f.time().readOnly().doc('When the order finished buying'),
  },
  extraParams: {
    create: {
      prefixes: {
        type: 'json',
        description:
          'The prefixes to buy from, in order: area codes or leading digits ("415", "415555"), or ' +
          '{"prefix":"415","quantity":3} for at most that many from one; each becomes a number_order_prefix',
      },
    },
  },
});
