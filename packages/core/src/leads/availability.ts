import { decodeValue } from '../db/column-types.js';
import type { ResourceService } from '../kernel/service.js';
import type { BuyerUnavailableReason, OfferBuyers } from '../routing/offer-buyers.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import type { DistributionLogEntry } from './distribution-pick.js';

export type { BuyerUnavailableReason } from '../routing/offer-buyers.js';

export interface BuyerAvailability {
  buyer_id: number;
  name: string;
  available: boolean;
  reason: BuyerUnavailableReason | null;
}

export interface LeadAvailability {
  lead_id: number;
  buyer_is_available: boolean;
  /** Why not: no_offer, no_buyers, or the reason every buyer gave (several: no_buyer_available). */
  reason: string | null;
  buyers: BuyerAvailability[];
  /** A lead posted to a lead_distribution schedule: where it went and why (null otherwise). */
  distribution: {
    schedule_id: number;
    schedule_distribution_id: number | null;
    log: DistributionLogEntry[];
  } | null;
}

/**
 * GET /leads/:id/buyer_is_available: whether any buyer attached to the
 * lead's offer could take the lead now — not paused, inside its hours
 * (open_times in its time_zone), and the number not suppressed for it — and
 * for each buyer, why not. A dry run of the router's filters (domain notes,
 * pain point 4): nothing is dialled or reserved.
 */
export class LeadAvailabilityCheck {
  constructor(
    private readonly deps: {
      resource: ResourceService;
      buyers: OfferBuyers;
    },
  ) {}

  async check(ctx: TenantContext, ref: string | number): Promise<LeadAvailability> {
    requireAccess(ctx.permissions, 'leads', 'read');
    const lead = await this.deps.resource.findRow(ctx, ref, [
      'id',
      'caller_id',
      'offer_id',
      'distribution_schedule_id',
      'schedule_distribution_id',
      'distribution_log',
    ]);
    const leadId = Number(lead.id);
    const distribution =
      lead.distribution_schedule_id === null || lead.distribution_schedule_id === undefined
        ? null
        : {
            schedule_id: Number(lead.distribution_schedule_id),
            schedule_distribution_id:
              lead.schedule_distribution_id === null ? null : Number(lead.schedule_distribution_id),
            log: (decodeValue('json', lead.distribution_log) ?? []) as DistributionLogEntry[],
          };
    const answer = (reason: string | null, buyers: BuyerAvailability[] = []): LeadAvailability => ({
      lead_id: leadId,
      buyer_is_available: reason === null,
      reason,
      buyers,
      distribution,
    });
    if (lead.offer_id === null) return answer('no_offer');
    const offerId = Number(lead.offer_id);
    const buyers = await this.deps.buyers.of(ctx, offerId);
    if (buyers.length === 0) return answer('no_buyers');

    const results: BuyerAvailability[] = [];
    for (const b of buyers) {
      const reason = await this.deps.buyers.unavailable(ctx, b, {
        offerId,
        number: String(lead.caller_id),
        leadId,
        checkType: 'buyer_forward',
      });
      results.push({ buyer_id: b.id, name: b.name, available: reason === null, reason });
    }
    if (results.some((r) => r.available)) return answer(null, results);
    const reasons = new Set(results.map((r) => r.reason));
    return answer(reasons.size === 1 ? [...reasons][0]! : 'no_buyer_available', results);
  }
}
