import { decodeValue } from '../db/column-types.js';
import type { EmittedEvent } from '../events/event-outbox.js';
import { isOpen } from './statuses.js';

type Row = Record<string, unknown>;
type Changes = Record<string, [unknown, unknown]>;

const flag = (v: unknown) => decodeValue('boolean', v) === true;
const became = (before: Row, after: Row, column: string) => !flag(before[column]) && flag(after[column]);

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
