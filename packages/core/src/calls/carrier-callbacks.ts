import { callbackValue, type MachineVerdict, machineVerdictOf } from '../carriers/callback-words.js';
import { emptyXml } from '../carriers/xml.js';
import type { TenantContext } from '../tenancy/context.js';
import { answerAccept } from './buyer-accept.js';
import { buyerAnswered, dialResult } from './buyer-legs.js';
import { buyerMusicXml } from './buyer-music.js';
import { advance } from './call-row-reads.js';
import { applyCallStatus } from './call-status.js';
import type { CallRow } from './call-store.js';
import { callbackBuyer } from './callback-buyer.js';
import type { CarrierCallbackDeps } from './carrier-callback-deps.js';
import { DialPlan } from './dial-plan.js';
import { answerMachine } from './machine-answer.js';
import { machinePlan } from './machine-detection.js';
import { recordingExpiry } from './recording-retention.js';
import { findSecureCall } from './secure-call.js';
import { whisperXml } from './whisper.js';

export type { CarrierCallbackDeps } from './carrier-callback-deps.js';

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
    const xml = await this.plan.route(
      ctx,
      call,
      params,
      'no_buyer_available',
      (row) => ({
        ...advance(row, 'in_progress'),
        answered_at: row.answered_at ?? this.deps.clock.now(),
      }),
      { prefer: await callbackBuyer(this.deps.db, ctx.company.id, Number(call.id)) },
    );
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

  /** The Dial's action: how the buyer leg went, the call ended or passed on (`buyer-legs.ts`). */
  async dialResult(secureToken: string, uuid: string, params: Record<string, unknown>): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    return dialResult(this.deps, this.plan, ctx, call, params);
  }

  /** Which buyer of a simultaneous ring answered: it becomes the call's buyer (`buyer-legs.ts`). */
  async buyerAnswered(secureToken: string, uuid: string, params: Record<string, unknown>): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    return buyerAnswered(this.deps, ctx, call, params, () => this.find(secureToken, uuid));
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
    const sid = callbackValue(params, 'recordingId');
    // The rule that recorded the call says how long its recording is kept (calls/recording-retention.ts).
    const rule = await this.deps.recordings.ruleFor(
      ctx,
      call,
      call.buyer_id == null ? null : Number(call.buyer_id),
    );
    const expiresAt = recordingExpiry(call, rule);
    const after = await this.deps.store.change(
      ctx,
      Number(call.id),
      async (row, trx) => ({
        recording_url: url,
        recording_sid: typeof sid === 'string' && sid !== '' ? sid : null,
        recording_expires_at: expiresAt,
        // A new recording is transcribed when the call's recording rule says so (transcription/).
        ...(row.recording_url !== url ? await this.deps.transcribe?.(trx, ctx, row, url, rule) : {}),
      }),
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
  applyStatus(ctx: TenantContext, call: CallRow, params: Record<string, unknown>) {
    return applyCallStatus(this.deps, ctx, call, params);
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
