import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Designed (spec lists only the path): a named, ordered block of schedule actions. */
export const scheduleActionGroups = defineResource({
  name: 'schedule_action_group',
  plural: 'schedule_action_groups',
  family: 'schedules',
  description:
    'A named block of schedule actions ("Day 1", "End of schedule"). Groups run in sortable_order; ' +
    'a group can be reused by several schedules, and end-of-schedule groups run when a trigger matches.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    description: f.text().doc('What the group is for'),
    schedule_id: f
      .ref('schedules')
      .doc('Schedule the group belongs to (blank: a shared group any schedule can run)'),
    end_of_schedule: f
      .boolean()
      .default(false)
      .doc('Runs when a schedule trigger matches, instead of in the normal cadence'),
    sortable_order: f.decimal().default(0).sort().doc('Groups run in ascending order, smaller first'),
    active: f.boolean().default(true).doc('An inactive group is skipped'),
  },
});
