import type { EmittedEvent } from '../events/event-outbox.js';
import { FINAL_CALL_STATUSES } from './calls.resource.js';

type Row = Record<string, unknown>;
type Changes = Record<string, [unknown, unknown]>;

const set = (v: unknown) => v !== null && v !== undefined;

const isFinal = (status: unknown) => (FINAL_CALL_STATUSES as readonly unknown[]).includes(status);

/** The events a call write causes: new, then ringing, answered (the called party), forwarded (to a buyer), recording kept, transcribed, ended, changed. */
export function callEvents(before: Row | null, after: Row, changes: Changes): EmittedEvent[] {
  const recordId = Number(after.id);
  if (!before) return [{ type: 'new_call', recordId }];
  if (Object.keys(changes).length === 0) return [];
  const out: EmittedEvent[] = [];
  if (before.status !== 'ringing' && after.status === 'ringing') out.push({ type: 'call_ringing', recordId });
  if (!set(before.answered_at) && set(after.answered_at)) out.push({ type: 'call_answered', recordId });
  if (!set(before.buyer_id) && set(after.buyer_id)) out.push({ type: 'call_forwarded', recordId });
  if (!set(before.recording_url) && set(after.recording_url) && after.recording_url !== '') {
    out.push({ type: 'call_recording_available', recordId });
  }
  if (before.transcription_status !== 'completed' && after.transcription_status === 'completed') {
    out.push({ type: 'call_transcription_completed', recordId });
  }
  if (!isFinal(before.status) && isFinal(after.status)) out.push({ type: 'call_ended', recordId });
  out.push({ type: 'call_changed', recordId, changes });
  return out;
}
