import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

export const KEYWORD_MATCHES = ['contains', 'exact', 'regex'] as const;
export const SPEAKERS = ['caller', 'agent', 'any'] as const;
export const VOICE_KEYWORD_ACTIONS = [
  'convert',
  'transfer',
  'hang_up',
  'opt_out',
  'block_caller',
  'set_token',
] as const;

/** Designed (spec 4.1: AI keyword rules): what a voice agent does when a phrase is said. */
export const voiceAgentKeywords = defineResource({
  name: 'voice_agent_keyword',
  plural: 'voice_agent_keywords',
  family: 'voice_agents',
  storedOnly: true,
  description:
    'A phrase that, said by the caller or the agent, makes the agent act: convert the call, transfer, hang up, ' +
    'opt the caller out, block them or set a token.',
  fields: {
    voice_agent_id: f.ref('voice_agents').doc('Agent the rule applies to (blank: every agent)'),
    keyword: f.string().required().notBlank().search().sort().doc('Phrase to listen for, case-insensitive'),
    match_type: f.enum(KEYWORD_MATCHES).default('contains').doc('How keyword is matched in the transcript'),
    speaker: f.enum(SPEAKERS).default('caller').doc('Whose speech is matched'),
    keyword_action: f.enum(VOICE_KEYWORD_ACTIONS).required().doc('What the agent does on a match'),
    transfer_offer_id: f.ref('offers').doc('transfer: offer whose buyers take the call'),
    token_key: f
      .string()
      .pattern(/^[a-z0-9_]+$/, 'may contain only lowercase letters, numbers and underscores')
      .doc('set_token: token to set'),
    token_value: f.string().doc('set_token: value to set (default "true")'),
    active: f.boolean().default(true).doc('An inactive rule never matches'),
  },
});
