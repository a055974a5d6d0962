import { callbackValue } from '../carriers/callback-words.js';
import { emptyXml, hangupXml } from '../carriers/xml.js';
import type { TenantContext } from '../tenancy/context.js';
import { acceptance, findAcceptRule } from './buyer-accept.js';
import { triedBuyers } from './call-row-reads.js';
import type { CallRow } from './call-store.js';
import type { CallEventInput } from './call-trace.js';
import type { CarrierCallbackDeps } from './carrier-callback-deps.js';
import { askWebhookConversions, bookConversions } from './conversions.js';
import type { DialPlan } from './dial-plan.js';
import { whisperXml } from './whisper.js';

/**
 * The Dial's action: how the buyer leg went (its status and duration, in
 * the words of `carriers/callback-words.ts`). A buyer that talked ends the
 * call; one that did not answer passes it to the next available buyer not
 * tried yet (`plan`), until none is left.
 */
export async function dialResult(
  deps: CarrierCallbackDeps,
  plan: DialPlan,
  ctx: TenantContext,
  call: CallRow,
  params: Record<string, unknown>,
): Promise<string> {
  const outcome = String(callbackValue(params, 'dialStatus') ?? '').toLowerCase();
  const callId = Number(call.id);
  const buyerId = call.buyer_id == null ? null : Number(call.buyer_id);
  const picked = outcome === 'completed' || outcome === 'answered';
  // With a press-to-accept rule only the agent's key makes a pick-up a connection, whatever the carrier says.
  const accept = picked ? await acceptance(deps, ctx, call) : null;
  if (picked && accept?.accepted) {
    const raw = Number(callbackValue(params, 'dialDuration') ?? 0);
    // The carrier counts from pick-up; a conversion counts from acceptance.
    const seconds = Number.isFinite(raw) && raw > 0 ? Math.max(0, Math.round(raw) - accept.waitedSeconds) : 0;
    const ask = deps.askConversion;
    const decisions = ask
      ? await askWebhookConversions(deps.db, ctx.company.id, call, seconds, ask)
      : undefined;
    let events: CallEventInput[] = [];
    await deps.store.change(
      ctx,
      callId,
      async (row, trx) => {
        const booking = await bookConversions(
          trx,
          ctx.company.id,
          { ...row, answered_duration: seconds },
          seconds,
          deps.clock.now(),
          decisions,
        );
        events = [
          { type: 'DialResult', buyerId, reason: 'completed', detail: { duration: seconds } },
          ...booking.events,
        ];
        return { answered_duration: seconds, ...booking.values };
      },
      {},
      (trx) => deps.trace.write(trx, ctx.company.id, callId, events),
    );
    return hangupXml();
  }
  // The ring's outcome and the buyer_no_answer event commit together.
  await deps.db.transaction().execute(async (trx) => {
    await deps.trace.write(trx, ctx.company.id, callId, [
      {
        type: 'DialResult',
        buyerId,
        reason: outcome || 'unknown',
        detail: accept ? { not_accepted: true } : {},
      },
    ]);
    await deps.outbox?.emit(trx, ctx.company.id, { type: 'buyer_no_answer', recordId: callId });
    await deps.buyerHealth?.afterRing(trx, ctx, buyerId, outcome);
  });
  return plan.route(ctx, call, params, 'no_buyer_answered', () => ({}));
}

/**
 * Which buyer of a simultaneous ring answered: Twilio and TeXML request the
 * answering Number's url (`buyer_id`), Plivo posts the Dial's callbackUrl
 * (its dial action and answered leg). The call's buyer becomes that one, and
 * its conversions of duration 0 fire. Answers what the agent hears first
 * (`reread` finds the call as it now is), or an empty document: the carrier
 * bridges the call.
 */
export async function buyerAnswered(
  deps: CarrierCallbackDeps,
  ctx: TenantContext,
  call: CallRow,
  params: Record<string, unknown>,
  reread: () => Promise<{ ctx: TenantContext; call: CallRow }>,
): Promise<string> {
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
    (await findAcceptRule(deps.db, ctx.company.id, call.offer_id == null ? null : Number(call.offer_id)));
  let events: CallEventInput[] = [];
  await deps.store.change(
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
        deps.clock.now(),
      );
      events = [
        { type: 'DialResult', buyerId, reason: 'answered', detail: { simultaneous: true } },
        ...booking.events,
      ];
      return { ...values, ...booking.values };
    },
    {},
    (trx) => deps.trace.write(trx, ctx.company.id, callId, events),
  );
  // Twilio and TeXML ask the answering Number's url (buyer_id): its answer is what the agent hears first.
  const answered = params.buyer_id === undefined ? null : await reread();
  return (answered && (await whisperXml(deps, answered.ctx, answered.call))) ?? emptyXml();
}
