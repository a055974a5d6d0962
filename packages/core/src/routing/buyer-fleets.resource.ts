import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Spec 2.3: exactly the listed columns and writable fields. */
export const buyerFleets = defineResource({
  name: 'buyer_fleet',
  plural: 'buyer_fleets',
  family: 'buyers',
  description:
    'A set of buyers treated as one for duplicate-call checks and system tokens: a caller sold to (converted for) ' +
    "one member inside the offer's repeat window is not forwarded to another (the trace names fleet_duplicate), " +
    'and a call forwarded to a member carries the fleet in its user_fleet_id token.',
  operations: ['list', 'create', 'show', 'update', 'destroy'],
  createAtId: true,
  fields: {
    company_id: f.computed('integer', (row) => Number(row.company_id), ['company_id']),
    name: f.string().required().notBlank().search().sort(),
    description: f.text(),
    user_fleet_id: f
      .string()
      .required()
      .notBlank()
      .unique()
      .pattern(/^[a-z0-9_]+$/, 'may contain only lowercase letters, numbers and underscores')
      .search()
      .doc('Unique; used in system tokens to identify fleet membership'),
    buyers_count: f.computed('integer', (row) => (row.buyer_ids as number[] | undefined)?.length ?? 0, [
      'buyer_ids',
    ]),
    buyer_ids: f.refs('buyers').doc('Buyers in the fleet'),
  },
});
