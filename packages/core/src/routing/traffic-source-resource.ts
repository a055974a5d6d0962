import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { nextAfid } from './traffic-source-afids.js';

/**
 * The generic engine for traffic sources, with TrackDrive's afid: a source created
 * without `user_traffic_source_id` gets the company's next one (from 1000), so lead
 * posts and pings can name it the way TrackDrive forms do.
 */
export class TrafficSourceResource extends ResourceService {
  private readonly db: Kysely<DB>;

  constructor(def: ResourceDefinition, deps: EngineDeps) {
    super(def, deps);
    this.db = deps.db;
  }

  protected override async engineValues(
    ctx: TenantContext,
    input: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const given = input.user_traffic_source_id;
    if (typeof given === 'string' && given.trim()) return {};
    return { user_traffic_source_id: await nextAfid(this.db, ctx.company.id) };
  }
}
