import type { Kysely } from 'kysely';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import { TenantScope } from '../tenancy/scope.js';
import type { BidLimits } from './bid-rule.js';

/** How a buyer bids: a configured price, or its conversion webhook asked live (RTB). */
export interface BuyerBid {
  /** The conversion's configured revenue; null when the buyer has no conversion (no price). */
  revenue: number | null;
  /** Set when the bidding conversion is of type webhook with a URL: its answer is the bid. */
  webhook: { conversionId: number; limits: BidLimits; readsRevenue: boolean } | null;
}

/**
 * What each buyer bids for a call: its first active buyer conversion
 * (sortable_order, then id), else its first buyer group's. A buyer with no
 * conversion bids null (no price), which a minimum bid refuses. A conversion
 * of type `webhook` with a `webhook_url` bids what its webhook answers at
 * ping time (`dynamic-bids.ts`); the others bid their configured revenue.
 */
export async function bidsOf(
  db: Kysely<DB>,
  dialect: DialectName,
  links: RecordLinks,
  companyId: number,
  buyerIds: readonly number[],
): Promise<Map<number, BuyerBid>> {
  const none: BuyerBid = { revenue: null, webhook: null };
  const bids = new Map<number, BuyerBid>(buyerIds.map((id) => [id, none]));
  if (buyerIds.length === 0) return bids;
  const groups = (await links.load(db, 'buyers', ['buyer_group_ids'], [...buyerIds])).get('buyer_group_ids');
  const groupIds = [...new Set([...(groups?.values() ?? [])].flat())];
  const rows = await new TenantScope(db, companyId)
    .selectFrom('buyer_conversions')
    .select([
      'id',
      'owner_type',
      'owner_id',
      'revenue',
      'conversion_type',
      'webhook_url',
      'webhook_path_revenue',
      'revenue_min',
      'revenue_max',
      'revenue_increment',
    ])
    .where('active', '=', encodeValue('boolean', true, dialect))
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_type', '=', 'Buyer'), eb('owner_id', 'in', [...buyerIds])]),
        ...(groupIds.length
          ? [eb.and([eb('owner_type', '=', 'BuyerGroup'), eb('owner_id', 'in', groupIds)])]
          : []),
      ]),
    )
    .orderBy('sortable_order')
    .orderBy('id')
    .execute();
  const first = new Map<string, BuyerBid>();
  for (const r of rows) {
    const key = `${r.owner_type}:${Number(r.owner_id)}`;
    if (first.has(key)) continue;
    const asks = r.conversion_type === 'webhook' && typeof r.webhook_url === 'string' && r.webhook_url !== '';
    first.set(key, {
      revenue: r.revenue ?? 0,
      webhook: asks
        ? {
            conversionId: Number(r.id),
            limits: {
              min: r.revenue_min ?? null,
              max: r.revenue_max ?? null,
              increment: r.revenue_increment ?? null,
            },
            readsRevenue: typeof r.webhook_path_revenue === 'string' && r.webhook_path_revenue !== '',
          }
        : null,
    });
  }
  for (const id of buyerIds) {
    const own = first.get(`Buyer:${id}`);
    const viaGroup = (groups?.get(id) ?? [])
      .map((g) => first.get(`BuyerGroup:${g}`))
      .find((v) => v !== undefined);
    bids.set(id, own ?? viaGroup ?? none);
  }
  return bids;
}
