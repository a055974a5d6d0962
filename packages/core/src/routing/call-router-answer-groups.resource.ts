import { sortableOrder, tokenKey } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const callRouterAnswerGroups = defineResource({
  name: 'call_router_answer_group',
  plural: 'call_router_answer_groups',
  family: 'offers',
  description:
    'A question an ask_a_question call flow rule asks the caller, the token the answer is stored in, ' +
    'and how long and how often to wait for it. Its answers are call_router_answers.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Label for operators'),
    call_router_id: f.ref('call_routers').doc('The ask_a_question rule that asks this question'),
    offer_id: f.ref('offers').doc('Offer the question belongs to'),
    key: tokenKey().required().filter().search().doc('Token the chosen answer is stored in'),
    question: f.text().doc('Text spoken to ask the question; may contain [tokens]'),
    sound_file_id: f.ref('sound_files').doc('Recording played instead of the spoken question'),
    timeout_seconds: f.integer().min(1).max(60).default(5).doc('Seconds to wait for an answer'),
    max_attempts: f.integer().min(1).max(10).default(2).doc('Times the question is asked before giving up'),
    sortable_order: sortableOrder(),
  },
});
