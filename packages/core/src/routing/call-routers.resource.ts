import { CALL_ACTIONS, sortableOrder } from '../common/fields.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** When a call flow rule fires (domain-notes: call_routers router_type, and the exception-handling triggers). */
export const ROUTER_TYPES = [
  'greeting',
  'no_greeting_is_played',
  'ask_a_question',
  'connect_ai_voice_agent',
  'when_answering_machine_detected',
  'before_answering_machine_detected',
  'off_hook_press_to_accept',
  'key_press_0',
  'key_press_1',
  'key_press_2',
  'key_press_3',
  'key_press_4',
  'key_press_5',
  'key_press_6',
  'key_press_7',
  'key_press_8',
  'key_press_9',
  'key_press_#',
  'key_press_*',
  'no_key_press',
  'any_other_key_press',
  'calling_buyer_music',
  'whisper',
  'enter_extension',
  'extension_failed',
  'zip_code_entry',
  'zip_entry_failed',
  'press_1_to_accept',
  'press_1_too_slow',
  'add_to_hold_queue',
  'hold_queue_is_full',
  'hold_queue_max_seconds_exceeded',
  'no_buyers_have_open_concurrency',
  'all_buyers_closed',
  'no_buyer_answered',
  'no_buyers_match',
] as const;

export const callRouters = defineResource({
  name: 'call_router',
  plural: 'call_routers',
  family: 'offers',
  description:
    'A call flow rule of an offer: when it fires (router_type: greeting, key press, answering machine, hold queue, ' +
    'exception handling…), what it plays and what it does with the call.',
  fields: {
    name: f.string().search().sort().doc('Label for operators'),
    offer_id: f.ref('offers').required().doc('Offer whose calls the rule handles'),
    router_type: f.enum(ROUTER_TYPES).required().doc('When the rule fires'),
    action: f
      .enum(CALL_ACTIONS)
      .default('forward_to_buyers')
      .doc('What the rule does with the call; more steps go in call_control_actions'),
    active: f.boolean().default(true).doc('Inactive rules never fire'),
    sound_file_id: f.ref('sound_files').doc('Sound played when the rule fires (greeting, prompt, whisper)'),
    sound_playlist_id: f
      .ref('sound_playlists')
      .doc('Music played while waiting (calling_buyer_music, hold queue)'),
    text_to_speech: f
      .text()
      .doc('Text spoken when no sound file or playlist is set; may contain [tokens] and [token]{default}'),
    voice: f
      .string()
      .doc(
        "Text-to-speech voice: man, woman, alice or Polly.<name> on every carrier, each carrier's own engines beside (blank: its default)",
      ),
    language: f
      .string()
      .pattern(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language tag such as en-US')
      .example('en-US')
      .doc('Text-to-speech language (blank: the voice’s own)'),
    forward_offer_id: f.ref('offers').doc('forward_to_offer: the offer the call is sent to'),
    forward_number: f
      .string()
      .pattern(
        /^(\+[1-9]\d{4,14}|sip:.*\[number_to_dial\].*@.+)$/,
        'must be E.164 (+15551234567) or sip:…[number_to_dial]…@domain',
      )
      .doc('Exception rules: a fallback number (E.164 or SIP URI) the call is forwarded to instead'),
    schedule_id: f.ref('schedules').doc('add_to_schedule / remove_from_schedule: the schedule'),
    key_press_flow_group_id: f
      .ref('key_press_flow_groups')
      .doc('request_key_press: the prompt and the flows that answer it'),
    voice_agent_id: f.ref('voice_agents').doc('connect_ai_voice_agent: the AI agent that takes the call'),
    buyer_ids: f.refs('buyers').doc("forward_to_buyers: only these buyers (blank: the offer's buyers)"),
    buyer_group_ids: f.refs('buyer_groups').doc('forward_to_buyers: only these buyer groups'),
    auto_try_next_buyer: f
      .boolean()
      .default(true)
      .doc('Try the next eligible buyer when the one dialled does not answer'),
    webhook_before_id: f.ref('outgoing_webhooks').doc('Webhook fired before the rule acts'),
    webhook_after_id: f.ref('outgoing_webhooks').doc('Webhook fired after the rule acted'),
    hold_queue_caller_limit: f
      .integer()
      .min(0)
      .doc('Most callers waiting in the hold queue (blank: no limit)'),
    hold_queue_percentage_size: f
      .decimal()
      .min(0)
      .max(100)
      .doc("Hold queue size as a percentage of the offer's active concurrency cap"),
    max_hold_seconds_average: f
      .integer()
      .min(0)
      .doc('Stop queueing callers when the average hold exceeds this many seconds'),
    hold_queue_max_seconds: f
      .integer()
      .min(0)
      .doc('Seconds a caller may wait before hold_queue_max_seconds_exceeded fires'),
    sortable_order: sortableOrder(),
  },
});
