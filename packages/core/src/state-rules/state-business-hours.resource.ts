import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { US_STATES } from '../reference/us-states.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Designed (spec 4.1: state call time): the hours a state allows calls and texts, per weekday. */
export const stateBusinessHours = defineResource({
  name: 'state_business_hour',
  plural: 'state_business_hours',
  title: 'State call time',
  family: 'settings',
  description:
    'When leads in a state may be called or texted on one weekday, in the local time of the lead. A state ' +
    'with rows in an active group may be contacted only inside them; a closed row blocks the whole day.',
  fields: {
    state_rule_group_id: f.ref('state_rule_groups').required().doc('Rule group the hours belong to'),
    state: f
      .enum(US_STATES.map((s) => s.code))
      .required()
      .sort()
      .doc('Two-letter state code (GET /collections/us_state)'),
    day: f.integer().required().min(0).max(6).filter().sort().doc('Weekday, 0 = Sunday … 6 = Saturday'),
    open_time: f
      .string()
      .default('08:00')
      .pattern(HH_MM, 'must be HH:MM (24-hour)')
      .doc('Earliest contact time'),
    close_time: f
      .string()
      .default('21:00')
      .pattern(HH_MM, 'must be HH:MM (24-hour)')
      .doc('Latest contact time'),
    closed: f.boolean().default(false).doc('No contact at all on this day'),
    time_zone: f
      .string()
      .doc(
        "IANA zone the hours are in (blank: the lead's time_zone, else every zone of the state must be inside them)",
      ),
  },
});
