import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import { contactFieldRules } from '../contacts/contact-field-book.js';
import { checkContactFields } from '../contacts/contact-field-rules.js';
import type { DB } from '../db/tables.js';
import { invalid, notFound } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import { parseEndpointParams } from '../kernel/endpoint-params.js';
import type { EndpointDefinition } from '../kernel/endpoints.js';
import type { ResourceRegistry } from '../kernel/registry.js';
import type { ResourceService } from '../kernel/service.js';
import { MESSAGES, toE164 } from '../kernel/values.js';
import { findTrafficSource } from '../routing/traffic-source-afids.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow, CallStore } from './call-store.js';
import {
  type CallChange,
  callChangeOf,
  callValuesOf,
  refuseUnknownParams,
  splitUnknownParams,
  tokensParam,
  unwrapCall,
} from './call-update-values.js';
import type { CallKeyPresses } from './key-presses.js';
import { findSecureCall } from './secure-call.js';

/** What a postback did: the call it updated, and the parameters it kept as post-call tokens. */
export interface PostbackResult {
  id: number;
  keptAsTokens: string[];
}

export interface CallUpdateDeps {
  db: Kysely<DB>;
  clock: Clock;
  companies: CompanyService;
  store: CallStore;
  keyPresses: CallKeyPresses;
  calls: () => ResourceService;
  registry: ResourceRegistry;
  /** A declared endpoint by name: the calls resource's, or the secure group's `call_update`. */
  endpoint: (name: string) => EndpointDefinition;
}

/**
 * The call updates of spec 4.3, TrackDrive's postbacks among them: revenue,
 * payout, conversions and post-call tokens written to the call row (with its
 * change log, in one transaction), which caps and reports read. Every
 * parameter is checked before anything is written, so a bad one leaves the
 * call as it was.
 */
export class CallUpdates {
  constructor(private readonly deps: CallUpdateDeps) {}

  /**
   * POST and PUT /calls/:id, POST /calls/update_call/:uuid (`endpointName` says which): the
   * call's id, and the parameters it did not declare, kept as post-call tokens.
   */
  async update(
    ctx: TenantContext,
    ref: string,
    raw: Record<string, unknown>,
    endpointName: 'update_call' | 'update_call_put' | 'postback',
    meta: RequestMeta = {},
  ): Promise<PostbackResult> {
    requireAccess(ctx.permissions, 'calls', 'write');
    // TrackDrive's update takes the call's id as a parameter too; the path's is the one that counts.
    const { change, keptAsTokens } = this.readPostback(ctx, endpointName, raw, ['id', 'uuid']);
    await this.checkOwnRecords(ctx, change);
    const call = await this.deps.calls().findRow(ctx, ref, ['id', 'offer_id']);
    await this.checkContactFields(ctx, call.offer_id, change);
    await this.apply(ctx, Number(call.id), change, meta);
    return { id: Number(call.id), keptAsTokens };
  }

  /**
   * POST /calls/update_by_caller_id/:caller_id: the caller's most recent call
   * (latest created_at, then highest id) on the offer whose token is
   * `offer_token`, within the last `call_timeframe` minutes when given.
   */
  async updateByCallerId(
    ctx: TenantContext,
    callerId: string,
    raw: Record<string, unknown>,
    meta: RequestMeta = {},
  ): Promise<PostbackResult> {
    requireAccess(ctx.permissions, 'calls', 'write');
    const { p, change, keptAsTokens } = this.readPostback(ctx, 'update_by_caller_id', raw);
    // Path parameters are the route's to read: digits with or without +, in the company's country.
    const caller = toE164(callerId, ctx.company.default_country);
    if (!caller) throw invalid({ caller_id: [MESSAGES.phone] });
    await this.checkOwnRecords(ctx, change);
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const offer = await scope
      .selectFrom('offers')
      .select('id')
      .where((eb) =>
        this.deps.registry.require('offers').fields.offer_token
          ? eb.or([
              eb('lead_token', '=', String(p.offer_token)),
              // Only when the registry declares it (not in the generated offers type).
              eb(sql.ref('offer_token'), '=', String(p.offer_token)),
            ])
          : eb('lead_token', '=', String(p.offer_token)),
      )
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!offer) throw notFound('Offer');
    let latest = scope
      .selectFrom('calls')
      .select('id')
      .where('offer_id', '=', offer.id)
      .where('caller_number', '=', caller)
      .where('deleted_at', 'is', null);
    if (typeof p.call_timeframe === 'number') {
      latest = latest.where(
        'created_at',
        '>=',
        this.deps.clock.now() - Math.round(p.call_timeframe * 60_000),
      );
    }
    const call = await latest.orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst();
    if (!call) throw notFound('Call');
    await this.checkContactFields(ctx, offer.id, change);
    await this.apply(ctx, call.id, change, meta);
    return { id: call.id, keptAsTokens };
  }

  /**
   * PUT /secure/:secure_token/calls/:uuid: revenue, buyer_converted and data
   * from the buyer holding the call's token; `digits` are pressed on the live
   * call first, so a refused press leaves the call unchanged.
   */
  async secureUpdate(
    secureToken: string,
    uuid: string,
    raw: Record<string, unknown>,
    meta: RequestMeta = {},
  ): Promise<{ ctx: TenantContext; call: CallRow }> {
    const found = await findSecureCall(this.deps, secureToken, uuid, () => 'secure call token');
    const { ctx, call } = found;
    const { p, change } = this.read(ctx, 'call_update', raw);
    const digits = p.digits;
    // The whole change is checked against the call before a key is pressed (an add below 0 is refused here).
    callValuesOf(call, change);
    await this.checkContactFields(ctx, call.offer_id, change);
    if (typeof digits === 'string') await this.deps.keyPresses.press(ctx, call, digits, 'digits', meta);
    const after = await this.apply(ctx, Number(call.id), change, meta);
    return { ctx, call: after ?? call };
  }

  /** The call a secure URL names, for the hang-up and the data read. */
  findSecure(secureToken: string, uuid: string): Promise<{ ctx: TenantContext; call: CallRow }> {
    return findSecureCall(this.deps, secureToken, uuid, () => 'secure call token');
  }

  /** The endpoint's parameters, checked (unknown ones refused), and the change they ask for. */
  private read(
    ctx: TenantContext,
    endpointName: string,
    raw: Record<string, unknown>,
    also: readonly string[] = [],
  ): { p: Record<string, unknown>; change: CallChange } {
    raw = unwrapCall(raw);
    const endpoint = this.deps.endpoint(endpointName);
    refuseUnknownParams(endpoint, raw, also);
    const p = parseEndpointParams(endpoint, raw, {
      country: ctx.company.default_country,
      timeZone: ctx.company.time_zone,
    });
    return { p, change: callChangeOf(p, endpointName === 'call_update' ? 'data' : 'post_call_tokens') };
  }

  /**
   * A postback's parameters: the declared ones checked as `read` does, every other one
   * kept as a post-call token (TrackDrive's post_call_tokens behaviour), flattened as
   * post_call_tokens are; post_call_tokens itself wins for a key sent both ways.
   */
  private readPostback(
    ctx: TenantContext,
    endpointName: string,
    raw: Record<string, unknown>,
    also: readonly string[] = [],
  ): { p: Record<string, unknown>; change: CallChange; keptAsTokens: string[] } {
    const { known, unknown } = splitUnknownParams(this.deps.endpoint(endpointName), unwrapCall(raw), also);
    const { p, change } = this.read(ctx, endpointName, known, also);
    const own = tokensParam(unknown, 'post_call_tokens') ?? {};
    const keptAsTokens = Object.keys(own);
    if (keptAsTokens.length) change.tokens = { ...own, ...(change.tokens ?? {}) };
    return { p, change, keptAsTokens };
  }

  /**
   * The buyer and traffic source a change assigns must be the company's own, live; the
   * traffic source is named as a lead post names it (afid first, then id: findTrafficSource).
   */
  private async checkOwnRecords(ctx: TenantContext, change: CallChange): Promise<void> {
    const errors: Record<string, string[]> = {};
    if (change.buyer_id !== undefined) {
      const found = await new TenantScope(this.deps.db, ctx.company.id)
        .selectFrom('buyers')
        .select('id')
        .where('id', '=', change.buyer_id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!found) errors.trackdrive_buyer_id = ['must reference an existing buyer'];
    }
    if (change.traffic_source !== undefined) {
      const source = await findTrafficSource(this.deps.db, ctx.company.id, change.traffic_source);
      if (source) change.traffic_source_id = source.id;
      else
        errors.trackdrive_traffic_source_id = [
          'must name an existing traffic source of this company, by its user_traffic_source_id or its id',
        ];
    }
    if (Object.keys(errors).length) throw invalid(errors);
  }

  /**
   * Tokens sent for the offer's contact fields must fit their types, and a
   * required one may not be blanked (a blanked one with a default takes it).
   */
  private async checkContactFields(ctx: TenantContext, offerId: unknown, change: CallChange): Promise<void> {
    if (!change.tokens) return;
    const offer = offerId === null || offerId === undefined ? null : Number(offerId);
    const rules = await contactFieldRules(this.deps.db, ctx.company.id, offer);
    const { errors, defaults } = checkContactFields(
      rules,
      change.tokens,
      'update',
      ctx.company.default_country,
    );
    if (Object.keys(errors).length) throw invalid(errors);
    Object.assign(change.tokens, defaults);
  }

  /** Writes the change to the call, read locked; an add that would go below 0 throws and writes nothing. */
  private apply(ctx: TenantContext, id: number, change: CallChange, meta: RequestMeta) {
    return this.deps.store.change(ctx, id, (row) => callValuesOf(row, change), meta);
  }
}
