import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { capLimitFields } from './cap-fields.js';

export const buyerGroups = defineResource({
  name: 'buyer_group',
  plural: 'buyer_groups',
  family: 'buyers',
  description:
    'Buyers routed together. A group tier and weight override those of its buyers; caps and concurrency apply to the group as a whole.',
  operations: ['list', 'create', 'show', 'update', 'destroy'],
  createAtId: true,
  fields: {
    name: f.string().required().notBlank().search().sort(),
    tier: f.integer().default(1).sort(),
    weight: f.integer().min(0).default(1),
    dial_buyers_type: f.enum(['sequentially', 'simultaneously']).default('sequentially'),
    concurrency_cap_limit: f.integer().min(0),
    concurrency_cap_used: f.integer().readOnly().default(0),
    maxed_out: f.boolean().readOnly().default(false),
    buyer_ids: f.refs('buyers'),
    // Issue 16: caps counted over the group's buyers together.
    ...capLimitFields(['attempt', 'connection', 'buyer_conversion', 'revenue']),
  },
});
