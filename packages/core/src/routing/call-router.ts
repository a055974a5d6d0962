import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { periodStarts } from '../time/period-starts.js';
import { readCapCounts } from './cap-counters.js';
import type { EligibilityQuery, OfferBuyer, OfferBuyers } from './offer-buyers.js';
import { orderRoute } from './route-order.js';

/** The exception-handling triggers of call_routers (TrackDrive's four). */
export type ExceptionTrigger =
  | 'no_buyers_match'
  | 'all_buyers_closed'
  | 'no_buyers_have_open_concurrency'
  | 'no_buyer_answered';

/** One buyer the router looked at, and what excluded it (null: eligible). */
export interface Considered {
  buyer: OfferBuyer;
  reason: string | null;
}

/** What the router decided for one ring of a call. */
export interface RoutePlan {
  /** Rings in order: each one buyer, or a simultaneous group's buyers. */
  steps: OfferBuyer[][];
  considered: Considered[];
  /** Why nobody can take the call, when `steps` is empty. */
  trigger: ExceptionTrigger | null;
}

const isCap = (reason: string) => reason.endsWith('_cap');

/**
 * The call router: filters the offer's buyers (offer-buyers.ts: paused,
 * hours, token filters, caps, suppression), leaves out the ones the call
 * was already offered to, and orders the rest (route-order.ts). With nobody
 * left it names the exception trigger: every buyer closed, every buyer at a
 * cap (no open concurrency), otherwise no buyer matches; with every eligible
 * buyer already tried, no buyer answered.
 */
export class CallRouter {
  constructor(private readonly deps: { db: Kysely<DB>; offerBuyers: OfferBuyers; random?: () => number }) {}

  async plan(ctx: TenantContext, query: EligibilityQuery & { tried: readonly number[] }): Promise<RoutePlan> {
    const buyers = await this.deps.offerBuyers.of(ctx, query.offerId);
    const considered: Considered[] = [];
    const eligible: OfferBuyer[] = [];
    let triedEligible = 0;
    const reasons = await this.deps.offerBuyers.unavailableMany(ctx, buyers, query);
    for (const buyer of buyers) {
      const reason = reasons.get(buyer.id) ?? null;
      if (reason === null && query.tried.includes(buyer.id)) {
        triedEligible++;
        considered.push({ buyer, reason: 'already_tried' });
        continue;
      }
      considered.push({ buyer, reason });
      if (reason === null) eligible.push(buyer);
    }
    if (eligible.length === 0) {
      const reasons = considered.map((c) => c.reason!).filter((r) => r !== 'already_tried');
      const trigger: ExceptionTrigger =
        query.tried.length > 0 || triedEligible > 0
          ? 'no_buyer_answered'
          : reasons.length > 0 && reasons.every((r) => r === 'closed')
            ? 'all_buyers_closed'
            : reasons.length > 0 && reasons.every((r) => isCap(r) || r === 'closed') && reasons.some(isCap)
              ? 'no_buyers_have_open_concurrency'
              : 'no_buyers_match';
      return { steps: [], considered, trigger };
    }
    const figures = await this.figures(ctx, eligible);
    // Each candidate carries its buyer, so the order comes back as buyers without a lookup.
    const candidates = eligible.map((buyer) => ({
      id: buyer.id,
      tier: buyer.tier,
      weight: buyer.weight,
      routeBy: buyer.route_by_type,
      revenue: figures.revenue.get(buyer.id) ?? 0,
      epc: figures.epc.get(buyer.id) ?? 0,
      simultaneousGroupId: buyer.group?.simultaneous ? buyer.group.id : null,
      buyer,
    }));
    const steps = orderRoute(candidates, this.deps.random).map((s) => s.map((c) => c.buyer));
    return { steps, considered, trigger: null };
  }

  /** Revenue per conversion and EPC, only for buyers ranked by them (costs nothing otherwise). */
  private async figures(ctx: TenantContext, buyers: OfferBuyer[]) {
    const revenue = new Map<number, number>();
    const epc = new Map<number, number>();
    const ranked = buyers.filter((b) => b.route_by_type !== 'tier').map((b) => b.id);
    if (ranked.length === 0) return { revenue, epc };
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const rules = await scope
      .selectFrom('buyer_conversions')
      .select(['owner_id', 'revenue'])
      .where('owner_type', '=', 'Buyer')
      .where('owner_id', 'in', ranked)
      .where('conversion_type', '=', 'revenue')
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order', 'desc')
      .orderBy('id', 'desc')
      .execute();
    // The first rule by sortable_order wins: walked from the last, the first overwrites.
    for (const r of rules) revenue.set(Number(r.owner_id), r.revenue ?? 0);
    // Calls and converted revenue ever: the ever row of the buyers' counters on the company's clock.
    const zone = ctx.company.time_zone;
    const earned = await readCapCounts(this.deps.db, ctx.company.id, zone, ranked, periodStarts(zone, 0));
    for (const id of ranked) {
      const c = earned.get(id);
      const n = c?.calls_total ?? 0;
      epc.set(id, n > 0 ? (c?.revenue_total ?? 0) / n : 0);
    }
    return { revenue, epc };
  }
}
