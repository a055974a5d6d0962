import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/**
 * Whether the caller called before inside the duplicate_timeframe: the
 * offer's (its first active offer conversion's, else the offer's own
 * duplicate_timeframe), for the same offer (offer_repeat_caller) and for the
 * same traffic source (traffic_source_repeat_caller). The buyer's flag is
 * set when a buyer conversion finds the caller converted already.
 */
export async function callerFlags(
  db: Kysely<DB>,
  companyId: number,
  caller: string,
  stamp: { offer_id: unknown; traffic_source_id: unknown },
  now: number,
): Promise<Record<string, boolean>> {
  if (stamp.offer_id == null) return {};
  const scope = new TenantScope(db, companyId);
  const offerId = Number(stamp.offer_id);
  const rule = await scope
    .selectFrom('offer_conversions')
    .select(['duplicate_timeframe'])
    .where('offer_id', '=', offerId)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`active`)
    .orderBy('sortable_order')
    .orderBy('id')
    .executeTakeFirst();
  const offer = rule
    ? null
    : await scope
        .selectFrom('offers')
        .select('duplicate_timeframe')
        .where('id', '=', offerId)
        .executeTakeFirst();
  const timeframe = Number(rule?.duplicate_timeframe ?? offer?.duplicate_timeframe ?? 0);
  if (timeframe <= 0) return {};
  const since = now - timeframe * 1000;
  const earlier = await scope
    .selectFrom('calls')
    .select(['offer_id', 'traffic_source_id'])
    .where('caller_number', '=', caller)
    .where('created_at', '>=', since)
    .where('deleted_at', 'is', null)
    .execute();
  return {
    offer_repeat_caller: earlier.some((c) => Number(c.offer_id) === offerId),
    traffic_source_repeat_caller:
      stamp.traffic_source_id != null &&
      earlier.some(
        (c) => c.traffic_source_id != null && Number(c.traffic_source_id) === Number(stamp.traffic_source_id),
      ),
  };
}
