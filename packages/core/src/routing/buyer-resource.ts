import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import type { BuyerHealth } from './buyer-health.js';
import { FILTER_OPERATORS, readTokenFilters } from './token-filters.js';

/**
 * The generic engine for buyers, with the router's token filters checked
 * at save: a filter the router could not read would make the buyer take no
 * calls, so it is a 422 naming token_filters instead.
 */
export class BuyerResource extends ResourceService {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly health?: () => Pick<BuyerHealth, 'afterManualWrite'> | undefined,
  ) {
    super(def, deps);
  }

  /** Unpausing a buyer its health rule paused clears the reason and tells subscribers, in the update's transaction. */
  protected override async afterWrite(
    ctx: TenantContext,
    db: Kysely<DB>,
    id: number,
    created: boolean,
  ): Promise<void> {
    if (!created) await this.health?.()?.afterManualWrite(db, ctx.company.id, id);
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    checkTokenFilters(raw.token_filters);
    return super.create(ctx, raw);
  }

  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    checkTokenFilters(raw.token_filters);
    return super.update(ctx, ref, raw, meta);
  }
}

function checkTokenFilters(value: unknown): void {
  if (value === undefined || value === null || value === '') return;
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      // Not JSON at all: the generic parse names token_filters for that.
      return;
    }
  }
  if (readTokenFilters(parsed) === null) {
    throw invalidParam(
      'token_filters',
      `must be a list of filters [{"key":"caller_state","operator":"in","value":"CA,NV"}], operators ${FILTER_OPERATORS.join(' ')}`,
    );
  }
}
