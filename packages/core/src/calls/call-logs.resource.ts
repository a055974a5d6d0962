import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Steps of a call the log records (domain notes 2.1 and 4.4: routing trace, skips, dial results). */
export const CALL_LOG_TYPES = [
  'routing',
  'buyer_skipped',
  'dial',
  'ivr',
  'hold_queue',
  'recording',
  'webhook',
  'state_rule',
  'suppression',
  'conversion',
  'error',
  'info',
] as const;

export const LOG_LEVELS = ['info', 'warning', 'error'] as const;

/** Designed (spec 4.2: "logs for a call"): a structured routing trace, one step per record. */
export const callLogs = defineResource({
  name: 'call_log',
  plural: 'call_logs',
  family: 'calls',
  description:
    'What happened during a call, step by step: each buyer considered and why it was skipped (caps, ' +
    'hours, paused, filters, invalid number), each dial and its result, IVR and hold-queue steps, rules ' +
    'that blocked it. Filter by call_id. Written by the engine; list only.',
  operations: ['list'],
  fields: {
    call_id: f.integer().readOnly().filter().doc('The call (→ calls)'),
    // Twenty rows an answer, read by call: the other filters scan the company's logs (call-trace-indexes decision).
    log_type: f.enum(CALL_LOG_TYPES).readOnly().unindexed().doc('Kind of step'),
    level: f.enum(LOG_LEVELS).readOnly().default('info').unindexed().doc('info, warning or error'),
    message: f.text().readOnly().search().doc('Human description of the step'),
    reason: f
      .string()
      .readOnly()
      .filter()
      .unindexed()
      .doc(
        'Machine-readable cause: caps_reached, closed, paused, concurrency_full, filter_mismatch, invalid_number…',
      ),
    buyer_id: f.ref('buyers').readOnly().unindexed().doc('Buyer the step concerns'),
    offer_id: f.ref('offers').readOnly().unindexed().doc('Offer the call came in on'),
    schedule_id: f.ref('schedules').readOnly().unindexed().doc('Schedule that placed the call'),
    data: f.json().readOnly().doc('Step details (dial status, hangup cause, duration, matched rule…)'),
    occurred_at: f.time().readOnly().sort().doc('When the step happened (millisecond precision order)'),
  },
});
