import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import { type CapLimits, capColumns, capLimitsOf } from './caps.js';

/** A buyer group as the router reads it. */
export interface OfferBuyerGroup {
  id: number;
  tier: number;
  weight: number;
  simultaneous: boolean;
  caps: CapLimits;
  /** Every buyer of the group (its caps count them together). */
  memberIds: number[];
}

/**
 * The groups that matter for an offer's call: the offer's own groups (their
 * buyers take its calls) and the groups its direct buyers belong to. Each
 * buyer is routed through one group, the offer's first when it is in one,
 * else its own first (lowest id); membership is read from both sides
 * (buyer_groups.buyer_ids, buyers.buyer_group_ids).
 */
export async function buyerGroupsOf(
  db: Kysely<DB>,
  companyId: number,
  directBuyerIds: readonly number[],
  offerGroupIds: readonly number[],
): Promise<{ viaOffer: number[]; groupOf: Map<number, OfferBuyerGroup> }> {
  const empty = { viaOffer: [], groupOf: new Map<number, OfferBuyerGroup>() };
  // Every membership link of the company, from both sides, in one query: a company has few
  // groups, and a 1,000-id IN list per side costs more than reading them all.
  const direct = new Set(directBuyerIds);
  const rows_ = await new TenantScope(db, companyId)
    .selectFrom('record_links')
    .select(['owner_table', 'owner_id', 'target_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('owner_table', '=', 'buyer_groups'), eb('field', '=', 'buyer_ids')]),
        eb.and([eb('owner_table', '=', 'buyers'), eb('field', '=', 'buyer_group_ids')]),
      ]),
    )
    .execute();
  const pairs = rows_.map((r) =>
    r.owner_table === 'buyers'
      ? { group: r.target_id, buyer: r.owner_id }
      : { group: r.owner_id, buyer: r.target_id },
  );
  const candidateIds = new Set<number>(offerGroupIds);
  for (const p of pairs) if (direct.has(p.buyer)) candidateIds.add(p.group);
  if (candidateIds.size === 0) return empty;
  const ids = [...candidateIds];
  const rows = await new TenantScope(db, companyId)
    .selectFrom('buyer_groups')
    .select([
      'id',
      'tier',
      'weight',
      'dial_buyers_type',
      ...capColumns(['connection', 'attempt', 'buyer_conversion', 'revenue'], 'group'),
    ])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return empty;
  const live = rows.map((r) => r.id);
  const members = new Map<number, Set<number>>(live.map((g) => [g, new Set<number>()]));
  for (const p of pairs) members.get(p.group)?.add(p.buyer);
  const groups = new Map<number, OfferBuyerGroup>(
    rows.map((r) => {
      const id = r.id;
      return [
        id,
        {
          id,
          tier: r.tier ?? 1,
          weight: r.weight ?? 1,
          simultaneous: r.dial_buyers_type === 'simultaneously',
          caps: capLimitsOf(r),
          memberIds: [...(members.get(id) ?? [])].sort((a, b) => a - b),
        },
      ];
    }),
  );
  const offerGroups = offerGroupIds.filter((g) => groups.has(g));
  const viaOffer = [...new Set(offerGroups.flatMap((g) => groups.get(g)!.memberIds))];
  const groupOf = new Map<number, OfferBuyerGroup>();
  for (const buyerId of new Set([...directBuyerIds, ...viaOffer])) {
    const own = [...groups.values()].filter((g) => g.memberIds.includes(buyerId));
    const chosen = own.find((g) => offerGroups.includes(g.id)) ?? own[0];
    if (chosen) groupOf.set(buyerId, chosen);
  }
  return { viaOffer, groupOf };
}
