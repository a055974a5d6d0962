import {
  recordTokenAdditionalColumns,
  recordTokenFilterColumns,
  sortableOrder,
  tokenKey,
} from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

const flag = (description: string) => f.boolean().default(false).doc(description);
const shown = (description: string) => f.boolean().readOnly().default(false).doc(description);

/** Spec 2.3: exactly the listed columns; writable: key, name, hint, the show_/apply_ flags, notes_required, sortable_order. */
export const callDispositions = defineResource({
  name: 'call_disposition',
  plural: 'call_dispositions',
  family: 'calls',
  description:
    'An outcome an agent (or the system) applies to a call: its key names the token the outcome is stored in, ' +
    'its flags mark the call answered, handled, qualified, blocked and so on. Applying it to a call ' +
    '(agent_call_dispositions) runs its actions once: opt-out, block caller, schedule suppression, ' +
    'scheduled callbacks deleted or added now, end of schedule.',
  fields: {
    sortable_order: sortableOrder(),
    key: tokenKey()
      .required()
      .blankOnUpdate()
      .unique()
      .filter()
      .search()
      .sort()
      .doc('Internal token name where the disposition is stored (lowercase letters, numbers, underscores)'),
    name: f.string().required().blankOnUpdate().search().sort().doc('Human name shown to users'),
    hint: f.string().doc('Helpful hint shown to users'),
    show_on_agent_widget: f.boolean().default(true).doc('Show on the agent widget'),
    show_in_tables: f.boolean().default(true).doc('Show as a table column'),
    show_in_reports: f.boolean().default(true).doc('Show as a report column'),
    apply_call_answered: flag('Mark the call answered'),
    apply_agent_handled: flag('Mark the call handled by an agent'),
    apply_buyer_handled: flag('Mark the call handled by a buyer'),
    apply_qualified: flag('Mark the call qualified'),
    schedule_callback_now: flag(
      'Schedule a callback to the lead right away (a scheduled_callbacks record due now)',
    ),
    apply_end_of_schedule: flag('Trigger end of schedule for the lead'),
    apply_block_caller: flag('Block the caller'),
    apply_auto_next_lead: flag(
      'Move the agent to the next lead automatically (stored: Leadline has no agent widget yet)',
    ),
    notes_required: flag('Require agent notes'),
    font_size: f.string().readOnly().doc('Font size of the disposition button'),
    text_shadow_color: f.string().readOnly().doc('Text shadow colour of the button'),
    text_color: f.string().readOnly().doc('Text colour of the button'),
    background_color: f.string().readOnly().doc('Background colour of the button'),
    line_height: f.string().readOnly().doc('Line height of the button'),
    context_menu_name: f.string().readOnly().doc('Name shown in context menus'),
    call_action_leave_voicemail: shown('Leave a voicemail on the call'),
    call_action_apply_opt_out: flag('Opt the caller out (every open lead of the number stops)'),
    system_status: f.string().readOnly().filter().doc('Status set by the system for built-in dispositions'),
    use_when_blank: shown('Applied when an agent leaves the call without a disposition'),
    apply_machine_detected: shown('Applied when an answering machine is detected'),
    schedule_id: f.ref('schedules').readOnly().doc('Schedule the disposition belongs to'),
    call_disposition_action_ids: f
      .integers()
      .readOnly()
      .default([])
      .doc('Actions run when the disposition is applied (→ call disposition actions)'),
    reuse_conference: shown('Keep the agent conference for the next call'),
    apply_add_to_schedule_suppression: flag("Add the caller to the call's schedule's suppression lists"),
    delete_scheduled_callbacks: flag('Delete pending scheduled callbacks of the lead'),
    scheduled_callback_chance: f.decimal().readOnly().doc('Percent chance a callback is scheduled'),
    ...recordTokenAdditionalColumns(),
    ...recordTokenFilterColumns(),
  },
});
