import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const RING_POOL_USES = ['calls', 'sms', 'calls_and_sms'] as const;

/** Designed (spec lists only the path): a number pool a schedule calls and texts from. */
export const scheduleRingPools = defineResource({
  name: 'schedule_ring_pool',
  plural: 'schedule_ring_pools',
  family: 'schedules',
  description:
    'Attaches a number pool to a schedule: the caller ids its dial actions show and the numbers its SMS ' +
    'actions send from.',
  fields: {
    schedule_id: f.ref('schedules').required().doc('Schedule that uses the pool'),
    ring_pool_id: f.ref('ring_pools').required().doc('Number pool to use'),
    use_for: f
      .enum(RING_POOL_USES)
      .default('calls_and_sms')
      .doc('Whether the pool places calls, texts, or both'),
    local_presence: f
      .boolean()
      .default(true)
      .doc('Prefer a pool number with the area code (then the state) of the lead'),
    sortable_order: f.decimal().default(0).sort().doc('Pools are tried in ascending order, smaller first'),
  },
});
