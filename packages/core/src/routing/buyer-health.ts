import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import type { EventOutbox } from '../events/event-outbox.js';
import { jobKind } from '../jobs/job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { AUTO_PAUSE_REASON } from './buyer-health-fields.js';
import {
  countingFrom,
  decideHealth,
  FAILED_RING_OUTCOMES,
  type HealthRule,
  isFailedRing,
} from './buyer-health-rule.js';

/** The cool-down's end: the buyer paused at `pausedAt` takes calls again, unless someone changed it since. */
export const BUYER_UNPAUSE_JOB = jobKind<{ buyerId: number; pausedAt: number }>('buyers.health_unpause');

export interface BuyerHealthDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  jobs: JobQueue;
  outbox?: Pick<EventOutbox, 'emit'>;
}

/**
 * Buyer health (issue 32, item 8): each unanswered or failed ring of a buyer
 * is weighed, in the transaction that records it, against the buyer's rule;
 * the buyer row is locked first, so two processes recording rings at once
 * count each other's and only one pauses (one `buyer_auto_paused` event).
 */
export class BuyerHealth {
  constructor(private readonly deps: BuyerHealthDeps) {
    deps.jobs.register(BUYER_UNPAUSE_JOB, {
      run: async (job, run) => {
        await deps.db.transaction().execute(async (trx) => {
          if (job.companyId !== null) await this.endCooldown(trx, job.companyId, job.payload);
          await run.complete(trx);
        });
      },
    });
  }

  /** Called with a ring's outcome once its DialResult step is written in `trx`. */
  async afterRing(
    trx: Kysely<DB>,
    ctx: TenantContext,
    buyerId: number | null,
    outcome: string,
  ): Promise<void> {
    if (buyerId === null || !isFailedRing(outcome)) return;
    const { dialect, clock } = this.deps;
    const scope = new TenantScope(trx, ctx.company.id);
    let read = scope
      .selectFrom('buyers')
      .select([
        'paused',
        'auto_pause_failed_calls',
        'auto_pause_window_minutes',
        'auto_pause_cooldown_minutes',
        'auto_paused_at',
      ])
      .where('id', '=', buyerId);
    if (dialect === 'postgres') read = read.forUpdate();
    const buyer = await read.executeTakeFirst();
    if (!buyer || buyer.auto_pause_failed_calls === null || decodeValue('boolean', buyer.paused) === true)
      return;
    const rule: HealthRule = {
      threshold: buyer.auto_pause_failed_calls,
      windowMinutes: buyer.auto_pause_window_minutes ?? 60,
      cooldownMinutes: buyer.auto_pause_cooldown_minutes,
    };
    const now = clock.now();
    const lastPause = buyer.auto_paused_at;
    const counted = await scope
      .selectFrom('call_events')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('buyer_id', '=', buyerId)
      .where('event_type', '=', 'DialResult')
      .where('reason', 'in', FAILED_RING_OUTCOMES)
      .where('created_at', '>', countingFrom(rule, now, lastPause))
      .executeTakeFirstOrThrow();
    const decision = decideHealth(rule, counted.n, now);
    if (!decision.pause) return;
    await scope
      .updateTable('buyers')
      .set({
        paused: encodeValue('boolean', true, dialect),
        paused_reason: decision.reason,
        paused_reason_details: decision.details,
        auto_paused_at: now,
        auto_unpause_at: decision.unpauseAt,
        updated_at: now,
      })
      .where('id', '=', buyerId)
      .execute();
    await this.deps.outbox?.emit(trx, ctx.company.id, {
      type: 'buyer_auto_paused',
      recordId: buyerId,
      changes: { paused: [false, true], paused_reason: [null, decision.reason] },
    });
    if (decision.unpauseAt !== null) {
      await this.deps.jobs.store.enqueue(
        BUYER_UNPAUSE_JOB,
        { buyerId, pausedAt: now },
        { companyId: ctx.company.id, db: trx, dueAt: decision.unpauseAt },
      );
    }
  }

  /**
   * A buyer unpaused by hand while its health rule held it: the reason goes
   * and `buyer_unpaused` is written, in the transaction of the update.
   */
  async afterManualWrite(trx: Kysely<DB>, companyId: number, buyerId: number): Promise<void> {
    const scope = new TenantScope(trx, companyId);
    const row = await scope
      .selectFrom('buyers')
      .select(['paused', 'paused_reason'])
      .where('id', '=', buyerId)
      .executeTakeFirst();
    if (!row || row.paused_reason !== AUTO_PAUSE_REASON || decodeValue('boolean', row.paused) === true)
      return;
    await this.resume(trx, companyId, buyerId, 'by_hand');
  }

  /** The cool-down ended: the buyer resumes if it is still paused by this very pause. */
  private async endCooldown(trx: Kysely<DB>, companyId: number, p: { buyerId: number; pausedAt: number }) {
    const row = await new TenantScope(trx, companyId)
      .selectFrom('buyers')
      .select(['paused', 'paused_reason', 'auto_paused_at'])
      .where('id', '=', p.buyerId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row || row.paused_reason !== AUTO_PAUSE_REASON || Number(row.auto_paused_at) !== p.pausedAt) return;
    await this.resume(trx, companyId, p.buyerId, 'cooldown');
  }

  private async resume(trx: Kysely<DB>, companyId: number, buyerId: number, how: 'by_hand' | 'cooldown') {
    const now = this.deps.clock.now();
    // Guarded on the reason, so a second process ending the same pause changes nothing and emits nothing.
    const done = await new TenantScope(trx, companyId)
      .updateTable('buyers')
      .set({
        paused: encodeValue('boolean', false, this.deps.dialect),
        paused_reason: null,
        paused_reason_details: null,
        auto_unpause_at: null,
        updated_at: now,
      })
      .where('id', '=', buyerId)
      .where('paused_reason', '=', AUTO_PAUSE_REASON)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) return;
    await this.deps.outbox?.emit(trx, companyId, {
      type: 'buyer_unpaused',
      recordId: buyerId,
      changes: { paused_reason: [AUTO_PAUSE_REASON, null], unpaused_by: [null, how] },
    });
  }
}
