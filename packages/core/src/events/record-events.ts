import { decodeValue } from '../db/column-types.js';
import { isOpen } from '../leads/statuses.js';
import { FINAL_CALL_STATUSES } from '../resources/catalog/routing/calls.js';
import type { EmittedEvent } from './event-outbox.js';

type Row = Record<string, unknown>;
type Changes = Record<string, [unknown, unknown]>;

const flag = (v: unknown) => decodeValue('boolean', v) === true;
const became = (before: Row, after: Row, column: string) => !flag(before[column]) && flag(after[column]);
const set = (v: unknown) => v !== null && v !== undefined;

/** The events a lead write causes: created, or changed plus what the change means. */
export function leadEvents(before: Row | null, after: Row, changes: Changes): EmittedEvent[] {
  const recordId = Number(after.id);
  if (!before) return [{ type: 'new_lead', recordId }];
  if (Object.keys(changes).length === 0) return [];
  const out: EmittedEvent[] = [{ type: 'lead_changed', recordId, changes }];
  if (became(before, after, 'opt_out')) out.push({ type: 'lead_opted_out', recordId });
  if (became(before, after, 'buyer_converted') || became(before, after, 'offer_converted')) {
    out.push({ type: 'lead_converted', recordId });
  }
  if (isOpen(before.status) && !isOpen(after.status)) out.push({ type: 'lead_ended', recordId });
  return out;
}

const isFinal = (status: unknown) => FINAL_CALL_STATUSES.includes(status as never);

/** The events a call write causes: new, then ringing, answered (the called party), forwarded (to a buyer), recording kept, ended, changed. */
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
  if (!isFinal(before.status) && isFinal(after.status)) out.push({ type: 'call_ended', recordId });
  out.push({ type: 'call_changed', recordId, changes });
  return out;
}

/** The token keys whose values differ between two lead rows (tokens as stored). */
export function changedTokenKeys(before: Row, after: Row): string[] {
  const read = (v: unknown) => {
    const t = decodeValue('json', v);
    return t && typeof t === 'object' && !Array.isArray(t) ? (t as Row) : {};
  };
  const [a, b] = [read(before.tokens), read(after.tokens)];
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null)).sort();
}
