import { invalidParam } from '../errors/index.js';
import { ResourceService } from '../kernel/service.js';
import { LEAD_STATUSES } from '../leads/statuses.js';
import { checkConditions } from './conditions.js';

/**
 * The generic engine for lead_retargets, refusing filters the runner could
 * not read: a retarget whose filters were silently read as none would
 * re-offer every lead.
 */
export class RetargetResource extends ResourceService {
  protected override checkInput(raw: Record<string, unknown>): void {
    checkRetarget(raw);
  }
}

function checkRetarget(raw: Record<string, unknown>): void {
  checkConditions('filters', raw.filters);
  const statuses = raw.lead_statuses;
  if (Array.isArray(statuses)) {
    const unknown = statuses.find((s) => !(LEAD_STATUSES as readonly unknown[]).includes(s));
    if (unknown !== undefined) {
      throw invalidParam(
        'lead_statuses',
        `${String(unknown)} is not a lead status (${LEAD_STATUSES.join(', ')})`,
      );
    }
  }
}
