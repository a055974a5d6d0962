import { timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isCarrierProvider } from '../carriers/carrier-accounts.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import { notFound } from '../errors/index.js';
import type { LeadService } from '../leads/lead-service.js';
import type { OfferBuyer, OfferBuyers } from '../routing/offer-buyers.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { chargeCallCost } from './call-charges.js';
import { forwardXml, hangupXml } from './call-instructions.js';
import { type CallStatus, isFinal, progressOf, readCallReport } from './call-progress.js';
import type { CallRow, CallStore } from './call-store.js';
import { countOnContact, endCounter } from './contact-call-counts.js';

export interface CarrierCallbackDeps {
  db: Kysely<any>;
  clock: Clock;
  companies: CompanyService;
  offerBuyers: OfferBuyers;
  leads: LeadService;
  store: CallStore;
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
    const xml = await this.forward(ctx, call, params, 'no_buyer_available', (row) => ({
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
   * The Dial's action: how the buyer leg went (Twilio and TeXML
   * DialCallStatus/DialCallDuration, Plivo DialStatus/DialBLegDuration). A
   * buyer that talked ends the call; one that did not answer passes it to the
   * next available buyer not tried yet, until none is left.
   */
  async dialResult(secureToken: string, uuid: string, params: Record<string, unknown>): Promise<string> {
    const { ctx, call } = await this.find(secureToken, uuid);
    const outcome = String(params.DialCallStatus ?? params.DialStatus ?? '').toLowerCase();
    if (outcome === 'completed' || outcome === 'answered') {
      const seconds = Number(params.DialCallDuration ?? params.DialBLegDuration ?? 0);
      await this.deps.store.change(
        ctx,
        Number(call.id),
        () => ({ answered_duration: Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : 0 }),
        {},
      );
      return hangupXml();
    }
    return this.forward(ctx, call, params, 'no_buyer_answered', () => ({}));
  }

  /**
   * Chooses the next buyer the call has not been offered to, writes the
   * choice (or, with none left, `hangup_cause`) to the call with `more`, and
   * answers the carrier's instructions.
   */
  private async forward(
    ctx: TenantContext,
    call: CallRow,
    params: Record<string, unknown>,
    noneLeft: string,
    more: (row: CallRow) => Record<string, unknown>,
  ): Promise<string> {
    const tried = triedBuyers(call);
    const offerId = call.offer_id === null ? null : Number(call.offer_id);
    const number = String(call.caller_number);
    const leadId = call.lead_id === null ? null : Number(call.lead_id);
    let chosen: OfferBuyer | null = null;
    if (offerId !== null) {
      for (const buyer of await this.deps.offerBuyers.of(ctx, offerId)) {
        if (tried.includes(buyer.id)) continue;
        const reason = await this.deps.offerBuyers.unavailable(ctx, buyer, {
          offerId,
          number,
          leadId,
          checkType: 'buyer_forward',
        });
        if (reason === null) {
          chosen = buyer;
          break;
        }
      }
    }
    await this.deps.store.change(
      ctx,
      Number(call.id),
      (row) => ({
        ...more(row),
        ...callSidOf(params, row),
        ...(chosen
          ? { buyer_id: chosen.id, connected_to: chosen.number, buyers_tried: [...tried, chosen.id] }
          : { hangup_cause: noneLeft }),
      }),
      {},
    );
    if (!chosen) return hangupXml();
    const provider = isCarrierProvider(call.provider) ? call.provider : 'twilio';
    const dial = {
      callerId: String(call.from_number),
      timeoutSeconds: chosen.timeout_seconds,
      action: `${call.callback_url}/dial_result`,
    };
    return forwardXml(provider, dial, chosen.number, number);
  }

  /** A status callback: status, duration, end and cause, never moving the call back. */
  async status(secureToken: string, uuid: string, params: Record<string, unknown>) {
    const { ctx, call } = await this.find(secureToken, uuid);
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

  private async find(secureToken: string, uuid: string): Promise<{ ctx: TenantContext; call: CallRow }> {
    const call = (await this.deps.db
      .selectFrom('calls')
      .selectAll()
      .where('uuid', '=', uuid)
      .where('deleted_at', 'is', null)
      .executeTakeFirst()) as CallRow | undefined;
    if (!call || !sameToken(String(call.secure_token ?? ''), secureToken)) throw notFound('Call');
    const company = await this.deps.companies.get(Number(call.company_id));
    const provider = String(call.provider ?? 'carrier');
    return {
      call,
      ctx: { ...systemContext(company), actor: { type: 'system', id: null, name: `${provider} callback` } },
    };
  }
}

/**
 * The carrier's id of the call when a callback names another: Plivo names the
 * call (CallUUID) only in its callbacks; until then call_sid is its request id.
 */
function callSidOf(params: Record<string, unknown>, row: CallRow): { call_sid?: string } {
  const sid = params.CallUUID ?? params.CallSid;
  return typeof sid === 'string' && sid !== '' && sid !== row.call_sid ? { call_sid: sid } : {};
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

function sameToken(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}
