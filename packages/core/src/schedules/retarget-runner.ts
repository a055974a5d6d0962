import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import { newRowStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError, problemsOf } from '../errors/index.js';
import type { LeadService } from '../leads/lead-service.js';
import { ACTIVE_STATUSES } from '../leads/statuses.js';
import type { CompanyService } from '../tenancy/companies.js';
import { TenantScope } from '../tenancy/scope.js';
import { leadValues, matchesAll, readConditions } from './conditions.js';
import { type RetargetDecision, retargetDecision } from './retarget-decision.js';

export interface RetargetRunnerDeps {
  db: Kysely<DB>;
  clock: Clock;
  companies: CompanyService;
  leads: Pick<LeadService, 'submit'>;
}

const PAGE = 200;
const CONTACT_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'address',
  'city',
  'zip_postal_code',
  'time_zone',
];
const errorText = (e: unknown) =>
  isLeadlineError(e) ? problemsOf(e.errors) || e.message : e instanceof Error ? e.message : String(e);

type Row = Record<string, unknown>;

/**
 * Runs lead retargets whose run_at has come (docs/leads.md, Retargeting):
 * claims each (pending → running, one conditional update), walks the leads its
 * filters select, and for each that matches its token filters decides
 * (`retarget-decision.ts`): added to the target schedule as a new lead of it
 * (lead intake: dedupe and suppression apply), or skipped or failed with why.
 * Every decision is one lead_retarget_logs row.
 */
export class RetargetRunner {
  constructor(private readonly deps: RetargetRunnerDeps) {}

  async runDue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.deps.db
      .selectFrom('lead_retargets')
      .select(['id', 'company_id', 'paused'])
      .where('status', '=', 'pending')
      .where('deleted_at', 'is', null)
      .where((eb) => eb.or([eb('run_at', 'is', null), eb('run_at', '<=', now)]))
      .orderBy('id')
      .limit(10)
      .execute();
    let ran = 0;
    for (const row of due) {
      if (decodeValue('boolean', row.paused) === true) continue;
      const scope = new TenantScope(this.deps.db, row.company_id);
      const claimed = await scope
        .updateTable('lead_retargets')
        .set({ status: 'running', started_at: now, updated_at: now })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      ran++;
      try {
        const counts = await this.run(scope, row.id);
        await this.finish(scope, row.id, { status: 'succeeded', ...counts });
      } catch (error) {
        await this.finish(scope, row.id, {
          status: 'failed',
          error_message: errorText(error).slice(0, 1000),
        });
      }
    }
    return ran;
  }

  private finish(scope: TenantScope, id: number, values: Row) {
    const now = this.deps.clock.now();
    return scope
      .updateTable('lead_retargets')
      .set({ ...values, finished_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  private async run(
    scope: TenantScope,
    id: number,
  ): Promise<{ matched_count: number; enrolled_count: number }> {
    const retarget = (await scope
      .selectFrom('lead_retargets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as Row;
    const targetId = Number(retarget.target_schedule_id);
    const target = await scope
      .selectFrom('schedules')
      .select(['id', 'lead_token'])
      .where('id', '=', targetId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!target) throw new Error(`Target schedule ${targetId} does not exist`);
    const conditions = readConditions(retarget.filters);
    const statuses = decodeValue('json', retarget.lead_statuses);
    const restart = decodeValue('boolean', retarget.restart_schedule) !== false;
    let matched = 0;
    let enrolled = 0;
    let after = 0;
    for (;;) {
      let q = scope.selectFrom('leads').selectAll().where('deleted_at', 'is', null).where('id', '>', after);
      if (retarget.offer_id != null) q = q.where('offer_id', '=', Number(retarget.offer_id));
      if (retarget.source_schedule_id != null)
        q = q.where('schedule_id', '=', Number(retarget.source_schedule_id));
      if (Array.isArray(statuses) && statuses.length > 0) q = q.where('status', 'in', statuses.map(String));
      if (retarget.leads_created_from != null)
        q = q.where('created_at', '>=', Number(retarget.leads_created_from));
      if (retarget.leads_created_to != null)
        q = q.where('created_at', '<=', Number(retarget.leads_created_to));
      const page = (await q.orderBy('id').limit(PAGE).execute()) as Row[];
      if (page.length === 0) break;
      after = Number(page.at(-1)!.id);
      for (const lead of page) {
        // The target schedule's own new leads (made by this run) are not retargeted again.
        if (Number(lead.schedule_id) === targetId && Number(lead.created_at) >= Number(retarget.started_at))
          continue;
        if (!matchesAll(conditions, leadValues(lead as never))) continue;
        matched++;
        const live = await scope
          .selectFrom('leads')
          .select('id')
          .where('schedule_id', '=', targetId)
          .where('caller_id', '=', String(lead.caller_id))
          .where('status', 'in', [...ACTIVE_STATUSES])
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        let decision: RetargetDecision = retargetDecision(lead, { onTarget: live !== undefined, restart });
        if (decision.result === 'enrolled')
          decision = await this.enrol(lead, String(target.lead_token), restart);
        if (decision.result === 'enrolled') enrolled++;
        await scope
          .insertInto('lead_retarget_logs', {
            ...newRowStamps(this.deps.clock.now()),
            lead_retarget_id: id,
            lead_id: Number(lead.id),
            schedule_id: targetId,
            result: decision.result,
            reason: decision.reason ?? null,
          })
          .execute();
      }
      await scope
        .updateTable('lead_retargets')
        .set({ matched_count: matched, enrolled_count: enrolled })
        .where('id', '=', id)
        .execute();
    }
    return { matched_count: matched, enrolled_count: enrolled };
  }

  /** The lead's caller and data, posted to the target schedule's lead token as add_to_schedule does. */
  private async enrol(lead: Row, leadToken: string, restart: boolean): Promise<RetargetDecision> {
    const raw: Row = {
      lead_token: leadToken,
      caller_id: lead.caller_id,
      data: decodeValue('json', lead.tokens) ?? {},
      restart_schedule: restart,
    };
    for (const k of CONTACT_FIELDS) if (lead[k] !== null && lead[k] !== undefined) raw[k] = lead[k];
    if (lead.state_province) raw.state = lead.state_province;
    try {
      const { lead: added } = await this.deps.leads.submit(raw);
      return added.status === 'scheduled'
        ? { result: 'enrolled', reason: `lead ${added.id}` }
        : { result: 'skipped', reason: `the schedule took the lead as ${String(added.status)}` };
    } catch (e) {
      return { result: 'failed', reason: errorText(e).slice(0, 1000) };
    }
  }
}
