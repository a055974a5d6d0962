import type { Kysely } from 'kysely';
import { callbackValue } from '../carriers/callback-words.js';
import { dialectOf, isCarrierProvider } from '../carriers/dialects.js';
import { emptyXml, hangupXml } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { EventOutbox } from '../events/event-outbox.js';
import type { LeadService } from '../leads/lead-service.js';
import type { CallRouter, ExceptionTrigger } from '../routing/call-router.js';
import type { OfferBuyer, OfferBuyers } from '../routing/offer-buyers.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import type { WebhookTarget } from '../webhooks/targets.js';
import { chargeCallCost } from './call-charges.js';
import { type CallStatus, isFinal, progressOf, readCallReport } from './call-progress.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import { countOnContact, endCounter } from './contact-call-counts.js';
import { askWebhookConversions, bookConversions, type ConversionAsker } from './conversions.js';
import { findExceptionRule, ruleAction } from './exception-rules.js';
import type { RecordingRules } from './recording-rules.js';
import { findSecureCall } from './secure-call.js';

export interface CarrierCallbackDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  router: CallRouter;
  trace: CallTrace;
  recordings: RecordingRules;
  clock: Clock;
  companies: CompanyService;
  offerBuyers: OfferBuyers;
  leads: LeadService;
  store: CallStore;
  /** before_dial_buyer webhooks, asked per buyer before it is dialled. */
  preActions?: Pick<PreActionWebhooks, 'ask' | 'targets'>;
  /** Events the buyer legs cause (buyer_no_answer), in their transaction. */
  outbox?: EventOutbox;
  /** Asks buyer conversions of type webhook/postback (the webhook engine's ConversionWebhooks). */
  askConversion?: ConversionAsker;
  /** Told when a call's end made its schedule lead due (the schedule runner wakes). */
  onLeadDue?: () => void;
}

/**
 * What a carrier asks about a call Leadline placed, at the URLs it was given
 * with the call (`/secure/<secure_token>/calls/<uuid>/…`): the instructions
 * once the lead answers, and the call's progress. The token is the call's own,
 * so a wrong one is a plain 404, as for a call that does not exist.
 */
export class CarrierCallbacks {
  constructor(private readonly deps: CarrierCallbackDeps) {}

  /**
   * The lead answered: forward to the offer's first available buyer (tier
   * order; attached, not paused, open, under its caps, the caller not
   * suppressed for it), or hang up when none can take the call.
   */
  async answer(secureToken: string, uuid: string, params: Record<string, unknown> = {}): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    const xml = await this.route(ctx, call, params, 'no_buyer_available', (row) => ({
      ...advance(row, 'in_progress'),
      answered_at: row.answered_at ?? this.deps.clock.now(),
    }));
    if (call.lead_id !== null) {
      await this.deps.leads.change(ctx, Number(call.lead_id), () => ({
        connected_call_id: Number(call.id),
      }));
    }
    return xml;
  }

  /**
   * The Dial's action: how the buyer leg went (its status and duration, in
   * the words of `carriers/callback-words.ts`). A
   * buyer that talked ends the call; one that did not answer passes it to the
   * next available buyer not tried yet, until none is left.
   */
  async dialResult(secureToken: string, uuid: string, params: Record<string, unknown>): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    const outcome = String(callbackValue(params, 'dialStatus') ?? '').toLowerCase();
    const callId = Number(call.id);
    const buyerId = call.buyer_id == null ? null : Number(call.buyer_id);
    if (outcome === 'completed' || outcome === 'answered') {
      const raw = Number(callbackValue(params, 'dialDuration') ?? 0);
      const seconds = Number.isFinite(raw) && raw > 0 ? Math.round(raw) : 0;
      const ask = this.deps.askConversion;
      const decisions = ask
        ? await askWebhookConversions(this.deps.db, ctx.company.id, call, seconds, ask)
        : undefined;
      let events: CallEventInput[] = [];
      await this.deps.store.change(
        ctx,
        callId,
        async (row, trx) => {
          const booking = await bookConversions(
            trx,
            ctx.company.id,
            { ...row, answered_duration: seconds },
            seconds,
            this.deps.clock.now(),
            decisions,
          );
          events = [
            { type: 'DialResult', buyerId, reason: 'completed', detail: { duration: seconds } },
            ...booking.events,
          ];
          return { answered_duration: seconds, ...booking.values };
        },
        {},
        (trx) => this.deps.trace.write(trx, ctx.company.id, callId, events),
      );
      return hangupXml();
    }
    // The ring's outcome and the buyer_no_answer event commit together.
    await this.deps.db.transaction().execute(async (trx) => {
      await this.deps.trace.write(trx, ctx.company.id, callId, [
        { type: 'DialResult', buyerId, reason: outcome || 'unknown', detail: {} },
      ]);
      await this.deps.outbox?.emit(trx, ctx.company.id, { type: 'buyer_no_answer', recordId: callId });
    });
    return this.route(ctx, call, params, 'no_buyer_answered', () => ({}));
  }

  /**
   * Routes the call to its next buyers (routing/call-router.ts): every
   * buyer considered goes into the trace with what excluded it; the first
   * ring whose buyers are still under their caps when the call is written
   * (rechecked in the call's transaction, buyers locked on PostgreSQL, so
   * simultaneous calls cannot overrun a concurrency cap) is dialled, and its
   * conversions of duration 0 fire. With nobody left, the offer's exception
   * rule decides (`exception-rules.ts`), else the call hangs up with `noneLeft`.
   */
  async route(
    ctx: TenantContext,
    call: CallRow,
    params: Record<string, unknown>,
    noneLeft: string,
    more: (row: CallRow) => Record<string, unknown>,
    options: { prefer?: number | null; forwards?: number } = {},
  ): Promise<string> {
    const tried = triedBuyers(call);
    const offerId = call.offer_id === null ? null : Number(call.offer_id);
    const number = String(call.caller_number);
    const leadId = call.lead_id === null ? null : Number(call.lead_id);
    const callId = Number(call.id);
    const tokens = callTokens(call);
    const plan =
      offerId === null
        ? { steps: [], considered: [], trigger: 'no_buyers_match' as ExceptionTrigger }
        : await this.deps.router.plan(ctx, {
            offerId,
            number,
            leadId,
            tokens,
            checkType: 'buyer_forward',
            tried,
          });
    if (options.prefer != null) {
      // A ping/post sold this caller to one buyer: it rings first when it can take the call.
      const at = plan.steps.findIndex((s) => s.some((b) => b.id === options.prefer));
      if (at > 0) plan.steps.unshift(...plan.steps.splice(at, 1));
    }
    // Written with the change that follows (a dial, or the exception rule): one transaction, not two.
    const pending: CallEventInput[] = plan.considered.map((c) => ({
      type: 'BuyerConsidered' as const,
      buyerId: c.buyer.id,
      reason: c.reason,
      detail: {
        offer_id: offerId,
        tier: c.buyer.tier,
        weight: c.buyer.weight,
        buyer_group_id: c.buyer.group?.id ?? null,
      },
    }));
    const provider = isCarrierProvider(call.provider) ? call.provider : 'twilio';
    const gates = this.deps.preActions
      ? await this.deps.preActions.targets(ctx.company.id, 'before_dial_buyer')
      : [];
    for (const planned of plan.steps) {
      const step = gates.length ? await this.gate(ctx, call, planned, gates, pending) : planned;
      if (step.length === 0) continue;
      const dialled = await this.claim(ctx, call, step, params, tried, more, pending);
      if (!dialled) continue;
      const recordingCallback = (await this.deps.recordings.wanted(ctx, call, dialled.buyers[0]!.id))
        ? String(call.callback_url).replace(
            /\/secure\/([^/]+)\/calls\/([^/]+)$/,
            '/inbound_calls/recordings/$1/$2',
          )
        : null;
      const base = String(call.callback_url).replace(
        /\/secure\/([^/]+)\/calls\/([^/]+)$/,
        '/inbound_calls/answered/$1/$2',
      );
      const dial = {
        callerId: String(call.from_number ?? call.caller_number),
        timeoutSeconds: Math.max(...dialled.buyers.map((b) => b.timeout_seconds)),
        action: `${call.callback_url}/dial_result`,
        recordingCallback,
        answeredCallback:
          dialled.buyers.length > 1 ? { url: base, buyerIds: dialled.buyers.map((b) => b.id) } : null,
      };
      return dialectOf(provider).forward(
        dial,
        dialled.buyers.map((b) => b.number),
        number,
      );
    }
    const trigger: ExceptionTrigger =
      plan.steps.length > 0 ? 'no_buyers_have_open_concurrency' : plan.trigger!;
    const rule = offerId === null ? null : await findExceptionRule(this.deps.db, ctx, offerId, trigger);
    const forwards = options.forwards ?? 0;
    if (rule?.action === 'forward_to_offer' && rule.forwardOfferId !== null && forwards < 3) {
      const moved = await this.deps.store.change(
        ctx,
        callId,
        () => ({ offer_id: rule.forwardOfferId }),
        {},
        (trx) =>
          this.deps.trace.write(trx, ctx.company.id, callId, [
            ...pending.splice(0),
            {
              type: 'ExceptionRule',
              reason: trigger,
              detail: {
                call_router_id: rule.id,
                action: rule.action,
                from_offer_id: offerId,
                to_offer_id: rule.forwardOfferId,
              },
            },
          ]),
      );
      if (moved) return this.route(ctx, moved, params, noneLeft, more, { forwards: forwards + 1 });
    }
    const exception: CallEventInput = {
      type: 'ExceptionRule',
      reason: trigger,
      detail: {
        call_router_id: rule?.id ?? null,
        action: rule ? ruleAction(rule) : 'hang_up',
        hangup_cause: noneLeft,
      },
    };
    let traced = false;
    await this.deps.store.change(
      ctx,
      callId,
      (row) => ({ ...more(row), ...callSidOf(params, row), hangup_cause: noneLeft }),
      {},
      (trx) => {
        traced = true;
        return this.deps.trace.write(trx, ctx.company.id, callId, [...pending.splice(0), exception]);
      },
    );
    // The call said so already (nothing changed): the trace still tells of this decision.
    if (!traced)
      await this.deps.trace.write(this.deps.db, ctx.company.id, callId, [...pending.splice(0), exception]);
    if (rule?.forwardNumber) {
      const dial = {
        callerId: String(call.from_number ?? call.caller_number),
        timeoutSeconds: 60,
        // The fallback's outcome ends the call: no buyer is left to pass it to.
        action: `${call.callback_url}/dial_result`,
      };
      return dialectOf(provider).forward(dial, rule.forwardNumber, number);
    }
    if (rule?.textToSpeech) return dialectOf(provider).sayThenHangup(rule.textToSpeech);
    return hangupXml();
  }

  /**
   * The ring's buyers that the before_dial_buyer webhooks let through (asked
   * per buyer, before the call's transaction); a rejected one goes into the
   * trace as BuyerConsidered `webhook_rejected`.
   */
  private async gate(
    ctx: TenantContext,
    call: CallRow,
    step: OfferBuyer[],
    gates: WebhookTarget[],
    pending: CallEventInput[],
  ): Promise<OfferBuyer[]> {
    const record = { ...call, id: Number(call.id), token_values: callTokens(call) };
    const allowed: OfferBuyer[] = [];
    for (const b of step) {
      const verdict = await this.deps.preActions!.ask(
        ctx.company.id,
        'before_dial_buyer',
        { kind: 'calls', record: { ...record, buyer_id: b.id } },
        gates,
      );
      if (verdict.allowed) allowed.push(b);
      else {
        pending.push({
          type: 'BuyerConsidered',
          buyerId: b.id,
          reason: 'webhook_rejected',
          detail: { at: 'dial', why: verdict.reason, webhook_log_ids: verdict.logIds },
        });
      }
    }
    return allowed;
  }

  /**
   * Takes a ring's buyers for the call if they are still under their caps,
   * rechecked inside the call's transaction (buyers and groups locked on
   * PostgreSQL; SQLite runs one transaction at a time), and writes the dial,
   * the trace and any conversion of duration 0 with it.
   */
  private async claim(
    ctx: TenantContext,
    call: CallRow,
    step: OfferBuyer[],
    params: Record<string, unknown>,
    tried: number[],
    more: (row: CallRow) => Record<string, unknown>,
    /** Trace events still to write: they go with this dial, or stay for the next write. */
    pending: CallEventInput[],
  ): Promise<{ buyers: OfferBuyer[] } | null> {
    const callId = Number(call.id);
    let taken: OfferBuyer[] = [];
    let events: CallEventInput[] = [];
    const capped: { buyer: OfferBuyer; reason: string }[] = [];
    await this.deps.store.change(
      ctx,
      callId,
      async (row, trx) => {
        if (this.deps.dialect === 'postgres') {
          const ids = step.map((b) => b.id).sort((a, b) => a - b);
          await trx
            .selectFrom('buyers')
            .select('id')
            .where('id', 'in', ids)
            .orderBy('id')
            .forUpdate()
            .execute();
          const groups = [...new Set(step.map((b) => b.group?.id).filter((g): g is number => g != null))];
          if (groups.length) {
            await trx
              .selectFrom('buyer_groups')
              .select('id')
              .where(
                'id',
                'in',
                groups.sort((a, b) => a - b),
              )
              .orderBy('id')
              .forUpdate()
              .execute();
          }
        }
        taken = [];
        capped.length = 0;
        for (const b of step) {
          const reason = await this.deps.offerBuyers.capped(ctx, b, trx);
          if (reason) capped.push({ buyer: b, reason });
          else taken.push(b);
        }
        if (taken.length === 0) return null;
        const first = taken[0]!;
        const values: Record<string, unknown> = {
          ...more(row),
          ...callSidOf(params, row),
          buyer_id: first.id,
          connected_to: taken.map((b) => b.number).join(','),
          buyers_tried: [...tried, ...taken.map((b) => b.id)],
        };
        const booking = await bookConversions(
          trx,
          ctx.company.id,
          { ...row, ...values },
          null,
          this.deps.clock.now(),
        );
        events = [
          ...taken.map((b) => ({
            type: 'Dial' as const,
            buyerId: b.id,
            detail: {
              number: b.number,
              timeout_seconds: b.timeout_seconds,
              simultaneous: taken.length > 1,
              buyer_group_id: b.group?.id ?? null,
            },
          })),
          ...booking.events,
        ];
        return { ...values, ...booking.values };
      },
      {},
      (trx) => this.deps.trace.write(trx, ctx.company.id, callId, [...pending.splice(0), ...events]),
    );
    if (capped.length) {
      pending.push(
        ...capped.map((c) => ({
          type: 'BuyerConsidered' as const,
          buyerId: c.buyer.id,
          reason: c.reason,
          detail: { at: 'dial' },
        })),
      );
    }
    return taken.length ? { buyers: taken } : null;
  }

  /**
   * Which buyer of a simultaneous ring answered: Twilio and TeXML request the
   * answering Number's url (`buyer_id`), Plivo posts the Dial's callbackUrl
   * (its dial action and answered leg). The call's buyer becomes that one, and
   * its conversions of duration 0 fire. Answers an empty document: the
   * carrier bridges the call.
   */
  async buyerAnswered(secureToken: string, uuid: string, params: Record<string, unknown>): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    const callId = Number(call.id);
    const action = String(callbackValue(params, 'dialAction') ?? 'answer').toLowerCase();
    if (action !== 'answer') return emptyXml();
    const ring = String(call.connected_to ?? '').split(',');
    const tried = triedBuyers(call).slice(-ring.length);
    let buyerId = Number(params.buyer_id);
    if (!tried.includes(buyerId)) {
      const leg = String(callbackValue(params, 'answeredLeg') ?? '')
        .replace(/^\+/, '')
        .replace(/^sip:/, '');
      const at = ring.findIndex((n) => n.replace(/^\+/, '').replace(/^sip:/, '') === leg);
      buyerId = at >= 0 ? tried[at]! : Number.NaN;
    }
    if (!Number.isFinite(buyerId)) return emptyXml();
    const number = ring[tried.indexOf(buyerId)];
    let events: CallEventInput[] = [];
    await this.deps.store.change(
      ctx,
      callId,
      async (row, trx) => {
        const values = { buyer_id: buyerId, connected_to: number };
        const booking = await bookConversions(
          trx,
          ctx.company.id,
          { ...row, ...values },
          null,
          this.deps.clock.now(),
        );
        events = [
          { type: 'DialResult', buyerId, reason: 'answered', detail: { simultaneous: true } },
          ...booking.events,
        ];
        return { ...values, ...booking.values };
      },
      {},
      (trx) => this.deps.trace.write(trx, ctx.company.id, callId, events),
    );
    return emptyXml();
  }

  /** The carrier's recording of the call (its recording URL, any carrier's word for it): kept on the call. */
  async recording(secureToken: string, uuid: string, params: Record<string, unknown>) {
    const { ctx, call } = await this.find(secureToken, uuid);
    const url = callbackValue(params, 'recordingUrl');
    if (typeof url !== 'string' || !/^https?:\/\//.test(url))
      return { uuid, recording_url: call.recording_url ?? null };
    const seconds = Number(callbackValue(params, 'recordingDuration') ?? 0);
    const after = await this.deps.store.change(
      ctx,
      Number(call.id),
      () => ({ recording_url: url }),
      {},
      (trx) =>
        this.deps.trace.write(trx, ctx.company.id, Number(call.id), [
          {
            type: 'CallRecording',
            detail: {
              recording_url: url,
              recording_sid: callbackValue(params, 'recordingId') ?? null,
              duration: Number.isFinite(seconds) ? seconds : 0,
            },
          },
        ]),
    );
    return { uuid, recording_url: (after ?? call).recording_url ?? url };
  }

  /** A status callback: status, duration, end and cause, never moving the call back. */
  async status(secureToken: string, uuid: string, params: Record<string, unknown>) {
    const { ctx, call } = await this.find(secureToken, uuid);
    return this.applyStatus(ctx, call, params);
  }

  /** A status report about a call found by other means (an inbound call's number-level status callback). */
  async applyStatus(ctx: TenantContext, call: CallRow, params: Record<string, unknown>) {
    const uuid = String(call.uuid);
    const report = readCallReport(params);
    const now = this.deps.clock.now();
    const after = report
      ? await this.deps.store.change(
          ctx,
          Number(call.id),
          (row) => {
            const moved = advance(row, report.status);
            if (!moved) return null;
            return {
              ...moved,
              ...(report.status === 'in_progress' && row.answered_at === null ? { answered_at: now } : {}),
              ...(isFinal(report.status)
                ? {
                    ended_at: now,
                    ...(report.duration !== null ? { total_duration: report.duration } : {}),
                    ...(report.cost !== null ? { provider_cost: report.cost } : {}),
                    ...(report.hangupCause && row.hangup_cause === null
                      ? { hangup_cause: report.hangupCause }
                      : {}),
                  }
                : {}),
              ...callSidOf(params, row),
            };
          },
          {},
          async (trx, before, changed) => {
            const counter =
              before.status === changed.status ? null : endCounter(changed.status as CallStatus);
            if (counter) await countOnContact(trx, ctx.company.id, String(call.caller_number), counter);
            await chargeCallCost(trx, before, changed, now);
          },
        )
      : call;
    if (report && isFinal(report.status) && call.lead_id !== null) await this.leadGoesOn(ctx, call, now);
    return { uuid, status: String((after ?? call).status) };
  }

  /**
   * A schedule lead whose dial action placed this call waits for it to end
   * (schedule-actions.ts): now it is due for its next action.
   */
  private async leadGoesOn(ctx: TenantContext, call: CallRow, now: number): Promise<void> {
    let due = false;
    await this.deps.leads.change(ctx, Number(call.lead_id), (lead) => {
      const waiting =
        lead.schedule_id !== null &&
        lead.status === 'scheduled' &&
        Number(lead.attempted_call_id) === Number(call.id) &&
        lead.next_action_at !== null &&
        Number(lead.next_action_at) > now;
      due = waiting;
      return waiting ? { next_action_at: now } : null;
    });
    if (due) this.deps.onLeadDue?.();
  }

  private find(secureToken: string, uuid: string): Promise<{ ctx: TenantContext; call: CallRow }> {
    return findSecureCall(
      this.deps,
      secureToken,
      uuid,
      (call) => `${String(call.provider ?? 'carrier')} callback`,
    );
  }
}

/**
 * The carrier's id of the call when a callback names another: Plivo names the
 * call only in its callbacks; until then call_sid is its request id.
 */
function callSidOf(params: Record<string, unknown>, row: CallRow): { call_sid?: string } {
  const sid = callbackValue(params, 'callId');
  return typeof sid === 'string' && sid !== '' && sid !== row.call_sid ? { call_sid: sid } : {};
}

/** The call's tokens as the buyers' token filters read them: its token_values, the caller and the number called. */
function callTokens(call: CallRow): Record<string, unknown> {
  const stored = decodeValue('json', call.token_values);
  return {
    caller_id: call.caller_number,
    number_called: call.number_called,
    ...(stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {}),
  };
}

/** The buyers a call was offered to so far. */
function triedBuyers(call: CallRow): number[] {
  const v = decodeValue('json', call.buyers_tried);
  return Array.isArray(v) ? v.map(Number) : [];
}

/** The status change a report makes, or null when the call is already as far along or further. */
function advance(row: CallRow, status: CallStatus): { status: CallStatus } | null {
  const now = row.status as CallStatus;
  if (progressOf(status) <= progressOf(now)) return null;
  return { status };
}
