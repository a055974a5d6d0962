import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Designed (spec 4.1: AI agents; 2.1: soft-deleted): an AI voice agent that talks to callers. */
export const voiceAgents = defineResource({
  name: 'voice_agent',
  plural: 'voice_agents',
  family: 'voice_agents',
  storedOnly: true,
  description:
    'An AI agent that answers or places calls: its instructions, voice, model and language. Call flow rules ' +
    '(connect_ai_voice_agent) and voice agent flows put it on a call; it collects voice agent fields and ' +
    'reacts to voice agent keywords. Destroy soft-deletes (deleted_at) unless permanent=true.',
  softDelete: true,
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    description: f.text().doc('What the agent is for'),
    prompt: f
      .text()
      .required()
      .notBlank()
      .doc('Instructions the agent follows for the whole call; [token] values of the call are replaced'),
    first_message: f
      .text()
      .doc('What the agent says when the call connects, tokens allowed (blank: it waits for the caller)'),
    voice: f.string().default('alloy').filter().doc('Text-to-speech voice id of the provider'),
    voice_provider: f
      .string()
      .default('openai')
      .filter()
      .doc('Speech provider (openai, elevenlabs, deepgram…)'),
    model: f.string().default('gpt-4o-mini').filter().doc('Language model that drives the conversation'),
    language: f.string().default('en-US').filter().doc('BCP 47 language of the conversation'),
    temperature: f.decimal().min(0).max(2).default(0.7).doc('Model randomness, 0 (focused) to 2'),
    max_duration_seconds: f
      .integer()
      .min(10)
      .default(600)
      .doc('The agent ends the call after this many seconds'),
    silence_timeout_seconds: f
      .integer()
      .min(1)
      .default(10)
      .doc('The agent ends the call after this many seconds of caller silence'),
    transfer_offer_id: f
      .ref('offers')
      .doc('Offer whose buyers a qualified caller is transferred to (blank: no transfer)'),
    record_calls: f.boolean().default(true).doc('Record and transcribe the conversation'),
    active: f.boolean().default(true).doc('An inactive agent is never put on a call'),
  },
});
