import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';

/** The impression a call to a number belongs to: the visit that holds the number now. */
export interface CallImpression {
  id: number;
  tokens: Record<string, unknown>;
}

/**
 * The live impression holding a tracking number (dynamic number insertion):
 * the call that reaches the number while a visitor holds it follows that
 * visit, and carries the tokens its matchers read.
 */
export async function impressionHolding(
  db: Kysely<DB>,
  companyId: number,
  phoneNumberId: number,
  now: number,
): Promise<CallImpression | null> {
  const row = await new TenantScope(db, companyId)
    .selectFrom('impressions')
    .select(['id', 'tokens'])
    .where('hold_key', '=', `n:${phoneNumberId}`)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return null;
  const tokens = decodeValue('json', row.tokens);
  return {
    id: Number(row.id),
    tokens:
      tokens && typeof tokens === 'object' && !Array.isArray(tokens)
        ? (tokens as Record<string, unknown>)
        : {},
  };
}

/** Ties the impression to the first call that followed it (impressions.call_id); a later call leaves it. */
export async function markImpressionCalled(
  trx: Kysely<DB>,
  companyId: number,
  impressionId: number,
  callId: number,
): Promise<void> {
  await new TenantScope(trx, companyId)
    .updateTable('impressions')
    .set({ call_id: callId })
    .where('id', '=', impressionId)
    .where('call_id', 'is', null)
    .execute();
}
