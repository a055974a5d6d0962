import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const CALLBACK_STATUSES = ['scheduled', 'calling', 'completed', 'failed'] as const;

/** Designed (spec 4.1 gives the purpose): a call to place to a lead at a set time. */
export const scheduledCallbacks = defineResource({
  name: 'scheduled_callback',
  plural: 'scheduled_callbacks',
  family: 'schedules',
  storedOnly: true,
  description:
    'A call placed to a lead at callback_at (from a disposition, a schedule_callback action or the lead API). ' +
    'Destroy cancels it.',
  fields: {
    lead_id: f.ref('leads').required().doc('Lead to call back (→ leads)'),
    callback_at: f.time().required().sort().doc('When to place the call'),
    caller_number: f.phone().filter().doc('Number to call (blank: the caller_id of the lead)'),
    schedule_id: f.ref('schedules').doc('Schedule whose rules (hours, suppression, pools) apply'),
    offer_id: f.ref('offers').doc('Offer whose buyers take the answered call'),
    buyer_id: f.ref('buyers').doc('Agent or buyer to connect first, e.g. the one who promised the callback'),
    notes: f.text().search().doc('Why the callback was scheduled'),
    status: f.enum(CALLBACK_STATUSES).readOnly().default('scheduled').doc('Where the callback is'),
    attempts_count: f.integer().readOnly().default(0).doc('Calls placed for this callback'),
    call_id: f.integer().readOnly().filter().doc('Last call placed for this callback (→ calls)'),
    completed_at: f.time().readOnly().doc('When the callback call ended'),
  },
});
