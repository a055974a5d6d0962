import type { Kysely } from 'kysely';
import type { Prompt } from '../carriers/dialect.js';
import { callDialect, dialectOf } from '../carriers/dialects.js';
import { hangupXml, withPrelude } from '../carriers/xml.js';
import type { DB } from '../db/tables.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow, CallStore } from './call-store.js';
import type { CallEventInput, CallTrace } from './call-trace.js';
import { findExceptionRule } from './exception-rules.js';
import type { FlowAction } from './flow-rules.js';
import { textOf } from './flow-rules.js';
import { callTokens as storedTokens } from './secure-call.js';

/** Menu prompts one call may hear before the flow is taken for a loop: it then ends with the offer's exception rule. */
export const MENU_STEP_LIMIT = 12;

/** What a menu step writes with: the call, its trace, and the database they share. */
export interface StepDeps {
  db: Kysely<DB>;
  store: CallStore;
  trace: CallTrace;
}

/** A key press flow group as a menu listens with it, its defaults filled in. */
export interface MenuGroup {
  id: number;
  numDigits: number;
  finishOnKey: string;
  timeoutSeconds: number;
  maxAttempts: number;
  soundFileId: number | null;
  text: string | null;
}

export const providerOf = (call: CallRow) => callDialect(call.provider).provider;

/** The company's key press flow group, null when it is gone. */
export async function menuGroup(
  db: Kysely<DB>,
  companyId: number,
  groupId: number,
): Promise<MenuGroup | null> {
  const g = await new TenantScope(db, companyId)
    .selectFrom('key_press_flow_groups')
    .select([
      'id',
      'num_digits',
      'finish_on_key',
      'timeout_seconds',
      'max_attempts',
      'sound_file_id',
      'text_to_speech',
    ])
    .where('id', '=', groupId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!g) return null;
  return {
    id: Number(g.id),
    numDigits: g.num_digits ?? 1,
    finishOnKey: textOf(g.finish_on_key) ?? '#',
    timeoutSeconds: g.timeout_seconds ?? 5,
    maxAttempts: g.max_attempts ?? 3,
    soundFileId: g.sound_file_id == null ? null : Number(g.sound_file_id),
    text: textOf(g.text_to_speech),
  };
}

/** The key (or none) into the trace and, when pressed, the call's `digits` and per-menu tokens. */
export async function recordKeyPress(
  deps: StepDeps,
  ctx: TenantContext,
  call: CallRow,
  groupId: number,
  digits: string | null,
  matched: string,
  action: string,
  rule: FlowAction | null,
): Promise<CallRow> {
  const callId = Number(call.id);
  const event: CallEventInput = {
    type: 'KeyPress',
    reason: digits ?? 'none',
    detail: {
      key_press_flow_group_id: groupId,
      matched,
      action,
      ...(rule
        ? { [rule.table === 'call_routers' ? 'call_router_id' : 'call_control_action_id']: rule.id }
        : {}),
    },
  };
  if (digits === null) {
    await deps.trace.write(deps.db, ctx.company.id, callId, [event]);
    return call;
  }
  const changed = await deps.store.change(
    ctx,
    callId,
    (row) => ({
      token_values: { ...storedTokens(row), digits, [`key_press_flow_group_${groupId}`]: digits },
    }),
    {},
    (trx) => deps.trace.write(trx, ctx.company.id, callId, [event]),
  );
  return changed ?? call;
}

/** A flow that keeps asking: the offer's no_buyers_match rule ends it, and the trace says why. */
export async function endAtStepLimit(
  deps: StepDeps,
  ctx: TenantContext,
  call: CallRow,
  before: readonly Prompt[],
): Promise<string> {
  const callId = Number(call.id);
  const offerId = call.offer_id == null ? null : Number(call.offer_id);
  const rule = offerId === null ? null : await findExceptionRule(deps.db, ctx, offerId, 'no_buyers_match');
  await deps.store.change(
    ctx,
    callId,
    () => ({ hangup_cause: 'call_flow_step_limit' }),
    {},
    (trx) =>
      deps.trace.write(trx, ctx.company.id, callId, [
        {
          type: 'Menu',
          reason: 'step_limit',
          detail: { limit: MENU_STEP_LIMIT, call_router_id: rule?.id ?? null },
        },
      ]),
  );
  const dialect = dialectOf(providerOf(call));
  const end = rule?.textToSpeech ? dialect.sayThenHangup(rule.textToSpeech) : hangupXml();
  return withPrelude(dialect.prompts(before), end);
}

/** Ends the call with `cause`, what was to play first still played. */
export async function hangUp(
  deps: StepDeps,
  ctx: TenantContext,
  call: CallRow,
  before: readonly Prompt[],
  cause: string,
): Promise<string> {
  await deps.store.change(ctx, Number(call.id), () => ({ hangup_cause: cause }), {});
  return withPrelude(dialectOf(providerOf(call)).prompts(before), hangupXml());
}
