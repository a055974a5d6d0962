import { CALL_STATUS_WORDS, callbackValue } from '../carriers/callback-words.js';
import { type CALL_STATUSES, FINAL_CALL_STATUSES } from './calls.resource.js';

export type CallStatus = (typeof CALL_STATUSES)[number];

/** Carriers' status words in Leadline's (`carriers/callback-words.ts`). */
const WORDS: Record<string, CallStatus> = CALL_STATUS_WORDS;

/** How far along a status is: a callback that arrives late never moves a call back. */
export function progressOf(status: CallStatus): number {
  if (FINAL_CALL_STATUSES.includes(status)) return 3;
  return { queued: 0, ringing: 1, in_progress: 2 }[status as 'queued' | 'ringing' | 'in_progress'];
}

export const isFinal = (status: CallStatus) => FINAL_CALL_STATUSES.includes(status);

/** What one status callback says, whichever carrier sent it. */
export interface CallReport {
  status: CallStatus;
  /** Seconds the call lasted (on its end). */
  duration: number | null;
  hangupCause: string | null;
  /** What the carrier charged for the call, when it says (Plivo's TotalCost on hang-up). */
  cost: number | null;
}

/**
 * Reads a status callback: Twilio and TeXML send CallStatus and CallDuration,
 * Plivo CallStatus, Duration and HangupCause. Null when it carries no status
 * Leadline knows (a report it cannot act on changes nothing).
 */
export function readCallReport(params: Record<string, unknown>): CallReport | null {
  const said = callbackValue(params, 'callStatus');
  const word = typeof said === 'string' ? said.trim().toLowerCase() : '';
  const status = WORDS[word];
  if (!status) return null;
  const seconds = Number(callbackValue(params, 'duration') ?? Number.NaN);
  const cause = callbackValue(params, 'hangupCause');
  const cost = Number(callbackValue(params, 'cost') ?? Number.NaN);
  return {
    cost: Number.isFinite(cost) && cost >= 0 ? cost : null,
    status,
    duration: Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds) : null,
    hangupCause:
      typeof cause === 'string' && cause !== ''
        ? cause
        : status === 'completed' || !isFinal(status)
          ? null
          : status,
  };
}
