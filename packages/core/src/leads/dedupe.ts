import type { IntakeOptions } from './intake-params.js';

/** POST /leads creates (a duplicate is refused); POST /leads/create_or_update updates the open lead. */
export type IntakeMode = 'create' | 'create_or_update';

/** What a submission does, given whether the caller already has an open lead in its scope. */
export type IntakeDecision =
  | 'insert'
  | 'update'
  | 'expire_then_insert'
  | 'delete_then_insert'
  | 'reject_duplicate'
  | 'reject_missing';

/**
 * The dedupe rule, in one place: run once before anything is written (to
 * refuse early) and again inside the transaction, on locked rows, where it
 * decides for real.
 *
 * - `update_only`: update the open lead; none is a 422.
 * - `expire_existing` / `delete_existing`: end or delete the open lead, then create.
 * - `update_all_matching_leads`, or create_or_update: update when there is one, else create.
 * - plain POST /leads: create; an open lead is a 422 naming it.
 */
export function decide(mode: IntakeMode, o: IntakeOptions, hasOpen: boolean): IntakeDecision {
  if (o.update_only) return hasOpen ? 'update' : 'reject_missing';
  if (!hasOpen) return 'insert';
  if (o.expire_existing) return 'expire_then_insert';
  if (o.delete_existing) return 'delete_then_insert';
  if (mode === 'create_or_update' || o.update_all_matching_leads) return 'update';
  return 'reject_duplicate';
}

/** Option combinations that contradict each other: one 422 naming them. */
export function conflictingOptions(o: IntakeOptions): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (o.update_only && (o.expire_existing || o.delete_existing)) {
    errors.update_only = ['cannot be combined with expire_existing or delete_existing'];
  }
  if (o.expire_existing && o.delete_existing) {
    errors.delete_existing = ['cannot be combined with expire_existing'];
  }
  if (o.blocked && o.unblock_contact) {
    errors.unblock_contact = ['cannot be combined with blocked'];
  }
  return errors;
}
