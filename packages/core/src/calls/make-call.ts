import type { Kysely } from 'kysely';
import { CarrierError } from '../carriers/carrier.js';
import {
  type CarrierAccount,
  type CarrierAccounts,
  carrierFailure,
  stringSetting,
} from '../carriers/carrier-accounts.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { invalid, isLeadlineError, LeadlineError, problemsOf } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import { parseEndpointParams } from '../kernel/endpoint-params.js';
import type { EndpointDefinition } from '../kernel/endpoints.js';
import type { ApiRecord } from '../kernel/serialize.js';
import type { ResourceService } from '../kernel/service.js';
import type { LeadService } from '../leads/lead-service.js';
import { ACTIVE_STATUSES } from '../leads/statuses.js';
import type { StateRules } from '../state-rules/state-rules.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { formatTime } from '../time/format.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import { findFromNumber, findLead, findSchedule } from './call-parties.js';
import type { CallRow, CallStore } from './call-store.js';
import { countOnContact } from './contact-call-counts.js';
import type { DialGuards } from './dial-guards.js';
import { detectionFor } from './machine-detection.js';

/** Calls a second per carrier account when its integration names no `calls_per_second`. */
export const DEFAULT_CALLS_PER_SECOND = 5;

export interface MakeCallDeps {
  db: Kysely<DB>;
  clock: Clock;
  carriers: CarrierAccounts;
  suppression: SuppressionService;
  stateRules: StateRules;
  leads: LeadService;
  calls: () => ResourceService;
  store: CallStore;
  guards: DialGuards;
  endpoint: () => EndpointDefinition;
  /** before_placing_call (before_schedule_action_dial) webhooks, asked before anything is written or dialled. */
  preActions?: Pick<PreActionWebhooks, 'ask'>;
}

export interface MakeCallOptions {
  /**
   * Origin the carrier reaches Leadline at for its callbacks (the server's
   * LEADLINE_PUBLIC_URL, else the request's own origin). An integration's
   * `settings.callback_base_url` wins over it.
   */
  callbackBaseUrl: string;
  meta?: RequestMeta;
  /** The schedule runner has checked the state rules already (with its daylight hours), just before. */
  stateRulesChecked?: boolean;
  /** A schedule's Dial action places the call: its pre-action trigger is before_schedule_action_dial. */
  scheduleAction?: boolean;
  /** The declaration the parameters are read by (POST /calls); default: POST /schedules/make_call's. */
  endpoint?: EndpointDefinition;
  /** The offer whose buyers take the answered call, over the schedule's (a scheduled callback's offer_id). */
  offerId?: number | null;
}

type Row = Record<string, unknown>;

/**
 * POST /schedules/make_call (spec 4.2; domain notes, make_call): calls a lead
 * now. Every refusal comes before anything is written or dialled, except the
 * 30-second slot, which is given back when the call does not go out. The call
 * is recorded (GET /calls) before the carrier is asked, so a carrier failure
 * leaves a failed call to see, never a call the carrier has and Leadline not.
 */
export class MakeCallService {
  constructor(private readonly deps: MakeCallDeps) {}

  async makeCall(
    ctx: TenantContext,
    raw: Record<string, unknown>,
    options: MakeCallOptions,
  ): Promise<ApiRecord> {
    requireAccess(ctx.permissions, 'calls', 'write');
    const p = parseEndpointParams(options.endpoint ?? this.deps.endpoint(), raw, {
      country: ctx.company.default_country,
      timeZone: ctx.company.time_zone,
    });
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const lead = await findLead(scope, p);
    const schedule = await findSchedule(scope, p, lead);
    const number = lead ? String(lead.caller_id) : ((p.to ?? p.caller_id) as string | undefined);
    if (!number) throw invalid({ to: ['is required without lead_id'] });
    const offerId = options.offerId ?? schedule.offer_id ?? lead?.offer_id ?? null;
    if (offerId === null) {
      throw invalid({ schedule_id: ['has no offer: a call needs the offer whose buyers take it'] });
    }
    const numberParam = lead ? 'lead_id' : 'to';

    // Blacklist, opt-outs and every list of the offer and schedule; the block is logged.
    const verdict = await this.deps.suppression.check(ctx, {
      number,
      offerId: Number(offerId),
      scheduleId: Number(schedule.id),
      leadId: lead ? Number(lead.id) : null,
      checkType: 'outbound_call',
    });
    if (!verdict.allowed) {
      throw invalid({ [numberParam]: [`${number} may not be called: ${verdict.reason ?? 'suppressed'}`] });
    }
    if (!options.stateRulesChecked) await this.checkStateRules(ctx, p, lead, schedule, number, numberParam);
    const gate = this.deps.preActions;
    if (gate) {
      const tokens = decodeValue('json', lead?.tokens) ?? {};
      const verdict = await gate.ask(
        ctx.company.id,
        options.scheduleAction ? 'before_schedule_action_dial' : 'before_placing_call',
        {
          kind: 'leads',
          record: lead
            ? {
                ...lead,
                id: Number(lead.id),
                tokens,
                offer_id: Number(offerId),
                schedule_id: Number(schedule.id),
              }
            : { caller_id: number, offer_id: Number(offerId), schedule_id: Number(schedule.id) },
        },
      );
      if (!verdict.allowed)
        throw invalid({ [numberParam]: [`${number} may not be called: ${verdict.reason}`] });
    }

    const from = await findFromNumber(scope, p, schedule, Number(offerId));
    const account = await this.account(ctx, p, from);
    await this.holdToRate(scope, account);

    const now = this.deps.clock.now();
    const held = await this.deps.guards.take(ctx.company.id, number, now);
    if (held === null) {
      const until = await this.deps.guards.heldUntil(ctx.company.id, number);
      throw invalid({
        [numberParam]: [
          `${number} was dialled less than 30 seconds ago; it may be dialled again at ${formatTime(until ?? now, ctx.company.time_zone)}`,
        ],
      });
    }
    let call: CallRow | undefined;
    let callSid: string;
    try {
      const leadId = lead ? Number(lead.id) : await this.leadFor(ctx, schedule, number, p, options.meta);
      call = await this.deps.store.insert(
        ctx,
        {
          direction: 'outbound',
          caller_number: number,
          number_called: number,
          from_number: from.number,
          number_id: Number(from.id),
          offer_id: Number(offerId),
          schedule_id: Number(schedule.id),
          lead_id: leadId,
          traffic_source_id: from.traffic_source_id ?? lead?.traffic_source_id ?? null,
          provider: account.provider,
          integration_id: account.integrationId,
          status: 'queued',
        },
        stringSetting(account.settings, 'callback_base_url') ?? options.callbackBaseUrl,
        options.meta ?? {},
        (trx) => countOnContact(trx, ctx.company.id, number, 'calls_count'),
      );
      const placed = call;
      await this.deps.leads.change(
        ctx,
        leadId,
        (l) => ({ contact_attempts: Number(l.contact_attempts ?? 0) + 1, attempted_call_id: placed.id }),
        options.meta,
      );
      const path = String(placed.callback_url);
      const detection = await detectionFor(
        this.deps.db,
        ctx.company.id,
        Number(offerId),
        decodeValue('boolean', schedule.use_machine_detection) === true,
      );
      ({ callSid } = await account.run((carrier) =>
        carrier.dial({
          to: number,
          from: String(from.number),
          answerUrl: `${path}/answer`,
          statusUrl: `${path}/status`,
          machineDetection: detection !== null,
          ...(detection
            ? {
                machineDetectionSeconds: detection.timeoutSeconds,
                machineDetectionUntilBeep: detection.untilBeep,
                machineDetectionUrl: `${path.replace(/\/secure\/[^/]+\/calls\/[^/]+$/, '')}/inbound_calls/${String(ctx.company.uuid)}/${account.provider}/status`,
              }
            : {}),
          applicationId: stringSetting(account.settings, 'texml_application_id'),
        }),
      ));
    } catch (error) {
      await this.deps.guards.release(ctx.company.id, number, held);
      if (call) {
        const cause = isLeadlineError(error)
          ? problemsOf(error.errors)
          : error instanceof CarrierError
            ? error.message
            : 'carrier_refused';
        await this.deps.store.change(
          ctx,
          Number(call.id),
          () => ({ status: 'failed', hangup_cause: cause.slice(0, 250), ended_at: this.deps.clock.now() }),
          options.meta ?? {},
          (trx) => countOnContact(trx, ctx.company.id, number, 'outbound_call_failure_count'),
        );
      }
      throw carrierFailure(error, numberParam);
    }
    // The carrier is dialling now: from here on, nothing gives the slot back or calls the call failed.
    await this.deps.store.change(ctx, Number(call.id), () => ({ call_sid: callSid }), options.meta ?? {});
    return this.deps.calls().show(ctx, Number(call.id));
  }

  /**
   * The state rules (call times, holidays, call limits, skip mobile) for the
   * lead, or, calling a bare number, for the state and line type its `data`
   * names: a refusal says which rule and when the number may be called.
   */
  private async checkStateRules(
    ctx: TenantContext,
    p: Row,
    lead: Row | undefined,
    schedule: Row,
    number: string,
    numberParam: string,
  ): Promise<void> {
    const data = p.data && typeof p.data === 'object' && !Array.isArray(p.data) ? (p.data as Row) : {};
    const offerId = schedule.offer_id ?? lead?.offer_id ?? null;
    const rules = await this.deps.stateRules.check(ctx, {
      number,
      stateProvince: lead ? lead.state_province : (data.state_province ?? data.state),
      timeZone: lead ? lead.time_zone : data.time_zone,
      offerId: offerId === null ? null : Number(offerId),
      tokens: lead ? lead.tokens : data,
      channel: 'call',
    });
    if (rules.allowed) return;
    await this.deps.stateRules.logBlock(ctx, rules, {
      number,
      leadId: lead ? Number(lead.id) : null,
      offerId: offerId === null ? null : Number(offerId),
      scheduleId: Number(schedule.id),
      channel: 'call',
    });
    const when = rules.at === null ? '' : `; it may be called from ${formatTime(rules.at, rules.rule.zone)}`;
    throw invalid({ [numberParam]: [`${number} may not be called now: ${rules.rule.text}${when}`] });
  }

  /** A live lead of the caller on the schedule, else a lead on the schedule's offer (created or updated). */
  private async leadFor(
    ctx: TenantContext,
    schedule: Row,
    number: string,
    p: Row,
    meta: RequestMeta | undefined,
  ): Promise<number> {
    const live = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('leads')
      .select('id')
      .where('schedule_id', '=', Number(schedule.id))
      .where('caller_id', '=', number)
      .where('status', 'in', [...ACTIVE_STATUSES])
      .where('deleted_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (live) return live.id;
    const offer = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('offers')
      .select('lead_token')
      .where('id', '=', Number(schedule.offer_id))
      .executeTakeFirstOrThrow();
    const data = p.data && typeof p.data === 'object' && !Array.isArray(p.data) ? (p.data as Row) : {};
    const { lead } = await this.deps.leads.submit(
      { ...data, lead_token: offer.lead_token, caller_id: number },
      { mode: 'create_or_update', contactFields: 'update', ...(meta ?? {}) },
    );
    return Number(lead.id);
  }

  /** integration_id, else the account that owns the from number, else the company's one carrier. */
  private async account(ctx: TenantContext, p: Row, from: Row): Promise<CarrierAccount> {
    const integrationId =
      (p.integration_id as number | undefined) ??
      (from.integration_id === null ? undefined : Number(from.integration_id));
    const account = await this.deps.carriers.choose(
      ctx,
      integrationId === undefined ? {} : { integrationId },
    );
    if (!account) {
      throw invalid({
        integration_id: [
          'is required: the company has no carrier integration (twilio, telnyx or plivo) to call through',
        ],
      });
    }
    return account;
  }

  /** The carrier account's calls a second (`settings.calls_per_second`): over it, a 429 to retry in a second. */
  private async holdToRate(scope: TenantScope, account: CarrierAccount): Promise<void> {
    const limit = Number(account.settings.calls_per_second ?? DEFAULT_CALLS_PER_SECOND);
    const perSecond = Number.isFinite(limit) && limit > 0 ? limit : DEFAULT_CALLS_PER_SECOND;
    const since = this.deps.clock.now() - 1000;
    const row = await scope
      .selectFrom('calls')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('integration_id', '=', account.integrationId)
      .where('created_at', '>', since)
      .executeTakeFirst();
    if (Number(row?.n ?? 0) >= perSecond) {
      throw new LeadlineError(
        'rate_limited',
        { base: [`integration ${account.integrationId} places at most ${perSecond} calls a second`] },
        { retryAfter: 1 },
      );
    }
  }
}
