import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { ExceptionTrigger } from '../routing/call-router.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';

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
  trigger: ExceptionTrigger,
): Promise<ExceptionRule | null> {
  const rows = await new TenantScope(db, ctx.company.id)
    .selectFrom('call_routers')
    .select(['id', 'action', 'active', 'forward_offer_id', 'forward_number', 'text_to_speech'])
    .where('offer_id', '=', offerId)
    .where('router_type', '=', trigger)
    .where('deleted_at', 'is', null)
    .orderBy('sortable_order')
    .orderBy('id')
    .execute();
  const row = rows.find((r) => decodeValue('boolean', r.active) === true);
  if (!row) return null;
  const text =
    typeof row.text_to_speech === 'string' && row.text_to_speech.trim() ? row.text_to_speech.trim() : null;
  return {
    id: Number(row.id),
    action: String(row.action),
    forwardOfferId: row.forward_offer_id == null ? null : Number(row.forward_offer_id),
    forwardNumber: typeof row.forward_number === 'string' && row.forward_number ? row.forward_number : null,
    textToSpeech: text,
  };
}

/** What the rule did, for the trace. */
export function ruleAction(rule: ExceptionRule): string {
  if (rule.action === 'forward_to_offer' && rule.forwardOfferId !== null) return 'forward_to_offer';
  if (rule.forwardNumber) return 'forward_to_number';
  if (rule.textToSpeech) return 'play_message';
  return 'hang_up';
}
