import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/**
 * scheduled → calling → completed | failed, or back to scheduled when the call was
 * not answered and attempts are left; scheduled → missed when no runner
 * placed it within the grace after it was due (docs/schedules.md, Callbacks).
 */
export const CALLBACK_STATUSES = ['scheduled', 'calling', 'completed', 'failed', 'missed'] as const;

/** Designed (spec 4.1 gives the purpose): a call to place to a lead at a set time. */
export const scheduledCallbacks = defineResource({
  name: 'scheduled_callback',
  plural: 'scheduled_callbacks',
  family: 'schedules',
  description:
    'A call placed to a lead at callback_at (from a disposition, a schedule_callback action or the lead API). ' +
    "The scheduler places it when due through the schedule's dial path (state rules, daylight hours and " +
    'suppression checked then; a rule that allows it later puts it off to next_attempt_at) and connects the ' +
    "answered call to buyer_id first, else by the offer's routing. Destroy cancels it.",
  filters: {
    due_before: {
      type: 'time',
      description:
        'Callbacks whose next attempt is due at or before this time (with status=scheduled: the due ones)',
      apply: (qb, value) => qb.where('next_attempt_at', '<=', value as number),
    },
    due_after: {
      type: 'time',
      description: 'Callbacks whose next attempt is due at or after this time',
      apply: (qb, value) => qb.where('next_attempt_at', '>=', value as number),
    },
  },
  indexes: [
    {
      name: 'due',
      columns: ['next_attempt_at'],
      where: "status = 'scheduled' and deleted_at is null",
    },
    { name: 'calling', columns: ['call_id'], where: "status = 'calling'" },
  ],
  fields: {
    lead_id: f.ref('leads').required().doc('Lead to call back (→ leads)'),
    callback_at: f.time().required().sort().doc('When to place the call'),
    caller_number: f.phone().filter().doc('Number to call (blank: the caller_id of the lead)'),
    schedule_id: f
      .ref('schedules')
      .doc("Schedule whose rules (hours, suppression, pools) apply (blank: the lead's schedule)"),
    offer_id: f.ref('offers').doc("Offer whose buyers take the answered call (blank: the schedule's offer)"),
    buyer_id: f
      .ref('buyers')
      .doc(
        "Agent or buyer to connect first, e.g. the one who promised the callback (when it can take the call; else the offer's routing)",
      ),
    notes: f.text().search().doc('Why the callback was scheduled'),
    status: f
      .enum(CALLBACK_STATUSES)
      .readOnly()
      .filter()
      .default('scheduled')
      .doc(
        'scheduled (waiting), calling (placed, not ended), completed (answered), failed (not placed, or not answered after max_attempts calls: see status_reason), missed (not placed within the grace after it was due)',
      ),
    next_attempt_at: f
      .time()
      .readOnly()
      .sort()
      .doc('When the scheduler places it next: callback_at, or later when a rule put it off'),
    status_reason: f.text().readOnly().doc('Why it was put off, failed or missed (blank: nothing to say)'),
    max_attempts: f
      .integer()
      .min(1)
      .max(10)
      .default(3)
      .doc('Calls to place while nobody answers before the callback fails (1: never dialled again)'),
    retry_delay_minutes: f
      .integer()
      .min(1)
      .max(1440)
      .default(15)
      .doc('Minutes from the end of an unanswered call to the next attempt'),
    attempts_count: f.integer().readOnly().default(0).doc('Calls placed for this callback'),
    /** attempts_count when callback_at was last moved: max_attempts counts the calls placed since. */
    attempts_base: f.integer().readOnly().hidden().default(0),
    call_id: f.integer().readOnly().filter().doc('Last call placed for this callback (→ calls)'),
    completed_at: f.time().readOnly().doc('When the callback call ended'),
    claimed_until: f.time().readOnly().hidden(),
  },
});
