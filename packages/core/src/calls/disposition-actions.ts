import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { ContactService } from '../contacts/contact-service.js';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError } from '../errors/index.js';
import type { ResourceService } from '../kernel/service.js';
import type { LeadService } from '../leads/lead-service.js';
import type { SuppressionService } from '../suppression/suppression-service.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallTrace } from './call-trace.js';

/** What a disposition's flags ask for, in the order they run. */
export const DISPOSITION_ACTIONS = [
  'call_action_apply_opt_out',
  'apply_block_caller',
  'apply_add_to_schedule_suppression',
  'delete_scheduled_callbacks',
  'schedule_callback_now',
  'apply_end_of_schedule',
] as const;
export type DispositionAction = (typeof DISPOSITION_ACTIONS)[number];

/** The flags set on a disposition row, in running order (a pure reading of the row). */
export function dispositionActions(disposition: Record<string, unknown>): DispositionAction[] {
  return DISPOSITION_ACTIONS.filter((flag) => decodeValue('boolean', disposition[flag]) === true);
}

export interface DispositionActionDeps {
  db: Kysely<DB>;
  clock: Clock;
  contacts: Pick<ContactService, 'block'>;
  leads: Pick<LeadService, 'optOut' | 'moveToEndOfSchedule'>;
  suppression: Pick<SuppressionService, 'callerBlock'>;
  trace: Pick<CallTrace, 'write'>;
  resource(plural: string): ResourceService;
}

/** One action's result as the trace tells it: done, or passed over with why. */
type Outcome = { action: DispositionAction; result: 'done' | 'skipped' | 'failed'; detail?: string };

/**
 * The actions of a disposition applied to a call (issue 32, item 2): opt-out,
 * company blacklist, the schedule's suppression lists, scheduled callbacks
 * dropped or added, end of schedule, each through the service the API uses
 * for the same thing. Run once per application (a new disposition on the
 * call), after it is saved; what each did is one Disposition step of the
 * call's trace and log. One failing action does not stop the others.
 */
export class DispositionActions {
  constructor(private readonly deps: DispositionActionDeps) {}

  async apply(ctx: TenantContext, callId: number, dispositionId: number): Promise<Outcome[]> {
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const [disposition, call] = await Promise.all([
      scope.selectFrom('call_dispositions').selectAll().where('id', '=', dispositionId).executeTakeFirst(),
      scope
        .selectFrom('calls')
        .select(['id', 'caller_number', 'lead_id', 'schedule_id', 'offer_id', 'buyer_id'])
        .where('id', '=', callId)
        .executeTakeFirst(),
    ]);
    if (!disposition || !call) return [];
    const actions = dispositionActions(disposition);
    if (actions.length === 0) return [];
    // The disposition's author chose these effects; they run with the engine's rights, as schedule actions do.
    const system = systemContext(ctx.company);
    const outcomes: Outcome[] = [];
    for (const action of actions) {
      try {
        outcomes.push(await this.run(system, action, call));
      } catch (error) {
        const detail = isLeadlineError(error)
          ? error.message
          : error instanceof Error
            ? error.message
            : String(error);
        outcomes.push({ action, result: 'failed', detail: detail.slice(0, 500) });
      }
    }
    await this.deps.db.transaction().execute((trx) =>
      this.deps.trace.write(trx, ctx.company.id, callId, [
        {
          type: 'Disposition',
          reason: disposition.key ?? '',
          detail: { call_disposition_id: dispositionId, actions: outcomes },
        },
      ]),
    );
    return outcomes;
  }

  private async run(
    ctx: TenantContext,
    action: DispositionAction,
    call: {
      caller_number: unknown;
      lead_id: unknown;
      schedule_id: unknown;
      offer_id: unknown;
      buyer_id: unknown;
    },
  ): Promise<Outcome> {
    const caller = call.caller_number == null ? null : String(call.caller_number);
    const leadId = call.lead_id == null ? null : Number(call.lead_id);
    const scheduleId = call.schedule_id == null ? null : Number(call.schedule_id);
    if (caller === null && action !== 'delete_scheduled_callbacks' && action !== 'schedule_callback_now') {
      return { action, result: 'skipped', detail: 'the call has no caller number' };
    }
    switch (action) {
      case 'call_action_apply_opt_out':
        await this.deps.leads.optOut(ctx, caller!);
        return { action, result: 'done' };
      case 'apply_block_caller':
        await this.deps.contacts.block(ctx, caller!);
        return { action, result: 'done' };
      case 'apply_add_to_schedule_suppression': {
        if (scheduleId === null) return { action, result: 'skipped', detail: 'the call has no schedule' };
        const lists = await this.scheduleLists(ctx, scheduleId);
        if (lists.length === 0)
          return { action, result: 'skipped', detail: 'the schedule has no suppression list' };
        for (const list of lists) {
          await this.deps.suppression.callerBlock(ctx, list, { caller_ids: [caller!.replace(/^\+/, '')] });
        }
        return { action, result: 'done', detail: `suppression lists ${lists.join(', ')}` };
      }
      case 'delete_scheduled_callbacks': {
        if (leadId === null) return { action, result: 'skipped', detail: 'the call has no lead' };
        const scope = new TenantScope(this.deps.db, ctx.company.id);
        const pending = await scope
          .selectFrom('scheduled_callbacks')
          .select('id')
          .where('lead_id', '=', leadId)
          .where('status', '=', 'scheduled')
          .where('deleted_at', 'is', null)
          .execute();
        const callbacks = this.deps.resource('scheduled_callbacks');
        for (const row of pending) await callbacks.destroy(ctx, row.id);
        return { action, result: 'done', detail: `${pending.length} deleted` };
      }
      case 'schedule_callback_now': {
        if (leadId === null) return { action, result: 'skipped', detail: 'the call has no lead' };
        const created = await this.deps.resource('scheduled_callbacks').create(ctx, {
          lead_id: leadId,
          callback_at: this.deps.clock.now(),
          schedule_id: scheduleId,
          offer_id: call.offer_id == null ? null : Number(call.offer_id),
          buyer_id: call.buyer_id == null ? null : Number(call.buyer_id),
          notes: 'Scheduled by a call disposition (schedule_callback_now)',
        });
        return { action, result: 'done', detail: `scheduled callback ${created.id}` };
      }
      case 'apply_end_of_schedule': {
        if (scheduleId === null) return { action, result: 'skipped', detail: 'the call has no schedule' };
        try {
          await this.deps.leads.moveToEndOfSchedule(ctx, caller!, { schedule_id: scheduleId });
        } catch (error) {
          if (isLeadlineError(error) && error.code === 'not_found') {
            return { action, result: 'skipped', detail: 'no open lead of the caller on the schedule' };
          }
          throw error;
        }
        return { action, result: 'done' };
      }
    }
  }

  /** The suppression lists attached to a schedule, either way they can be attached. */
  private async scheduleLists(ctx: TenantContext, scheduleId: number): Promise<number[]> {
    const db = this.deps.db;
    const scope = new TenantScope(db, ctx.company.id);
    const [byList, bySchedule] = await Promise.all([
      scope
        .selectFrom('record_links')
        .select('owner_id as id')
        .where('owner_table', '=', 'buyer_suppressions')
        .where('field', '=', 'schedule_ids')
        .where('target_id', '=', scheduleId)
        .execute(),
      scope
        .selectFrom('record_links')
        .select('target_id as id')
        .where('owner_table', '=', 'schedules')
        .where('owner_id', '=', scheduleId)
        .where('field', '=', 'buyer_suppression_ids')
        .execute(),
    ]);
    const ids = [...new Set([...byList, ...bySchedule].map((r) => r.id))];
    if (ids.length === 0) return [];
    const live = await scope
      .selectFrom('buyer_suppressions')
      .select('id')
      .where('id', 'in', ids)
      .where('deleted_at', 'is', null)
      .execute();
    return live.map((r) => r.id).sort((a, b) => a - b);
  }
}
