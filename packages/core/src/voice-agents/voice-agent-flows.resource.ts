import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const VOICE_FLOW_OUTCOMES = ['next_flow', 'transfer', 'add_to_schedule', 'hang_up'] as const;

/** Designed (spec 4.1: AI flows; 2.1: soft-deleted): how an agent behaves in one step of a call. */
export const voiceAgentFlows = defineResource({
  name: 'voice_agent_flow',
  plural: 'voice_agent_flows',
  family: 'voice_agents',
  storedOnly: true,
  description:
    'One step of a voice agent conversation: its instructions, the fields it collects, and what happens when ' +
    'it is done. Steps run in sortable_order. Destroy soft-deletes (deleted_at) unless permanent=true.',
  softDelete: true,
  fields: {
    voice_agent_id: f.ref('voice_agents').required().doc('Agent the step belongs to'),
    name: f.string().required().notBlank().search().sort().doc('Display name, e.g. "Qualify"'),
    instructions: f
      .text()
      .doc('Instructions for this step, added to the agent prompt; [token] values are replaced'),
    voice_agent_field_ids: f.refs('voice_agent_fields').doc('Fields collected in this step'),
    on_complete: f
      .enum(VOICE_FLOW_OUTCOMES)
      .default('next_flow')
      .doc('What happens when the step is done: the next step, a transfer, a schedule, or hang up'),
    transfer_offer_id: f.ref('offers').doc('transfer: offer whose buyers take the call'),
    schedule_id: f.ref('schedules').doc('add_to_schedule: schedule the caller is added to'),
    conditions: f
      .json()
      .doc(
        'Run the step only when call tokens match, as [{"key":"geo_state","operator":"==","value":"TX"}] ' +
          '(operators ==, !=, =~, !~, <, <=, >, >=; blank: always)',
      ),
    sortable_order: f.decimal().default(0).sort().doc('Steps run in ascending order, smaller first'),
    active: f.boolean().default(true).doc('An inactive step is skipped'),
  },
});
