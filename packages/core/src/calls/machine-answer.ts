import type { Kysely } from 'kysely';
import type { MachineVerdict } from '../carriers/callback-words.js';
import { callDialect } from '../carriers/dialects.js';
import { hangupXml, XML_HEAD } from '../carriers/xml.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallTrace } from './call-trace.js';
import { type PromptDeps, rulePrompts } from './greeting.js';
import { machinePlan } from './machine-detection.js';

export interface MachineAnswerDeps extends PromptDeps {
  trace: CallTrace;
  store: CallStore;
  clock: Clock;
  /** Applies a call disposition to the call (agent_call_dispositions: its flags copied, its event emitted). */
  applyDisposition?: (ctx: TenantContext, callId: number, dispositionId: number) => Promise<void>;
}

/**
 * A placed call was answered with the carrier's machine detection verdict:
 * the offer's plan decides (`machine-detection.ts`). Hang up, or play the
 * voicemail message and hang up: the instructions, with the machine's
 * disposition applied (the plan's, else the company's disposition marked
 * apply_machine_detected). Continue, or no plan: null, and the call routes
 * as a person's would. Every verdict is a MachineDetected step in the trace.
 */
export async function answerMachine(
  deps: MachineAnswerDeps,
  ctx: TenantContext,
  call: CallRow,
  verdict: MachineVerdict,
  answeredBy: unknown,
): Promise<string | null> {
  const callId = Number(call.id);
  const offerId = call.offer_id == null ? null : Number(call.offer_id);
  const plan = offerId === null ? null : await machinePlan(deps.db, ctx.company.id, offerId, verdict);
  const action = plan?.action ?? 'continue_routing';
  const prompts =
    plan && action === 'leave_voicemail' ? await rulePrompts(deps, ctx.company, plan.prompt, call) : [];
  const source = plan
    ? { [plan.table === 'offer_amd_flows' ? 'offer_amd_flow_id' : 'call_router_id']: plan.id }
    : {};
  await deps.trace.write(deps.db, ctx.company.id, callId, [
    {
      type: 'MachineDetected',
      reason: verdict,
      detail: { answered_by: answeredBy == null ? null : String(answeredBy), action, ...source, prompts },
    },
  ]);
  const dispositionId =
    plan?.dispositionId ?? (verdict === 'machine' ? await machineDisposition(deps.db, ctx.company.id) : null);
  if (verdict !== 'human' && dispositionId !== null)
    await deps.applyDisposition?.(ctx, callId, dispositionId);
  if (action === 'continue_routing') return null;
  await deps.store.change(
    ctx,
    callId,
    (row) => ({
      status: row.status === 'queued' || row.status === 'ringing' ? 'in_progress' : row.status,
      answered_at: row.answered_at ?? deps.clock.now(),
      hangup_cause: action === 'hang_up' ? 'answering_machine' : 'answering_machine_voicemail',
    }),
    {},
  );
  if (action === 'hang_up') return hangupXml();
  return `${XML_HEAD}<Response>${callDialect(call.provider).prompts(prompts)}<Hangup/></Response>`;
}

/** The company's first disposition marked apply_machine_detected (a built-in one), or null. */
async function machineDisposition(db: Kysely<DB>, companyId: number): Promise<number | null> {
  const rows = await new TenantScope(db, companyId)
    .selectFrom('call_dispositions')
    .select(['id', 'apply_machine_detected'])
    .where('deleted_at', 'is', null)
    .orderBy('sortable_order')
    .orderBy('id')
    .execute();
  const row = rows.find((r) => decodeValue('boolean', r.apply_machine_detected) === true);
  return row ? row.id : null;
}
