/**
 * What Leadline reads from a carrier's voice callbacks, and the names each
 * carrier gives it. Leadline takes any carrier's words on any callback (the
 * simulated carrier speaks Twilio's for numbers of every provider), so each
 * entry lists every dialect's name, first found wins: Twilio and TeXML first,
 * then Plivo.
 */
export const CALLBACK_WORDS = {
  /** The carrier's id of the call: Twilio/TeXML CallSid, Plivo CallUUID. */
  callId: ['CallSid', 'CallUUID'],
  from: ['From'],
  to: ['To'],
  /** A status callback's word (queued, ringing, in-progress, completed, busy, …). */
  callStatus: ['CallStatus'],
  /** Seconds the call lasted: Twilio/TeXML CallDuration, Plivo Duration or BillDuration. */
  duration: ['CallDuration', 'Duration', 'BillDuration'],
  hangupCause: ['HangupCause', 'HangupCauseName'],
  /** What the carrier charged for the call (Plivo's TotalCost on hang-up). */
  cost: ['TotalCost'],
  /** How the buyer leg of a Dial went: Twilio/TeXML DialCallStatus, Plivo DialStatus. */
  dialStatus: ['DialCallStatus', 'DialStatus'],
  dialDuration: ['DialCallDuration', 'DialBLegDuration'],
  /** Plivo's Dial callback event (answer, hangup, …). */
  dialAction: ['DialAction'],
  /** The leg that answered a simultaneous ring: Plivo DialBLegTo, else the leg's To. */
  answeredLeg: ['DialBLegTo', 'To'],
  recordingUrl: ['RecordingUrl', 'RecordUrl'],
  recordingDuration: ['RecordingDuration', 'RecordDuration'],
  recordingId: ['RecordingSid', 'RecordingID'],
  /** The keys a <Gather> (Twilio, TeXML) or <GetDigits> (Plivo) read: Digits in all three. */
  digits: ['Digits'],
} as const;

export type CallbackWord = keyof typeof CALLBACK_WORDS;

const [CALL_ID, PLIVO_CALL_ID] = CALLBACK_WORDS.callId;

/**
 * The call's id as the inbound webhooks' reference names it: Twilio's word, Plivo's beside it
 * (every dialect's word is read, `callIdOf`).
 */
export const CALL_ID_NAMED = `${CALL_ID} (Plivo ${PLIVO_CALL_ID})`;

/** The documented parameter carrying the call's id on the inbound voice and status webhooks. */
export const CALL_ID_PARAM = {
  [CALL_ID]: { type: 'string', description: `The carrier's id of the call (Plivo: ${PLIVO_CALL_ID})` },
} as const;

/** The value a callback gives for a word, in whichever carrier's name it came (undefined when none). */
export function callbackValue(params: Record<string, unknown>, word: CallbackWord): unknown {
  for (const name of CALLBACK_WORDS[word]) {
    const v = params[name];
    if (v !== undefined && v !== null) return v;
  }
  return undefined;
}

/** The carrier's id of the call, or '' when the callback names none. */
export const callIdOf = (params: Record<string, unknown>): string =>
  String(callbackValue(params, 'callId') ?? '');

/** Carriers' status words (Twilio, TeXML, Plivo) in Leadline's call statuses. */
export const CALL_STATUS_WORDS = {
  queued: 'queued',
  initiated: 'queued',
  ringing: 'ringing',
  'in-progress': 'in_progress',
  in_progress: 'in_progress',
  answered: 'in_progress',
  completed: 'completed',
  busy: 'busy',
  failed: 'failed',
  'no-answer': 'no_answer',
  no_answer: 'no_answer',
  timeout: 'no_answer',
  canceled: 'canceled',
  cancelled: 'canceled',
  cancel: 'canceled',
} as const satisfies Record<string, string>;

/** Twilio's and TeXML's caller geography and the caller's key presses (Digits), as the call's tokens. */
export function callerTokensOf(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  const pairs: [string, string][] = [
    ['FromCity', 'caller_city'],
    ['FromState', 'caller_state'],
    ['FromZip', 'caller_zip'],
    ['FromCountry', 'caller_country'],
    ['Digits', 'digits'],
  ];
  for (const [from, to] of pairs) {
    const v = params[from];
    if (typeof v === 'string' && v.trim() !== '') out[to] = v.trim();
  }
  return out;
}
