/**
 * The simulated carrier: what it posts to Leadline for a call it places on a
 * company number, in Twilio's words (which Leadline reads from any carrier,
 * `callback-words.ts`). `CallSimulator` drives a whole call with these, so a
 * call's lifecycle runs without a carrier account.
 */

/** The voice webhook of a new call: who called which number, and what the caller pressed. */
export function simulatedVoiceRequest(call: {
  callId: string;
  to: string;
  from: string;
  callerState?: string | null;
  callerZip?: string | null;
  digits?: string | number | null;
  /** Answered by a machine: the carrier's detection says so, as Twilio's AnsweredBy does after the beep. */
  machine?: boolean;
}): Record<string, unknown> {
  return {
    CallSid: call.callId,
    To: call.to,
    From: call.from,
    CallStatus: 'in-progress',
    ...(call.callerState ? { FromState: call.callerState } : {}),
    ...(call.callerZip ? { FromZip: call.callerZip } : {}),
    // The caller's key presses, as a carrier's <Gather> reports them.
    ...(call.digits ? { Digits: String(call.digits) } : {}),
    ...(call.machine ? { AnsweredBy: 'machine_end_beep' } : {}),
  };
}

/** How the buyer leg of a Dial went: talked `seconds`, or a result without talk (busy, no-answer, …). */
export function simulatedDialResult(result: string, seconds: number): Record<string, unknown> {
  return result === 'completed'
    ? { DialCallStatus: 'completed', DialCallDuration: String(seconds) }
    : { DialCallStatus: result, DialCallDuration: '0' };
}

/** The call's end, after `seconds` of talk. */
export function simulatedCallEnd(callId: string, seconds: number): Record<string, unknown> {
  return { CallSid: callId, CallStatus: 'completed', CallDuration: String(seconds) };
}

/** Whether instructions dial a buyer (the simulated carrier follows a <Dial>, and stops at anything else). */
export const dialsBuyer = (xml: string) => /<Dial\b/.test(xml);

/** The menu instructions listen with (<Gather>, Plivo <GetDigits>): its group and attempt, from the action's query. */
export function listeningMenu(xml: string): { group: string; attempt: string } | null {
  const m =
    /<(?:Gather|GetDigits)\b[^>]*action="[^"]*\?group=(\d+|zip|extension|question)&amp;attempt=(\d+)"/.exec(
      xml,
    );
  return m ? { group: m[1]!, attempt: m[2]! } : null;
}

/** Whether a Dial asks for a whisper once the buyer picks up (a Number url or Plivo's confirmSound at …/whisper/). */
export const asksWhisper = (xml: string) => /(?:url|confirmSound)="[^"]*\/inbound_calls\/whisper\//.test(xml);

/** The press-to-accept a whisper listens with (its <Gather> at …/accept/), as the carrier would post it, or null. */
export function acceptAsked(xml: string): { buyer_id?: string } | null {
  const m = /<Gather\b[^>]*action="[^"]*\/inbound_calls\/accept\/[^"?]*(?:\?buyer_id=(\d+))?"/.exec(xml);
  if (!m) return null;
  return m[1] ? { buyer_id: m[1] } : {};
}

/** Whether instructions hold the caller in a hold queue (an <Enqueue>, or Plivo's loop to …/hold/…/wait). */
export const holdsCaller = (xml: string) => /<Enqueue\b|\/inbound_calls\/hold\/[^<"]*\/wait</.test(xml);
