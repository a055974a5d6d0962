import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import type { RequestMeta, TenantContext } from '../tenancy/context.js';
import type { LeadService } from './lead-service.js';

/**
 * The engine behind every generic leads route: list, show and build as any
 * resource; update through the lead service, so statuses, dedupe and the
 * change log follow (PUT /leads/:id).
 */
export class LeadResource extends ResourceService {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly leads: Pick<LeadService, 'update'>,
  ) {
    super(def, deps);
  }

  override update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    return this.leads.update(ctx, ref, raw, meta);
  }
}
