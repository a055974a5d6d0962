import type { Kysely } from 'kysely';
import {
  type AvailableNumber,
  CarrierError,
  type NumberWebhooks,
  type RentedNumber,
} from '../carriers/carrier.js';
import {
  type CarrierAccount,
  type CarrierAccounts,
  carrierFailure,
  isCarrierProvider,
  stringSetting,
} from '../carriers/carrier-accounts.js';
import { dialectOf } from '../carriers/dialects.js';
import type { DB } from '../db/tables.js';
import { invalid, isLeadlineError, problemsOf } from '../errors/index.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { parseEndpointParams } from '../kernel/endpoint-params.js';
import { parseWrite } from '../kernel/input.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService, type WriteRequest } from '../kernel/service.js';
import { MESSAGES, toBoolean } from '../kernel/values.js';
import { isLoopbackHost } from '../net/address-kind.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { RuntimeTableScope, TenantScope } from '../tenancy/scope.js';
import { answerFallback, type OfferFallback } from './answer-fallback.js';

export interface NumberSearchResult {
  numbers: AvailableNumber[];
  provider: string;
  integrationId: number;
}

const DEFAULT_LIMIT = 20;

/** Why a rented number was not pointed at Leadline: the carrier could not reach the origin the request came in at. */
const UNPOINTED =
  'not pointed at Leadline: no LEADLINE_PUBLIC_URL nor callback_base_url, and the request reached a loopback ' +
  'address the carrier cannot call; set one, then POST /phone_numbers/:id/point_webhooks';

const isLoopback = (url: string | null | undefined): boolean => {
  if (!url) return false;
  try {
    return isLoopbackHost(new URL(url).hostname);
  } catch {
    return false;
  }
};

/**
 * The origin a request reached, when the carrier can call it back: a loopback origin only
 * serves a carrier that is itself on this machine (a stand-in at `api_base_url`).
 */
export function reachableOrigin(origin: string | undefined, carrierApi: string | null): string | undefined {
  if (!origin) return undefined;
  return isLoopback(origin) && !isLoopback(carrierApi) ? undefined : origin;
}

/**
 * The generic engine for phone_numbers, plus the carrier: search asks the
 * company's carrier integration, create rents the number there before the
 * record is written, destroy unrents it before the record goes. A failure at
 * the carrier leaves nothing half-done: a rent whose record cannot be written
 * is given back, and a number the carrier would not unrent keeps its record.
 */
export class PhoneNumberResource extends ResourceService {
  private readonly db: Kysely<DB>;

  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly accounts: CarrierAccounts,
    /** The origin carriers reach Leadline at, when the server knows it (LEADLINE_PUBLIC_URL). */
    private readonly publicUrl: () => string | undefined = () => undefined,
  ) {
    super(def, deps);
    this.db = deps.db;
  }

  /** GET /phone_numbers/search. */
  async search(ctx: TenantContext, raw: Record<string, unknown>): Promise<NumberSearchResult> {
    requireAccess(ctx.permissions, this.def.family, 'read');
    const endpoint = this.def.endpoints.find((e) => e.name === 'search')!;
    const p = parseEndpointParams(endpoint, raw, {
      country: ctx.company.default_country,
      timeZone: ctx.company.time_zone,
    });
    const account = await this.accounts.choose(ctx, {
      integrationId: p.integration_id as number | undefined,
      provider: p.provider as string | undefined,
    });
    if (!account) {
      throw invalid({
        [p.provider ? 'provider' : 'integration_id']: [
          `no active ${(p.provider as string | undefined) ?? 'carrier'} integration: add one (POST /integrations) to search its numbers`,
        ],
      });
    }
    try {
      const numbers = await account.run((carrier) =>
        carrier.search({
          country: (p.country as string | undefined) ?? ctx.company.default_country ?? 'US',
          numberType: (p.number_type as 'local' | 'toll_free' | undefined) ?? 'local',
          areaCode: p.area_code as string | undefined,
          contains: p.contains as string | undefined,
          region: p.state as string | undefined,
          postalCode: p.postal_code as string | undefined,
          locality: p.locality as string | undefined,
          smsEnabled: p.sms_enabled as boolean | undefined,
          limit: (p.limit as number | undefined) ?? DEFAULT_LIMIT,
        }),
      );
      return { numbers, provider: account.provider, integrationId: account.integrationId };
    } catch (error) {
      throw carrierFailure(error, 'base');
    }
  }

  /** POST /phone_numbers: rents the number through the carrier integration first, when there is one. */
  override async create(
    ctx: TenantContext,
    raw: Record<string, unknown>,
    request: WriteRequest = {},
  ): Promise<ApiRecord> {
    requireAccess(ctx.permissions, this.def.family, 'write');
    // The body is checked before anything is paid for.
    const input = parseWrite(this.def, 'create', raw, {
      country: ctx.company.default_country,
      timeZone: ctx.company.time_zone,
    });
    const provider = input.provider as string;
    if (!isCarrierProvider(provider)) {
      if (input.integration_id != null) {
        throw invalid({
          integration_id: [`must be blank for a ${provider} number (it is registered, not rented)`],
        });
      }
      return super.create(ctx, raw);
    }
    const account = await this.accounts.choose(ctx, {
      integrationId: input.integration_id as number | undefined,
      provider,
    });
    if (!account) return super.create(ctx, raw);
    const number = input.number as string;
    if (await this.numberTaken(ctx, number)) throw invalid({ number: ['has already been taken'] });
    let rented: RentedNumber;
    try {
      rented = await account.run((carrier) => carrier.rent(number));
    } catch (error) {
      throw carrierFailure(error, 'number');
    }
    try {
      return await this.recordRented(ctx, raw, input, account, rented, request);
    } catch (error) {
      // No number rented without its record: give it back (a release that fails too is the smaller harm).
      await account.run((carrier) => carrier.release(rented)).catch(() => undefined);
      throw error;
    }
  }

  /**
   * The record of a number the account rents already (a rent whose record
   * was lost to a crash, found again with Carrier.held): pointed and written
   * as create would, nothing rented. A failure leaves the number rented, for
   * the caller to try again.
   */
  async adopt(
    ctx: TenantContext,
    raw: Record<string, unknown>,
    account: CarrierAccount,
    rented: RentedNumber,
  ): Promise<ApiRecord> {
    requireAccess(ctx.permissions, this.def.family, 'write');
    const input = parseWrite(this.def, 'create', raw, {
      country: ctx.company.default_country,
      timeZone: ctx.company.time_zone,
    });
    if (await this.numberTaken(ctx, input.number as string))
      throw invalid({ number: ['has already been taken'] });
    return this.recordRented(ctx, raw, input, account, rented, {});
  }

  /** Points a rented number at Leadline and writes its record with the carrier's id of it. */
  private async recordRented(
    ctx: TenantContext,
    raw: Record<string, unknown>,
    input: Record<string, unknown>,
    account: CarrierAccount,
    rented: RentedNumber,
    request: WriteRequest,
  ): Promise<ApiRecord> {
    // Its calls and texts come to Leadline from the start: at the configured origin, else the one the request reached.
    const configured = stringSetting(account.settings, 'callback_base_url') ?? this.publicUrl();
    const reached = reachableOrigin(request.origin, stringSetting(account.settings, 'api_base_url'));
    let hooks: (NumberWebhooks & { fallbackWarning: string | null }) | null = null;
    let warning: string | null = null;
    const owner = { offerId: input.offer_id, ringPoolId: input.ring_pool_id };
    if (configured) hooks = await this.point(ctx, account, rented, configured, owner);
    else if (reached) {
      try {
        hooks = await this.point(ctx, account, rented, reached, owner);
      } catch (error) {
        // Pointing was not asked for: an account that cannot be pointed still rents, and says why.
        if (!isLeadlineError(error) || error.code !== 'validation_failed') throw error;
        warning = `not pointed at Leadline: ${problemsOf(error.errors)}; then POST /phone_numbers/:id/point_webhooks`;
      }
    } else warning = UNPOINTED;
    const { integration_id: _chosen, ...fields } = raw;
    const record = await super.create(ctx, fields);
    await new RuntimeTableScope(this.db, ctx.company.id)
      .updateTable(this.def.table)
      .set({
        provider_sid: rented.providerSid,
        integration_id: account.integrationId,
        voice_url: hooks?.voiceUrl ?? null,
        sms_url: hooks?.smsUrl ?? null,
        voice_fallback_url: hooks?.fallbackUrl ?? null,
        pointing_warning: warning ?? hooks?.fallbackWarning ?? null,
      })
      .where('id', '=', Number(record.id))
      .execute();
    return this.show(ctx, Number(record.id));
  }

  /** DELETE /phone_numbers/:id: unrents a rented number first, unless `release=false`. */
  override async destroy(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown> = {},
  ): Promise<ApiRecord> {
    requireAccess(ctx.permissions, this.def.family, 'write');
    const release = raw.release === undefined || raw.release === '' ? true : toBoolean(raw.release);
    if (release === undefined) {
      throw invalid({ release: [MESSAGES.boolean] });
    }
    const row = await this.findRow(ctx, ref, ['id', 'number', 'provider', 'integration_id', 'provider_sid']);
    if (release && row.integration_id != null && row.provider_sid != null) {
      let account: CarrierAccount | null;
      try {
        account = await this.accounts.choose(ctx, {
          integrationId: Number(row.integration_id),
          provider: row.provider as string,
        });
      } catch (error) {
        if (!isLeadlineError(error)) throw error;
        throw invalid({
          release: [
            `cannot unrent through integration ${row.integration_id} (${problemsOf(error.errors)}); release=false deletes the record and keeps the number rented`,
          ],
        });
      }
      try {
        await account!.run((carrier) =>
          carrier
            .release({ number: row.number as string, providerSid: row.provider_sid as string })
            .catch((error) => {
              // A number the carrier no longer has is unrented already.
              if (error instanceof CarrierError && error.notFound) return;
              throw error;
            }),
        );
      } catch (error) {
        throw carrierFailure(error, 'base');
      }
    }
    return super.destroy(ctx, ref, raw);
  }

  /**
   * POST /phone_numbers/:id/point_webhooks: points a rented number's voice
   * and status webhooks at `base` (the integration's callback_base_url wins),
   * for numbers rented before Leadline answered calls, or after a move.
   */
  async pointWebhooks(ctx: TenantContext, ref: string | number, base: string): Promise<ApiRecord> {
    requireAccess(ctx.permissions, this.def.family, 'write');
    const row = await this.findRow(ctx, ref, [
      'id',
      'number',
      'provider',
      'integration_id',
      'provider_sid',
      'offer_id',
      'ring_pool_id',
    ]);
    if (row.integration_id == null || row.provider_sid == null) {
      throw invalid({
        id: ['is a registered number, not rented through an integration: point it at the carrier yourself'],
      });
    }
    const account = await this.accounts.choose(ctx, {
      integrationId: Number(row.integration_id),
      provider: row.provider as string,
    });
    const rented = { number: row.number as string, providerSid: row.provider_sid as string };
    const hooks = await this.point(
      ctx,
      account!,
      rented,
      stringSetting(account!.settings, 'callback_base_url') ?? base,
      { offerId: row.offer_id, ringPoolId: row.ring_pool_id },
    );
    await new RuntimeTableScope(this.db, ctx.company.id)
      .updateTable(this.def.table)
      .set({
        voice_url: hooks.voiceUrl,
        sms_url: hooks.smsUrl,
        voice_fallback_url: hooks.fallbackUrl ?? null,
        pointing_warning: hooks.fallbackWarning,
      })
      .where('id', '=', Number(row.id))
      .execute();
    return this.show(ctx, Number(row.id));
  }

  private async point(
    ctx: TenantContext,
    account: CarrierAccount,
    rented: RentedNumber,
    base: string,
    owner: { offerId: unknown; ringPoolId: unknown },
  ): Promise<NumberWebhooks & { fallbackWarning: string | null }> {
    const path = `/api/v1/inbound_calls/${ctx.company.uuid}/${account.provider}`;
    const root = `${base.replace(/\/+$/, '')}${path}`;
    const fallback = answerFallback(account.provider, `${path}/voice`, await this.offerFallback(ctx, owner));
    const hooks: NumberWebhooks = {
      voiceUrl: `${root}/voice`,
      statusUrl: `${root}/status`,
      smsUrl: `${root}/sms`,
      // Twilio's is the number's own, cleared when its offer has none; Telnyx's and Plivo's belong to the
      // application every number shares, so an offer without one leaves it as another offer set it.
      fallbackUrl: fallback.url ?? (dialectOf(account.provider).fallbackOf === 'number' ? null : undefined),
    };
    const app = stringSetting(account.settings, dialectOf(account.provider).applicationSetting);
    const profile = stringSetting(account.settings, 'messaging_profile_id');
    let pointed: { texts: boolean };
    try {
      pointed = await account.run((carrier) => carrier.pointNumber(rented, hooks, app, profile));
    } catch (error) {
      throw carrierFailure(error, 'base');
    }
    // A number whose texts the carrier routes elsewhere (Telnyx without a messaging profile) keeps them there.
    return { ...hooks, ...(pointed.texts ? {} : { smsUrl: '' }), fallbackWarning: fallback.warning };
  }

  /** The voice fallback of the number's offer: its own offer_id, else its ring pool's offer. */
  private async offerFallback(
    ctx: TenantContext,
    owner: { offerId: unknown; ringPoolId: unknown },
  ): Promise<OfferFallback> {
    const scope = new TenantScope(this.db, ctx.company.id);
    let offerId = owner.offerId == null ? null : Number(owner.offerId);
    if (offerId === null && owner.ringPoolId != null) {
      const pool = await scope
        .selectFrom('ring_pools')
        .select('offer_id')
        .where('id', '=', Number(owner.ringPoolId))
        .executeTakeFirst();
      offerId = pool?.offer_id ?? null;
    }
    if (offerId === null) return { origin: null, forward: null };
    const offer = await scope
      .selectFrom('offers')
      .select(['voice_fallback_url', 'voice_fallback_forward_number'])
      .where('id', '=', offerId)
      .executeTakeFirst();
    return {
      origin: (offer?.voice_fallback_url as string | null | undefined) || null,
      forward: (offer?.voice_fallback_forward_number as string | null | undefined) || null,
    };
  }

  private async numberTaken(ctx: TenantContext, number: string): Promise<boolean> {
    const row = await new RuntimeTableScope(this.db, ctx.company.id)
      .selectFrom(this.def.table)
      .select('id')
      .where('number', '=', number)
      .executeTakeFirst();
    return row !== undefined;
  }
}
