import type { Kysely } from 'kysely';
import type { DialGuards } from '../calls/dial-guards.js';
import type { MakeCallService } from '../calls/make-call.js';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError, problemsOf } from '../errors/index.js';
import type { StateRules } from '../state-rules/state-rules.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { isTimeZone } from '../time/zones.js';
import { type CallbackStep, callbackEnd, callbackVerdict } from './callback-step.js';

export interface CallbackRunnerDeps {
  db: Kysely<DB>;
  clock: Clock;
  companies: CompanyService;
  makeCalls: MakeCallService;
  guards: DialGuards;
  stateRules: StateRules;
  suppression: SuppressionService;
  /** How long after its time a callback not yet placed is still placed (default 1 hour); later it is missed. */
  graceMs?: number;
}

/** A runner that dies between its claim and the call's record leaves the callback this long. */
const LEASE_MS = 5 * 60_000;
const BATCH = 50;
export const DEFAULT_CALLBACK_GRACE_MS = 60 * 60_000;
/** An inactive schedule's callbacks are looked at again this often. */
const INACTIVE_RETRY_MS = 15 * 60_000;
/** A carrier over its calls_per_second is asked again this soon. */
const RATE_RETRY_MS = 1000;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const errorText = (e: unknown) =>
  isLeadlineError(e) ? problemsOf(e.errors) || e.message : e instanceof Error ? e.message : String(e);

type Row = Record<string, unknown>;

/**
 * Places scheduled callbacks when they are due (docs/schedules.md, Callbacks):
 * claims each with a conditional update (scheduled → calling), so two runners
 * never dial one callback, re-checks the schedule's rules as its Dial action
 * does, places the call through make_call, and books how it ended once the
 * call has ended (completed when answered, else failed).
 */
export class CallbackRunner {
  constructor(private readonly deps: CallbackRunnerDeps) {}

  /** One pass: ended calls booked, stale claims failed, due callbacks placed. Returns the callbacks acted on. */
  async runDue(options: { callbackBaseUrl?: string; signal?: AbortSignal } = {}): Promise<number> {
    // Without a URL carriers can reach, no call can be placed: callbacks wait for a runner that has one.
    if (!options.callbackBaseUrl) return 0;
    let acted = (await this.finishEnded()) + (await this.failAbandoned());
    const now = this.deps.clock.now();
    const due = await this.deps.db
      .selectFrom('scheduled_callbacks')
      .select(['id', 'company_id'])
      .where('status', '=', 'scheduled')
      .where('deleted_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    for (const row of due) {
      if (options.signal?.aborted) break;
      if (await this.place(row.company_id, row.id, options.callbackBaseUrl)) acted++;
    }
    return acted;
  }

  /**
   * Callbacks whose call has ended: completed when someone answered, else
   * scheduled again while attempts are left (callbackEnd), else failed with
   * the call's cause. Only ended calls are booked, and the next attempt is
   * claimed as the first was, so one callback never has two live calls.
   */
  private async finishEnded(): Promise<number> {
    const ended = await this.deps.db
      .selectFrom('scheduled_callbacks as sc')
      .innerJoin('calls', (j) =>
        j.onRef('calls.company_id', '=', 'sc.company_id').onRef('calls.id', '=', 'sc.call_id'),
      )
      .select([
        'sc.id',
        'sc.company_id',
        'sc.attempts_count',
        'sc.attempts_base',
        'sc.max_attempts',
        'sc.retry_delay_minutes',
        'calls.answered_at',
        'calls.ended_at',
        'calls.status as call_status',
        'calls.hangup_cause',
      ])
      .where('sc.status', '=', 'calling')
      .where('calls.ended_at', 'is not', null)
      .limit(BATCH)
      .execute();
    let n = 0;
    for (const row of ended) {
      const end = callbackEnd({
        answered: row.answered_at !== null,
        cause: row.hangup_cause ? String(row.hangup_cause) : String(row.call_status),
        endedAt: Number(row.ended_at),
        attempts: Number(row.attempts_count ?? 0) - Number(row.attempts_base ?? 0),
        maxAttempts: num(row.max_attempts) ?? 1,
        retryDelayMinutes: num(row.retry_delay_minutes) ?? 15,
      });
      const done = await new TenantScope(this.deps.db, row.company_id)
        .updateTable('scheduled_callbacks')
        .set(
          end.status === 'scheduled'
            ? { status: 'scheduled', next_attempt_at: end.at, status_reason: end.reason, claimed_until: null }
            : {
                status: end.status,
                completed_at: num(row.ended_at),
                status_reason: end.status === 'failed' ? end.reason : null,
                claimed_until: null,
              },
        )
        .where('id', '=', row.id)
        .where('status', '=', 'calling')
        .executeTakeFirst();
      n += Number(done.numUpdatedRows);
    }
    return n;
  }

  /**
   * Claims whose runner died before the call was recorded. Failed, not tried
   * again: the call may have gone out, and a lead called twice is worse than
   * a callback the operator sees failed and moves.
   */
  private async failAbandoned(): Promise<number> {
    const now = this.deps.clock.now();
    const stale = await this.deps.db
      .selectFrom('scheduled_callbacks')
      .select(['id', 'company_id'])
      .where('status', '=', 'calling')
      .where('call_id', 'is', null)
      .where('claimed_until', '<=', now)
      .limit(BATCH)
      .execute();
    let n = 0;
    for (const row of stale) {
      const done = await new TenantScope(this.deps.db, row.company_id)
        .updateTable('scheduled_callbacks')
        .set({
          status: 'failed',
          status_reason: 'The scheduler stopped while placing the call; it may or may not have gone out',
          claimed_until: null,
        })
        .where('id', '=', row.id)
        .where('status', '=', 'calling')
        .where('call_id', 'is', null)
        .executeTakeFirst();
      n += Number(done.numUpdatedRows);
    }
    return n;
  }

  /** Claims the callback and places it, or says why not. False: another runner had it. */
  private async place(companyId: number, id: number, callbackBaseUrl: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const scope = new TenantScope(this.deps.db, companyId);
    const claimed = await scope
      .updateTable('scheduled_callbacks')
      // call_id cleared: a retry's last call has ended, and finishEnded must not book it again.
      .set({ status: 'calling', claimed_until: now + LEASE_MS, call_id: null })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .where('deleted_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return false;
    const callback = (await scope
      .selectFrom('scheduled_callbacks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as Row;
    const company = await this.deps.companies.get(companyId);
    const ctx: TenantContext = {
      ...systemContext(company),
      actor: { type: 'system', id: null, name: 'callback runner' },
    };
    let step: CallbackStep;
    try {
      step = await this.attempt(ctx, callback, now, callbackBaseUrl);
    } catch (error) {
      step = { kind: 'failed', reason: errorText(error) };
    }
    await this.write(scope, id, step);
    return true;
  }

  private async write(scope: TenantScope, id: number, step: CallbackStep): Promise<void> {
    const values =
      step.kind === 'placed'
        ? { call_id: step.callId, status_reason: null }
        : step.kind === 'later'
          ? { status: 'scheduled', next_attempt_at: step.at, status_reason: step.reason }
          : { status: step.kind, status_reason: step.reason.slice(0, 1000) };
    await scope
      .updateTable('scheduled_callbacks')
      .set((eb) => ({
        ...values,
        claimed_until: null,
        ...(step.kind === 'placed' ? { attempts_count: eb('attempts_count', '+', 1) } : {}),
      }))
      .where('id', '=', id)
      .where('status', '=', 'calling')
      .execute();
  }

  /** What the claimed callback comes to: placed, put off, missed or failed (callback-step.ts decides the rules' part). */
  private async attempt(
    ctx: TenantContext,
    callback: Row,
    now: number,
    baseUrl: string,
  ): Promise<CallbackStep> {
    const graceMs = this.deps.graceMs ?? DEFAULT_CALLBACK_GRACE_MS;
    const dueAt = Number(callback.next_attempt_at);
    if (now - dueAt > graceMs) {
      return {
        kind: 'missed',
        reason: `Not placed within ${Math.round(graceMs / 60_000)} minutes of its time (was the scheduler running?)`,
      };
    }
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const lead = await scope
      .selectFrom('leads')
      .select(['id', 'caller_id', 'schedule_id', 'state_province', 'time_zone', 'tokens', 'offer_id'])
      .where('id', '=', Number(callback.lead_id))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!lead) return { kind: 'failed', reason: 'The lead no longer exists' };
    const scheduleId = num(callback.schedule_id) ?? num(lead.schedule_id);
    if (scheduleId === null)
      return { kind: 'failed', reason: 'Neither the callback nor its lead has a schedule' };
    const schedule = await scope
      .selectFrom('schedules')
      .selectAll()
      .where('id', '=', scheduleId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!schedule) return { kind: 'failed', reason: `Schedule ${scheduleId} no longer exists` };
    if (decodeValue('boolean', schedule.active) === false) {
      return { kind: 'later', at: now + INACTIVE_RETRY_MS, reason: `Schedule ${scheduleId} is inactive` };
    }
    const number = callback.caller_number ? String(callback.caller_number) : String(lead.caller_id);
    const offerId = num(callback.offer_id) ?? num(schedule.offer_id) ?? num(lead.offer_id);
    const rules = await this.deps.stateRules.check(ctx, {
      number,
      stateProvince: lead.state_province,
      timeZone: lead.time_zone,
      offerId,
      tokens: lead.tokens,
      channel: 'call',
      daylight: {
        open: schedule.daylight_hours_open,
        close: schedule.daylight_hours_close,
        fallbackZone: isTimeZone(schedule.time_zone) ? schedule.time_zone : ctx.company.time_zone,
      },
    });
    if (!rules.allowed && rules.rule.kind !== 'daylight_hours') {
      await this.deps.stateRules.logBlock(ctx, rules, {
        number,
        leadId: Number(lead.id),
        offerId,
        scheduleId,
        channel: 'call',
      });
    }
    const suppression = rules.allowed
      ? await this.deps.suppression.check(ctx, {
          number,
          offerId,
          scheduleId,
          leadId: Number(lead.id),
          checkType: 'outbound_call',
        })
      : { allowed: true, reason: null };
    const heldUntil = await this.deps.guards.heldUntil(ctx.company.id, number);
    const verdict = callbackVerdict({ now, rules, suppression, heldUntil });
    if (verdict) return verdict;
    try {
      const call = await this.deps.makeCalls.makeCall(
        ctx,
        number === String(lead.caller_id)
          ? { lead_id: Number(lead.id), schedule_id: scheduleId }
          : { to: number, schedule_id: scheduleId },
        { callbackBaseUrl: baseUrl, stateRulesChecked: true, offerId },
      );
      return { kind: 'placed', callId: Number(call.id) };
    } catch (e) {
      if (isLeadlineError(e) && e.code === 'rate_limited') {
        return {
          kind: 'later',
          at: now + RATE_RETRY_MS,
          reason: 'The carrier account is at its calls_per_second',
        };
      }
      return { kind: 'failed', reason: `Not placed: ${errorText(e)}` };
    }
  }
}
