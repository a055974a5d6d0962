import type { Kysely } from 'kysely';
import type { LiveCallStage } from '../carriers/carrier.js';
import { CarrierError } from '../carriers/carrier.js';
import { type CarrierAccounts, carrierFailure } from '../carriers/carrier-accounts.js';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import type { RequestMeta } from '../kernel/change-log.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { type CallStatus, isFinal } from './call-progress.js';
import type { CallRow, CallStore } from './call-store.js';

const LIVE: LiveCallStage[] = ['queued', 'ringing', 'in_progress'];

/**
 * DELETE /calls/:id and DELETE /contacts/:id/calls: ends a call, or every
 * call of a number, that has not ended: at its carrier first, then on the
 * record (`hung_up_by_api`). A call the carrier no longer has is over already
 * and is closed on the record too.
 */
export class CallHangups {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      clock: Clock;
      carriers: CarrierAccounts;
      store: CallStore;
      calls: () => ResourceService;
      /** Told when a call was ended here: a slot it held goes to the hold queue. */
      onCallEnded?: (ctx: TenantContext, call: CallRow) => Promise<void>;
    },
  ) {}

  /** How many calls were ended. */
  async hangUpNumber(ctx: TenantContext, number: string, meta: RequestMeta = {}): Promise<number> {
    const live = await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('calls')
      .select(['id', 'status', 'call_sid', 'integration_id', 'callback_url'])
      .where('caller_number', '=', number)
      .where('status', 'in', LIVE)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    let ended = 0;
    for (const call of live) if (await this.end(ctx, call, meta)) ended++;
    return ended;
  }

  /** DELETE /calls/:id: ends the call if it has not ended; the call's id. */
  async hangUpCall(ctx: TenantContext, ref: string | number, meta: RequestMeta = {}): Promise<number> {
    requireAccess(ctx.permissions, 'calls', 'write');
    const call = await this.deps
      .calls()
      .findRow(ctx, ref, ['id', 'status', 'call_sid', 'integration_id', 'callback_url']);
    if (!isFinal(call.status as CallStatus)) await this.end(ctx, call, meta);
    return Number(call.id);
  }

  /** Ends one call at its carrier, then on the record; false when it had ended meanwhile. */
  private async end(ctx: TenantContext, call: Record<string, unknown>, meta: RequestMeta): Promise<boolean> {
    const stage = call.status as LiveCallStage;
    // A simulated call (POST /calls/simulate) is at no carrier.
    const simulated = String(call.callback_url ?? '').startsWith('simulated://');
    if (call.call_sid !== null && call.integration_id !== null && !simulated) {
      const account = await this.deps.carriers.choose(ctx, { integrationId: Number(call.integration_id) });
      try {
        await account?.run((carrier) => carrier.hangUp(String(call.call_sid), stage));
      } catch (error) {
        if (!(error instanceof CarrierError && error.notFound)) throw carrierFailure(error, 'id');
      }
    }
    let closed = false;
    const after = await this.deps.store.change(
      ctx,
      Number(call.id),
      (row) => {
        // A status callback may have ended it while the carrier was asked.
        if (isFinal(row.status as CallStatus)) return null;
        closed = true;
        return {
          status: row.status === 'in_progress' ? 'completed' : 'canceled',
          ended_at: this.deps.clock.now(),
          hangup_cause: 'hung_up_by_api',
        };
      },
      meta,
    );
    if (closed && after) await this.deps.onCallEnded?.(ctx, after);
    return closed;
  }
}
