import { sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const callRouterAnswers = defineResource({
  name: 'call_router_answer',
  plural: 'call_router_answers',
  family: 'offers',
  description:
    'One accepted answer to a call flow question: the key press or spoken phrases that select it, ' +
    "the value stored in the group's token, and the rule that runs next.",
  fields: {
    call_router_answer_group_id: f.ref('call_router_answer_groups').required().doc('Question answered'),
    name: f.string().required().notBlank().search().sort().doc('The answer, as shown to operators ("Yes")'),
    value: f.string().search().doc("Value stored in the group's token (blank: the name)"),
    key_press: f
      .string()
      .pattern(/^[0-9*#]$/, 'must be one key: 0-9, * or #')
      .example('1')
      .doc('Key that selects this answer'),
    phrases: f.strings().default([]).doc('Spoken words or phrases that select this answer'),
    call_router_id: f.ref('call_routers').doc('Call flow rule run when this answer is chosen'),
    sortable_order: sortableOrder(),
  },
});
