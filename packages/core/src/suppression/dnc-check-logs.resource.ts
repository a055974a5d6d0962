import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** What a do-not-call check can find (domain notes 2.1, Compliance: layers of suppression). */
export const DNC_REASONS = [
  'buyer_suppression',
  'offer_suppression',
  'schedule_suppression',
  'company_blacklist',
  'opt_out',
  'sms_opt_out',
  'dnc_provider',
  'check_failed',
] as const;

/** Designed (spec 4.2 names the resource only): one suppression / DNC check of a number. */
export const dncCheckLogs = defineResource({
  name: 'dnc_check_log',
  plural: 'dnc_check_logs',
  family: 'contacts',
  description:
    'One do-not-call check of a number before a call, text or forward: whether it was allowed, and which ' +
    'list or rule blocked it. Checks fail closed: an unreachable provider blocks (reason check_failed). ' +
    'Written by the engine; list only.',
  operations: ['list'],
  fields: {
    number: f.phone().readOnly().filter().search().doc('Number checked, E.164'),
    check_type: f
      .enum(['inbound_call', 'outbound_call', 'buyer_forward', 'text_message', 'lead_submission'])
      .readOnly()
      .unindexed()
      .doc('What the check guarded'),
    result: f.enum(['allowed', 'blocked']).readOnly().unindexed().doc('allowed or blocked'),
    reason: f.enum(DNC_REASONS).readOnly().unindexed().doc('Why it was blocked (blank when allowed)'),
    provider: f.string().readOnly().doc('External DNC provider consulted (blank: internal lists only)'),
    buyer_suppression_ids: f
      .refs('buyer_suppressions')
      .readOnly()
      .doc('Suppression lists that contained the number'),
    lead_id: f.integer().readOnly().filter().doc('Lead concerned (→ leads)'),
    call_id: f.integer().readOnly().filter().doc('Call concerned (→ calls)'),
    // Written with every blocked lead and call, read by number, lead or call: the rest scan.
    offer_id: f.ref('offers').readOnly().unindexed().doc('Offer whose lists were checked'),
    schedule_id: f.ref('schedules').readOnly().unindexed().doc('Schedule whose lists were checked'),
    buyer_id: f.ref('buyers').readOnly().unindexed().doc('Buyer whose lists were checked'),
  },
});
