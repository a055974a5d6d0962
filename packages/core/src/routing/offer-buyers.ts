import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { BuyersTable } from '../db/generated/resource-tables.js';
import { underRequestTransaction } from '../db/request-transaction.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
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
import type { RoutingEpoch } from './routing-epoch.js';

export type { BuyerUnavailableReason, EligibilityQuery, OfferBuyer } from './filters.js';
export { BUYER_UNAVAILABLE_REASONS } from './filters.js';

/** How long compiled buyers are kept at most while the epoch stands. */
export const DEFAULT_KEEP_MS = 60_000;

interface Deps {
  db: Kysely<DB>;
  /** Where known, the caps' reads pass the buyers as one array parameter. */
  dialect?: DialectName;
  clock: Clock;
  links: RecordLinks;
  /** The suppression service: `checkMany` asks for all of an offer's candidates at once. */
  suppression: FilterContext['suppression'];
  /** With it, an offer's buyers are compiled once per epoch (`routing-epoch.ts`), not read per call. */
  epoch?: RoutingEpoch;
  /** The longest compiled buyers are kept however still the epoch stands (a lost notice's bound). */
  keepMs?: number;
}

interface Compiled {
  epoch: number;
  at: number;
  buyers: readonly OfferBuyer[];
}

/** Offers whose compiled buyers are kept at most (then every one is dropped and compiled again). */
const MAX_COMPILED = 2000;

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
  private readonly compiled = new Map<string, Compiled>();

  constructor(private readonly deps: Deps) {}

  /**
   * Buyers linked to the offer from either side, or through its buyer groups; tier then id order.
   * Compiled once per routing epoch of the company (its buyers, groups and links unchanged since,
   * `routing-epoch.ts`) and shared by every call until then: the records are frozen. Inside a
   * request transaction they are read afresh and not kept (the transaction may have changed them,
   * or roll back what it read).
   */
  async of(ctx: TenantContext, offerId: number): Promise<OfferBuyer[]> {
    const { epoch: epochs, clock } = this.deps;
    const companyId = ctx.company.id;
    if (!epochs || underRequestTransaction()) return this.read(ctx, offerId);
    // Read before the buyers are: a change committed meanwhile moves the epoch past what is kept.
    const epoch = epochs.current(companyId);
    if (epoch === undefined) return this.read(ctx, offerId);
    const key = `${companyId}:${offerId}`;
    const now = clock.now();
    const hit = this.compiled.get(key);
    if (hit && hit.epoch === epoch && now - hit.at < (this.deps.keepMs ?? DEFAULT_KEEP_MS) && now >= hit.at)
      return [...hit.buyers];
    const buyers = await this.read(ctx, offerId);
    for (const b of buyers) {
      if (b.group) Object.freeze(b.group);
      Object.freeze(b);
    }
    if (this.compiled.size >= MAX_COMPILED) this.compiled.clear();
    this.compiled.set(key, { epoch, at: now, buyers });
    return [...buyers];
  }

  /** A change to the company's buyers, groups or links made through this process: forgotten at once. */
  moved(companyId: number): void {
    this.deps.epoch?.moved(companyId);
  }

  private async read(ctx: TenantContext, offerId: number): Promise<OfferBuyer[]> {
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
    const { clock, suppression, links, dialect } = this.deps;
    return filterContext({
      ctx,
      query,
      db,
      now: clock.now(),
      suppression,
      links,
      ...(dialect ? { dialect } : {}),
    });
  }
}
