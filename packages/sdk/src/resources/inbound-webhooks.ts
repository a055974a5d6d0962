import type { EndpointAnswers } from '../generated/answers.js';
import type { EndpointParams } from '../generated/resources.js';
import { Resource } from '../resource.js';
import type { RequestOptions } from '../transport/transport.js';

/** A ping or post: the caller, and any token the call should carry (other keys are kept as tokens). */
export type PingParams = EndpointParams['inbound_webhooks']['ping'] & {
  data?: Record<string, unknown>;
  [token: string]: unknown;
};

/** A post: the ping id (or none, on a post_only webhook or for the caller's open ping), and the ping's keys. */
export type PostParams = EndpointParams['inbound_webhooks']['post'] & PingParams;

/** What a ping answers (declared in core). */
export type PingAnswer = EndpointAnswers['inbound_webhooks']['ping'];

/** One buyer a ping offers, with the fields the webhook's ping_buyer_fields names. */
export type PingedBuyer = PingAnswer['buyers'][number];

/** What a post answers. */
export type PostAnswer = EndpointAnswers['inbound_webhooks']['post'];

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
