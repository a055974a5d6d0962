import { invalidParam } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { ResourceService, type WriteRequest } from '../kernel/service.js';
import { LEAD_STATUSES } from '../leads/statuses.js';
import type { TenantContext } from '../tenancy/context.js';
import { checkConditions } from './conditions.js';

/**
 * The generic engine for lead_retargets, refusing filters the runner could
 * not read: a retarget whose filters were silently read as none would
 * re-offer every lead.
 */
export class RetargetResource extends ResourceService {
  override async create(ctx: TenantContext, raw: Record<string, unknown>, request?: WriteRequest) {
    checkRetarget(raw);
    return super.create(ctx, raw, request);
  }

  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    checkRetarget(raw);
    return super.update(ctx, ref, raw, meta);
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
