import type { TenantContext } from '../tenancy/context.js';
import { chargeCallCost } from './call-charges.js';
import { type CallStatus, isFinal, readCallReport } from './call-progress.js';
import { advance, callSidOf } from './call-row-reads.js';
import type { CallRow } from './call-store.js';
import type { CarrierCallbackDeps } from './carrier-callback-deps.js';
import { countOnContact, endCounter } from './contact-call-counts.js';

/**
 * A carrier's status report on a call (status, duration, end and cause, cost),
 * never moving the call back: the report that ends it counts the contact's
 * calls, charges the cost, lets a waiting schedule lead go on and frees the
 * slot the call held.
 */
export async function applyCallStatus(
  deps: CarrierCallbackDeps,
  ctx: TenantContext,
  call: CallRow,
  params: Record<string, unknown>,
) {
  const uuid = String(call.uuid);
  const report = readCallReport(params);
  const now = deps.clock.now();
  const after = report
    ? await deps.store.change(
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
          const counter = before.status === changed.status ? null : endCounter(changed.status as CallStatus);
          if (counter) await countOnContact(trx, ctx.company.id, String(call.caller_number), counter);
          await chargeCallCost(trx, before, changed, now);
        },
      )
    : call;
  if (report && isFinal(report.status) && call.lead_id !== null) await leadGoesOn(deps, ctx, call, now);
  // Only the report that ended it: a repeated one frees no second slot.
  if (after && isFinal(report?.status as CallStatus) && !isFinal(call.status as CallStatus))
    await deps.onCallEnded?.(ctx, after);
  return { uuid, status: String((after ?? call).status) };
}

/**
 * A schedule lead whose dial action placed this call waits for it to end
 * (schedule-actions.ts): now it is due for its next action.
 */
async function leadGoesOn(
  deps: CarrierCallbackDeps,
  ctx: TenantContext,
  call: CallRow,
  now: number,
): Promise<void> {
  let due = false;
  await deps.leads.change(ctx, Number(call.lead_id), (lead) => {
    const waiting =
      lead.schedule_id !== null &&
      lead.status === 'scheduled' &&
      Number(lead.attempted_call_id) === Number(call.id) &&
      lead.next_action_at !== null &&
      Number(lead.next_action_at) > now;
    due = waiting;
    return waiting ? { next_action_at: now } : null;
  });
  if (due) deps.onLeadDue?.();
}
