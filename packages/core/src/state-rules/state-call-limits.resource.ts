import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { US_STATES } from '../reference/us-states.js';

/** Designed (spec 4.1: state call frequency): most contacts per number over a sliding window. */
export const stateCallLimits = defineResource({
  name: 'state_call_limit',
  plural: 'state_call_limits',
  title: 'State call frequency',
  family: 'settings',
  description:
    'Caps how often one phone number in a state may be contacted: at most max_contacts over any sliding ' +
    'window of window_seconds (e.g. Florida: 3 per 24 hours). Over the cap, the lead waits until the window allows.',
  fields: {
    state_rule_group_id: f.ref('state_rule_groups').required().doc('Rule group the limit belongs to'),
    state: f
      .enum(US_STATES.map((s) => s.code))
      .required()
      .sort()
      .doc('Two-letter state code (GET /collections/us_state)'),
    max_contacts: f.integer().required().min(1).doc('Most contacts per number in the window'),
    window_seconds: f
      .integer()
      .required()
      .min(1)
      .doc('Length of the sliding window in seconds (86400 = 24 hours)'),
    count_calls: f.boolean().default(true).doc('Outbound calls count toward the limit'),
    count_texts: f.boolean().default(true).doc('Outbound texts count toward the limit'),
    skip_mobile: f
      .boolean()
      .default(false)
      .doc(
        "Never contact mobile numbers in this state: read from the lead's line_type token (or a data append's); " +
          'an unknown line type is not contacted either',
      ),
  },
});
