import { companyId, recordTokenAdditionalColumns, recordTokenFilterColumns } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Spec 2.3: exactly the listed columns; writable: key_press_flow_group_id, key_press, description. */
export const keyPressFlows = defineResource({
  name: 'key_press_flow',
  plural: 'key_press_flows',
  family: 'offers',
  description:
    'What happens when a caller presses a key while a key press flow group is listening: the call actions to run, ' +
    'the disposition to apply, and whether routing continues.',
  fields: {
    company_id: companyId(),
    key_press_flow_group_id: f.ref('key_press_flow_groups').doc('Group (IVR prompt) this flow belongs to'),
    key_press: f
      .string()
      .pattern(/^[0-9*#]+$/, 'may contain only digits, * and #')
      .filter()
      .search()
      .example('1')
      .doc('Digits that select this flow (0-9, * and #)'),
    call_control_action_ids: f
      .refs('call_control_actions')
      .readOnly()
      .doc('Call actions run when the key is pressed (set through call_control_actions.key_press_flow_id)'),
    sortable_order: f.decimal().readOnly().default(0).sort().doc('Position in lists: ascending'),
    description: f.string().search().doc('What the key does, for operators'),
    webhook_actions_count: f.integer().readOnly().default(0).doc('Webhooks fired by this flow'),
    call_disposition_id: f
      .ref('call_dispositions')
      .doc('Disposition applied to the call when the key is pressed'),
    continue_call_routing: f
      .boolean()
      .default(false)
      .doc('After an action that does not route (add_to_schedule), go on to the buyers; false hangs up'),
    buyer_conference_time_elapsed_seconds_limit: f
      .integer()
      .readOnly()
      .doc('Only applies within this many seconds of the buyer joining'),
    ...recordTokenFilterColumns(),
    ...recordTokenAdditionalColumns(),
  },
});
