import { decodeValue } from '../db/column-types.js';
import type { LeadRow } from '../leads/lead-store.js';
import type { TenantScope } from '../tenancy/scope.js';
import { leadValues, matchesAll, readConditions } from './conditions.js';

type TriggerRow = Record<string, unknown>;

/**
 * The first active trigger of the schedule (sortable_order, then id) that
 * matches the lead, or null. `expired` is not among them: expiry is decided
 * before triggers (the runner ends an expired lead unless such a trigger
 * exists, see `expiredTrigger`).
 */
export async function firingTrigger(
  scope: TenantScope,
  scheduleId: number,
  lead: LeadRow,
): Promise<TriggerRow | null> {
  for (const t of await triggersOf(scope, scheduleId)) {
    if (fires(t, lead)) return t;
  }
  return null;
}

/** The schedule's first active `expired` trigger: an expired lead runs its end-of-schedule actions instead of just ending. */
export async function expiredTrigger(scope: TenantScope, scheduleId: number): Promise<TriggerRow | null> {
  return (await triggersOf(scope, scheduleId)).find((t) => t.trigger_type === 'expired') ?? null;
}

function fires(t: TriggerRow, lead: LeadRow): boolean {
  switch (t.trigger_type) {
    case 'tokens_match': {
      const conditions = readConditions(t.conditions);
      return conditions.length > 0 && matchesAll(conditions, leadValues(lead));
    }
    case 'dial':
      return Number(lead.contact_attempts ?? 0) >= Math.max(1, Number(t.dial_count ?? 1));
    case 'buyer_connected':
      return lead.connected_call_id !== null && lead.connected_call_id !== undefined;
    case 'buyer_converted':
      return decodeValue('boolean', lead.buyer_converted) === true;
    default:
      // none never fires on its own; expired is handled before triggers.
      return false;
  }
}

async function triggersOf(scope: TenantScope, scheduleId: number): Promise<TriggerRow[]> {
  const rows = await scope
    .selectFrom('schedule_triggers')
    .selectAll()
    .where('schedule_id', '=', scheduleId)
    .where('deleted_at', 'is', null)
    .execute();
  return rows
    .filter((t) => decodeValue('boolean', t.active) === true)
    .sort((a, b) => (a.sortable_order ?? 0) - (b.sortable_order ?? 0) || a.id - b.id);
}
