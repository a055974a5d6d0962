import type { Kysely } from 'kysely';
import { callbackValue, type MachineVerdict, machineVerdictOf } from '../carriers/callback-words.js';
import type { CarrierAccounts } from '../carriers/carrier-accounts.js';
import { emptyXml, hangupXml } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { EventOutbox } from '../events/event-outbox.js';
import type { RecordLinks } from '../kernel/links.js';
import type { LeadService } from '../leads/lead-service.js';
import type { BuyerHealth } from '../routing/buyer-health.js';
import type { CallRouter } from '../routing/call-router.js';
import type { OfferBuyers } from '../routing/offer-buyers.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import { acceptance, answerAccept, findAcceptRule } from './buyer-accept.js';
import { buyerMusicXml } from './buyer-music.js';
import { chargeCallCost } from './call-charges.js';
import { type CallStatus, isFinal, readCallReport } from './call-progress.js';
import { advance, callSidOf, triedBuyers } from './call-row-reads.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import { countOnContact, endCounter } from './contact-call-counts.js';
import { askWebhookConversions, bookConversions, type ConversionAsker } from './conversions.js';
import { DialPlan, type DialPlanDeps } from './dial-plan.js';
import { answerMachine } from './machine-answer.js';
import { machinePlan } from './machine-detection.js';
import type { RecordingRules } from './recording-rules.js';
import { findSecureCall } from './secure-call.js';
import type { SoundLinks } from './sound-links.js';
import { whisperXml } from './whisper.js';

export interface CarrierCallbackDeps extends Pick<DialPlanDeps, 'holdQueue'> {
  db: Kysely<DB>;
  /** Reads a whisper's playlist. */
  links: RecordLinks;
  /** Signs the links carriers fetch recordings at. */
  sounds: SoundLinks;
  /** Applies a call disposition to a call (a machine's, on an AMD verdict). */
  applyDisposition?: (ctx: TenantContext, callId: number, dispositionId: number) => Promise<void>;
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
  /** Told when a call has ended (its status became final): a slot it held goes to the hold queue. */
  onCallEnded?: (ctx: TenantContext, call: CallRow) => Promise<void>;
  /** Weighs a buyer's unanswered or failed ring against its health rule, in the ring's transaction. */
  buyerHealth?: Pick<BuyerHealth, 'afterRing'>;
  /** Moves a live call to new instructions (an asynchronous machine verdict that ends the call). */
  carriers?: Pick<CarrierAccounts, 'choose'>;
}

/**
 * What a carrier asks about a call Leadline placed, at the URLs it was given
 * with the call (`/secure/<secure_token>/calls/<uuid>/…`): the instructions
 * once the lead answers, and the call's progress. The token is the call's own,
 * so a wrong one is a plain 404, as for a call that does not exist.
 */
export class CarrierCallbacks {
  /** Where a call goes next (`dial-plan.ts`): inbound calls route through it too. */
  readonly plan: DialPlan;

  constructor(private readonly deps: CarrierCallbackDeps) {
    this.plan = new DialPlan(deps);
  }

  /**
   * The lead answered: forward to the offer's first available buyer (tier
   * order; attached, not paused, open, under its caps, the caller not
   * suppressed for it), or hang up when none can take the call.
   */
  async answer(secureToken: string, uuid: string, params: Record<string, unknown> = {}): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    // Placed with machine detection: the offer's AMD plan may end the call here.
    const verdict = machineVerdictOf(params);
    const machine = verdict
      ? await this.answerMachine(ctx, call, verdict, callbackValue(params, 'answeredBy'))
      : null;
    if (machine) return machine;
    const xml = await this.plan.route(ctx, call, params, 'no_buyer_available', (row) => ({
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
   * The carrier's machine detection said who picked up: the offer's AMD plan
   * decides (`machine-answer.ts`). The instructions that end the call, or
   * null when it routes on.
   */
  answerMachine(ctx: TenantContext, call: CallRow, verdict: MachineVerdict, answeredBy: unknown) {
    return answerMachine(this.deps, ctx, call, verdict, answeredBy);
  }

  /**
   * Plivo's asynchronous verdict (its machine_detection_url, Event
   * MachineDetection), after the call was answered and routed. A plan that
   * goes on (a person, continue_routing): traced, its disposition applied,
   * the call left as it is. One that hangs up or leaves a voicemail: the
   * call is transferred (Plivo's Transfer API, the A leg) to its answer URL
   * with the verdict, which answers it as a verdict given at the answer is.
   */
  async machineDetected(ctx: TenantContext, call: CallRow, params: Record<string, unknown>): Promise<void> {
    const verdict = machineVerdictOf(params);
    if (!verdict || call.offer_id == null || call.call_sid == null) return;
    const answeredBy = callbackValue(params, 'answeredBy');
    const plan = await machinePlan(this.deps.db, ctx.company.id, Number(call.offer_id), verdict);
    if ((plan?.action ?? 'continue_routing') === 'continue_routing') {
      await this.answerMachine(ctx, call, verdict, answeredBy);
      return;
    }
    const url = `${String(call.callback_url)}/answer?${new URLSearchParams({ Machine: String(answeredBy) })}`;
    const account =
      call.integration_id == null
        ? null
        : await this.deps.carriers?.choose(ctx, { integrationId: Number(call.integration_id) });
    try {
      if (!account) throw new Error('no carrier account for the call');
      await account.run((carrier) => carrier.redirect(String(call.call_sid), url));
    } catch (error) {
      // The call could not be moved (gone at the carrier, account removed): it goes on; the trace says why.
      await this.deps.trace.write(this.deps.db, ctx.company.id, Number(call.id), [
        {
          type: 'MachineDetected',
          reason: verdict,
          detail: {
            answered_by: answeredBy == null ? null : String(answeredBy),
            action: plan?.action ?? null,
            transfer_failed: error instanceof Error ? error.message : String(error),
          },
        },
      ]);
    }
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
    const picked = outcome === 'completed' || outcome === 'answered';
    // With a press-to-accept rule only the agent's key makes a pick-up a connection, whatever the carrier says.
    const accept = picked ? await acceptance(this.deps, ctx, call) : null;
    if (picked && accept?.accepted) {
      const raw = Number(callbackValue(params, 'dialDuration') ?? 0);
      // The carrier counts from pick-up; a conversion counts from acceptance.
      const seconds =
        Number.isFinite(raw) && raw > 0 ? Math.max(0, Math.round(raw) - accept.waitedSeconds) : 0;
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
        {
          type: 'DialResult',
          buyerId,
          reason: outcome || 'unknown',
          detail: accept ? { not_accepted: true } : {},
        },
      ]);
      await this.deps.outbox?.emit(trx, ctx.company.id, { type: 'buyer_no_answer', recordId: callId });
      await this.deps.buyerHealth?.afterRing(trx, ctx, buyerId, outcome);
    });
    return this.plan.route(ctx, call, params, 'no_buyer_answered', () => ({}));
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
    // A buyer that must press to accept converts once it has, at the Dial's action.
    const mustAccept =
      params.buyer_id !== undefined &&
      (await findAcceptRule(
        this.deps.db,
        ctx.company.id,
        call.offer_id == null ? null : Number(call.offer_id),
      ));
    let events: CallEventInput[] = [];
    await this.deps.store.change(
      ctx,
      callId,
      async (row, trx) => {
        const values = { buyer_id: buyerId, connected_to: number };
        if (mustAccept) {
          events = [{ type: 'DialResult', buyerId, reason: 'answered', detail: { simultaneous: true } }];
          return values;
        }
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
    // Twilio and TeXML ask the answering Number's url (buyer_id): its answer is what the agent hears first.
    const answered = params.buyer_id === undefined ? null : await this.find(secureToken, uuid);
    return (answered && (await whisperXml(this.deps, answered.ctx, answered.call))) ?? emptyXml();
  }

  /** The agent's key (or none) on a press-to-accept rule's <Gather>: bridged, or its leg hung up. */
  async accept(secureToken: string, uuid: string, params: Record<string, unknown>): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    return answerAccept(this.deps, ctx, call, params);
  }

  /** What the caller hears while the buyers ring: Plivo's Dial asks its dialMusic. */
  async buyerMusic(secureToken: string, uuid: string): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    return buyerMusicXml(this.deps, ctx, call);
  }

  /** The whisper a single ring's Number url (Twilio, TeXML) or the Dial's confirmSound (Plivo) asks for. */
  async whisper(secureToken: string, uuid: string): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    return (await whisperXml(this.deps, ctx, call)) ?? emptyXml();
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
    // Only the report that ended it: a repeated one frees no second slot.
    if (after && isFinal(report?.status as CallStatus) && !isFinal(call.status as CallStatus))
      await this.deps.onCallEnded?.(ctx, after);
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
