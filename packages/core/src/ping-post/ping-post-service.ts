import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { Database } from '../db/dialects/types.js';
import {
  type DeclaredEndpoint,
  type ParamsOf,
  parseEndpointParams,
  withDeclaredParams,
} from '../kernel/endpoint-params.js';
import type { EndpointParam } from '../kernel/endpoints.js';
import { readHashParam } from '../kernel/hash-param.js';
import type { RecordLinks } from '../kernel/links.js';
import type { ResourceRegistry } from '../kernel/registry.js';
import type { PoolRenter } from '../numbers/pool-renter.js';
import type { EligibilityQuery, OfferBuyer, OfferBuyers } from '../routing/offer-buyers.js';
import { findTrafficSource } from '../routing/traffic-source-afids.js';
import type { Company, CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import type { ConversionWebhooks } from '../webhooks/conversion-webhooks.js';
import {
  inboundWebhooks,
  PING_BUYER_FIELDS,
  PING_PARAMS,
  type PingRefusalStatus,
  POST_PARAMS,
} from '../webhooks/inbound-webhooks.resource.js';
import { dialDigits, noBuyers, type PingPostAnswer, PingPostRejection, rejected } from './answers.js';
import { bidsOf } from './bids.js';
import { askBids } from './dynamic-bids.js';
import { NumberHolds } from './number-holds.js';
import { payoutFor, payoutRuleOf } from './payouts.js';
import { type PingedBuyer, PingStore, type StoredPing } from './ping-store.js';
import { PingPostPruning } from './pruning.js';
import { PingPostLog, type PingPostLogEntry } from './request-log.js';
import { SourcePingLimits } from './source-ping-limits.js';
import { findWebhook, type InboundWebhook } from './webhook-lookup.js';

/** One ping or post as the server hands it over. */
export interface PingPostRequest {
  /** The `:vanity_uri` of the path. */
  vanityUri: string;
  /** Query, form and JSON parameters merged. */
  params: Record<string, unknown>;
  /** The tenant of the request's credentials, when it carried valid ones. */
  tenant?: TenantContext;
  /** The company subdomain the request was sent to. */
  subdomain?: string;
  /** The `company_id` parameter: the company's id, uuid or subdomain, for requests to a bare host. */
  companyRef?: string;
  ip?: string;
}

export interface PingPostDeps {
  database: Database;
  clock: Clock;
  companies: CompanyService;
  links: RecordLinks;
  registry: ResourceRegistry;
  offerBuyers: OfferBuyers;
  poolRenter: PoolRenter;
  /** Asks buyers' bid webhooks (RTB); `webhooks.conversions` of the webhook engine. */
  bids: Pick<ConversionWebhooks, 'decide'>;
}

/** The ping and post endpoints as declared (webhooks/inbound-webhooks.resource.ts): their parameters are read from there. */
const ENDPOINTS = {
  ping: withDeclaredParams(inboundWebhooks.endpoints.find((e) => e.name === 'ping')!, PING_PARAMS),
  post: withDeclaredParams(inboundWebhooks.endpoints.find((e) => e.name === 'post')!, POST_PARAMS),
};

/** Parameters of a ping or post that are not tokens: those either declares. */
const RESERVED: ReadonlySet<string> = new Set(
  [ENDPOINTS.ping, ENDPOINTS.post].flatMap((e) => Object.keys(e.params)),
);

/** A buyer that may take the call, with its bid. */
interface Candidate {
  buyer: OfferBuyer;
  bid: number | null;
  /** The bid is a cached answer of the buyer's webhook to the same request (a duplicate ping). */
  cached: boolean;
}

/** Work a ping or post does once its webhook is known; the log entry it fills in. */
interface Exchange {
  company: Company;
  webhook: InboundWebhook;
  ctx: TenantContext;
  log: PingPostLogEntry;
  now: number;
}

/**
 * Ping/post for inbound calls (spec 4.2, domain notes 2.1): a traffic source
 * pings with the caller's details and gets the buyers that would take the call
 * now, with their bids and ping ids; it then posts a ping id and gets the
 * number to forward the call to, held for the chosen buyer. Every request,
 * accepted or not, is written to inbound_webhook_logs.
 *
 * Buyers are the router's: attached to the webhook's offer, not paused, open,
 * under their caps, and the caller not suppressed for them
 * (`routing/offer-buyers.ts`: hours, token filters on the ping's tokens,
 * caps, suppression), ordered tier first, then highest bid. A buyer whose
 * bid is its webhook's answer is asked live (`dynamic-bids.ts`).
 */
export class PingPostService {
  private readonly pings: PingStore;
  private readonly holds: NumberHolds;
  private readonly logs: PingPostLog;
  private readonly pruning: PingPostPruning;

  private readonly sourceLimits: SourcePingLimits;

  constructor(private readonly deps: PingPostDeps) {
    const { db, dialect } = deps.database;
    this.pings = new PingStore(db, dialect);
    this.holds = new NumberHolds(db);
    this.logs = new PingPostLog(db, dialect, deps.registry.get('inbound_webhook_logs'));
    this.pruning = new PingPostPruning(db);
    this.sourceLimits = new SourcePingLimits(db);
  }

  /** POST /inbound_webhooks/ping/:vanity_uri: the buyers that would take the caller, with ping ids and bids. */
  ping(request: PingPostRequest): Promise<PingPostAnswer> {
    return this.exchange('ping', request, (x) => this.answerPing(x, request.params));
  }

  /** POST /inbound_webhooks/post/:vanity_uri: a ping id in, the number to forward the call to out. */
  post(request: PingPostRequest): Promise<PingPostAnswer> {
    return this.exchange('post', request, (x) => this.answerPost(x, request.params));
  }

  private async exchange(
    type: 'ping' | 'post',
    request: PingPostRequest,
    work: (x: Exchange) => Promise<Record<string, unknown>>,
  ): Promise<PingPostAnswer> {
    const started = performance.now();
    let found: Awaited<ReturnType<typeof findWebhook>>;
    try {
      found = await findWebhook(
        { db: this.deps.database.db, companies: this.deps.companies },
        request.vanityUri,
        request,
      );
    } catch (error) {
      // No webhook, so nothing to log against.
      return PingPostRejection.from(error).answer();
    }
    const { company } = found;
    const webhook = await this.creditedSource(company.id, found.webhook, request.params);
    const now = this.deps.clock.now();
    const x: Exchange = {
      company,
      webhook,
      now,
      ctx: {
        company,
        actor: { type: 'system', id: null, name: `inbound_webhook ${webhook.id} (${webhook.name})` },
        permissions: { superuser: false, access: {} },
      },
      log: {
        inbound_webhook_id: webhook.id,
        request_type: type,
        traffic_source_id: webhook.traffic_source_id,
        ping_id: null,
        caller_id: null,
        request_params: request.params,
        remote_ip: request.ip ?? null,
        success: false,
        code: 200,
        response_body: {},
        error_messages: [],
        buyers_count: 0,
        buyer_id: null,
        bid_price: null,
        forwarding_number: null,
        latency_ms: 0,
      },
    };
    let answer: PingPostAnswer;
    try {
      if (webhook.require_auth_token && request.tenant?.company.id !== company.id) {
        throw new PingPostRejection('unauthorized', ['A valid auth_token of the company is required']);
      }
      if (!webhook.active) throw rejected('This inbound webhook is inactive');
      answer = { status: 200, body: await work(x) };
      x.log.success = true;
    } catch (error) {
      const rejection = PingPostRejection.from(error);
      answer = type === 'ping' ? rejection.pingAnswer() : rejection.answer();
      x.log.error_messages = answer.body.errors as string[];
    }
    x.log.code = answer.status;
    x.log.response_body = answer.body;
    x.log.latency_ms = Math.round(performance.now() - started);
    await this.logs.write(company.id, x.log, now);
    await this.pruning.maybePrune(now);
    return answer;
  }

  /**
   * The webhook with the traffic source a ping or post names in `traffic_source_id`, read
   * as a lead post reads it (afid first, then id). One naming no active source of the
   * company leaves the webhook's own: attribution never refuses a ping.
   */
  private async creditedSource(
    companyId: number,
    webhook: InboundWebhook,
    params: Record<string, unknown>,
  ): Promise<InboundWebhook> {
    const named = await findTrafficSource(this.deps.database.db, companyId, params.traffic_source_id);
    return named?.active ? { ...webhook, traffic_source_id: named.id } : webhook;
  }

  private async answerPing(x: Exchange, params: Record<string, unknown>) {
    const { webhook, company, now } = x;
    const limit = webhook.ping_limit_per_minute;
    const counted = { inbound_webhook_id: webhook.id };
    if (limit !== null && (await this.logs.pingsSince(company.id, counted, now - 60_000)) >= limit) {
      throw new PingPostRejection('rate_limited', [`Ping limit reached: ${limit} a minute`], 60);
    }
    if (webhook.traffic_source_id !== null)
      await this.sourceLimits.admit(company, webhook.traffic_source_id, now);
    const callerId = this.callerOf(x, this.declared(x, ENDPOINTS.ping, params));
    const candidates = await this.candidates(x, callerId, tokensOf(params));
    const { pingId, buyers } = await this.pings.create(company.id, webhook.id, {
      buyers: candidates.map((c) => ({ buyer_id: c.buyer.id, bid_price: c.bid })),
      callerId,
      tokens: tokensOf(params),
      now,
      expiresAt: now + webhook.ping_expires_seconds * 1000,
    });
    const fields = webhook.ping_buyer_fields.filter((f) =>
      (PING_BUYER_FIELDS as readonly string[]).includes(f),
    );
    const { db, dialect } = this.deps.database;
    const rule = await payoutRuleOf(db, dialect, company.id, webhook.offer_id, webhook.traffic_source_id);
    const shown = candidates.map((c, i) => {
      const values: Record<string, unknown> = {
        id: c.buyer.id,
        name: c.buyer.name,
        bid_price: c.bid,
        tier: c.buyer.tier,
        // A pool number is chosen by the post; a static number is known now.
        forwarding_number:
          webhook.tracking_mode === 'static_caller_number' ? dialDigits(webhook.static_number) : null,
      };
      // buyer_id, bid and offer_conversion_payout are the names the older clients parse (domain notes 2.1).
      return {
        ping_id: buyers[i]!.ping_id,
        ...Object.fromEntries(fields.map((f) => [f, values[f]])),
        buyer_id: c.buyer.id,
        bid: c.bid,
        offer_conversion_payout: payoutFor(rule, c.bid),
        bid_cached: c.cached,
      };
    });
    const best = candidates[0]!.bid;
    Object.assign(x.log, { ping_id: pingId, buyers_count: candidates.length, bid_price: best });
    return {
      success: true,
      status: 'accepted',
      try_all_buyers_ping_id: pingId,
      ping_expires_at: formatTime(now + webhook.ping_expires_seconds * 1000, company.time_zone),
      bid_price: best,
      buyers: shown,
      // The older shape, still read by live clients: data.try_all_buyers.ping_id and .buyers[].
      try_all_buyers: { ping_id: pingId, buyers: shown },
      metadata: { root: 'buyers' },
    };
  }

  private async answerPost(x: Exchange, params: Record<string, unknown>) {
    const { webhook, company, now } = x;
    const declared = this.declared(x, ENDPOINTS.post, params);
    const presented = declared.ping_id ?? declared.try_all_buyers_ping_id;
    const wantedBuyer = declared.buyer_id ?? null;
    let callerId = this.callerOf(x, declared);
    const { ping, pinged } = await this.postedPing(x, presented, callerId, wantedBuyer);
    x.log.ping_id = ping?.pingId ?? null;
    if (!ping && !webhook.post_only) throw rejected('ping_id is required');
    if (ping && ping.expiresAt <= now) throw rejected(`ping_id ${ping.pingId} has expired`);
    callerId ??= ping?.callerId ?? null;
    x.log.caller_id = callerId;

    // The claim alone decides: a ping posted before, or by a post racing this one, is refused here.
    if (ping && !(await this.pings.claim(ping, now))) {
      throw rejected(`ping_id ${ping.pingId} was already posted`);
    }
    try {
      const chosen = pinged
        ? await this.firstStillAvailable(x, pinged, callerId, ping?.tokens ?? {})
        : (await this.candidates(x, callerId, tokensOf(params))).find(
            (c) => wantedBuyer === null || c.buyer.id === wantedBuyer,
          );
      if (!chosen) throw rejected('No buyers available');
      const forwarding = await this.forwardingNumber(x, chosen, callerId, ping?.pingId ?? null);
      Object.assign(x.log, {
        buyer_id: chosen.buyer.id,
        bid_price: chosen.bid,
        forwarding_number: forwarding.e164,
        buyers_count: 1,
      });
      return {
        success: true,
        status: 'accepted',
        forwarding_number: dialDigits(forwarding.e164),
        forwarding_number_status: 'accepted',
        forwarding_number_e164: forwarding.e164,
        // Tracking numbers are phone numbers (E.164 is validated on every pool and static number): never a SIP address.
        forwarding_number_sip_address: null,
        ping_id: ping?.pingId ?? null,
        // What was left of the ping's lifetime when it was posted (null for a post_only post without a ping).
        ping_ids_expiry_in_seconds: ping ? Math.max(0, Math.floor((ping.expiresAt - now) / 1000)) : null,
        buyer_id: chosen.buyer.id,
        bid_price: chosen.bid,
        hold_expires_at: formatTime(forwarding.heldUntil, company.time_zone),
        metadata: { root: 'forwarding_number' },
      };
    } catch (error) {
      // A refused post leaves the ping for another try while it lasts.
      if (ping) await this.pings.release(ping);
      throw error;
    }
  }

  /**
   * The ping a post claims, and the pinged buyers it may sell to: those of a
   * presented ping id (one buyer's, or all in ping order, or the one buyer_id
   * names); without an id, the caller's latest open ping, as dialers that
   * cannot read ping ids post (domain notes, "No post after ping").
   */
  private async postedPing(
    x: Exchange,
    presented: string | undefined,
    callerId: string | null,
    wantedBuyer: number | null,
  ): Promise<{ ping: StoredPing | null; pinged: PingedBuyer[] | null }> {
    const { company, webhook, now } = x;
    if (!presented) {
      const ping = callerId ? await this.pings.latestOpenFor(company.id, webhook.id, callerId, now) : null;
      return { ping, pinged: ping?.buyers ?? null };
    }
    const ref = await this.pings.find(company.id, webhook.id, presented);
    if (!ref) throw rejected(`Unknown ping_id ${presented}`);
    if (ref.buyerId !== null && wantedBuyer !== null && ref.buyerId !== wantedBuyer) {
      throw rejected(`ping_id ${presented} belongs to buyer ${ref.buyerId}, not buyer ${wantedBuyer}`);
    }
    const only = ref.buyerId ?? wantedBuyer;
    const pinged = only === null ? ref.ping.buyers : ref.ping.buyers.filter((b) => b.buyer_id === only);
    if (pinged.length === 0) throw rejected(`buyer_id ${only} was not offered by ping ${ref.ping.pingId}`);
    return { ping: ref.ping, pinged };
  }

  /**
   * The declared parameters, checked as every endpoint's are (the company's
   * country reads national numbers); a refusal names each bad one in a sentence
   * (`caller_id is not a valid phone number`).
   */
  private declared<P extends Record<string, EndpointParam>>(
    x: Exchange,
    endpoint: DeclaredEndpoint<P>,
    params: Record<string, unknown>,
  ): ParamsOf<P> {
    const vc = { country: x.company.default_country, timeZone: x.company.time_zone };
    return parseEndpointParams(endpoint, params, vc);
  }

  /** The caller's number in E.164, or null when the source sent none. */
  private callerOf(x: Exchange, params: { caller_id?: string }): string | null {
    if (params.caller_id === undefined) return null;
    x.log.caller_id = params.caller_id;
    return params.caller_id;
  }

  /**
   * The offer's buyers that would take the caller now, with bids, in post
   * order; 422 saying why when none. The router's filters come first, so
   * only buyers that could take the call are asked for a live bid.
   */
  private async candidates(
    x: Exchange,
    callerId: string | null,
    tokens: Record<string, unknown>,
  ): Promise<Candidate[]> {
    const { webhook, ctx } = x;
    await this.requireActiveOffer(x);
    const buyers = await this.deps.offerBuyers.of(ctx, webhook.offer_id);
    if (buyers.length === 0)
      throw noBuyers('No buyers available: the offer has no buyers', 'no_buyers_available');
    const { db, dialect } = this.deps.database;
    const bids = await bidsOf(
      db,
      dialect,
      this.deps.links,
      x.company.id,
      buyers.map((b) => b.id),
    );
    const query = eligibility(webhook.offer_id, callerId, tokens);
    const reasons = await this.deps.offerBuyers.unavailableMany(ctx, buyers, query);
    const why = new Map<string, number>();
    const count = (reason: string) => why.set(reason, (why.get(reason) ?? 0) + 1);
    const passing = buyers.filter((b) => {
      const reason = reasons.get(b.id) ?? null;
      if (reason) count(reason);
      return reason === null;
    });
    const live = await askBids(
      this.deps.bids,
      x.company.id,
      passing.map((b) => ({ buyerId: b.id, bid: bids.get(b.id)! })),
      query.tokens!,
    );
    const open: Candidate[] = [];
    for (const buyer of passing) {
      const asked = live.get(buyer.id);
      const bid = asked ? asked.bid : bids.get(buyer.id)!.revenue;
      if (asked && bid === null) count('no_bid');
      else if (webhook.minimum_bid !== null && (bid ?? 0) < webhook.minimum_bid) count('below_minimum_bid');
      else open.push({ buyer, bid, cached: asked?.cached ?? false });
    }
    if (open.length === 0) {
      const detail = [...why].map(([reason, n]) => `${reason} ${n}`).join(', ');
      throw noBuyers(`No buyers available (${detail})`, refusalOf(new Set(why.keys())));
    }
    // Tier first, as the router walks buyers; inside a tier the best bid wins a ping.
    return open.sort(
      (a, b) => a.buyer.tier - b.buyer.tier || (b.bid ?? -1) - (a.bid ?? -1) || a.buyer.id - b.buyer.id,
    );
  }

  /** The first pinged buyer, in ping order, that is still attached and still available; its pinged bid holds. */
  private async firstStillAvailable(
    x: Exchange,
    pinged: PingedBuyer[],
    callerId: string | null,
    tokens: Record<string, unknown>,
  ): Promise<Candidate | undefined> {
    await this.requireActiveOffer(x);
    const current = new Map(
      (await this.deps.offerBuyers.of(x.ctx, x.webhook.offer_id)).map((b) => [b.id, b]),
    );
    for (const p of pinged) {
      const buyer = current.get(p.buyer_id);
      if (!buyer) continue;
      const reason = await this.deps.offerBuyers.unavailable(
        x.ctx,
        buyer,
        eligibility(x.webhook.offer_id, callerId, tokens),
      );
      if (!reason) return { buyer, bid: p.bid_price, cached: false };
    }
    return undefined;
  }

  /** Reserves the number the source forwards the call to, held for the chosen buyer. */
  private async forwardingNumber(
    x: Exchange,
    chosen: Candidate,
    callerId: string | null,
    pingId: string | null,
  ) {
    const { webhook, company, now } = x;
    const heldUntil = now + webhook.number_hold_seconds * 1000;
    const hold = {
      callerId,
      buyerId: chosen.buyer.id,
      webhookId: webhook.id,
      pingId,
      bidPrice: chosen.bid,
      heldUntil,
      now,
    };
    if (webhook.tracking_mode === 'static_caller_number') {
      if (!webhook.static_number) throw rejected('This inbound webhook has no static_number to forward to');
      if (!callerId)
        throw rejected('caller_id is required: the static number is matched to the call by caller id');
      await this.holds.holdStatic(company.id, webhook.static_number, { ...hold, callerId });
      return { e164: webhook.static_number, heldUntil };
    }
    if (webhook.ring_pool_id === null)
      throw rejected('This inbound webhook has no ring_pool_id to take a number from');
    const pool = await new TenantScope(this.deps.database.db, company.id)
      .selectFrom('ring_pools')
      .select(['active'])
      .where('id', '=', webhook.ring_pool_id)
      .executeTakeFirst();
    if (!pool || !decodeValue('boolean', pool.active))
      throw rejected(`Ring pool ${webhook.ring_pool_id} is inactive`);
    let reserved = await this.holds.reserveFromPool(company.id, webhook.ring_pool_id, hold);
    let why = '';
    // A rent shared with a concurrent post may be taken by it: then this post rents again (number_limit permitting).
    for (let attempt = 0; !reserved && attempt < 2; attempt++) {
      // The webhook acts for the company with no access of its own; renting a pool number is the one write it may make.
      const renter = { ...x.ctx, permissions: { superuser: false, access: { numbers: 'write' as const } } };
      const rent = await this.deps.poolRenter.rentFor(renter, webhook.ring_pool_id);
      if (rent.rented === null) {
        if (rent.reason !== 'auto_rent is off') why = ` and auto_rent could not add one: ${rent.reason}`;
        break;
      }
      reserved = await this.holds.reserveFromPool(company.id, webhook.ring_pool_id, hold);
    }
    if (!reserved)
      throw rejected(
        `No tracking number available: every number of ring pool ${webhook.ring_pool_id} is held${why}`,
      );
    return { e164: reserved.number, heldUntil };
  }

  private async requireActiveOffer(x: Exchange): Promise<void> {
    const offer = await new TenantScope(this.deps.database.db, x.company.id)
      .selectFrom('offers')
      .select(['active', 'deleted_at'])
      .where('id', '=', x.webhook.offer_id)
      .executeTakeFirst();
    if (!offer || offer.deleted_at !== null || !decodeValue('boolean', offer.active)) {
      throw rejected(`Offer ${x.webhook.offer_id} is inactive`);
    }
  }
}

/**
 * What the router's filters ask about a pinged caller: suppression by its
 * number, and the buyers' token filters against the ping's tokens and the
 * caller's number (caller_id, caller_number).
 */
function eligibility(
  offerId: number,
  callerId: string | null,
  tokens: Record<string, unknown>,
): EligibilityQuery {
  return {
    offerId,
    number: callerId,
    checkType: 'buyer_forward',
    tokens: { ...tokens, ...(callerId ? { caller_id: callerId, caller_number: callerId } : {}) },
  };
}

/** Every parameter that is not the ping/post's own: kept with the ping for the call that follows. */
function tokensOf(params: Record<string, unknown>): Record<string, unknown> {
  const data = readHashParam(params.data) ?? {};
  const rest = Object.fromEntries(Object.entries(params).filter(([k]) => !RESERVED.has(k) && k !== 'data'));
  return { ...rest, ...data };
}

/** The caller's own standing, when it alone kept every buyer away; otherwise no_buyers_available. */
function refusalOf(reasons: ReadonlySet<string>): PingRefusalStatus {
  const callers = ['blacklisted', 'opted_out', 'suppressed'];
  if (![...reasons].every((r) => callers.includes(r))) return 'no_buyers_available';
  if (reasons.has('blacklisted')) return 'caller_number_blacklisted';
  if (reasons.has('opted_out')) return 'caller_opted_out';
  return 'caller_number_suppressed';
}
