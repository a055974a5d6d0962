import { Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

/** A ping or post: the caller, and any token the call should carry (other keys are kept as tokens). */
export interface PingParams {
  caller_id?: string;
  data?: Record<string, unknown>;
  [token: string]: unknown;
}

export interface PostParams extends PingParams {
  /** A buyer's own ping id, or the try-all id. Omit on a post_only webhook, or to use the caller's open ping. */
  ping_id?: string;
  /** With the try-all id (or post_only): sell to this buyer only. */
  buyer_id?: number;
}

/** One buyer a ping offers, with the fields the webhook's ping_buyer_fields names. */
export interface PingedBuyer {
  ping_id: string;
  id?: number;
  name?: string;
  bid_price?: number | null;
  tier?: number;
  forwarding_number?: string | null;
  /** Always present, the names older TrackDrive clients read: the buyer id, its bid, the source's payout. */
  buyer_id: number;
  bid: number | null;
  offer_conversion_payout: number | null;
}

export interface PingAnswer {
  success: true;
  status: 'accepted';
  try_all_buyers_ping_id: string;
  ping_expires_at: string;
  bid_price: number | null;
  buyers: PingedBuyer[];
  /** The older shape: the same ping id and buyers. */
  try_all_buyers: { ping_id: string; buyers: PingedBuyer[] };
}

export interface PostAnswer {
  success: true;
  status: 'accepted';
  /** E.164 digits without + (as sources dial it). */
  forwarding_number: string;
  forwarding_number_status: 'accepted';
  forwarding_number_e164: string;
  /** Always null: Leadline forwards to phone numbers. */
  forwarding_number_sip_address: string | null;
  ping_id: string | null;
  /** Seconds that were left of the ping's lifetime (null for a post_only post without a ping). */
  ping_ids_expiry_in_seconds: number | null;
  buyer_id: number;
  bid_price: number | null;
  hold_expires_at: string;
}

/**
 * `client.inboundWebhooks`: the generic operations, and ping/post (spec 4.2).
 * The client's credentials pick the company, so a vanity_uri another company
 * also uses is never ambiguous. A refusal ("No buyers available", an expired
 * ping) is an UnprocessableEntityError whose `errors.base` holds the sentences.
 *
 * @example
 *   const { try_all_buyers_ping_id } = await client.inboundWebhooks.ping('acme_solar', { caller_id: '7205550100' });
 *   const { forwarding_number } = await client.inboundWebhooks.post('acme_solar', { ping_id: try_all_buyers_ping_id });
 */
export class InboundWebhooks extends Resource<'inbound_webhooks'> {
  /** POST /inbound_webhooks/ping/:vanity_uri: the buyers that would take the caller now, with ping ids and bids. */
  ping(vanityUri: string, params: PingParams = {}, options?: RequestOptions): Promise<PingAnswer> {
    return this.request({ method: 'POST', path: this.vanityPath('ping', vanityUri), body: params }, options);
  }

  /** POST /inbound_webhooks/post/:vanity_uri: claims the ping and answers the number to forward the call to. */
  post(vanityUri: string, params: PostParams = {}, options?: RequestOptions): Promise<PostAnswer> {
    return this.request({ method: 'POST', path: this.vanityPath('post', vanityUri), body: params }, options);
  }

  private vanityPath(step: 'ping' | 'post', vanityUri: string) {
    return `/inbound_webhooks/${step}/${encodeURIComponent(vanityUri)}`;
  }
}
