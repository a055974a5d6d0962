import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import { notHeldByPost } from './post-holds.js';

const DAY_MS = 86_400_000;

/**
 * A pool's spare numbers: in the pool, and held by nobody now — no visitor's
 * impression hold and no ping/post hold (the two ways number insertion lends
 * a number). Oldest activity first, so idle ones lead.
 */
export function spareNumbers(db: Kysely<DB>, companyId: number, ringPoolId: number, now: number) {
  return new TenantScope(db, companyId)
    .selectFrom('phone_numbers')
    .select([
      'phone_numbers.id as id',
      'phone_numbers.number as number',
      'phone_numbers.created_at as created_at',
    ])
    .where('phone_numbers.ring_pool_id', '=', ringPoolId)
    .where('phone_numbers.deleted_at', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('impressions')
            .select('impressions.id')
            .whereRef('impressions.phone_number_id', '=', 'phone_numbers.id')
            .where('impressions.hold_key', 'is not', null)
            .where('impressions.expires_at', '>', now),
        ),
      ),
    )
    .where(notHeldByPost(now));
}

/** How many spare numbers the pool has now. */
export async function countSpares(db: Kysely<DB>, companyId: number, ringPoolId: number, now: number) {
  const rows = await spareNumbers(db, companyId, ringPoolId, now).execute();
  return rows.length;
}

/**
 * Spare numbers of the pool with no call and no impression for `days` days
 * (and rented at least that long ago), the longest idle first.
 */
export function idleNumbers(
  db: Kysely<DB>,
  companyId: number,
  ringPoolId: number,
  now: number,
  days: number,
  limit: number,
) {
  const since = now - days * DAY_MS;
  return spareNumbers(db, companyId, ringPoolId, now)
    .where('phone_numbers.created_at', '<=', since)
    .where((eb) =>
      eb.or([eb('phone_numbers.last_call_at', 'is', null), eb('phone_numbers.last_call_at', '<=', since)]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('impressions')
            .select('impressions.id')
            .whereRef('impressions.phone_number_id', '=', 'phone_numbers.id')
            .where('impressions.created_at', '>', since),
        ),
      ),
    )
    .orderBy((eb) => eb.fn.coalesce('phone_numbers.last_call_at', 'phone_numbers.created_at'))
    .orderBy('phone_numbers.id')
    .limit(limit)
    .execute();
}
