import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const numberOrderPrefixes = defineResource({
  name: 'number_order_prefix',
  plural: 'number_order_prefixes',
  family: 'numbers',
  description:
    'An area code or number prefix a number order buys from, tried in sortable_order, each up to its own quantity.',
  fields: {
    number_order_id: f.ref('number_orders').required().doc('Order the prefix belongs to'),
    prefix: f
      .string()
      .required()
      .pattern(/^\d{1,10}$/, 'must be 1 to 10 digits')
      .search()
      .sort()
      .example('415')
      .doc('Area code or leading digits of the numbers (after the country code)'),
    quantity: f
      .integer()
      .min(1)
      .doc('Most numbers bought with this prefix (blank: as many as the order needs)'),
    ordered_count: f.integer().readOnly().default(0).doc('Numbers bought with this prefix'),
    sortable_order: sortableOrder(),
  },
});
