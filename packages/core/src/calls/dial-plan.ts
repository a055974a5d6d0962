import type { Kysely } from 'kysely';
import { callDialect } from '../carriers/dialects.js';
import { hangupXml } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { CallRouter, ExceptionTrigger } from '../routing/call-router.js';
import type { OfferBuyer, OfferBuyers } from '../routing/offer-buyers.js';
import type { TenantContext } from '../tenancy/context.js';
import type { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import type { WebhookTarget } from '../webhooks/targets.js';
import { ACCEPT_RULE_TYPES } from './buyer-accept.js';
import { findMusicRule } from './buyer-music.js';
import { callSidOf, filterTokensOf, triedBuyers } from './call-row-reads.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import { findExceptionRule, type HoldQueueTrigger, ruleAction } from './exception-rules.js';
import { findFlowRule } from './flow-rules.js';
import type { Joined } from './hold-queue-rules.js';
import { extensionDigits } from './keyed-entry.js';
import type { RecordingRules } from './recording-rules.js';
import { claimRing } from './ring-claim.js';
import { inboundCallbackUrl } from './secure-call.js';

export interface DialPlanDeps {
  db: Kysely<DB>;
  /** Reads a whisper's playlist. */
  links: RecordLinks;
  dialect: DialectName;
  router: CallRouter;
  trace: CallTrace;
  recordings: RecordingRules;
  clock: Clock;
  offerBuyers: OfferBuyers;
  store: CallStore;
  /** before_dial_buyer webhooks, asked per buyer before it is dialled. */
  preActions?: Pick<PreActionWebhooks, 'ask' | 'targets'>;
  /** Holds the caller when no buyer has open concurrency and the offer has an add_to_hold_queue rule. */
  holdQueue?: { join(ctx: TenantContext, call: CallRow, pending: CallEventInput[]): Promise<Joined | null> };
}

/**
 * Where a call goes next: the router's plan, the before_dial_buyer gates, the
 * claim of a ring under its caps in the call's transaction, and the offer's
 * exception rule when nobody is left; answered in the call's carrier's XML.
 * Both the carrier's callbacks (a placed call answered, a buyer leg that did
 * not talk) and inbound calls route through here.
 */
export class DialPlan {
  constructor(private readonly deps: DialPlanDeps) {}

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
    options: {
      prefer?: number | null;
      forwards?: number;
      /** A menu rule's buyers: only these buyers, and the buyers of these groups, ring (empty: every buyer). */
      only?: { buyerIds: readonly number[]; buyerGroupIds: readonly number[] };
      /** Straight to this exception rule, routing nobody (a caller held past hold_queue_max_seconds). */
      exception?: HoldQueueTrigger;
    } = {},
  ): Promise<string> {
    const tried = triedBuyers(call);
    const offerId = call.offer_id === null ? null : Number(call.offer_id);
    const number = String(call.caller_number);
    const leadId = call.lead_id === null ? null : Number(call.lead_id);
    const callId = Number(call.id);
    const tokens = filterTokensOf(call);
    const plan =
      offerId === null || options.exception
        ? { steps: [], considered: [], trigger: 'no_buyers_match' as ExceptionTrigger }
        : await this.deps.router.plan(ctx, {
            offerId,
            number,
            leadId,
            tokens,
            checkType: 'buyer_forward',
            tried,
          });
    const only = options.only;
    if (only && only.buyerIds.length + only.buyerGroupIds.length > 0) {
      const allowed = (b: OfferBuyer) =>
        only.buyerIds.includes(b.id) || (b.group != null && only.buyerGroupIds.includes(b.group.id));
      plan.steps = plan.steps.map((step) => step.filter(allowed)).filter((step) => step.length > 0);
    }
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
    const dialect = callDialect(call.provider);
    const gates = this.deps.preActions
      ? await this.deps.preActions.targets(ctx.company.id, 'before_dial_buyer')
      : [];
    for (const planned of plan.steps) {
      const step = gates.length ? await this.gate(ctx, call, planned, gates, pending) : planned;
      if (step.length === 0) continue;
      const dialled = await claimRing(this.deps, ctx, call, step, params, tried, more, pending);
      if (!dialled) continue;
      const recording = await this.deps.recordings.ruleFor(ctx, call, dialled.buyers[0]!.id);
      const recordingCallback = recording?.record ? inboundCallbackUrl(call, 'recordings') : null;
      const base = inboundCallbackUrl(call, 'answered');
      // The agent's side is asked for a whisper, and on Twilio and TeXML for a press-to-accept too.
      const asks = dialect.can.acceptKeys ? ['whisper', ...ACCEPT_RULE_TYPES] : ['whisper'];
      const whisper =
        offerId === null ? null : await findFlowRule(this.deps.db, ctx.company.id, offerId, asks);
      const dial = {
        whisperUrl: whisper ? inboundCallbackUrl(call, 'whisper') : null,
        dialMusicUrl:
          dialect.can.dialMusic &&
          offerId !== null &&
          (await findMusicRule(this.deps.db, ctx.company.id, offerId))
            ? inboundCallbackUrl(call, 'music')
            : null,
        // An extension the caller keyed (enter_extension) is keyed to the buyer's PBX once it answers.
        sendDigits: dialect.can.sendDigits ? extensionDigits(call) : null,
        callerId: String(call.from_number ?? call.caller_number),
        timeoutSeconds: Math.max(...dialled.buyers.map((b) => b.timeout_seconds)),
        action: `${call.callback_url}/dial_result`,
        recordingCallback,
        recordingDual: recordingCallback !== null && recording?.dualChannel === true,
        answeredCallback:
          dialled.buyers.length > 1 ? { url: base, buyerIds: dialled.buyers.map((b) => b.id) } : null,
      };
      return dialect.forward(
        dial,
        dialled.buyers.map((b) => b.number),
        number,
      );
    }
    let trigger: ExceptionTrigger | HoldQueueTrigger =
      options.exception ??
      (plan.steps.length > 0 ? 'no_buyers_have_open_concurrency' : (plan.trigger ?? 'no_buyers_match'));
    if (trigger === 'no_buyers_have_open_concurrency' && this.deps.holdQueue) {
      const held = await this.deps.holdQueue.join(ctx, call, pending);
      if (held?.kind === 'held') return held.xml;
      if (held?.kind === 'full') trigger = 'hold_queue_is_full';
    }
    // A hold queue rule of its own decides, else the offer's no-open-concurrency rule.
    const rule =
      offerId === null
        ? null
        : ((await findExceptionRule(this.deps.db, ctx, offerId, trigger)) ??
          (trigger === 'hold_queue_is_full'
            ? await findExceptionRule(this.deps.db, ctx, offerId, 'no_buyers_have_open_concurrency')
            : null));
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
      return dialect.forward(dial, rule.forwardNumber, number);
    }
    if (rule?.textToSpeech) return dialect.sayThenHangup(rule.textToSpeech);
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
    const record = { ...call, id: Number(call.id), token_values: filterTokensOf(call) };
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
}
