import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';

/**
 * The generic engine for scheduled_callbacks, keeping `next_attempt_at` (what
 * the callback runner reads) in step with `callback_at`: a new callback is due
 * at its callback_at, and moving callback_at schedules it again from there,
 * whatever it had come to (failed, missed, completed), with max_attempts
 * calls from there, except while its call is in progress.
 */
export class ScheduledCallbackResource extends ResourceService {
  private readonly db: Kysely<DB>;

  constructor(def: ResourceDefinition, deps: EngineDeps) {
    super(def, deps);
    this.db = deps.db;
  }

  protected override async engineValues(
    _ctx: TenantContext,
    input: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    return { next_attempt_at: input.callback_at ?? null };
  }

  override async update(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown>,
    meta?: RequestMeta,
  ): Promise<ApiRecord> {
    if (raw.callback_at === undefined) return super.update(ctx, ref, raw, meta);
    const current = await this.findRow(ctx, ref, ['id', 'status']);
    if (current.status === 'calling') {
      throw invalidParam('callback_at', 'cannot change while the callback is being placed (status calling)');
    }
    await super.update(ctx, ref, raw, meta);
    await new TenantScope(this.db, ctx.company.id)
      .updateTable('scheduled_callbacks')
      .set((eb) => ({
        status: 'scheduled',
        next_attempt_at: eb.ref('callback_at'),
        attempts_base: eb.ref('attempts_count'),
        status_reason: null,
        claimed_until: null,
      }))
      .where('id', '=', Number(current.id))
      .where('status', '!=', 'calling')
      .execute();
    return this.show(ctx, Number(current.id));
  }
}
