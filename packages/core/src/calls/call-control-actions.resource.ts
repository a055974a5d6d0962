import { CALL_ACTIONS, sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const callControlActions = defineResource({
  name: 'call_control_action',
  plural: 'call_control_actions',
  family: 'offers',
  description:
    'One step run on a live call: forward it, ask for a key press, add the caller to a schedule, record a voicemail, ' +
    'block or hang up. Actions belong to a call flow rule or a key press flow and run in sortable_order.',
  fields: {
    name: f.string().search().sort().doc('Label for operators'),
    action_type: f.enum(CALL_ACTIONS).required().doc('What the action does'),
    offer_id: f.ref('offers').doc('Offer the action belongs to'),
    call_router_id: f.ref('call_routers').doc('Call flow rule that runs this action'),
    key_press_flow_id: f.ref('key_press_flows').doc('Key press flow that runs this action'),
    forward_offer_id: f.ref('offers').doc('forward_to_offer: the offer the call is sent to'),
    buyer_ids: f.refs('buyers').doc("forward_to_buyers: only these buyers (blank: the offer's buyers)"),
    buyer_group_ids: f.refs('buyer_groups').doc('forward_to_buyers: only these buyer groups'),
    schedule_id: f.ref('schedules').doc('add_to_schedule / remove_from_schedule: the schedule'),
    key_press_flow_group_id: f
      .ref('key_press_flow_groups')
      .doc('request_key_press: the prompt and the flows that answer it'),
    sound_file_id: f.ref('sound_files').doc('Sound played before the action (voicemail greeting, prompt)'),
    auto_try_next_buyer: f
      .boolean()
      .default(true)
      .doc('forward_to_buyers: try the next eligible buyer when one does not answer'),
    sortable_order: sortableOrder(),
  },
});
