import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { BuyersTable } from '../db/generated/resource-tables.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { DncCheckType } from '../suppression/check-log.js';
import type { SuppressionQuery, SuppressionVerdict } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { isTimeZone, type WallTime, wallTime } from '../time/zones.js';
import {
  CAP_REASONS,
  type CapLimits,
  type CapReason,
  type CapSubject,
  capColumns,
  capLimitsOf,
  capReached,
  capsReachedMany,
} from './buyer-caps.js';
import { buyerGroupsOf, type OfferBuyerGroup } from './buyer-group-links.js';
import { isOpenAt, isOpenAtWall } from './open-hours.js';
import { failedFilter, readTokenFilters } from './token-filters.js';

export type BuyerUnavailableReason =
  | 'paused'
  | 'closed'
  | 'token_filter'
  | CapReason
  | 'blacklisted'
  | 'opted_out'
  | 'suppressed';

/** Every reason a buyer may give, in the order they are checked. */
export const BUYER_UNAVAILABLE_REASONS: readonly BuyerUnavailableReason[] = [
  'paused',
  'closed',
  'token_filter',
  ...CAP_REASONS,
  ...CAP_REASONS.map((r) => `buyer_group_${r}`),
  'blacklisted',
  'opted_out',
  'suppressed',
];

/** A buyer of an offer as the router's filters read it. */
export interface OfferBuyer {
  id: number;
  name: string;
  number: string;
  /** Its group's when it is in one (a group's tier and weight override the buyer's). */
  tier: number;
  weight: number;
  route_by_type: 'tier' | 'revenue' | 'epc';
  /** Seconds to ring the buyer before the call moves on. */
  timeout_seconds: number;
  paused: boolean;
  open_times: unknown;
  time_zone: string | null;
  token_filters: unknown;
  caps: CapLimits;
  /** The group it is routed through, if any. */
  group: OfferBuyerGroup | null;
}

/** What an eligibility check asks about one caller. */
export interface EligibilityQuery {
  offerId: number;
  /** E.164; without it the suppression layers cannot be asked and only pause and hours count. */
  number?: string | null;
  leadId?: number | null;
  checkType: DncCheckType;
  /** The call's tokens: with them, the buyer's token filters are checked too. */
  tokens?: Record<string, unknown> | null;
}

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
      const id = Number(b.id);
      const group = groups.groupOf.get(id) ?? null;
      return {
        id,
        name: String(b.name),
        number: String(b.number),
        tier: group ? group.tier : Number(b.tier ?? 1),
        weight: group ? group.weight : Number(b.weight ?? 1),
        route_by_type: (['revenue', 'epc'].includes(String(b.route_by_type)) ? b.route_by_type : 'tier') as
          | 'tier'
          | 'revenue'
          | 'epc',
        timeout_seconds: Number(b.timeout_seconds ?? 120),
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

  /** Why the buyer cannot take the caller now, or null when it can. */
  async unavailable(
    ctx: TenantContext,
    buyer: OfferBuyer,
    query: EligibilityQuery,
    db: Kysely<DB> = this.deps.db,
  ): Promise<BuyerUnavailableReason | null> {
    if (buyer.paused) return 'paused';
    const zone = buyer.time_zone && isTimeZone(buyer.time_zone) ? buyer.time_zone : ctx.company.time_zone;
    const now = this.deps.clock.now();
    if (!isOpenAt(buyer.open_times, zone, now)) return 'closed';
    if (query.tokens) {
      const filters = readTokenFilters(buyer.token_filters);
      if (filters === null || failedFilter(filters, query.tokens) !== null) return 'token_filter';
    }
    const capped = await this.capped(ctx, buyer, db);
    if (capped) return capped;
    if (!query.number) return null;
    const verdict = await this.deps.suppression.check(ctx, {
      number: query.number,
      offerId: query.offerId,
      buyerId: buyer.id,
      leadId: query.leadId ?? null,
      checkType: query.checkType,
    });
    return verdict.allowed ? null : (verdict.reason ?? 'suppressed');
  }

  /**
   * `unavailable` for many buyers of one call: the checks without the
   * database first, then every remaining buyer's caps and its group's in a
   * few grouped queries (`capsReachedMany`), then suppression for the rest.
   */
  async unavailableMany(
    ctx: TenantContext,
    buyers: readonly OfferBuyer[],
    query: EligibilityQuery,
  ): Promise<Map<number, BuyerUnavailableReason | null>> {
    const out = new Map<number, BuyerUnavailableReason | null>();
    const now = this.deps.clock.now();
    const zoneOf = (b: OfferBuyer) =>
      b.time_zone && isTimeZone(b.time_zone) ? b.time_zone : ctx.company.time_zone;
    const left: OfferBuyer[] = [];
    const walls = new Map<string, WallTime>();
    const wallIn = (zone: string) => {
      let w = walls.get(zone);
      if (!w) walls.set(zone, (w = wallTime(now, zone)));
      return w;
    };
    for (const buyer of buyers) {
      if (buyer.paused) out.set(buyer.id, 'paused');
      else if (!isOpenAtWall(buyer.open_times, wallIn(zoneOf(buyer)))) out.set(buyer.id, 'closed');
      else if (
        query.tokens &&
        (() => {
          const filters = readTokenFilters(buyer.token_filters);
          return filters === null || failedFilter(filters, query.tokens!) !== null;
        })()
      )
        out.set(buyer.id, 'token_filter');
      else left.push(buyer);
    }
    const subjects: CapSubject[] = [];
    for (const b of left) {
      subjects.push({ key: `b${b.id}`, buyerIds: [b.id], caps: b.caps, zone: zoneOf(b) });
      if (b.group) {
        subjects.push({
          key: `g${b.group.id}`,
          buyerIds: b.group.memberIds,
          caps: b.group.caps,
          zone: ctx.company.time_zone,
        });
      }
    }
    const caps = await capsReachedMany(this.deps.db, ctx, subjects, now);
    for (const b of left) {
      const own = caps.get(`b${b.id}`) ?? null;
      const group = b.group ? (caps.get(`g${b.group.id}`) ?? null) : null;
      const capped = own ?? (group ? `buyer_group_${group}` : null);
      if (capped) {
        out.set(b.id, capped);
        continue;
      }
      if (!query.number) {
        out.set(b.id, null);
        continue;
      }
      const verdict = await this.deps.suppression.check(ctx, {
        number: query.number,
        offerId: query.offerId,
        buyerId: b.id,
        leadId: query.leadId ?? null,
        checkType: query.checkType,
      });
      out.set(b.id, verdict.allowed ? null : (verdict.reason ?? 'suppressed'));
    }
    return out;
  }

  /** The buyer's cap or its group's that is reached (the group's reason starts `buyer_group_`), or null. */
  async capped(ctx: TenantContext, buyer: OfferBuyer, db: Kysely<DB> = this.deps.db): Promise<string | null> {
    const zone = buyer.time_zone && isTimeZone(buyer.time_zone) ? buyer.time_zone : ctx.company.time_zone;
    const now = this.deps.clock.now();
    const own = await capReached(db, ctx, { buyerIds: [buyer.id], caps: buyer.caps }, zone, now);
    if (own) return own;
    if (!buyer.group) return null;
    const g = buyer.group;
    const group = await capReached(
      db,
      ctx,
      { buyerIds: g.memberIds, caps: g.caps },
      ctx.company.time_zone,
      now,
    );
    return group ? `buyer_group_${group}` : null;
  }
}
