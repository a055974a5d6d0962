import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const VOICE_AGENT_FIELD_TYPES = [
  'string',
  'integer',
  'decimal',
  'boolean',
  'date',
  'phone',
  'email',
  'zip',
  'choice',
] as const;

/** Designed (spec 4.1: AI fields): a piece of data a voice agent collects from the caller. */
export const voiceAgentFields = defineResource({
  name: 'voice_agent_field',
  plural: 'voice_agent_fields',
  family: 'voice_agents',
  storedOnly: true,
  description:
    'Data a voice agent asks the caller for and saves as a call token (e.g. zip code, age, has insurance). ' +
    'Required fields must be collected before the agent transfers.',
  fields: {
    voice_agent_id: f.ref('voice_agents').required().doc('Agent that collects it'),
    name: f.string().required().notBlank().search().sort().doc('Human name, given to the model'),
    key: f
      .string()
      .required()
      .pattern(/^[a-z0-9_]+$/, 'may contain only lowercase letters, numbers and underscores')
      .filter()
      .search()
      .doc('Token the answer is saved to, e.g. zip_code → [zip_code]'),
    field_type: f.enum(VOICE_AGENT_FIELD_TYPES).default('string').doc('Type the answer is parsed to'),
    options: f.strings().doc('choice: the allowed answers'),
    instructions: f.text().doc('How to ask for it and what counts as a valid answer'),
    required: f.boolean().default(false).doc('The agent must collect it before transferring'),
    sortable_order: f.decimal().default(0).sort().doc('Asked in ascending order, smaller first'),
  },
});
