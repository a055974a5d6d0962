import { CALL_ID_NAMED, CALL_ID_PARAM } from '../carriers/callback-words.js';
import { CARRIER_PROVIDERS } from '../carriers/dialects.js';
import { defineEndpointGroup } from '../kernel/endpoints.js';
import { CALL_STATUS_ANSWER, SECURE_CALL_PARAMS } from './call-params.js';

const WEBHOOK_PARAMS = {
  company: {
    type: 'string',
    description: "The company's uuid (GET /me), as in the URL the number was pointed at",
  },
  provider: {
    type: 'enum',
    values: CARRIER_PROVIDERS,
    description: 'The carrier sending the webhook: its signature scheme is checked',
  },
} as const;

const UNSUBSCRIBE_DOC =
  "The link at the foot of every e-mail Leadline sends to a lead and its List-Unsubscribe header: opts the lead's " +
  'number out (all channels, as PUT /leads/:caller_id/caller_opt_out). The token names one lead of one company, ' +
  "sealed with the server's keyring. See docs/messaging.md.";

const UNSUBSCRIBE_PARAMS = {
  company: { type: 'string', description: "The company's uuid" },
  token: { type: 'string', required: true, description: 'The sealed token of the link (query)' },
} as const;

/**
 * The carriers' webhooks for inbound calls (`server/src/routes/inbound-calls.ts`,
 * core `calls/inbound-calls.ts`): public, each request proven by the
 * carrier's own signature made with the integration's credentials.
 */
export const inboundCallEndpoints = defineEndpointGroup({
  name: 'inbound_calls',
  title: 'Inbound call webhooks',
  description:
    "Where a tracking number's carrier asks what to do with a call (voice), reports its progress (status) and " +
    'delivers the text messages it receives (sms). ' +
    'Renting a number (POST /phone_numbers) points it here; POST /phone_numbers/:id/point_webhooks points one ' +
    "rented before. Every request is checked with the carrier's signature: Twilio and TeXML X-Twilio-Signature " +
    '(HMAC-SHA1 with the auth token), Telnyx telnyx-signature-ed25519 over telnyx-timestamp (settings.public_key of ' +
    'the integration, 5 minutes of tolerance), Plivo X-Plivo-Signature-V3 with its nonce (the auth token). ' +
    'See docs/inbound-calls.md.',
  endpoints: [
    {
      name: 'voice',
      method: 'POST',
      path: '/inbound_calls/:company/:provider/voice',
      public: true,
      rateLimited: false,
      summary: 'A tracking number rings: the instructions for the call (TwiML, TeXML or Plivo XML)',
      description:
        "Writes the call (direction inbound, the number's offer, traffic source and ring pool, the tokens of the " +
        'caller a ping/post held the number for, repeat-caller flags) and routes it: the eligible buyers in tier ' +
        "then weighted-random order, failing over through call_dial_result; with nobody to take it the offer's " +
        'exception rule (call_routers) decides. A number the company does not have is answered with a hang-up.',
      params: {
        ...WEBHOOK_PARAMS,
        To: { type: 'string', description: 'The tracking number called (Plivo: digits without +)' },
        From: { type: 'string', description: "The caller's number" },
        ...CALL_ID_PARAM,
      },
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description:
            '<Response><Dial …><Number>buyer</Number></Dial></Response>, or <Response><Hangup/></Response>',
        },
      },
      errors: [
        {
          code: 'forbidden',
          when: 'the signature is missing, forged or stale, or the call was answered already',
        },
      ],
    },
    {
      name: 'status',
      method: 'POST',
      path: '/inbound_calls/:company/:provider/status',
      public: true,
      rateLimited: false,
      summary: "The carrier's report of an inbound call's progress",
      description:
        `Found by its ${CALL_ID_NAMED} and read like call_status: status, ended_at, total_duration, ` +
        'hangup_cause, never moving the call back. A report about a call Leadline does not have is acknowledged. ' +
        "Plivo's asynchronous machine detection posts its verdict here too (Event MachineDetection, Machine): the " +
        "offer's AMD plan decides, a hang-up or voicemail moving the call with Plivo's Transfer API.",
      params: {
        ...WEBHOOK_PARAMS,
        ...CALL_ID_PARAM,
        CallStatus: { type: 'string', description: "The carrier's status word" },
      },
      response: CALL_STATUS_ANSWER,
      errors: [{ code: 'forbidden', when: 'the signature is missing, forged or stale' }],
    },
    {
      name: 'sms',
      method: 'POST',
      path: '/inbound_calls/:company/:provider/sms',
      public: true,
      rateLimited: false,
      summary: 'A text message reaches a company number',
      description:
        "The carrier's inbound-message webhook (Twilio and TeXML form fields From, To, Body, MessageSid, " +
        'NumMedia/MediaUrl0…; Plivo From, To, Text, MessageUUID; Telnyx a message.received event), checked with ' +
        "the same signatures as voice. Stored as an incoming_text_message (the receiving number's offer, the " +
        "sender's contact and most recent lead; STOP, STOPALL, UNSUBSCRIBE, CANCEL, END or QUIT opts the sender " +
        'out of texts) and the incoming_text_message event is emitted in the same transaction. A message the ' +
        'carrier sends again (same message id) is stored once; a text to a number the company does not have is ' +
        'acknowledged and dropped.',
      params: {
        ...WEBHOOK_PARAMS,
        To: { type: 'string', description: 'The company number that received it (Plivo: digits without +)' },
        From: { type: 'string', description: "The sender's number" },
        Body: { type: 'string', description: 'The text (Plivo: Text)' },
        MessageSid: { type: 'string', description: "The carrier's id of the message (Plivo: MessageUUID)" },
      },
      response: {
        root: 'Response',
        xml: true,
        holds: { type: 'string', description: '<Response/>: nothing is sent back' },
      },
      errors: [{ code: 'forbidden', when: 'the signature is missing, forged or stale' }],
    },
    {
      name: 'text_status',
      method: 'POST',
      path: '/inbound_calls/:company/:provider/text_status',
      public: true,
      rateLimited: false,
      summary: "The carrier's delivery report of an outbound text message",
      description:
        'The status callback the send job gives with each text (Twilio StatusCallback: MessageSid, ' +
        'MessageStatus, ErrorCode; Plivo url: MessageUUID, Status, ErrorCode; Telnyx webhook_url: message.sent ' +
        'and message.finalized events), checked with the same signatures as voice. The text_message is found by ' +
        'its provider_message_id and only moves forward: sent, then delivered (delivered_at, the ' +
        'text_message_delivered event) or undelivered / failed (error_message, the text_message_failed event). ' +
        'A report about a text Leadline does not have is acknowledged.',
      params: {
        ...WEBHOOK_PARAMS,
        MessageSid: { type: 'string', description: "The carrier's id of the message (Plivo: MessageUUID)" },
        MessageStatus: { type: 'string', description: "The carrier's status word (Plivo: Status)" },
        ErrorCode: { type: 'string', description: "The carrier's error code of a failed message" },
      },
      response: {
        root: 'text_message',
        holds: {
          type: 'object',
          description: 'The text as it now stands (empty when the report named none Leadline has)',
          properties: {
            id: { type: 'integer', description: "The text_message's id" },
            status: { type: 'string', description: 'Its status' },
          },
        },
      },
      errors: [{ code: 'forbidden', when: 'the signature is missing, forged or stale' }],
    },
    {
      name: 'email_unsubscribe',
      method: 'GET',
      path: '/inbound_calls/:company/unsubscribe',
      public: true,
      summary: 'The unsubscribe link of an e-mail to a lead',
      description: UNSUBSCRIBE_DOC,
      params: UNSUBSCRIBE_PARAMS,
      response: {
        root: 'unsubscribed',
        holds: { type: 'boolean', description: 'true: the number is opted out' },
      },
      errors: [{ code: 'not_found', when: 'the link is not one Leadline made for this company' }],
    },
    {
      name: 'email_unsubscribe_one_click',
      method: 'POST',
      path: '/inbound_calls/:company/unsubscribe',
      public: true,
      summary: 'One-click unsubscribe of an e-mail (RFC 8058 List-Unsubscribe-Post)',
      description: UNSUBSCRIBE_DOC,
      params: UNSUBSCRIBE_PARAMS,
      response: {
        root: 'unsubscribed',
        holds: { type: 'boolean', description: 'true: the number is opted out' },
      },
      errors: [{ code: 'not_found', when: 'the link is not one Leadline made for this company' }],
    },
    {
      name: 'buyer_answered',
      method: 'POST',
      path: '/inbound_calls/answered/:secure_token/:uuid',
      public: true,
      rateLimited: false,
      summary: 'Which buyer of a simultaneous ring answered',
      description:
        "Twilio and TeXML request the answering <Number>'s url (buyer_id in the query); Plivo posts the Dial's " +
        "callbackUrl (DialAction answer, DialBLegTo). The call's buyer_id and connected_to become that buyer, " +
        'its conversions of duration 0 fire, and the trace gets a DialResult answered. The secure token in the ' +
        "path is the call's own.",
      params: {
        ...SECURE_CALL_PARAMS,
        buyer_id: { type: 'integer', description: 'The buyer whose number answered (Twilio, TeXML)' },
        DialBLegTo: { type: 'string', description: 'The number that answered (Plivo)' },
      },
      response: {
        root: 'Response',
        xml: true,
        holds: { type: 'string', description: '<Response/>: the carrier bridges the call' },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'menu',
      method: 'POST',
      path: '/inbound_calls/menu/:secure_token/:uuid',
      public: true,
      rateLimited: false,
      summary: 'The keys a caller pressed at a menu (or none)',
      description:
        "A key press flow group's <Gather> (Twilio, TeXML) or <GetDigits> (Plivo) posts Digits here; the <Redirect> " +
        "after it asks again without Digits when the caller pressed nothing. The group's key_press_flow for the " +
        "digits runs its first call_control_action, else the offer's key_press_<key> rule, else any_other_key_press; " +
        'nothing pressed repeats the prompt up to max_attempts, then no_key_press. The digits are kept in the ' +
        "call's digits token (and key_press_flow_group_<id>). See docs/call-flows.md.",
      params: {
        ...SECURE_CALL_PARAMS,
        group: {
          type: 'string',
          description:
            'The key press flow group listening (its id), or zip (the ZIP question), question (ask_a_question), ' +
            'extension (an extension entered) or voicemail (a recorded voicemail ended: hang up)',
        },
        attempt: { type: 'integer', description: 'How many times its prompt has played' },
        Digits: { type: 'string', description: 'The keys pressed (absent: none)' },
      },
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description: 'What the chosen rule does: another menu, a <Dial>, a message, a hang-up',
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'whisper',
      method: 'POST',
      path: '/inbound_calls/whisper/:secure_token/:uuid',
      public: true,
      rateLimited: false,
      summary: "What the buyer's agent hears before the caller is bridged",
      description:
        "A Dial's <Number url> (Twilio, TeXML) or confirmSound (Plivo) asks here once the buyer picks up, when the " +
        "offer has a whisper rule: the rule's sound or text-to-speech (with the call's [tokens]) is played to the " +
        "agent, then the caller is bridged; a Whisper step goes into the call's trace. See docs/call-flows.md.",
      params: { ...SECURE_CALL_PARAMS },
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description: '<Response><Say>…</Say></Response> (Plivo <Speak>), or <Response/>',
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'accept',
      method: 'POST',
      path: '/inbound_calls/accept/:secure_token/:uuid',
      public: true,
      rateLimited: false,
      summary: "The buyer's agent pressed to accept the call, or did not",
      description:
        "With a press_1_to_accept (1) or off_hook_press_to_accept (any key) rule, the agent's <Gather> (Twilio, " +
        'TeXML) posts its key here, or reaches it without one when its time ran out: accepted, the carrier bridges ' +
        "the caller and the conversion duration counts from now; otherwise the press_1_too_slow rule's message " +
        'plays to the agent, its leg hangs up and the call moves on to the next buyer. A BuyerAccept step goes into ' +
        "the call's trace. See docs/call-flows.md.",
      params: {
        ...SECURE_CALL_PARAMS,
        buyer_id: { type: 'integer', description: 'The buyer whose agent is asked' },
        Digits: { type: 'string', description: 'The key pressed (absent: none)' },
      },
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description: '<Response/> (accepted), or the too-slow message and <Hangup/>',
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'buyer_music',
      method: 'POST',
      path: '/inbound_calls/music/:secure_token/:uuid',
      public: true,
      rateLimited: false,
      summary: 'What the caller hears while the buyers ring',
      description:
        "Plivo's Dial asks its dialMusic here when the offer has a calling_buyer_music rule: the rule's sound file, " +
        "its playlist's files in order, or its text-to-speech (with the call's [tokens]). See docs/call-flows.md.",
      params: { ...SECURE_CALL_PARAMS },
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description: '<Response><Play>…</Play><Speak>…</Speak></Response>, or <Response/>',
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'hold_wait',
      method: 'POST',
      path: '/inbound_calls/hold/:secure_token/:uuid/wait',
      public: true,
      rateLimited: false,
      summary: 'What a caller held in the hold queue hears, asked again until its turn',
      description:
        "The <Enqueue>'s waitUrl (Twilio, TeXML; asked again each time its answer has played) or the <Redirect> of " +
        "Plivo's hold document: the add_to_hold_queue rule's sound file, playlist or text-to-speech (a short pause " +
        "without one). When the caller's turn has come, or it waited hold_queue_max_seconds, it answers <Leave/> " +
        '(Plivo: a <Redirect> to hold_connect). See docs/call-flows.md.',
      params: {
        ...SECURE_CALL_PARAMS,
        QueuePosition: {
          type: 'integer',
          description: "The caller's place in the carrier's queue (Twilio, TeXML)",
        },
        QueueTime: { type: 'integer', description: 'Seconds waited so far (Twilio, TeXML)' },
      },
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description: '<Response><Play>…</Play></Response> (Plivo: then <Redirect> back here), or <Leave/>',
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'hold_connect',
      method: 'POST',
      path: '/inbound_calls/hold/:secure_token/:uuid/connect',
      public: true,
      rateLimited: false,
      summary: 'A caller leaves the hold queue: connected to a freed slot, or the rule for waiting too long',
      description:
        "The <Enqueue>'s action (Twilio, TeXML), and where a call update (Twilio, TeXML Url; Plivo's Call transfer " +
        'aleg_url) points a held caller as soon as a call ends and frees a slot. The caller is routed to the buyers; ' +
        "a slot taken meanwhile puts it back in line where it was. Held past hold_queue_max_seconds: the offer's " +
        'hold_queue_max_seconds_exceeded rule decides. A HoldQueue left step (with wait_seconds) goes into the trace ' +
        "and the wait into the call's hold_duration. See docs/call-flows.md.",
      params: {
        ...SECURE_CALL_PARAMS,
        QueueResult: {
          type: 'string',
          description: "Why the caller left the carrier's queue: leave, redirected, hangup (Twilio, TeXML)",
        },
      },
      response: {
        root: 'Response',
        xml: true,
        holds: {
          type: 'string',
          description: "A <Dial>, the <Enqueue> again, or the rule's message and <Hangup/>",
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
    {
      name: 'recording',
      method: 'POST',
      path: '/inbound_calls/recordings/:secure_token/:uuid',
      public: true,
      rateLimited: false,
      summary: "The carrier's recording of a call",
      description:
        'Twilio and TeXML recordingStatusCallback (RecordingUrl, RecordingSid, RecordingDuration), Plivo Record ' +
        "action (RecordUrl, RecordingDuration): the URL is kept as the call's recording_url and a CallRecording " +
        'event is added to its timeline. Calls (inbound or placed) are recorded when a call_recording_rules row says ' +
        "so; the secure token in the path is the call's own, as for call_dial_result.",
      params: {
        ...SECURE_CALL_PARAMS,
        RecordingUrl: {
          type: 'string',
          description: 'Where the carrier keeps the recording (Plivo: RecordUrl)',
        },
      },
      response: {
        root: 'call',
        holds: {
          type: 'object',
          description: 'The call',
          properties: {
            uuid: { type: 'string', description: "The call's uuid" },
            recording_url: { type: 'string', nullable: true, description: 'The recording kept' },
          },
        },
      },
      errors: [{ code: 'not_found', when: 'no call with that uuid and token' }],
    },
  ],
});
