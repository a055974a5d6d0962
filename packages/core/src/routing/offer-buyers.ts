import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { BuyersTable } from '../db/generated/resource-tables.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { SuppressionQuery, SuppressionVerdict } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { buyerGroupsOf } from './buyer-group-links.js';
import { capColumns, capLimitsOf } from './caps.js';
import {
  type BuyerUnavailableReason,
  buyerCapped,
  type EligibilityQuery,
  type FilterContext,
  filterContext,
  type OfferBuyer,
  unavailableMany,
  unavailableOne,
} from './filters.js';

export type { BuyerUnavailableReason, EligibilityQuery, OfferBuyer } from './filters.js';
export { BUYER_UNAVAILABLE_REASONS } from './filters.js';

interface Deps {
  db: Kysely<DB>;
  clock: Clock;
  links: RecordLinks;
  suppression: { check(ctx: TenantContext, query: SuppressionQuery): Promise<SuppressionVerdict> };
}

const BUYER_COLUMNS: (keyof BuyersTable & string)[] = [
  'id',
  'name',
  'number',
  'tier',
  'weight',
  'route_by_type',
  'timeout_seconds',
  'paused',
  'open_times',
  'time_zone',
  'token_filters',
  ...capColumns(['connection', 'attempt', 'buyer_conversion', 'revenue'], 'buyer'),
];

/**
 * The router's buyer filters: is the buyer attached to the offer (directly,
 * or through one of the offer's buyer groups), not paused, inside its hours
 * (open_times in its time_zone), passing its token filters, under its caps
 * and its group's (`buyer-caps.ts`), and may the caller be forwarded to it
 * (blacklist, opt-outs, the offer's and the buyer's suppression lists; every
 * block is logged)? Lead availability, ping/post and the call router all ask
 * here, so they can never disagree about a buyer.
 */
export class OfferBuyers {
  constructor(private readonly deps: Deps) {}

  /** Buyers linked to the offer from either side, or through its buyer groups; tier then id order. */
  async of(ctx: TenantContext, offerId: number): Promise<OfferBuyer[]> {
    const { db, links } = this.deps;
    const offerLinks = await links.load(db, 'offers', ['buyer_ids', 'buyer_group_ids'], [offerId]);
    const fromOffer = offerLinks.get('buyer_ids')?.get(offerId) ?? [];
    const offerGroupIds = offerLinks.get('buyer_group_ids')?.get(offerId) ?? [];
    const fromBuyers = await links.owners(db, ctx.company.id, 'buyers', 'offer_ids', offerId);
    const direct = [...new Set([...fromOffer, ...fromBuyers])];
    const groups = await buyerGroupsOf(db, ctx.company.id, direct, offerGroupIds);
    const ids = [...new Set([...direct, ...groups.viaOffer])];
    if (ids.length === 0) return [];
    const rows = await new TenantScope(db, ctx.company.id)
      .selectFrom('buyers')
      .select(BUYER_COLUMNS)
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    const out = rows.map((b): OfferBuyer => {
      const id = b.id;
      const group = groups.groupOf.get(id) ?? null;
      return {
        id,
        name: String(b.name),
        number: String(b.number),
        tier: group ? group.tier : (b.tier ?? 1),
        weight: group ? group.weight : (b.weight ?? 1),
        route_by_type: (['revenue', 'epc'].includes(String(b.route_by_type)) ? b.route_by_type : 'tier') as
          | 'tier'
          | 'revenue'
          | 'epc',
        timeout_seconds: b.timeout_seconds ?? 120,
        paused: decodeValue('boolean', b.paused) as boolean,
        open_times: decodeValue('json', b.open_times),
        time_zone: (b.time_zone as string | null) ?? null,
        token_filters: b.token_filters,
        caps: capLimitsOf(b),
        group,
      };
    });
    return out.sort((a, b) => a.tier - b.tier || a.id - b.id);
  }

  /** Why the buyer cannot take the caller now, or null when it can (`filters.ts`, the first filter it fails). */
  unavailable(
    ctx: TenantContext,
    buyer: OfferBuyer,
    query: EligibilityQuery,
    db: Kysely<DB> = this.deps.db,
  ): Promise<BuyerUnavailableReason | null> {
    return unavailableOne(buyer, this.filterContext(ctx, query, db));
  }

  /** `unavailable` for many buyers of one call: each filter over the buyers left, caps in a few grouped queries. */
  unavailableMany(
    ctx: TenantContext,
    buyers: readonly OfferBuyer[],
    query: EligibilityQuery,
  ): Promise<Map<number, BuyerUnavailableReason | null>> {
    return unavailableMany(buyers, this.filterContext(ctx, query, this.deps.db));
  }

  /** The buyer's cap or its group's that is reached (the group's reason starts `buyer_group_`), or null. */
  capped(ctx: TenantContext, buyer: OfferBuyer, db: Kysely<DB> = this.deps.db): Promise<string | null> {
    return buyerCapped(buyer, this.filterContext(ctx, null, db));
  }

  private filterContext(ctx: TenantContext, query: EligibilityQuery | null, db: Kysely<DB>): FilterContext {
    const { clock, suppression, links } = this.deps;
    return filterContext({ ctx, query, db, now: clock.now(), suppression, links });
  }
}
