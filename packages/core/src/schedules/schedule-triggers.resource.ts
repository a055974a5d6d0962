import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Trigger types (domain notes 3.4), snake_case. */
export const SCHEDULE_TRIGGER_TYPES = [
  'none',
  'tokens_match',
  'expired',
  'buyer_connected',
  'buyer_converted',
  'dial',
] as const;

/** Designed (spec 4.1 gives the purpose): when a lead leaves the cadence for the end-of-schedule actions. */
export const scheduleTriggers = defineResource({
  name: 'schedule_trigger',
  plural: 'schedule_triggers',
  family: 'schedules',
  description:
    'End-of-schedule triggers: when any active trigger of a schedule matches a lead, the lead leaves the ' +
    'cadence and runs the end-of-schedule actions.',
  fields: {
    schedule_id: f.ref('schedules').required().doc('Schedule the trigger belongs to'),
    trigger_type: f
      .enum(SCHEDULE_TRIGGER_TYPES)
      .required()
      .doc(
        'none: never fires on its own; tokens_match: lead tokens match conditions; expired: the lead passed ' +
          'hours_to_expire; buyer_connected / buyer_converted: a call reached or converted with a buyer; ' +
          'dial: the lead was dialled dial_count times',
      ),
    name: f.string().search().sort().doc('Label (blank: the trigger type)'),
    conditions: f
      .json()
      .example([{ key: 'interest', operator: '==', value: 'solar' }])
      .doc(
        'tokens_match: [{"key":"interest","operator":"==","value":"solar"}] (operators ==, !=, =~, !~, <, <=, >, >=)',
      ),
    dial_count: f.integer().min(1).doc('dial: fires after this many dial attempts (blank: the first)'),
    schedule_action_group_id: f
      .ref('schedule_action_groups')
      .doc('End-of-schedule actions to run (blank: every end_of_schedule group of the schedule)'),
    sortable_order: f.decimal().default(0).sort().doc('Checked in ascending order, smaller first'),
    active: f.boolean().default(true).doc('An inactive trigger never fires'),
  },
});
