import type { Kysely } from 'kysely';
import { type PreparedQueries, preparedRows } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

// The window is the routing floor's (buyer fleets read it too); re-exported for the call engine.
export { DEFAULT_REPEAT_WINDOW_SECONDS, repeatWindowSeconds } from '../routing/repeat-window.js';

import { repeatWindowSeconds } from '../routing/repeat-window.js';

/**
 * Whether the caller called before inside the repeat window (repeatWindowSeconds), for the
 * same offer (offer_repeat_caller) and for the same traffic source
 * (traffic_source_repeat_caller). The buyer's flag is set once the call has a buyer
 * (buyerRepeatCaller).
 */
export async function callerFlags(
  db: Kysely<DB>,
  companyId: number,
  caller: string,
  stamp: { offer_id: unknown; traffic_source_id: unknown },
  now: number,
  /** Every inbound answer asks: where given, the read is built once. */
  prepared?: PreparedQueries,
): Promise<Record<string, boolean>> {
  if (stamp.offer_id == null) return {};
  const offerId = Number(stamp.offer_id);
  const since = now - (await repeatWindowSeconds(db, companyId, offerId)) * 1000;
  const earlier = await preparedRows<{ offer_id: number | null; traffic_source_id: number | null }>(
    prepared,
    'calls.repeat_caller',
    [companyId, caller, since],
    (arg) =>
      new TenantScope(db, arg(0))
        .selectFrom('calls')
        .select(['offer_id', 'traffic_source_id'])
        .where('caller_number', '=', arg(1))
        .where('created_at', '>=', arg(2))
        .where('deleted_at', 'is', null),
    db,
  );
  return {
    offer_repeat_caller: earlier.some((c) => Number(c.offer_id) === offerId),
    traffic_source_repeat_caller:
      stamp.traffic_source_id != null &&
      earlier.some(
        (c) => c.traffic_source_id != null && c.traffic_source_id === Number(stamp.traffic_source_id),
      ),
  };
}

/** Whether the caller reached this call's buyer on an earlier call inside the offer's repeat window. */
export async function buyerRepeatCaller(
  db: Kysely<DB>,
  companyId: number,
  call: Record<string, unknown>,
  now: number,
): Promise<boolean> {
  if (call.buyer_id == null || call.offer_id == null || call.caller_number == null) return false;
  const window = await repeatWindowSeconds(db, companyId, Number(call.offer_id));
  const earlier = await new TenantScope(db, companyId)
    .selectFrom('calls')
    .select('id')
    .where('caller_number', '=', String(call.caller_number))
    .where('buyer_id', '=', Number(call.buyer_id))
    .where('id', '!=', Number(call.id))
    .where('created_at', '>=', now - window * 1000)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return earlier !== undefined;
}
