import { defineEndpointGroup } from '../kernel/endpoints.js';
import { CALL_STATUS_ANSWER, SECURE_CALL_PARAMS, SECURE_CALL_UPDATE_PARAMS } from './call-params.js';

/** What the secure update and hang-up answer: the call's state, not the whole record (a buyer holds the token). */
const SECURE_CALL_VIEW = {
  type: 'object',
  description: 'The call as it now stands',
  properties: {
    uuid: { type: 'string', description: "The call's uuid" },
    status: { type: 'string', description: "Its status in Leadline's words" },
    revenue: { type: 'decimal', description: 'Revenue of the call' },
    buyer_converted: { type: 'boolean', description: 'Whether the buyer converted' },
    data: { type: 'object', description: "The call's tokens (token_values)" },
  },
} as const;

/**
 * Carriers' callbacks for a call Leadline placed (`server/src/routes/secure-calls.ts`):
 * public, the call's secret token in the path proves the caller is the carrier
 * it was given to.
 */
export const secureEndpoints = defineEndpointGroup({
  name: 'secure',
  title: 'Secure call callbacks',
  description:
    'What a carrier asks about a call Leadline placed (POST /schedules/make_call): the instructions when the ' +
    "lead answers, and the call's progress. The URLs are handed to the carrier with the call; the secure " +
    'token in them belongs to that call alone, so no key pair is needed. A buyer given the token and uuid ' +
    '(SIP headers, custom parameters) updates, hangs up and reads the call with them too.',
  endpoints: [
    {
      name: 'call_answer',
      method: 'POST',
      path: '/secure/:secure_token/calls/:uuid/answer',
      public: true,
      rateLimited: false,
      summary: 'Instructions for an answered call (TwiML, TeXML or Plivo XML)',
      description:
        "Forwards the call to the offer's first available buyer (attached, not paused, open, under its caps, " +
        'the caller not suppressed for it), showing the tracking number and ringing for its timeout_seconds; ' +
        'the Dial reports how it went to call_dial_result. With no buyer available, hangs up. The buyer ' +
        'chosen is written to the call.',
      params: SECURE_CALL_PARAMS,
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description: '<Response><Dial callerId="…"><Number>…</Number></Dial></Response>',
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'call_dial_result',
      method: 'POST',
      path: '/secure/:secure_token/calls/:uuid/dial_result',
      public: true,
      rateLimited: false,
      summary: 'How the forward to a buyer went (the Dial action), and what the call does next',
      description:
        'Twilio and TeXML post DialCallStatus and DialCallDuration, Plivo DialStatus and DialBLegDuration. A ' +
        'buyer that answered ends the call when it hangs up (answered_duration is written). One that did not ' +
        'answer passes the call to the next available buyer it has not been offered to (buyers_tried); with ' +
        'none left the call hangs up with hangup_cause no_buyer_answered.',
      params: {
        ...SECURE_CALL_PARAMS,
        DialCallStatus: {
          type: 'string',
          description: 'completed, busy, no-answer, failed… (Plivo: DialStatus)',
        },
      },
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description:
            '<Response><Dial …><Number>next buyer</Number></Dial></Response>, or <Response><Hangup/></Response>',
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'call_status',
      method: 'POST',
      path: '/secure/:secure_token/calls/:uuid/status',
      public: true,
      rateLimited: false,
      summary: "The carrier's report of the call's progress",
      description:
        "Reads the carrier's status callback (Twilio and TeXML: CallStatus, CallDuration; Plivo: CallStatus, " +
        'Duration, HangupCause) into the call: status, answered_at, ended_at, total_duration, hangup_cause. ' +
        'A report older than what the call already says changes nothing.',
      params: {
        ...SECURE_CALL_PARAMS,
        CallStatus: {
          type: 'string',
          description: "The carrier's status word (queued, ringing, in-progress…)",
        },
      },
      response: CALL_STATUS_ANSWER,
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'call_update',
      method: 'PUT',
      path: '/secure/:secure_token/calls/:uuid',
      public: true,
      summary: "A buyer's update of the call it was sent (the secure token from the SIP headers)",
      description:
        "Sets revenue (or add_revenue) and buyer_converted, merges data into the call's token_values, and " +
        'with digits presses keys on the live call (as POST /calls/send_key_press). The same update as ' +
        'POST /calls/:id, limited to what the buyer reports; a bad value is a 422 naming it and nothing ' +
        'is written.',
      params: { ...SECURE_CALL_PARAMS, ...SECURE_CALL_UPDATE_PARAMS },
      response: { root: 'call', holds: SECURE_CALL_VIEW },
      errors: [
        {
          code: 'validation_failed',
          when: 'a bad value, an unknown parameter, digits for a call not answered or over',
        },
        { code: 'not_found', when: 'no call with that uuid and token' },
        { code: 'bad_gateway', when: 'the carrier failed to take the digits' },
      ],
    },
    {
      name: 'call_hang_up',
      method: 'DELETE',
      path: '/secure/:secure_token/calls/:uuid',
      public: true,
      summary: 'Hang up the call (the secure token from the SIP headers)',
      description:
        'Ends the call at its carrier and on the record (hangup_cause hung_up_by_api), as DELETE /calls/:id. ' +
        'A call that has ended already is answered as it is.',
      params: SECURE_CALL_PARAMS,
      response: { root: 'call', holds: SECURE_CALL_VIEW },
      errors: [
        { code: 'not_found', when: 'no call with that uuid and token' },
        { code: 'bad_gateway', when: 'the carrier failed or could not be reached' },
      ],
    },
    {
      name: 'call_data',
      method: 'GET',
      path: '/secure/:secure_token/calls/:uuid/data',
      public: true,
      summary: "The call's uuid and data (its token_values)",
      params: SECURE_CALL_PARAMS,
      response: {
        root: 'data',
        holds: { type: 'object', description: 'The call\'s tokens (token_values): {"first_name":"Ann"}' },
        fields: { uuid: { type: 'string', description: "The call's uuid" } },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
  ],
});
