import { callbackValue } from '../carriers/callback-words.js';
import { decodeValue } from '../db/column-types.js';
import { type CallStatus, progressOf } from './call-progress.js';
import type { CallRow } from './call-store.js';

/**
 * The carrier's id of the call when a callback names another: Plivo names the
 * call only in its callbacks; until then call_sid is its request id.
 */
export function callSidOf(params: Record<string, unknown>, row: CallRow): { call_sid?: string } {
  const sid = callbackValue(params, 'callId');
  return typeof sid === 'string' && sid !== '' && sid !== row.call_sid ? { call_sid: sid } : {};
}

/** The call's tokens as the buyers' token filters read them: its token_values, the caller and the number called. */
export function filterTokensOf(call: CallRow): Record<string, unknown> {
  const stored = decodeValue('json', call.token_values);
  return {
    caller_id: call.caller_number,
    number_called: call.number_called,
    ...(stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {}),
  };
}

/** The buyers a call was offered to so far. */
export function triedBuyers(call: CallRow): number[] {
  const v = decodeValue('json', call.buyers_tried);
  return Array.isArray(v) ? v.map(Number) : [];
}

/** The status change a report makes, or null when the call is already as far along or further. */
export function advance(row: CallRow, status: CallStatus): { status: CallStatus } | null {
  const now = row.status as CallStatus;
  if (progressOf(status) <= progressOf(now)) return null;
  return { status };
}
