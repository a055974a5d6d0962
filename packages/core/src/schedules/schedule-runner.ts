import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { EventOutbox } from '../events/event-outbox.js';
import { actionsOf } from '../leads/cadence.js';
import { isExpired } from '../leads/intake-values.js';
import type { LeadService } from '../leads/lead-service.js';
import type { LeadRow } from '../leads/lead-store.js';
import type { SchedulePhase } from '../leads/leads.resource.js';
import type { PoolUpkeep, UpkeepReport } from '../numbers/pool-upkeep.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallbackRunner } from './callback-runner.js';
import type { RetargetRunner } from './retarget-runner.js';
import type { ScheduleActions } from './schedule-actions.js';
import { outcomeValues, type StepOutcome } from './step-outcome.js';
import { expiredTrigger, firingTrigger } from './triggers.js';

export interface ScheduleRunnerDeps {
  db: Kysely<DB>;
  clock: Clock;
  companies: CompanyService;
  leads: LeadService;
  actions: ScheduleActions;
  /** Places scheduled callbacks when due (callback-runner.ts); each pass of `runDue` runs it once first. */
  callbacks?: Pick<CallbackRunner, 'runDue'>;
  /** Runs lead retargets whose run_at has come (retarget-runner.ts); each pass of `runDue` runs it once first. */
  retargets?: Pick<RetargetRunner, 'runDue'>;
  /** Ring pool stockpiles and idle numbers (numbers/pool-upkeep.ts): a pass now and then, from the loop. */
  pools?: Pick<PoolUpkeep, 'runIfDue'>;
  /** The events the runner causes (lead_timer_elapsed), in the transaction of the step it writes. */
  outbox?: Pick<EventOutbox, 'emit'>;
}

export interface RunOptions {
  /** Origin carriers reach Leadline at, for the calls dial actions place (the server's public URL). */
  callbackBaseUrl?: string;
  signal?: AbortSignal;
}

export interface ScheduleWorkerOptions extends Omit<RunOptions, 'signal'> {
  /** How often to look for due leads when idle, in ms (default 1000). */
  pollMs?: number;
  onError?: (error: unknown) => void;
  /** What a ring pool upkeep pass rented, released, or could not (for the log). */
  onPoolUpkeep?: (report: UpkeepReport) => void;
}

export interface ScheduleWorker {
  stop(): Promise<void>;
}

/** A process that dies mid-action leaves its lead claimed this long; then any runner takes it again. */
const LEASE_MS = 5 * 60_000;
/** Actions run back to back on one lead while each leaves it due at once (skips, token changes, uploads). */
const MAX_STEPS_PER_CLAIM = 20;
const BATCH = 50;
/** The actions that set a timer: when the lead is due again, the timer elapsed (trigger timer_elapsed). */
const TIMER_ACTIONS = ['wait', 'schedule_callback'];
/** An inactive schedule's leads are looked at again this often, so they resume once it is active. */
const INACTIVE_RETRY_MS = 15 * 60_000;
/** A step that threw (the database went away mid-step) is tried again this much later. */
const FAILED_STEP_RETRY_MS = 5 * 60_000;

/**
 * Works schedule leads through their actions (docs/schedules.md): finds leads
 * whose next_action_at has come, claims each with a conditional update so two
 * runners never act on one lead at once, checks expiry and the end-of-schedule
 * triggers, runs the action at the lead's step, and writes where the lead goes
 * next with its change log.
 */
export class ScheduleRunner {
  private readonly runners = new Set<() => void>();

  constructor(private readonly deps: ScheduleRunnerDeps) {}

  /**
   * Places the due scheduled callbacks, then runs every due action until no
   * lead is due (leads the run makes due now are run too). For tests and
   * one-shot scripts; returns how many steps ran (callbacks acted on count as steps).
   */
  async runDue(options: RunOptions = {}): Promise<number> {
    let steps =
      ((await this.deps.callbacks?.runDue(options)) ?? 0) +
      ((await this.deps.retargets?.runDue(options)) ?? 0);
    for (;;) {
      const due = await this.due(this.deps.clock.now());
      let claimed = 0;
      for (const lead of due) {
        if (options.signal?.aborted) return steps;
        if (!(await this.claim(lead.companyId, lead.id))) continue;
        claimed++;
        steps += await this.work(lead.companyId, lead.id, options);
      }
      if (claimed === 0) return steps;
    }
  }

  /** A polling loop in this process; `wake()` (a lead made due here) skips its sleep. */
  start(options: ScheduleWorkerOptions = {}): ScheduleWorker {
    const abort = new AbortController();
    let wakeUp: (() => void) | undefined;
    let woken = false;
    const wake = () => {
      woken = true;
      wakeUp?.();
    };
    this.runners.add(wake);
    const loop = (async () => {
      while (!abort.signal.aborted) {
        woken = false;
        try {
          await this.runDue({ ...options, signal: abort.signal });
        } catch (error) {
          options.onError?.(error);
        }
        try {
          const upkeep = await this.deps.pools?.runIfDue();
          if (upkeep) options.onPoolUpkeep?.(upkeep);
        } catch (error) {
          options.onError?.(error);
        }
        if (woken || abort.signal.aborted) continue;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, options.pollMs ?? 1000);
          wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wakeUp = undefined;
      }
    })();
    return {
      stop: async () => {
        abort.abort();
        wake();
        await loop;
        this.runners.delete(wake);
      },
    };
  }

  /** Wakes this process's runners (a lead was made due now). */
  wake(): void {
    for (const w of this.runners) w();
  }

  /** Leads due now, oldest first, across companies (the partial index leads_schedule_due). */
  private async due(now: number): Promise<{ id: number; companyId: number }[]> {
    const rows = await this.deps.db
      .selectFrom('leads')
      .select(['id', 'company_id'])
      .where('schedule_id', 'is not', null)
      .where(dueAndFree(now))
      .orderBy('next_action_at')
      .limit(BATCH)
      .execute();
    return rows.map((r) => ({ id: r.id, companyId: r.company_id }));
  }

  private async claim(companyId: number, id: number): Promise<boolean> {
    const now = this.deps.clock.now();
    const result = await new TenantScope(this.deps.db, companyId)
      .updateTable('leads')
      .set({ schedule_claimed_until: now + LEASE_MS })
      .where('id', '=', id)
      .where(dueAndFree(now))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Runs the claimed lead's due steps; every write gives the claim back. Returns the steps run. */
  private async work(companyId: number, id: number, options: RunOptions): Promise<number> {
    const company = await this.deps.companies.get(companyId);
    const ctx: TenantContext = {
      ...systemContext(company),
      actor: { type: 'system', id: null, name: 'schedule runner' },
    };
    let steps = 0;
    for (;;) {
      const lead = (await new TenantScope(this.deps.db, companyId)
        .selectFrom('leads')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst()) as LeadRow | undefined;
      if (!lead) return steps;
      const now = this.deps.clock.now();
      let after: LeadRow | undefined;
      try {
        const timer = await this.elapsedTimer(companyId, lead);
        const { outcome, actionId } = await this.step(ctx, lead, now, options);
        steps++;
        after = await this.write(ctx, lead, actionId, outcome, now, timer);
      } catch (error) {
        await this.write(
          ctx,
          lead,
          null,
          { kind: 'retry', at: now + FAILED_STEP_RETRY_MS, error: String(error) },
          now,
        );
        throw error;
      }
      const again =
        after?.status === 'scheduled' &&
        after.next_action_at !== null &&
        Number(after.next_action_at) <= this.deps.clock.now();
      if (!again || steps >= MAX_STEPS_PER_CLAIM || options.signal?.aborted) return steps;
      if (!(await this.claim(companyId, id))) return steps;
    }
  }

  /** What the lead's step does: end or move on for expiry, a trigger or the phase's end, else its action. */
  private async step(
    ctx: TenantContext,
    lead: LeadRow,
    now: number,
    options: RunOptions,
  ): Promise<{ outcome: StepOutcome; actionId: number | null }> {
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const none = (outcome: StepOutcome) => ({ outcome, actionId: null });
    const scheduleId = Number(lead.schedule_id);
    const schedule = await scope
      .selectFrom('schedules')
      .selectAll()
      .where('id', '=', scheduleId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!schedule) {
      return none({ kind: 'end', reason: 'removed', status: 'disabled', error: 'The schedule was deleted' });
    }
    if (decodeValue('boolean', schedule.active) === false) {
      return none({ kind: 'retry', at: now + INACTIVE_RETRY_MS, error: 'The schedule is inactive' });
    }
    const phase = (lead.schedule_phase ?? 'cadence') as SchedulePhase;
    if (phase === 'cadence') {
      if (isExpired(lead, now)) {
        const trigger = await expiredTrigger(scope, scheduleId);
        return none(
          trigger ? this.toEnd(trigger.schedule_action_group_id, now) : { kind: 'end', reason: 'expired' },
        );
      }
      const trigger = await firingTrigger(scope, scheduleId, lead);
      if (trigger) return none(this.toEnd(trigger.schedule_action_group_id, now));
    }
    const groupId = lead.end_of_schedule_group_id === null ? null : Number(lead.end_of_schedule_group_id);
    const actions = await actionsOf(scope, scheduleId, phase, phase === 'cadence' ? null : groupId);
    const action = actions[Number(lead.schedule_step ?? 0)];
    if (!action) {
      // The end of the cadence is the end of the schedule: its end-of-schedule actions run too.
      const endActions =
        phase === 'cadence' ? await actionsOf(scope, scheduleId, 'end_of_schedule', null) : [];
      // A finished lead keeps its last action's error: it is why that action did nothing.
      const lastError = lead.last_schedule_action_error ? String(lead.last_schedule_action_error) : undefined;
      return none(
        endActions.length > 0
          ? this.toEnd(null, now)
          : { kind: 'end', reason: 'schedule_finished', error: lastError },
      );
    }
    const outcome = await this.deps.actions.run(
      { ctx, lead, schedule, callbackBaseUrl: options.callbackBaseUrl },
      action,
    );
    return { outcome, actionId: action.id };
  }

  private toEnd(groupId: unknown, now: number): StepOutcome {
    return {
      kind: 'jump',
      phase: 'end_of_schedule',
      groupId: groupId === null || groupId === undefined ? null : Number(groupId),
      at: now,
    };
  }

  /**
   * Writes the outcome and gives the claim back. A lead whose status changed
   * while its action ran (opted out, removed, blocked) keeps that status: only
   * its position is written.
   */
  private write(
    ctx: TenantContext,
    lead: LeadRow,
    actionId: number | null,
    outcome: StepOutcome,
    now: number,
    timer: number | null = null,
  ) {
    const { values, position } = outcomeValues(lead, actionId, outcome, now);
    const outbox = this.deps.outbox;
    return this.deps.leads.change(
      ctx,
      Number(lead.id),
      (fresh) =>
        fresh.status === 'scheduled'
          ? { ...values, schedule_claimed_until: null }
          : { ...position, schedule_claimed_until: null },
      {},
      // A retry (inactive schedule, failed step) is not the timer's end yet: it is told once, when the lead moves on.
      timer !== null && outbox && outcome.kind !== 'retry'
        ? async (trx) => {
            await outbox.emit(trx, ctx.company.id, {
              type: 'lead_timer_elapsed',
              recordId: Number(lead.id),
              changes: { schedule_action_id: [timer, actionId] },
            });
          }
        : undefined,
    );
  }

  /**
   * The wait or schedule_callback action whose timer the lead was waiting on,
   * now that it is due again (null: its last action was no timer).
   */
  private async elapsedTimer(companyId: number, lead: LeadRow): Promise<number | null> {
    if (lead.last_schedule_action_id == null || !this.deps.outbox) return null;
    const action = await new TenantScope(this.deps.db, companyId)
      .selectFrom('schedule_actions')
      .select(['id', 'action_type'])
      .where('id', '=', Number(lead.last_schedule_action_id))
      .executeTakeFirst();
    return action && TIMER_ACTIONS.includes(String(action.action_type)) ? action.id : null;
  }
}

/**
 * A lead the runner may take now: scheduled, not deleted, its next action
 * due, and no other runner's lease on it. The scan and the claim ask the same,
 * so a lead the scan found and another runner claimed meanwhile is not claimed twice.
 */
function dueAndFree(now: number) {
  return (eb: ExpressionBuilder<any, any>) =>
    eb.and([
      eb('status', '=', 'scheduled'),
      eb('deleted_at', 'is', null),
      eb('next_action_at', 'is not', null),
      eb('next_action_at', '<=', now),
      eb.or([eb('schedule_claimed_until', 'is', null), eb('schedule_claimed_until', '<=', now)]),
    ]);
}
