import type { Kysely } from 'kysely';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** The payout rule a ping quotes: the offer's first active offer conversion that applies to the source. */
export interface PayoutRule {
  payoutType: 'usd' | 'buyer_conversion_percent';
  payout: number;
  revenuePercentage: number;
}

/**
 * The offer conversion that would pay the traffic source for a converted
 * call: the first active one (sortable_order, then id) of the offer for this
 * source or for every source. Null when the offer pays nothing.
 */
export async function payoutRuleOf(
  db: Kysely<DB>,
  dialect: DialectName,
  companyId: number,
  offerId: number,
  trafficSourceId: number | null,
): Promise<PayoutRule | null> {
  const row = await new TenantScope(db, companyId)
    .selectFrom('offer_conversions')
    .select(['payout_type', 'payout', 'revenue_percentage'])
    .where('offer_id', '=', offerId)
    .where('active', '=', encodeValue('boolean', true, dialect))
    .where((eb) =>
      trafficSourceId === null
        ? eb('traffic_source_id', 'is', null)
        : eb.or([eb('traffic_source_id', 'is', null), eb('traffic_source_id', '=', trafficSourceId)]),
    )
    .orderBy('sortable_order')
    .orderBy('id')
    .executeTakeFirst();
  if (!row) return null;
  return {
    payoutType: row.payout_type === 'buyer_conversion_percent' ? 'buyer_conversion_percent' : 'usd',
    payout: row.payout ?? 0,
    revenuePercentage: row.revenue_percentage ?? 0,
  };
}

/**
 * What the source earns if the call converts with this buyer
 * (`offer_conversion_payout` of a ping's buyers): the rule's dollars, or its
 * share of the buyer's bid, to the cent. Null without a rule, or for a share
 * of a buyer that bids nothing.
 */
export function payoutFor(rule: PayoutRule | null, bid: number | null): number | null {
  if (!rule) return null;
  if (rule.payoutType === 'usd') return rule.payout;
  if (bid === null) return null;
  return Math.round(bid * rule.revenuePercentage) / 100;
}
