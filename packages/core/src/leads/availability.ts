import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { RecordLinks } from '../resources/links.js';
import type { ResourceService } from '../resources/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { isTimeZone } from '../time/zones.js';
import type { SuppressionPort } from './compliance.js';
import { isOpenAt } from './open-hours.js';

export type BuyerUnavailableReason = 'paused' | 'closed' | 'blacklisted' | 'opted_out' | 'suppressed';

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
      db: Kysely<any>;
      clock: Clock;
      links: RecordLinks;
      resource: ResourceService;
      suppression: SuppressionPort;
    },
  ) {}

  async check(ctx: TenantContext, ref: string | number): Promise<LeadAvailability> {
    requireAccess(ctx.permissions, 'leads', 'read');
    const lead = await this.deps.resource.findRow(ctx, ref, ['id', 'caller_id', 'offer_id']);
    const leadId = Number(lead.id);
    const answer = (reason: string | null, buyers: BuyerAvailability[] = []): LeadAvailability => ({
      lead_id: leadId,
      buyer_is_available: reason === null,
      reason,
      buyers,
    });
    if (lead.offer_id === null) return answer('no_offer');
    const offerId = Number(lead.offer_id);
    const buyers = await this.offerBuyers(ctx, offerId);
    if (buyers.length === 0) return answer('no_buyers');

    const now = this.deps.clock.now();
    const results: BuyerAvailability[] = [];
    for (const b of buyers) {
      const zone =
        typeof b.time_zone === 'string' && isTimeZone(b.time_zone) ? b.time_zone : ctx.company.time_zone;
      let reason: BuyerUnavailableReason | null = null;
      if (decodeValue('boolean', b.paused)) reason = 'paused';
      else if (!isOpenAt(decodeValue('json', b.open_times), zone, now)) reason = 'closed';
      else {
        const verdict = await this.deps.suppression.check(ctx, {
          number: String(lead.caller_id),
          offerId,
          buyerId: Number(b.id),
          leadId,
          checkType: 'buyer_forward',
        });
        reason = verdict.allowed ? null : (verdict.reason ?? 'suppressed');
      }
      results.push({ buyer_id: Number(b.id), name: String(b.name), available: reason === null, reason });
    }
    if (results.some((r) => r.available)) return answer(null, results);
    const reasons = new Set(results.map((r) => r.reason));
    return answer(reasons.size === 1 ? [...reasons][0]! : 'no_buyer_available', results);
  }

  /** Buyers linked to the offer from either side: offers.buyer_ids and buyers.offer_ids. */
  private async offerBuyers(ctx: TenantContext, offerId: number) {
    const { db, links } = this.deps;
    const fromOffer =
      (await links.load(db, 'offers', ['buyer_ids'], [offerId])).get('buyer_ids')?.get(offerId) ?? [];
    const fromBuyers = await links.owners(db, ctx.company.id, 'buyers', 'offer_ids', offerId);
    const ids = [...new Set([...fromOffer, ...fromBuyers.map(Number)])];
    if (ids.length === 0) return [];
    return new TenantScope(db, ctx.company.id)
      .selectFrom('buyers')
      .select(['id', 'name', 'paused', 'open_times', 'time_zone'])
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .orderBy('tier')
      .orderBy('id')
      .execute();
  }
}
