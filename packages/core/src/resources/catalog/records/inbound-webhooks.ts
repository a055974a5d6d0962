import { defineResource } from '../../define.js';
import { f } from '../../fields.js';

/** Fields a ping may return per buyer (domain notes 2.1, ping/post). */
export const PING_BUYER_FIELDS = ['id', 'name', 'bid_price', 'tier', 'forwarding_number'] as const;

/** Designed (spec 4.1/4.2 name the resource and its ping/post paths): a ping/post endpoint for sources. */
export const inboundWebhooks = defineResource({
  name: 'inbound_webhook',
  plural: 'inbound_webhooks',
  family: 'webhooks',
  description:
    'A ping/post endpoint for a traffic source: POST /inbound_webhooks/ping/:vanity_uri returns the buyers ' +
    'that would take the caller (with ping ids and bids), POST /inbound_webhooks/post/:vanity_uri with a ' +
    'ping_id returns the number to forward the call to. Every request is logged in inbound_webhook_logs.',
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Display name'),
    vanity_uri: f
      .string()
      .required()
      .notBlank()
      .unique()
      .filter()
      .pattern(/^[a-z0-9_-]+$/, 'may contain only lowercase letters, numbers, dashes and underscores')
      .example('acme_solar')
      .doc('Path segment of the ping and post URLs; unique per company'),
    offer_id: f
      .ref('offers')
      .required()
      .doc('Offer whose buyers are pinged and whose rules the call follows'),
    traffic_source_id: f.ref('traffic_sources').doc('Traffic source credited with the calls'),
    active: f
      .boolean()
      .default(true)
      .doc('An inactive endpoint answers every ping and post with success false'),
    post_only: f.boolean().default(false).doc('Skip the ping: a post alone finds a buyer and a number'),
    tracking_mode: f
      .enum(['ring_pool', 'static_caller_number'])
      .default('ring_pool')
      .doc(
        'ring_pool: each accepted post reserves a unique tracking number; static_caller_number: the ' +
          'source dials one fixed number and the caller id matches the call to the post',
      ),
    ring_pool_id: f.ref('ring_pools').doc('Number pool posts reserve numbers from, ring_pool mode'),
    static_number: f.phone().doc('Number the source dials, static_caller_number mode'),
    ping_buyer_fields: f
      .strings()
      .default(['id', 'name', 'bid_price'])
      .doc(`Fields returned per buyer in a ping response, any of ${PING_BUYER_FIELDS.join(', ')}`),
    minimum_bid: f.decimal().min(0).doc('Buyers bidding less are not returned (blank: no floor)'),
    ping_expires_seconds: f
      .integer()
      .min(1)
      .default(60)
      .doc('How long a ping id and its bid stay valid for the post'),
    number_hold_seconds: f
      .integer()
      .min(1)
      .default(120)
      .doc('How long a forwarding number stays reserved for the posted caller'),
    ping_limit_per_minute: f
      .integer()
      .min(1)
      .doc('Pings accepted per minute from this source; more answer 429 (blank: no limit)'),
    require_auth_token: f
      .boolean()
      .default(false)
      .doc('Reject pings and posts without valid credentials (otherwise the vanity_uri is the secret)'),
  },
});
