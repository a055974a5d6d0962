import { type Kysely, type Selectable, sql } from 'kysely';
import type { PhoneNumbersTable } from '../db/generated/resource-tables.js';
import { type PreparedQueries, preparedRows } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/**
 * The reads and the counter an inbound answer makes around the call it writes, as prepared
 * shapes where the caller has them (`db/prepared.ts`): each is a point lookup SQLite answers in
 * microseconds, which kysely's building would cost several times over, on every answer.
 */
export interface InboundReads {
  prepared?: PreparedQueries;
}

/** The tracking number called (not deleted), every column. */
export async function trackingNumber(
  deps: { db: Kysely<DB> } & InboundReads,
  companyId: number,
  number: string,
) {
  const [row] = await preparedRows<Selectable<PhoneNumbersTable>>(
    deps.prepared,
    'inbound.tracking_number',
    [companyId, number],
    (arg) =>
      new TenantScope(deps.db, arg(0))
        .selectFrom('phone_numbers')
        .selectAll()
        .where('number', '=', arg(1))
        .where('deleted_at', 'is', null)
        .limit(1),
  );
  return row;
}

/** The integration the number was rented through (checks the webhook's signature). */
export async function numberIntegration(
  deps: { db: Kysely<DB> } & InboundReads,
  companyId: number,
  number: string,
) {
  const [row] = await preparedRows<{ integration_id: number | null }>(
    deps.prepared,
    'inbound.number_integration',
    [companyId, number],
    (arg) =>
      new TenantScope(deps.db, arg(0))
        .selectFrom('phone_numbers')
        .select('integration_id')
        .where('number', '=', arg(1))
        .where('deleted_at', 'is', null)
        .limit(1),
  );
  return row;
}

/** A provider's integrations of the company, oldest first. */
export function providerIntegrations(
  deps: { db: Kysely<DB> } & InboundReads,
  companyId: number,
  provider: string,
) {
  return preparedRows<{ id: number; settings: unknown; active: unknown }>(
    deps.prepared,
    'inbound.integrations',
    [companyId, provider],
    (arg) =>
      new TenantScope(deps.db, arg(0))
        .selectFrom('integrations')
        .select(['id', 'settings', 'active'])
        .where('integration_type', '=', arg(1))
        .where('deleted_at', 'is', null)
        .orderBy('id'),
  );
}

/** Whether a call with the carrier's call id was taken already (a replay). */
export async function callSidTaken(
  deps: { db: Kysely<DB> } & InboundReads,
  companyId: number,
  callSid: string,
) {
  const rows = await preparedRows(deps.prepared, 'inbound.call_sid_taken', [companyId, callSid], (arg) =>
    new TenantScope(deps.db, arg(0)).selectFrom('calls').select('id').where('call_sid', '=', arg(1)).limit(1),
  );
  return rows.length > 0;
}

/** The newest live hold on the number for this caller, or for any caller (a pool number's). */
export async function liveHold(
  deps: { db: Kysely<DB> } & InboundReads,
  companyId: number,
  number: string,
  caller: string,
  now: number,
) {
  const [hold] = await preparedRows<{ buyer_id: number | null; ping_id: string | null }>(
    deps.prepared,
    'inbound.live_hold',
    [companyId, number, now, caller],
    (arg) =>
      new TenantScope(deps.db, arg(0))
        .selectFrom('number_holds')
        .select(['buyer_id', 'ping_id'])
        .where('number', '=', arg(1))
        .where('held_until', '>', arg(2))
        .where((eb) => eb.or([eb('caller_id', 'is', null), eb('caller_id', '=', arg(3))]))
        .orderBy('created_at', 'desc')
        .limit(1),
  );
  return hold;
}

/** One more call on the number, in the call's transaction. */
export async function countNumberCall(
  trx: Kysely<DB>,
  prepared: PreparedQueries | undefined,
  companyId: number,
  numberId: number,
  now: number,
) {
  await preparedRows(
    prepared,
    'inbound.number_called',
    [companyId, now, numberId],
    (arg) =>
      new TenantScope(trx, arg(0))
        .updateTable('phone_numbers')
        .set({ calls_count: sql`calls_count + 1`, last_call_at: arg(1) })
        .where('id', '=', arg(2)),
    trx,
  );
}
