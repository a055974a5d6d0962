import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/**
 * The buyer (or agent) a scheduled callback names, when the call is that
 * callback's: its ring goes first when it can take the call (open, under its
 * caps, on the offer); otherwise the offer's routing decides as for any call.
 */
export async function callbackBuyer(
  db: Kysely<DB>,
  companyId: number,
  callId: number,
): Promise<number | null> {
  const row = await new TenantScope(db, companyId)
    .selectFrom('scheduled_callbacks')
    .select('buyer_id')
    .where('call_id', '=', callId)
    .where('status', '=', 'calling')
    .where('buyer_id', 'is not', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.buyer_id == null ? null : Number(row.buyer_id);
}
