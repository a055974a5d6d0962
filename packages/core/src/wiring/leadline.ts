import { sql } from 'kysely';
import { Authenticator } from '../auth/authenticator.js';
import { CallSimulator } from '../calls/call-simulator.js';
import { CallStore } from '../calls/call-store.js';
import { CallTrace } from '../calls/call-trace.js';
import { CallUpdates } from '../calls/call-updates.js';
import { CarrierCallbacks } from '../calls/carrier-callbacks.js';
import { DialGuards } from '../calls/dial-guards.js';
import { CallHangups } from '../calls/hang-ups.js';
import { InboundCalls } from '../calls/inbound-calls.js';
import { CallKeyPresses } from '../calls/key-presses.js';
import { MakeCallService } from '../calls/make-call.js';
import { CallMenus } from '../calls/menus.js';
import { RecordingRules } from '../calls/recording-rules.js';
import { secureEndpoints } from '../calls/secure-call.endpoints.js';
import { CarrierAccounts } from '../carriers/carrier-accounts.js';
import { CATALOG } from '../catalog.js';
import { type Clock, systemClock } from '../clock.js';
import { ContactService } from '../contacts/contact-service.js';
import { DataAppendService } from '../data-append/data-append-service.js';
import { decodeValue } from '../db/column-types.js';
import { CommitSignals } from '../db/commit-signals.js';
import type { Database } from '../db/dialects/types.js';
import { type MigrationReport, migrateToLatest } from '../db/migrate.js';
import { type DatabaseOptions, openDatabase } from '../db/open.js';
import { PreparedQueries } from '../db/prepared.js';
import { NumberInsertion } from '../dni/number-insertion.js';
import { isLeadlineError } from '../errors/index.js';
import { EventLog } from '../events/event-log.js';
import { EventOutbox } from '../events/event-outbox.js';
import { TABLE_EXPORT_JOB, tableExportJob } from '../exports/table-export-job.js';
import { IntegrationObjects } from '../integrations/integration-objects.js';
import { JobQueue } from '../jobs/job-queue.js';
import { ChangeLogWriter } from '../kernel/change-log.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { RecordLinks } from '../kernel/links.js';
import { CountCache } from '../kernel/query/count-cache.js';
import { ResourceRegistry } from '../kernel/registry.js';
import { resealSecrets } from '../kernel/reseal.js';
import { syncResourceTables } from '../kernel/schema-sync.js';
import { ResourceService } from '../kernel/service.js';
import { LeadService } from '../leads/lead-service.js';
import { EmailSender } from '../messaging/email-sender.js';
import { EmailUnsubscribeLinks } from '../messaging/email-unsubscribe.js';
import { InboundTexts } from '../messaging/inbound-texts.js';
import { MISSED_CALL_TEXT_JOB, MissedCallTexts } from '../messaging/missed-call-texts.js';
import { TextFlows } from '../messaging/text-flows.js';
import { SEND_TEXT_JOB, textSenderJob } from '../messaging/text-sender.js';
import { TextStatuses } from '../messaging/text-statuses.js';
import type { PrivateUrlAllowance } from '../net/address-policy.js';
import { UrlGuard } from '../net/url-guard.js';
import { PoolRenter } from '../numbers/pool-renter.js';
import { PingPostService } from '../ping-post/ping-post-service.js';
import { ReportingService } from '../reporting/reporting-service.js';
import { CallRouter } from '../routing/call-router.js';
import { OfferBuyers } from '../routing/offer-buyers.js';
import { resolveTrafficSourceFilters } from '../routing/traffic-source-afids.js';
import { ScheduleActions } from '../schedules/schedule-actions.js';
import { ScheduleRunner } from '../schedules/schedule-runner.js';
import { loadOrCreateKeyFile } from '../secrets/key-file.js';
import { SecretBox } from '../secrets/secret-box.js';
import { StateRules } from '../state-rules/state-rules.js';
import { SuppressionService } from '../suppression/suppression-service.js';
import { ApiKeyService } from '../tenancy/api-keys.js';
import { CompanyService } from '../tenancy/companies.js';
import type { TenantContext } from '../tenancy/context.js';
import { DeveloperTokenService } from '../tenancy/developer-tokens.js';
import { TenantScope } from '../tenancy/scope.js';
import { UserService } from '../tenancy/users.js';
import { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import { recordTokens } from '../webhooks/record-tokens.js';
import { WebhookEngine } from '../webhooks/webhook-engine.js';
import { type CallTraceWriter, WebhookLogWriter } from '../webhooks/webhook-log-writer.js';
import { RESOURCE_ENGINES } from './engines.js';

export interface LeadlineConfig {
  /** A SQLite file path, ':memory:', a `postgres://` URL, or an already open database. */
  database: string | Database;
  databaseOptions?: DatabaseOptions;
  clock?: Clock;
  /** Apply pending migrations on start (default true). */
  migrate?: boolean;
  /** Resources to serve (default: the whole catalog). */
  resources?: readonly ResourceDefinition[];
  /**
   * Private addresses tenant URLs may reach (`LEADLINE_ALLOW_PRIVATE_URLS`):
   * `true`, or CIDRs. Default: none — loopback, RFC 1918, link-local,
   * metadata and CGNAT targets are refused.
   */
  allowPrivateUrls?: PrivateUrlAllowance | null;
  /**
   * The keyring secrets are sealed with at rest. Default: a key file beside a
   * SQLite database file (`<file>.secret-key`, created on first start);
   * elsewhere (':memory:', PostgreSQL, an open database) a key that lives as
   * long as the process — the server always passes its configured keyring.
   */
  secrets?: SecretBox;
  /**
   * How long a verified credential is remembered (ms). Default 0: every request checks the key
   * or token, so pausing or revoking it takes effect on the next request in every process. A
   * single process may trade that for speed (`LEADLINE_AUTH_CACHE_MS`).
   */
  authCacheMs?: number;
}

/** What the engine needs beside the database and the clock. */
export interface LeadlineOptions {
  resources?: readonly ResourceDefinition[];
  allowPrivateUrls?: PrivateUrlAllowance | null;
  secrets?: SecretBox;
  authCacheMs?: number;
}

/**
 * The whole engine, embeddable: every service takes a tenant context and
 * plain data, and returns plain data or throws a LeadlineError.
 */
export class Leadline {
  readonly companies: CompanyService;
  readonly keys: ApiKeyService;
  readonly users: UserService;
  readonly tokens: DeveloperTokenService;
  readonly auth: Authenticator;
  readonly registry: ResourceRegistry;
  readonly links: RecordLinks;
  /** Durable background jobs: enqueue, handlers by kind, `runDue()`, `startWorker()`. */
  readonly jobs: JobQueue;
  /** The company's contacts: one per number, blacklist and opt-outs. */
  readonly contacts: ContactService;
  /** May this number be contacted? (blacklist, opt-outs, suppression lists) */
  readonly suppression: SuppressionService;
  /** The router's filters on an offer's buyers: attached, not paused, open, number not suppressed. */
  readonly offerBuyers: OfferBuyers;
  /** Lead intake and dedupe, caller actions, availability and reports (the generic engine serves lists). */
  readonly leads: LeadService;
  /** Inbound webhooks: pings for buyers and bids, posts for a forwarding number. */
  readonly pingPost: PingPostService;
  /** Dynamic number insertion: a ring pool number lent to a web visitor, and the impression recorded. */
  readonly numberInsertion: NumberInsertion;
  /** The companies' carrier integrations (Twilio, Telnyx, Plivo): number search, rent and unrent. */
  readonly carriers: CarrierAccounts;
  /** Rents a number for an auto_rent ring pool whose numbers are all held. */
  readonly poolRenter: PoolRenter;
  /** POST /data_appends/data_append: caller data from the carrier's lookup and Leadline's own lists, charged. */
  readonly dataAppends: DataAppendService;
  /** State compliance: whether a number may be called or texted now, and if not, until when and why. */
  readonly stateRules: StateRules;
  /** POST /schedules/make_call: an outbound call to a lead, through the carrier integration. */
  readonly makeCalls: MakeCallService;
  /** The carrier's callbacks for the calls Leadline placed: instructions on answer, progress. */
  readonly carrierCallbacks: CarrierCallbacks;
  /** The call router: an offer's eligible buyers in the order they ring, with why the others were left out. */
  readonly callRouter: CallRouter;
  /** Each call's routing trace (call_events): GET /calls/:id/events. */
  readonly callTrace: CallTrace;
  /** Pre-action (before_*) outgoing webhooks: asked before an action, they accept or reject it. */
  readonly preActions: PreActionWebhooks;
  /** Texts received on company numbers (POST /inbound_calls/:company/:provider/sms). */
  readonly inboundTexts: InboundTexts;
  /** The carriers' delivery reports of outbound texts. */
  readonly textStatuses: TextStatuses;
  /** E-mail unsubscribe links: made for each e-mail, honoured by the public unsubscribe route. */
  readonly unsubscribes: EmailUnsubscribeLinks;
  /** A tracking number rings: the carrier's signed voice and status webhooks. */
  readonly inboundCalls: InboundCalls;
  /** IVR menus: where the carrier posts a caller's keys (POST /inbound_calls/menu/:secure_token/:uuid). */
  readonly callMenus: CallMenus;
  /** POST /calls/simulate: the simulated carrier plays an inbound call through. */
  readonly callSimulator: CallSimulator;
  /** DELETE /contacts/:id/calls: ends a number's calls at the carrier and on the record. */
  readonly callHangups: CallHangups;
  /** POST /calls/send_key_press: DTMF into a live call at its carrier. */
  readonly callKeyPresses: CallKeyPresses;
  /** Call updates (POST/PUT /calls/:id, postbacks, update_by_caller_id, the secure update). */
  readonly callUpdates: CallUpdates;
  /** What schedule actions put into other systems (S3 files), and PUT /integrations/objects/:id. */
  readonly integrationObjects: IntegrationObjects;
  /** Works schedule leads through their actions: `runDue()`, or `start()` a polling loop. */
  readonly schedules: ScheduleRunner;
  /**
   * The origin carriers reach this Leadline at (the server's publicUrl): a
   * rented number's webhooks are pointed under it. Unset, only integrations
   * with `settings.callback_base_url` are pointed on rent.
   */
  publicUrl: string | undefined;
  /** GET /calls/stats, /calls/reports and the datasets: figures read from the records, under the list filters. */
  readonly reporting: ReportingService;
  private readonly services = new Map<string, ResourceService>();
  private readonly counts: CountCache;
  /** Query shapes built once and reused (hot paths). */
  readonly prepared: PreparedQueries;
  /** Every URL fetched on a tenant's word passes here: checked when saved and when connected (no SSRF). */
  readonly urls: UrlGuard;
  /** Seals and opens secrets stored at rest (AES-256-GCM, rotatable keyring). */
  readonly secrets: SecretBox;
  /** The keyring new secrets are sealed with: null when none was configured (an ephemeral one would lose them). */
  readonly sealing: SecretBox | null;
  /** Commit notices (LISTEN/NOTIFY on PostgreSQL): what wakes the job workers and the live event stream. */
  readonly signals: CommitSignals;
  /** The transactional outbox: `emit(trx, companyId, event)` in the transaction of the change. */
  readonly outbox: EventOutbox;
  /** The company's recent events (GET /events and the live stream). */
  readonly events: EventLog;
  /** Delivers events to subscriptions and outgoing webhooks: signed, logged, retried; manual fires. */
  readonly webhooks: WebhookEngine;

  constructor(
    readonly database: Database,
    readonly clock: Clock,
    { resources = CATALOG, allowPrivateUrls = null, secrets, authCacheMs = 0 }: LeadlineOptions = {},
  ) {
    this.urls = new UrlGuard({ allowPrivate: allowPrivateUrls });
    this.secrets = secrets ?? SecretBox.fromKeys([SecretBox.generateKeySpec()]);
    // A keyring made up for this process dies with it: values sealed with it could never be read
    // again, so without a configured keyring secrets are stored as given (documented in security.md).
    this.sealing = secrets ?? null;
    const { db, dialect } = database;
    this.companies = new CompanyService(db, clock);
    this.keys = new ApiKeyService(db, dialect, clock, (id) => this.auth.forgetKey(id));
    this.users = new UserService(db, dialect, clock, (id) => this.auth.forgetUser(id));
    this.tokens = new DeveloperTokenService(db, clock, (id) => this.auth.forgetUser(id));
    this.auth = new Authenticator({
      companies: this.companies,
      keys: this.keys,
      users: this.users,
      tokens: this.tokens,
      clock,
      cacheMs: authCacheMs,
    });
    this.registry = new ResourceRegistry(resources);
    this.prepared = new PreparedQueries(db, database.direct);
    this.links = new RecordLinks(() => clock.now(), this.prepared);
    this.counts = new CountCache(() => clock.now());
    this.signals = new CommitSignals(database.signals);
    this.jobs = new JobQueue(db, dialect, clock, this.signals);
    this.outbox = new EventOutbox({
      dialect,
      clock,
      jobs: this.jobs.store,
      signals: this.signals,
      prepared: this.prepared,
    });
    this.events = new EventLog(db);
    const trace = new CallTrace({ dialect, clock, def: () => this.registry.require('call_events') });
    this.callTrace = trace;
    // Requests about a call show in its timeline (GET /calls/:id/events) as WebhookLog steps.
    const traceWebhookLogs: CallTraceWriter = (trx, companyId, callId, events) =>
      this.registry.get('call_events') ? trace.write(trx, companyId, callId, events) : Promise.resolve();
    this.webhooks = new WebhookEngine({
      db,
      dialect,
      clock,
      jobs: this.jobs,
      signals: this.signals,
      urls: this.urls,
      secrets: this.secrets,
      companies: this.companies,
      links: this.links,
      resource: (plural) => this.resource(plural),
      trace: traceWebhookLogs,
    });
    this.preActions = new PreActionWebhooks({
      db,
      dialect,
      clock,
      urls: this.urls,
      links: this.links,
      limiter: this.webhooks.limiter,
      secrets: this.webhooks.secrets,
      oauth: this.webhooks.oauth,
      logs: new WebhookLogWriter({
        dialect,
        def: () => this.registry.require('webhook_logs'),
        now: () => clock.now(),
        trace: traceWebhookLogs,
      }),
    });
    this.carriers = new CarrierAccounts({ db, clock, urls: this.urls, secrets: this.secrets });
    this.poolRenter = new PoolRenter({
      db,
      carriers: this.carriers,
      phoneNumbers: () => this.resource('phone_numbers'),
    });
    this.contacts = new ContactService({
      db,
      urls: this.urls,
      dialect,
      clock,
      jobs: this.jobs,
      companies: this.companies,
      prepared: this.prepared,
      // Block and unblock take effect on the number's open leads at once.
      onFlagsChange: (ctx, number) => this.leads.followContact(ctx, number),
    });
    const lists = () => this.resource('buyer_suppressions');
    this.suppression = new SuppressionService({
      database,
      clock,
      links: this.links,
      prepared: this.prepared,
      jobs: this.jobs,
      companies: this.companies,
      lists,
    });
    this.offerBuyers = new OfferBuyers({ db, clock, links: this.links, suppression: this.suppression });
    this.leads = new LeadService(this);
    this.pingPost = new PingPostService(this);
    this.numberInsertion = new NumberInsertion({ db, dialect: database.dialect, clock });
    this.dataAppends = new DataAppendService({
      db,
      clock,
      carriers: this.carriers,
      suppression: this.suppression,
      endpoint: () => this.registry.require('data_appends').endpoints.find((e) => e.name === 'append')!,
    });
    const calls = () => this.resource('calls');
    const missedCalls = new MissedCallTexts({
      jobs: this.jobs,
      companies: this.companies,
      texts: () => this.resource('text_messages'),
    });
    const callStore = new CallStore({
      db,
      dialect: database.dialect,
      clock,
      // Resolved on first use: an embedder's catalog may leave calls out.
      get def() {
        return calls().def;
      },
      logs: new ChangeLogWriter(database.dialect, () => clock.now(), this.prepared),
      outbox: this.outbox,
      onEnded: (trx, ctx, call) => missedCalls.onEnded(trx, ctx, call),
    });
    const guards = new DialGuards(db);
    this.stateRules = new StateRules({ db, clock });
    this.makeCalls = new MakeCallService({
      db,
      clock,
      carriers: this.carriers,
      suppression: this.suppression,
      stateRules: this.stateRules,
      leads: this.leads,
      calls,
      store: callStore,
      guards,
      endpoint: () => this.registry.require('schedules').endpoints.find((e) => e.name === 'make_call')!,
      preActions: this.preActions,
    });
    this.callHangups = new CallHangups({ db, clock, carriers: this.carriers, store: callStore, calls });
    const callEndpoint = (name: string) => {
      const found =
        this.registry.require('calls').endpoints.find((e) => e.name === name) ??
        secureEndpoints.endpoints.find((e) => e.name === name);
      if (!found) throw new Error(`No calls endpoint ${name} is declared`);
      return found;
    };
    this.callKeyPresses = new CallKeyPresses({
      carriers: this.carriers,
      store: callStore,
      calls,
      endpoint: () => callEndpoint('send_key_press'),
      // The menus are made with the inbound calls, below.
      menus: { listeningAt: (ctx, call, digits) => this.callMenus.listeningAt(ctx, call, digits) },
    });
    this.callUpdates = new CallUpdates({
      db,
      clock,
      companies: this.companies,
      store: callStore,
      keyPresses: this.callKeyPresses,
      calls,
      registry: this.registry,
      endpoint: callEndpoint,
    });
    this.callRouter = new CallRouter({ db, offerBuyers: this.offerBuyers });
    this.carrierCallbacks = new CarrierCallbacks({
      db,
      links: this.links,
      dialect,
      router: this.callRouter,
      trace,
      recordings: new RecordingRules(db),
      clock,
      companies: this.companies,
      offerBuyers: this.offerBuyers,
      leads: this.leads,
      store: callStore,
      outbox: this.outbox,
      preActions: this.preActions,
      askConversion: async (companyId, conversionId, call) =>
        this.webhooks.conversions.decide(
          companyId,
          conversionId,
          call,
          await recordTokens(db, companyId, 'calls', call),
        ),
      // A schedule lead waiting on its call goes on to its next action once the call ends.
      onLeadDue: () => this.schedules.wake(),
    });
    const menus = new CallMenus({
      db,
      companies: this.companies,
      links: this.links,
      store: callStore,
      trace,
      plan: this.carrierCallbacks.plan,
    });
    this.callMenus = menus;
    this.inboundCalls = new InboundCalls({
      db,
      clock,
      companies: this.companies,
      store: callStore,
      trace,
      callbacks: this.carrierCallbacks,
      links: this.links,
      menus,
      secrets: this.secrets,
      preActions: this.preActions,
    });
    this.inboundTexts = new InboundTexts({
      db,
      dialect,
      clock,
      calls: this.inboundCalls,
      contacts: this.contacts,
      outbox: this.outbox,
      def: () => this.registry.require('incoming_text_messages'),
      reply: async (ctx, text) => {
        await this.resource('text_messages').create(ctx, text);
      },
      flows: new TextFlows({
        db,
        contacts: this.contacts,
        reply: async (ctx, text) => {
          await this.resource('text_messages').create(ctx, text);
        },
        setLeadTokens: async (ctx, leadId, tokens, meta) => {
          await this.leads.change(
            ctx,
            leadId,
            (lead) => ({ tokens: { ...((decodeValue('json', lead.tokens) ?? {}) as object), ...tokens } }),
            meta,
          );
        },
        fireWebhook: (companyId, webhookId, text) =>
          this.webhooks.fireForIncomingText(companyId, webhookId, text),
        addToSchedule: async (ctx, scheduleId, number, leadId) => {
          const schedule = await new TenantScope(db, ctx.company.id)
            .selectFrom('schedules')
            .select('lead_token')
            .where('id', '=', scheduleId)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
          if (!schedule) return;
          const lead =
            leadId === null ? undefined : await this.leads.resource.show(ctx, leadId).catch(() => undefined);
          const raw: Record<string, unknown> = { lead_token: schedule.lead_token, caller_id: number };
          for (const k of ['first_name', 'last_name', 'email', 'address', 'city', 'zip_postal_code']) {
            if (lead?.[k] !== null && lead?.[k] !== undefined && lead[k] !== '') raw[k] = lead[k];
          }
          if (lead?.tokens && typeof lead.tokens === 'object') raw.data = lead.tokens;
          // Already on it, or suppressed there: the schedule's own intake says no, and the text is still answered.
          await this.leads.submit(raw).catch(unlessRefusal);
        },
        removeFromSchedule: async (ctx, scheduleId, number) => {
          // Not on it (a 404): nothing to remove.
          await this.leads.remove(ctx, number, { schedule_id: scheduleId }).catch(unlessRefusal);
        },
      }),
    });
    this.textStatuses = new TextStatuses({ db, clock, calls: this.inboundCalls, outbox: this.outbox });
    this.callSimulator = new CallSimulator({
      db,
      inbound: this.inboundCalls,
      callbacks: this.carrierCallbacks,
      menus,
      endpoint: () => this.registry.require('calls').endpoints.find((e) => e.name === 'simulate')!,
    });
    this.integrationObjects = new IntegrationObjects({
      db,
      urls: this.urls,
      secrets: this.secrets,
      dialect,
      clock,
      objects: () => this.resource('integration_objects'),
      endpoint: () =>
        this.registry.require('integrations').endpoints.find((e) => e.name === 'update_object')!,
    });
    this.unsubscribes = new EmailUnsubscribeLinks({
      secrets: this.secrets,
      companies: this.companies,
      leads: this.leads,
    });
    const emails = new EmailSender({ db, secrets: this.secrets, urls: this.urls, contacts: this.contacts });
    this.schedules = new ScheduleRunner({
      db,
      clock,
      companies: this.companies,
      leads: this.leads,
      outbox: this.outbox,
      actions: new ScheduleActions({
        db,
        clock,
        leads: this.leads,
        contacts: this.contacts,
        suppression: this.suppression,
        makeCalls: this.makeCalls,
        guards,
        stateRules: this.stateRules,
        dataAppends: this.dataAppends,
        objects: this.integrationObjects,
        sendText: (ctx, text) => this.resource('text_messages').create(ctx, text),
        sendEmail: (ctx, mail) => emails.send(ctx, mail),
        unsubscribeUrl: (base, company, leadId) => this.unsubscribes.url(base, company, leadId),
        fireWebhook: (companyId, webhookId, lead) => this.webhooks.fireForLead(companyId, webhookId, lead),
      }),
    });
    this.reporting = new ReportingService({ db, resource: (plural) => this.resource(plural) });
    this.jobs.register(MISSED_CALL_TEXT_JOB, missedCalls.job(db));
    // A queued text is sent by a job, never in the request that queued it.
    this.jobs.register(
      SEND_TEXT_JOB,
      textSenderJob({
        db,
        clock,
        companies: this.companies,
        carriers: this.carriers,
        outbox: this.outbox,
        suppression: this.suppression,
        stateRules: this.stateRules,
        enqueue: (payload, companyId, dueAt, trx) =>
          this.jobs.enqueue(SEND_TEXT_JOB, payload, { companyId, dueAt, db: trx }),
        publicUrl: () => this.publicUrl,
      }),
    );
    // Table exports write their CSV in a worker, never in a request.
    this.jobs.register(
      TABLE_EXPORT_JOB,
      tableExportJob({
        db,
        clock,
        jobs: this.jobs,
        companies: this.companies,
        resource: (p) => this.resource(p),
      }),
    );
  }

  /** The engine of one declared resource, by plural name (`leadline.resource('buyers').list(ctx, {})`). */
  resource(plural: string): ResourceService {
    let service = this.services.get(plural);
    if (!service) {
      const def = this.registry.require(plural);
      const deps = {
        db: this.database.db,
        dialect: this.database.dialect,
        clock: this.clock,
        registry: this.registry,
        links: this.links,
        counts: this.counts,
        prepared: this.prepared,
        urls: this.urls,
        ...(this.sealing ? { secrets: this.sealing } : {}),
        readFilters: resolveTrafficSourceFilters,
      };
      // Resources with behaviour get their domain subclass of the generic engine (wiring/engines.ts).
      service = RESOURCE_ENGINES[plural]?.(def, deps, this) ?? new ResourceService(def, deps);
      this.services.set(plural, service);
    }
    return service;
  }

  /** Query builders already scoped to the context's company. */
  scope(ctx: TenantContext): TenantScope {
    return new TenantScope(this.database.db, ctx.company.id);
  }

  /** Applies migrations, then creates any declared resource table or column that is missing. */
  async migrate(): Promise<MigrationReport> {
    const report = await migrateToLatest(this.database);
    const synced = await syncResourceTables(this.database, this.registry);
    return { applied: [...report.applied, ...synced] };
  }

  /** True when the database answers (readiness probes). */
  async ping(): Promise<boolean> {
    try {
      await sql`select 1`.execute(this.database.db);
      return true;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.signals.close();
    await this.urls.close();
    return this.database.close();
  }
}

/** Opens the database, migrates it, and returns the engine. */
export async function createLeadline(config: LeadlineConfig): Promise<Leadline> {
  const database =
    typeof config.database === 'string'
      ? await openDatabase(config.database, config.databaseOptions)
      : config.database;
  const secrets =
    config.secrets ??
    (typeof config.database === 'string' && isSqliteFile(config.database)
      ? loadOrCreateKeyFile(`${config.database}.secret-key`)
      : undefined);
  const leadline = new Leadline(database, config.clock ?? systemClock, {
    resources: config.resources,
    allowPrivateUrls: config.allowPrivateUrls,
    secrets,
    ...(config.authCacheMs !== undefined ? { authCacheMs: config.authCacheMs } : {}),
  });
  if (config.migrate !== false) {
    try {
      await leadline.migrate();
      // Secrets stored in clear or under an older key are sealed under the current one.
      if (leadline.sealing) await resealSecrets(database.db, leadline.registry, leadline.sealing);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return leadline;
}

const isSqliteFile = (database: string) =>
  database !== ':memory:' && !/^postgres(ql)?:\/\//.test(database) && !database.startsWith('file::memory:');

/** Swallows what Leadline refused (a LeadlineError: a 4xx); anything else still fails. */
function unlessRefusal(error: unknown): void {
  if (!isLeadlineError(error)) throw error;
}
