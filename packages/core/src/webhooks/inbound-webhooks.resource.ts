import { defineResource } from '../kernel/define.js';
import type { EndpointError, EndpointInput, EndpointParam, EndpointValue } from '../kernel/endpoints.js';
import { f } from '../kernel/fields.js';

/**
 * The machine-readable `status` of a ping refused because no buyer may take the call: answered
 * with HTTP 200 and `success: false`, the shape TrackDrive relays test (issue 25). Input errors,
 * credentials and rate limits keep their 4xx; a post keeps 422 on every refusal.
 */
export const PING_REFUSAL_STATUSES = {
  no_buyers_available:
    'No buyer of the offer may take the call now (paused, closed, caps, token filters, no bid from its webhook, under minimum_bid)',
  caller_number_blacklisted: "The caller is on the company's blacklist",
  caller_opted_out: 'The caller opted out',
  caller_number_suppressed: 'The caller is on the suppression lists of every buyer that would take the call',
} as const;
export type PingRefusalStatus = keyof typeof PING_REFUSAL_STATUSES;

const REFUSAL_VOCABULARY = Object.entries(PING_REFUSAL_STATUSES)
  .map(([status, when]) => `${status} (${when.charAt(0).toLowerCase()}${when.slice(1)})`)
  .join('; ');

/** Fields a ping may return per buyer (domain notes 2.1, ping/post). */
export const PING_BUYER_FIELDS = ['id', 'name', 'bid_price', 'tier', 'forwarding_number'] as const;

/** Per-buyer keys every ping answers besides ping_buyer_fields: the names older clients read. */
const PING_BUYER_ALIASES: Record<string, EndpointValue> = {
  buyer_id: { type: 'integer', description: 'Buyer id (same as id)' },
  bid: { type: 'decimal', nullable: true, description: 'Its bid (same as bid_price)' },
  offer_conversion_payout: {
    type: 'decimal',
    nullable: true,
    description:
      "What the source is paid if the call converts with this buyer: the offer's first active offer conversion " +
      'for the source (usd payout, or revenue_percentage of the bid); null when none applies',
  },
  bid_cached: {
    type: 'boolean',
    description:
      "The bid is the buyer webhook's cached answer to the same request (cache_result_for_seconds): a duplicate ping",
  },
};

/** The fields of a buyer a ping answers, as the webhook's ping_buyer_fields names them. */
const PING_BUYER_FIELD_VALUES: Record<string, EndpointValue> = {
  id: { type: 'integer', optional: true, description: 'Buyer id' },
  name: { type: 'string', optional: true, description: 'Buyer name' },
  bid_price: {
    type: 'decimal',
    optional: true,
    nullable: true,
    description:
      "Revenue of its first buyer conversion, or what that conversion's webhook bids now (clamped to revenue_min..revenue_max)",
  },
  tier: { type: 'integer', optional: true, description: 'Routing tier' },
  forwarding_number: {
    type: 'string',
    optional: true,
    nullable: true,
    description: 'The static number (static_caller_number mode); a pool number is chosen by the post',
  },
};

const VANITY = {
  type: 'string',
  description: 'vanity_uri of the inbound webhook',
} as const satisfies EndpointParam;
const CREDENTIALS = {
  company_id: {
    type: 'string',
    description:
      "The company's id, uuid or subdomain: picks the company when several use the vanity_uri and the request " +
      'reaches a bare host (an IP or a single hostname) without credentials',
  },
  auth_token: {
    type: 'string',
    description:
      'A developer token of the company (or send a key pair as Basic auth): required by require_auth_token, else it only picks the company when several use the vanity_uri',
  },
} as const satisfies Record<string, EndpointParam>;
const OTHER_PARAMS =
  'Every other key (and the keys of a data hash) is kept as a token for the call that follows';
const COMMON_ERRORS: readonly EndpointError[] = [
  {
    code: 'not_found',
    when: 'no inbound webhook has the vanity_uri (on the subdomain, or of the credentials)',
  },
  { code: 'unauthorized', when: 'require_auth_token is set and no valid credentials of the company came' },
];

/** A ping's parameters: `ParamsOf` types them for the ping/post service. */
export const PING_PARAMS = {
  vanity_uri: VANITY,
  caller_id: {
    type: 'phone',
    description: "The caller's number (any format, read in the company's default country)",
  },
  ...CREDENTIALS,
} as const satisfies Record<string, EndpointParam>;

/** A post's parameters. */
export const POST_PARAMS = {
  vanity_uri: VANITY,
  ping_id: {
    type: 'string',
    description: "A ping id: a buyer's own, or try_all_buyers_ping_id to try every pinged buyer in order",
  },
  try_all_buyers_ping_id: { type: 'string', description: 'Same as ping_id' },
  buyer_id: { type: 'integer', description: 'With the try-all ping id (or post_only): only this buyer' },
  caller_id: {
    type: 'phone',
    description: "The caller's number; required in static_caller_number mode unless the ping had it",
  },
  ...CREDENTIALS,
} as const satisfies Record<string, EndpointParam>;

const PING: Omit<EndpointInput, 'name' | 'method'> = {
  path: '/inbound_webhooks/ping/:vanity_uri',
  public: true,
  summary: 'Ping: the buyers that would take a caller now, with ping ids and bids',
  description:
    "Public, every origin. The offer's buyers that are not paused, are open, bid at least minimum_bid and may " +
    'take the caller (blacklist, opt-outs, suppression lists; only when caller_id is sent), tier first, then ' +
    'highest bid. Each buyer gets its own ping_id; try_all_buyers_ping_id posts to all of them in this order. ' +
    'Pings stay good for ping_expires_seconds. GET works the same. A ping no buyer may take is answered ' +
    'HTTP 200 with success false, errors (sentences) and status, one of: ' +
    `${REFUSAL_VOCABULARY}.`,
  params: PING_PARAMS,
  otherParams: OTHER_PARAMS,
  errorBody: 'sentences',
  response: {
    root: 'buyers',
    bare: true,
    holds: {
      type: 'objects',
      description: "The buyers, in post order, each with the fields of the webhook's ping_buyer_fields",
      properties: {
        ping_id: {
          type: 'string',
          description: "This buyer's ping id: post it to sell the call to this buyer",
        },
        ...PING_BUYER_FIELD_VALUES,
        ...PING_BUYER_ALIASES,
      },
    },
    fields: {
      success: { type: 'boolean', description: 'true; false when refused (then status says why)' },
      status: {
        type: 'string',
        values: ['accepted', ...Object.keys(PING_REFUSAL_STATUSES)],
        description: `accepted, or why the ping was refused: ${REFUSAL_VOCABULARY}`,
      },
      try_all_buyers_ping_id: { type: 'string', description: 'Post it to try every buyer, in order' },
      ping_expires_at: { type: 'time', description: 'The ping ids and bids are good until then' },
      bid_price: { type: 'decimal', nullable: true, description: "The first buyer's bid" },
      try_all_buyers: {
        type: 'object',
        description: 'The older shape live clients parse: the same ping id and buyers again',
        properties: {
          ping_id: { type: 'string', description: 'Same as try_all_buyers_ping_id' },
          buyers: {
            type: 'objects',
            description: 'Same as buyers',
            properties: {
              ping_id: { type: 'string', description: "This buyer's ping id" },
              ...PING_BUYER_FIELD_VALUES,
              ...PING_BUYER_ALIASES,
            },
          },
        },
      },
    },
  },
  errors: [
    ...COMMON_ERRORS,
    { code: 'validation_failed', when: 'caller_id is no number, or the webhook or its offer is inactive' },
    { code: 'rate_limited', when: 'more pings than ping_limit_per_minute in the last minute' },
  ],
};

const POST: Omit<EndpointInput, 'name' | 'method'> = {
  path: '/inbound_webhooks/post/:vanity_uri',
  public: true,
  summary: 'Post: a ping id in, the number to forward the call to out',
  description:
    'Public, every origin. Claims the ping (one accepted post per ping) and sells the call to the first of its ' +
    'buyers still available, checked again now. The forwarding number is held for that buyer for ' +
    'number_hold_seconds: in ring_pool mode a number of the ring pool no other post holds, in ' +
    'static_caller_number mode the static number, matched to the call by caller_id. Without a ping_id, the ' +
    "caller's latest open ping is assumed (dialers that cannot read ping ids); post_only webhooks need no ping. " +
    'A refused post leaves the ping for another try. GET works the same.',
  params: POST_PARAMS,

  otherParams: OTHER_PARAMS,
  errorBody: 'sentences',
  response: {
    root: 'forwarding_number',
    bare: true,
    holds: { type: 'string', description: 'The number to forward the call to: E.164 digits without +' },
    fields: {
      success: { type: 'boolean', description: 'true; false when refused (then status says why)' },
      status: {
        type: 'string',
        values: ['accepted', ...Object.keys(PING_REFUSAL_STATUSES)],
        description: `accepted, or why the ping was refused: ${REFUSAL_VOCABULARY}`,
      },
      forwarding_number_status: { type: 'string', values: ['accepted'], description: 'accepted' },
      forwarding_number_e164: { type: 'string', description: 'The same number in E.164' },
      forwarding_number_sip_address: {
        type: 'string',
        nullable: true,
        description: 'Always null: Leadline forwards to phone numbers (pool and static numbers are E.164)',
      },
      ping_ids_expiry_in_seconds: {
        type: 'integer',
        nullable: true,
        description:
          "Seconds that were left of the ping's lifetime (null for a post_only post without a ping)",
      },
      ping_id: {
        type: 'string',
        nullable: true,
        description: 'The ping claimed (null for a post_only post)',
      },
      buyer_id: { type: 'integer', description: 'The buyer the call is sold to' },
      bid_price: { type: 'decimal', nullable: true, description: 'Its bid' },
      hold_expires_at: { type: 'time', description: 'The number is held for the buyer until then' },
    },
  },
  errors: [
    ...COMMON_ERRORS,
    {
      code: 'validation_failed',
      when: 'the ping_id is unknown, expired or already posted, no pinged buyer is still available, or no number is free',
    },
  ],
};

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
      .notFetched('the path under which Leadline receives this webhook, not a URL it calls')
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
  endpoints: [
    { name: 'ping', method: 'POST', ...PING },
    { name: 'ping_by_get', method: 'GET', ...PING, summary: `${PING.summary} (GET)` },
    { name: 'post', method: 'POST', ...POST },
    { name: 'post_by_get', method: 'GET', ...POST, summary: `${POST.summary} (GET)` },
  ],
});
