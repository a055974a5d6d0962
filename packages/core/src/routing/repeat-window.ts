import { type Kysely, sql } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import { configRead } from './config-reads.js';

/** The repeat window when neither the offer nor its offer conversion sets one: a day. */
export const DEFAULT_REPEAT_WINDOW_SECONDS = 86_400;

/**
 * The window inside which a caller calling again is a repeat caller: the offer's first
 * active offer conversion's duplicate_timeframe, else the offer's own, else a day (0 is
 * what both hold when never set, so it means "not set", not "no window"; issue 25).
 */
export async function repeatWindowSeconds(
  db: Kysely<DB>,
  companyId: number,
  offerId: number,
): Promise<number> {
  return configRead(db, companyId, `repeat_window:${offerId}`, () =>
    readRepeatWindow(db, companyId, offerId),
  );
}

async function readRepeatWindow(db: Kysely<DB>, companyId: number, offerId: number): Promise<number> {
  const scope = new TenantScope(db, companyId);
  const rule = await scope
    .selectFrom('offer_conversions')
    .select(['duplicate_timeframe'])
    .where('offer_id', '=', offerId)
    .where('deleted_at', 'is', null)
    .where(sql<boolean>`active`)
    .orderBy('sortable_order')
    .orderBy('id')
    .executeTakeFirst();
  const offer = await scope
    .selectFrom('offers')
    .select('duplicate_timeframe')
    .where('id', '=', offerId)
    .executeTakeFirst();
  for (const v of [rule?.duplicate_timeframe, offer?.duplicate_timeframe]) {
    if (v != null && v > 0) return v;
  }
  return DEFAULT_REPEAT_WINDOW_SECONDS;
}
