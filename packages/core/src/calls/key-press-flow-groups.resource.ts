import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const keyPressFlowGroups = defineResource({
  name: 'key_press_flow_group',
  plural: 'key_press_flow_groups',
  family: 'offers',
  description:
    'An IVR prompt that listens for key presses: what is played, how many digits are read and how long to wait. ' +
    'Its key_press_flows say what each key does.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Label for operators'),
    offer_id: f.ref('offers').doc('Offer the prompt belongs to'),
    description: f.text().doc('Notes for operators'),
    sound_file_id: f.ref('sound_files').doc('Prompt played while listening'),
    text_to_speech: f.text().doc('Prompt spoken when no sound file is set; may contain [tokens]'),
    num_digits: f.integer().min(1).max(20).default(1).doc('Digits read before the flows are matched'),
    finish_on_key: f
      .string()
      .pattern(/^[#*]$/, 'must be # or *')
      .default('#')
      .example('#')
      .doc('Key that ends input early (# or *)'),
    timeout_seconds: f.integer().min(1).max(60).default(5).doc('Seconds to wait for a key press'),
    max_attempts: f
      .integer()
      .min(1)
      .max(10)
      .default(3)
      .doc('Times the prompt is repeated before no_key_press fires'),
    sortable_order: sortableOrder(),
  },
});
