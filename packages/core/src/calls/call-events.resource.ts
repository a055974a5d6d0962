import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/**
 * The kinds of step a call's timeline holds (GET /calls/:id/events). Leg,
 * WebhookLog and CallRecording are TrackDrive's names; the routing steps are
 * Leadline's, given away where TrackDrive charges for them.
 */
export const CALL_EVENT_TYPES = [
  'Leg',
  'Greeting',
  'Menu',
  'KeyPress',
  'ZipEntry',
  'Extension',
  'Question',
  'Whisper',
  'BuyerAccept',
  'HoldQueue',
  'MachineDetected',
  'CallAction',
  'BuyerConsidered',
  'Dial',
  'DialResult',
  'ExceptionRule',
  'Conversion',
  'CallRecording',
  'Transcription',
  'WebhookLog',
  'Disposition',
] as const;

export type CallEventType = (typeof CALL_EVENT_TYPES)[number];

/**
 * The durable trace of each call: every leg, every buyer the router looked at
 * with the filter or cap that excluded it, every dial and its result,
 * conversions and recordings. Written by the call engine; read through
 * GET /calls/:id/events or listed with call_id.
 */
export const callEvents = defineResource({
  name: 'call_event',
  plural: 'call_events',
  family: 'calls',
  description:
    "One step of a call's timeline, written by the call engine: a leg, a buyer the router considered (and why " +
    'it was excluded), a dial and its result, an exception rule, a conversion, a recording. ' +
    'GET /calls/:id/events answers them in order.',
  operations: ['list', 'show'],
  fields: {
    call_id: f.ref('calls').readOnly().doc('The call'),
    // Twenty rows an answer, read by call (and by buyer for its health): the type and reason filters scan.
    event_type: f.enum(CALL_EVENT_TYPES).readOnly().unindexed().doc('What kind of step'),
    buyer_id: f.ref('buyers').readOnly().doc('Buyer the step is about, when one is'),
    reason: f
      .string()
      .readOnly()
      .filter()
      .unindexed()
      .doc(
        'BuyerConsidered: what excluded the buyer (paused, closed, token_filter, a cap, a suppression), blank when eligible; ' +
          'DialResult: the outcome; ExceptionRule: its trigger; Greeting: played, or none (no_greeting_is_played); ' +
          'Menu: listening, or step_limit; KeyPress: the digits, or none; Whisper: played (to the buyer); BuyerAccept: asked, accepted or too_slow; ZipEntry and Extension: listening, entered, retry or failed; Question: listening, answered, retry or unanswered; ' +
          "HoldQueue: joined, full, back_in_line, or left (detail.outcome connected, abandoned or max_seconds_exceeded, with wait_seconds); MachineDetected: human, machine or unknown (what the carrier's detection said); CallAction: add_to_schedule or block_caller (a menu action done)",
      ),
    detail: f.json().readOnly().doc('The step in full (numbers dialled, tier, weight, amounts, URLs…)'),
  },
});
