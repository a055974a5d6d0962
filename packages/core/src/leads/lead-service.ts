import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { Database } from '../db/dialects/types.js';
import { groupedTransactor } from '../db/group-commit.js';
import type { PreparedQueries } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import type { FieldErrors } from '../errors/index.js';
import type { EventOutbox } from '../events/event-outbox.js';
import { ChangeLogWriter, type RequestMeta } from '../kernel/change-log.js';
import { type ApiRecord, planColumns, rowJson, serializeRow } from '../kernel/serialize.js';
import type { ResourceService } from '../kernel/service.js';
import type { OfferBuyers } from '../routing/offer-buyers.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { type LeadAvailability, LeadAvailabilityCheck } from './availability.js';
import { type BatchResult, batchParams, submitBatch } from './batch.js';
import { CallerActions } from './caller-actions.js';
import { withCompanyLeadToken } from './company-capture.js';
import type { ContactsPort, SuppressionPort } from './compliance.js';
import { ContactFollower } from './follow-contact.js';
import { type DedupeAction, LeadIntake, type SubmitOptions } from './intake.js';
import { LeadDistributor } from './lead-distributor.js';
import { type LeadRow, LeadStore } from './lead-store.js';
import { type LeadOwner, LeadTokens } from './lead-token.js';
import { LeadUpdates } from './lead-updates.js';
import { type LeadReport, leadReport } from './reports.js';

/** What the leads service needs of the engine around it (a Leadline satisfies it). */
export interface LeadServiceDeps {
  database: Database;
  clock: Clock;
  companies: CompanyService;
  prepared: PreparedQueries;
  contacts: ContactsPort;
  suppression: SuppressionPort;
  /** The router's filters on an offer's buyers (buyer_is_available asks them). */
  offerBuyers: OfferBuyers;
  resource(plural: string): ResourceService;
  /** The transactional outbox lead writes emit their events to. */
  outbox?: EventOutbox;
  /** Draws for lead distribution's weighted split (default Math.random). */
  random?: () => number;
}

/** A submission's outcome as the API answers it. */
export interface LeadSubmissionJson {
  action: 'created' | 'updated';
  lead_id: number;
  /** The lead as `submit` would answer it, as JSON text. */
  lead_json: string;
  lead_ids: number[];
  /** What was accepted but not done as asked, by parameter (an unknown traffic_source_id). */
  warnings: FieldErrors;
}

/** A form capture's outcome: the submission, its schedule and what dedupe did. */
export interface LeadCaptureJson extends LeadSubmissionJson {
  dedupe_action: DedupeAction;
  schedule_id: number | null;
  /** The schedule the lead is enrolled in (a schedule lead_token), else null. */
  schedule: { id: number; name: string } | null;
}

export interface LeadSubmission {
  action: 'created' | 'updated';
  lead: ApiRecord;
  /** Every lead the submission changed (several with update_all_matching_leads). */
  lead_ids: number[];
}

/**
 * `leadline.leads`: lead intake and dedupe, updates, the caller actions,
 * buyer availability and reports, on top of the generic engine for leads
 * (`leadline.resource('leads')` lists, shows and builds them). Every write
 * commits with its change logs.
 *
 * @example
 *   const { lead } = await leadline.leads.submit({ lead_token, caller_id: '7193132645' });
 *   await leadline.leads.optOut(ctx, '+17193132645');
 */
export class LeadService {
  private parts?: ReturnType<LeadService['build']>;

  constructor(private readonly deps: LeadServiceDeps) {}

  /** The generic engine for leads: list, show, build. */
  get resource(): ResourceService {
    return this.deps.resource('leads');
  }

  /** POST /leads (`create`) and POST /leads/create_or_update; authenticated by the lead_token inside `raw`. */
  async submit(raw: Record<string, unknown>, options: Partial<SubmitOptions> = {}): Promise<LeadSubmission> {
    const result = await this.get().intake.submit(raw, { mode: 'create', ...options });
    return {
      action: result.action,
      lead: this.present(result.ctx, result.leads[0]!),
      lead_ids: result.leads.map((l) => Number(l.id)),
    };
  }

  /** The same submission, its lead as JSON text (the HTTP answer: no record object to stringify). */
  async submitJson(
    raw: Record<string, unknown>,
    options: Partial<SubmitOptions> = {},
  ): Promise<LeadSubmissionJson> {
    const result = await this.get().intake.submit(raw, { mode: 'create', ...options });
    const row = result.leads[0]!;
    const def = this.resource.def;
    return {
      action: result.action,
      lead_id: Number(row.id),
      lead_json: rowJson(planColumns(def), row, new Map(), result.ctx.company.time_zone),
      lead_ids: result.leads.map((l) => Number(l.id)),
      warnings: result.warnings,
    };
  }

  /**
   * POST /leads/capture, a landing page's form: a re-submitted form updates the
   * caller's open lead instead of failing, and the answer says which schedule
   * the lead is in and what dedupe did.
   */
  async captureJson(
    raw: Record<string, unknown>,
    options: Partial<SubmitOptions> = {},
    tenant?: TenantContext,
  ): Promise<LeadCaptureJson> {
    // The company's credentials stand in for a lead token (TrackDrive: "needs a company token").
    const posted = tenant ? await withCompanyLeadToken(this.deps.database.db, tenant, raw) : raw;
    const result = await this.get().intake.submit(posted, { ...options, mode: 'create_or_update' });
    const row = result.leads[0]!;
    const scheduleId = row.schedule_id === null ? null : Number(row.schedule_id);
    const schedule =
      scheduleId === null
        ? undefined
        : await new TenantScope(this.deps.database.db, result.ctx.company.id)
            .selectFrom('schedules')
            .select(['id', 'name'])
            .where('id', '=', scheduleId)
            .executeTakeFirst();
    return {
      action: result.action,
      dedupe_action: result.dedupe,
      lead_id: Number(row.id),
      lead_json: rowJson(planColumns(this.resource.def), row, new Map(), result.ctx.company.time_zone),
      lead_ids: result.leads.map((l) => Number(l.id)),
      warnings: result.warnings,
      schedule_id: scheduleId,
      schedule: schedule ? { id: schedule.id, name: String(schedule.name) } : null,
    };
  }

  /**
   * POST /leads/batch: many leads, each answered as its own POST would be
   * (`dryRun`: checked, nothing written). `input` is the request's
   * parameters (`leads`, `mode`, `dry_run`).
   */
  async submitBatch(
    input: Record<string, unknown>,
    options: Partial<SubmitOptions> = {},
  ): Promise<BatchResult[]> {
    const { leads, mode, dryRun } = batchParams(input);
    const { intake } = this.get();
    return submitBatch(
      leads,
      async (raw, o) => {
        if (dryRun) return intake.check(raw, o);
        const r = await intake.submit(raw, o);
        const lead = r.leads[0]!;
        return {
          action: r.action,
          leadId: Number(lead.id),
          callerId: String(lead.caller_id),
          warnings: r.warnings,
        };
      },
      { ...options, mode, dryRun },
    );
  }

  createOrUpdate(raw: Record<string, unknown>, options: Partial<SubmitOptions> = {}) {
    return this.submit(raw, { ...options, mode: 'create_or_update' });
  }

  async update(ctx: TenantContext, ref: string | number, raw: Record<string, unknown>, meta?: RequestMeta) {
    return this.present(ctx, await this.get().updates.update(ctx, ref, raw, meta));
  }

  async destroy(ctx: TenantContext, ref: string | number, meta?: RequestMeta) {
    return this.present(ctx, await this.get().updates.destroy(ctx, ref, meta));
  }

  async optOut(ctx: TenantContext, callerId: string, meta?: RequestMeta) {
    return this.presentAll(ctx, await this.get().callers.optOut(ctx, callerId, meta));
  }

  async remove(ctx: TenantContext, callerId: string, raw: Record<string, unknown> = {}, meta?: RequestMeta) {
    return this.presentAll(ctx, await this.get().callers.remove(ctx, callerId, raw, meta));
  }

  async moveToEndOfSchedule(
    ctx: TenantContext,
    callerId: string,
    raw: Record<string, unknown> = {},
    meta?: RequestMeta,
  ) {
    return this.presentAll(ctx, await this.get().callers.moveToEndOfSchedule(ctx, callerId, raw, meta));
  }

  /** The lead of a caller submitted with one of this company's lead tokens. */
  async byCallerNumber(ctx: TenantContext, leadToken: string, callerNumber: string, raw = {}) {
    const id = await this.get().callers.byCallerNumber(ctx, leadToken, callerNumber);
    return this.resource.show(ctx, id, raw);
  }

  buyerIsAvailable(ctx: TenantContext, ref: string | number): Promise<LeadAvailability> {
    return this.get().availability.check(ctx, ref);
  }

  reports(ctx: TenantContext, raw: Record<string, unknown> = {}): Promise<LeadReport> {
    return leadReport(this.resource, ctx, raw);
  }

  /**
   * Brings the number's open leads in line with its contact after a block,
   * unblock or opt-out made elsewhere (POST /contacts/:caller_id/caller_block):
   * they stop at once, or return to work. Returns the leads changed.
   */
  async followContact(ctx: TenantContext, callerId: string, meta?: RequestMeta) {
    return this.presentAll(ctx, await this.get().follower.follow(ctx, callerId, meta));
  }

  /**
   * Changes one lead under its row lock, with its change log (what a call or
   * a schedule step did to it): `values` reads the lead as it is now and
   * answers the changes (null: none). Returns the
   * lead as it then is, or undefined when it is gone.
   */
  async change(
    ctx: TenantContext,
    leadId: number,
    values: (lead: LeadRow) => Record<string, unknown> | null,
    meta: RequestMeta = {},
    /** Written in the change's transaction, after it (the events it causes). */
    after?: (trx: Kysely<DB>, lead: LeadRow) => Promise<void>,
  ): Promise<LeadRow | undefined> {
    const { store } = this.get();
    return this.deps.database.db.transaction().execute(async (trx) => {
      const before = await store.lock(trx, ctx, leadId);
      if (!before) return undefined;
      const change = values(before);
      const written = change ? await store.update(trx, ctx, before, change, meta) : before;
      await after?.(trx, written);
      return written;
    });
  }

  /** The offer or schedule a lead_token names, with its company (a public lead post's credential). */
  tokenOwner(token: string): Promise<LeadOwner | null> {
    return this.get().tokens.resolve(token);
  }

  /** Forgets remembered lead tokens (after deactivating an offer or schedule in this process). */
  forgetTokens(): void {
    this.parts?.tokens.forget();
  }

  /** A stored row as the API shows it, without reading it back. */
  private present(ctx: TenantContext, row: LeadRow): ApiRecord {
    const def = this.resource.def;
    return serializeRow(def, planColumns(def), row, new Map(), ctx.company.time_zone);
  }

  private presentAll(ctx: TenantContext, rows: LeadRow[]): ApiRecord[] {
    return rows.map((r) => this.present(ctx, r));
  }

  /** Built on first use, so an engine serving a catalog without leads never needs the table. */
  private get() {
    this.parts ??= this.build();
    return this.parts;
  }

  private build() {
    const { database, clock, companies, contacts, suppression, prepared, offerBuyers } = this.deps;
    const { db, dialect } = database;
    const resource = this.resource;
    const logs = new ChangeLogWriter(dialect, () => clock.now(), prepared);
    const store = new LeadStore(resource.def, dialect, clock, logs, prepared, this.deps.outbox);
    const tokens = new LeadTokens(db, companies, clock);
    const follower = new ContactFollower({ db, clock, store, contacts, suppression });
    return {
      tokens,
      follower,
      store,
      intake: new LeadIntake({
        db,
        tx: groupedTransactor(db, dialect),
        clock,
        tokens,
        store,
        companies,
        contacts,
        suppression,
        follower,
        distributor: new LeadDistributor(dialect),
        ...(this.deps.random ? { random: this.deps.random } : {}),
      }),
      updates: new LeadUpdates({
        db,
        clock,
        def: resource.def,
        resource,
        resourceOf: (plural) => this.deps.resource(plural),
        store,
        contacts,
        suppression,
        follower,
      }),
      callers: new CallerActions({ db, clock, store, tokens, contacts }),
      availability: new LeadAvailabilityCheck({ resource, buyers: offerBuyers }),
    };
  }
}
