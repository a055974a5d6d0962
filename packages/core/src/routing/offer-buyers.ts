import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { RecordLinks } from '../resources/links.js';
import type { DncCheckType } from '../suppression/check-log.js';
import type { SuppressionQuery, SuppressionVerdict } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { isTimeZone } from '../time/zones.js';
import { type BuyerCapLimits, CAP_REASONS, type CapReason, capReached } from './buyer-caps.js';
import { isOpenAt } from './open-hours.js';

export type BuyerUnavailableReason =
  | 'paused'
  | 'closed'
  | CapReason
  | 'blacklisted'
  | 'opted_out'
  | 'suppressed';

/** Every reason a buyer may give, in the order they are checked. */
export const BUYER_UNAVAILABLE_REASONS: readonly BuyerUnavailableReason[] = [
  'paused',
  'closed',
  ...CAP_REASONS,
  'blacklisted',
  'opted_out',
  'suppressed',
];

/** A buyer of an offer as the router's filters read it. */
export interface OfferBuyer {
  id: number;
  name: string;
  number: string;
  tier: number;
  weight: number;
  /** Seconds to ring the buyer before the call moves on. */
  timeout_seconds: number;
  paused: boolean;
  open_times: unknown;
  time_zone: string | null;
  caps: BuyerCapLimits;
}

/** What an eligibility check asks about one caller. */
export interface EligibilityQuery {
  offerId: number;
  /** E.164; without it the suppression layers cannot be asked and only pause and hours count. */
  number?: string | null;
  leadId?: number | null;
  checkType: DncCheckType;
}

interface Deps {
  db: Kysely<any>;
  clock: Clock;
  links: RecordLinks;
  suppression: { check(ctx: TenantContext, query: SuppressionQuery): Promise<SuppressionVerdict> };
}

/**
 * The router's buyer filters: is the buyer attached to the offer, not paused,
 * inside its hours (open_times in its time_zone), under its caps (calls
 * forwarded to it: `buyer-caps.ts`), and may the caller be forwarded to it
 * (blacklist, opt-outs, the offer's and the buyer's suppression lists; every
 * block is logged)? Lead availability, ping/post and a placed call's
 * forwarding all ask here, so they can never disagree about a buyer.
 */
export class OfferBuyers {
  constructor(private readonly deps: Deps) {}

  /** Buyers linked to the offer from either side (offers.buyer_ids, buyers.offer_ids), tier then id order. */
  async of(ctx: TenantContext, offerId: number): Promise<OfferBuyer[]> {
    const { db, links } = this.deps;
    const fromOffer =
      (await links.load(db, 'offers', ['buyer_ids'], [offerId])).get('buyer_ids')?.get(offerId) ?? [];
    const fromBuyers = await links.owners(db, ctx.company.id, 'buyers', 'offer_ids', offerId);
    const ids = [...new Set([...fromOffer, ...fromBuyers])];
    if (ids.length === 0) return [];
    const rows = await new TenantScope(db, ctx.company.id)
      .selectFrom('buyers')
      .select([
        'id',
        'name',
        'number',
        'tier',
        'weight',
        'timeout_seconds',
        'paused',
        'open_times',
        'time_zone',
        'concurrency_cap_limit',
        'hourly_cap_limit',
        'daily_cap_limit',
        'monthly_cap_limit',
        'total_cap_limit',
      ])
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .orderBy('tier')
      .orderBy('id')
      .execute();
    return rows.map((b) => ({
      id: Number(b.id),
      name: String(b.name),
      number: String(b.number),
      tier: Number(b.tier ?? 1),
      weight: Number(b.weight ?? 1),
      timeout_seconds: Number(b.timeout_seconds ?? 120),
      paused: decodeValue('boolean', b.paused) as boolean,
      open_times: decodeValue('json', b.open_times),
      time_zone: (b.time_zone as string | null) ?? null,
      caps: {
        concurrency: limit(b.concurrency_cap_limit),
        hourly: limit(b.hourly_cap_limit),
        daily: limit(b.daily_cap_limit),
        monthly: limit(b.monthly_cap_limit),
        total: limit(b.total_cap_limit),
      },
    }));
  }

  /** Why the buyer cannot take the caller now, or null when it can. */
  async unavailable(
    ctx: TenantContext,
    buyer: OfferBuyer,
    query: EligibilityQuery,
  ): Promise<BuyerUnavailableReason | null> {
    if (buyer.paused) return 'paused';
    const zone = buyer.time_zone && isTimeZone(buyer.time_zone) ? buyer.time_zone : ctx.company.time_zone;
    const now = this.deps.clock.now();
    if (!isOpenAt(buyer.open_times, zone, now)) return 'closed';
    const capped = await capReached(this.deps.db, ctx, buyer, zone, now);
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
}

const limit = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
