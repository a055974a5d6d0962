import type { Kysely } from 'kysely';
import type { RecordLinks } from '../resources/links.js';
import { TenantScope } from '../tenancy/scope.js';
import { type CapLimits, capColumns, capLimitsOf } from './buyer-caps.js';

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
  db: Kysely<any>,
  links: RecordLinks,
  companyId: number,
  directBuyerIds: readonly number[],
  offerGroupIds: readonly number[],
): Promise<{ viaOffer: number[]; groupOf: Map<number, OfferBuyerGroup> }> {
  const empty = { viaOffer: [], groupOf: new Map<number, OfferBuyerGroup>() };
  const scope = new TenantScope(db, companyId);
  // Groups naming the direct buyers (from the buyer side and from the group side).
  const memberships = directBuyerIds.length
    ? await links.load(db, 'buyers', ['buyer_group_ids'], [...directBuyerIds])
    : new Map<string, Map<number, number[]>>();
  const groupSide = directBuyerIds.length
    ? await db
        .selectFrom('record_links')
        .select(['owner_id'])
        .where('company_id', '=', companyId)
        .where('owner_table', '=', 'buyer_groups')
        .where('field', '=', 'buyer_ids')
        .where('target_id', 'in', [...directBuyerIds])
        .execute()
    : [];
  const candidateIds = new Set<number>(offerGroupIds);
  for (const list of memberships.get('buyer_group_ids')?.values() ?? [])
    for (const g of list) candidateIds.add(g);
  for (const r of groupSide) candidateIds.add(Number(r.owner_id));
  if (candidateIds.size === 0) return empty;
  const ids = [...candidateIds];
  const rows = await scope
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
  const live = rows.map((r) => Number(r.id));
  const groupMembers = (await links.load(db, 'buyer_groups', ['buyer_ids'], live)).get('buyer_ids');
  const buyerSide = await db
    .selectFrom('record_links')
    .select(['owner_id', 'target_id'])
    .where('company_id', '=', companyId)
    .where('owner_table', '=', 'buyers')
    .where('field', '=', 'buyer_group_ids')
    .where('target_id', 'in', live)
    .execute();
  const members = new Map<number, Set<number>>(live.map((g) => [g, new Set(groupMembers?.get(g) ?? [])]));
  for (const r of buyerSide) members.get(Number(r.target_id))?.add(Number(r.owner_id));
  const groups = new Map<number, OfferBuyerGroup>(
    rows.map((r) => {
      const id = Number(r.id);
      return [
        id,
        {
          id,
          tier: Number(r.tier ?? 1),
          weight: Number(r.weight ?? 1),
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
