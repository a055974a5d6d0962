import type { ConversionWebhooks } from '../webhooks/conversion-webhooks.js';
import { clampBid } from './bid-rule.js';
import type { BuyerBid } from './bids.js';

/**
 * The longest a ping waits for a buyer's bid: RTB buyers answer in
 * milliseconds, and the source is waiting on the line. A conversion's own
 * `webhook_read_timeout` shortens it, never lengthens it.
 */
export const PING_BID_TIMEOUT_MS = 3000;

/** What a buyer's bid webhook answered: the bid (null: no bid) and whether a cached answer was reused. */
export interface AskedBid {
  bid: number | null;
  cached: boolean;
}

/**
 * RTB: asks every buyer whose bidding conversion is a webhook for its bid,
 * all at once, through the conversion webhook machinery (SSRF-guarded,
 * logged as `ping_bid` webhook_logs, `cache_result_for_seconds` honoured).
 * A failed, late or unsuccessful answer, or one whose revenue path holds no
 * positive number, is no bid; a good one is rounded and clamped
 * (`bid-rule.ts`). A conversion without `webhook_path_revenue` bids its
 * configured revenue when the answer says yes.
 */
export async function askBids(
  asker: Pick<ConversionWebhooks, 'decide'>,
  companyId: number,
  buyers: readonly { buyerId: number; bid: BuyerBid }[],
  tokens: Record<string, unknown>,
): Promise<Map<number, AskedBid>> {
  const asked = await Promise.all(
    buyers.map(async ({ buyerId, bid }): Promise<[number, AskedBid] | null> => {
      const hook = bid.webhook;
      if (!hook) return null;
      const answer = await asker.decide(companyId, hook.conversionId, {}, tokens, {
        timeoutMs: PING_BID_TIMEOUT_MS,
        trigger: 'ping_bid',
      });
      const value = !answer.converted ? null : hook.readsRevenue ? answer.revenue : bid.revenue;
      return [buyerId, { bid: clampBid(value, hook.limits), cached: answer.readFromCache }];
    }),
  );
  return new Map(asked.filter((a) => a !== null));
}
