import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const offerAmdFlows = defineResource({
  name: 'offer_amd_flow',
  plural: 'offer_amd_flows',
  family: 'offers',
  description:
    "What an offer's outbound calls do when answering-machine detection (AMD) finds a machine: hang up, " +
    'leave a voicemail after the beep, or continue routing.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Label for operators'),
    offer_id: f.ref('offers').required().doc('Offer whose calls use this flow'),
    active: f.boolean().default(true).doc('Inactive flows are skipped'),
    machine_action: f
      .enum(['hang_up', 'leave_voicemail', 'continue_routing'])
      .default('hang_up')
      .doc('What to do when a machine answers'),
    detection_timeout_seconds: f
      .integer()
      .min(2)
      .max(60)
      .default(30)
      .doc('Seconds AMD may listen before treating the answer as human'),
    wait_for_beep: f.boolean().default(true).doc('leave_voicemail: wait for the beep before playing'),
    sound_file_id: f.ref('sound_files').doc('leave_voicemail: the message played'),
    text_to_speech: f.text().doc('leave_voicemail: message spoken when no sound file is set'),
    call_disposition_id: f.ref('call_dispositions').doc('Disposition applied when a machine answers'),
    sortable_order: sortableOrder(),
  },
});
