import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { ExceptionTrigger } from '../routing/call-router.js';
import type { TenantContext } from '../tenancy/context.js';
import { findFlowRule } from './flow-rules.js';

/** The hold queue's own exception rules: full, or a caller held too long (`hold-queue.ts`). */
export type HoldQueueTrigger = 'hold_queue_is_full' | 'hold_queue_max_seconds_exceeded';

/** An offer's exception rule: a call_routers row whose router_type is one of the four triggers. */
export interface ExceptionRule {
  id: number;
  action: string;
  forwardOfferId: number | null;
  forwardNumber: string | null;
  textToSpeech: string | null;
}

/**
 * The offer's first active call router (sortable_order, then id) for the
 * trigger, or null: with none, the call hangs up.
 */
export async function findExceptionRule(
  db: Kysely<DB>,
  ctx: TenantContext,
  offerId: number,
  trigger: ExceptionTrigger | HoldQueueTrigger,
): Promise<ExceptionRule | null> {
  const rule = await findFlowRule(db, ctx.company.id, offerId, [trigger]);
  if (!rule) return null;
  return {
    id: rule.id,
    action: rule.action,
    forwardOfferId: rule.forwardOfferId,
    forwardNumber: rule.forwardNumber,
    textToSpeech: rule.text,
  };
}

/** What the rule did, for the trace. */
export function ruleAction(rule: ExceptionRule): string {
  if (rule.action === 'forward_to_offer' && rule.forwardOfferId !== null) return 'forward_to_offer';
  if (rule.forwardNumber) return 'forward_to_number';
  if (rule.textToSpeech) return 'play_message';
  return 'hang_up';
}
