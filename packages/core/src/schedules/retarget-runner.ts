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
  /** Leads read per page (default 200). */
  pageSize?: number;
}

const PAGE = 200;
/** A scheduler that stops mid-run holds the run this long after its last lead; then another resumes it. */
const LEASE_MS = 5 * 60_000;
/** A lead's log row until its decision is written: what a run cut short between the two leaves. */
const INTERRUPTED = 'The scheduler stopped while posting this lead; it may have been added';
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

  /**
   * Starts the retargets whose run_at has come and resumes those whose
   * scheduler stopped mid-run (still running, lease over). A `signal` aborted
   * mid-run leaves the run where it is, as a process that dies would.
   */
  async runDue(options: { signal?: AbortSignal } = {}): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.deps.db
      .selectFrom('lead_retargets')
      .select(['id', 'company_id', 'paused', 'status', 'claimed_until'])
      .where('deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb.or([eb('run_at', 'is', null), eb('run_at', '<=', now)])]),
          // Before leases, a running row had none: its scheduler is gone too.
          eb.and([
            eb('status', '=', 'running'),
            eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<=', now)]),
          ]),
        ]),
      )
      .orderBy('id')
      .limit(10)
      .execute();
    let ran = 0;
    for (const row of due) {
      if (options.signal?.aborted) break;
      if (decodeValue('boolean', row.paused) === true) continue;
      const scope = new TenantScope(this.deps.db, row.company_id);
      const lease = now + LEASE_MS;
      const claimed = await scope
        .updateTable('lead_retargets')
        .set((eb) => ({
          status: 'running',
          started_at: eb.fn.coalesce('started_at', eb.val(now)),
          claimed_until: lease,
          updated_at: now,
        }))
        .where('id', '=', row.id)
        .where('status', '=', String(row.status))
        .where((eb) =>
          row.claimed_until === null
            ? eb('claimed_until', 'is', null)
            : eb('claimed_until', '=', Number(row.claimed_until)),
        )
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      ran++;
      try {
        const ended = await this.run(scope, row.id, lease, options.signal);
        if (ended)
          await this.finish(scope, row.id, { status: 'succeeded', ...(await this.counts(scope, row.id)) });
      } catch (error) {
        await this.finish(scope, row.id, {
          status: 'failed',
          error_message: errorText(error).slice(0, 1000),
          ...(await this.counts(scope, row.id)),
        });
      }
    }
    return ran;
  }

  private finish(scope: TenantScope, id: number, values: Row) {
    const now = this.deps.clock.now();
    return scope
      .updateTable('lead_retargets')
      .set({ ...values, claimed_until: null, finished_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
  }

  /** The counts as the logs tell them: exact across a resumed run. */
  private async counts(scope: TenantScope, id: number) {
    const rows = await scope
      .selectFrom('lead_retarget_logs')
      .select(['result', (eb) => eb.fn.countAll<number>().as('n')])
      .where('lead_retarget_id', '=', id)
      .groupBy('result')
      .execute();
    const matched = rows.reduce((sum, r) => sum + Number(r.n), 0);
    const enrolled = Number(rows.find((r) => r.result === 'enrolled')?.n ?? 0);
    return { matched_count: matched, enrolled_count: enrolled };
  }

  /**
   * Walks the leads after the cursor. Each matched lead is logged before it is
   * posted (as interrupted, then with its decision), and a lead already logged
   * is passed over, so a resumed run never posts a lead twice. After each
   * lead the cursor moves and the lease is renewed, fenced on the lease this
   * run holds. Returns false when the run stopped short (aborted, or another
   * scheduler took the run over).
   */
  private async run(scope: TenantScope, id: number, lease: number, signal?: AbortSignal): Promise<boolean> {
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
    let matched = Number(retarget.matched_count ?? 0);
    let enrolled = Number(retarget.enrolled_count ?? 0);
    let after = Number(retarget.cursor_lead_id ?? 0);
    let held = lease;
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
      const page = (await q
        .orderBy('id')
        .limit(this.deps.pageSize ?? PAGE)
        .execute()) as Row[];
      if (page.length === 0) return true;
      for (const lead of page) {
        if (signal?.aborted) return false;
        const result = await this.consider(scope, id, retarget, lead, {
          targetId,
          leadToken: String(target.lead_token),
          conditions,
          restart,
        });
        if (result !== null) matched++;
        if (result === 'enrolled') enrolled++;
        after = Number(lead.id);
        const renewed = this.deps.clock.now() + LEASE_MS;
        const moved = await scope
          .updateTable('lead_retargets')
          .set({
            cursor_lead_id: after,
            claimed_until: renewed,
            matched_count: matched,
            enrolled_count: enrolled,
          })
          .where('id', '=', id)
          .where('status', '=', 'running')
          .where('claimed_until', '=', held)
          .executeTakeFirst();
        if (Number(moved.numUpdatedRows) !== 1) return false;
        held = renewed;
      }
    }
  }

  /** One lead: null when it does not match (no log row), else what was logged for it. */
  private async consider(
    scope: TenantScope,
    id: number,
    retarget: Row,
    lead: Row,
    run: {
      targetId: number;
      leadToken: string;
      conditions: ReturnType<typeof readConditions>;
      restart: boolean;
    },
  ): Promise<RetargetDecision['result'] | null> {
    // The target schedule's own new leads (made by this run) are not retargeted again.
    if (Number(lead.schedule_id) === run.targetId && Number(lead.created_at) >= Number(retarget.started_at))
      return null;
    if (!matchesAll(run.conditions, leadValues(lead as never))) return null;
    const logged = await scope
      .selectFrom('lead_retarget_logs')
      .select('id')
      .where('lead_retarget_id', '=', id)
      .where('lead_id', '=', Number(lead.id))
      .executeTakeFirst();
    // Logged by the run before it stopped: done, or maybe posted; never posted twice.
    if (logged) return null;
    const log = await scope
      .insertInto('lead_retarget_logs', {
        ...newRowStamps(this.deps.clock.now()),
        lead_retarget_id: id,
        lead_id: Number(lead.id),
        schedule_id: run.targetId,
        result: 'failed',
        reason: INTERRUPTED,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const live = await scope
      .selectFrom('leads')
      .select('id')
      .where('schedule_id', '=', run.targetId)
      .where('caller_id', '=', String(lead.caller_id))
      .where('status', 'in', [...ACTIVE_STATUSES])
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    let decision: RetargetDecision = retargetDecision(lead, {
      onTarget: live !== undefined,
      restart: run.restart,
    });
    if (decision.result === 'enrolled') decision = await this.enrol(lead, run.leadToken, run.restart);
    await scope
      .updateTable('lead_retarget_logs')
      .set({ result: decision.result, reason: decision.reason ?? null, updated_at: this.deps.clock.now() })
      .where('id', '=', Number(log.id))
      .execute();
    return decision.result;
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
