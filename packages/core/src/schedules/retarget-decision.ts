import { decodeValue } from '../db/column-types.js';
import { SUPPRESSED_STATUSES } from '../leads/statuses.js';

export type RetargetDecision = { result: 'enrolled' | 'skipped' | 'failed'; reason?: string };

/**
 * What a retarget does with a lead its filters matched, before asking the
 * target schedule. Skipped: a lead that converted (completed_converted, or
 * an offer or buyer conversion fired), one opted out (flag or status), on the DNC or the
 * blacklist (never retargeted, whatever lead_statuses says), or one already
 * live on the target schedule when restart_schedule is off. Otherwise it is
 * added (`enrolled`), which lead intake may still refuse.
 */
export function retargetDecision(
  lead: Record<string, unknown>,
  target: { onTarget: boolean; restart: boolean },
): RetargetDecision {
  const status = String(lead.status);
  if (
    status === 'completed_converted' ||
    decodeValue('boolean', lead.offer_converted) === true ||
    decodeValue('boolean', lead.buyer_converted) === true
  ) {
    return { result: 'skipped', reason: 'converted' };
  }
  if (decodeValue('boolean', lead.opt_out) === true) {
    return { result: 'skipped', reason: 'opted out: never retargeted' };
  }
  if ((SUPPRESSED_STATUSES as readonly string[]).includes(status)) {
    return { result: 'skipped', reason: `status ${status}: never retargeted` };
  }
  if (target.onTarget && !target.restart) {
    return { result: 'skipped', reason: 'already on the target schedule (restart_schedule is off)' };
  }
  return { result: 'enrolled' };
}
