import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { encodeValue } from '../db/column-types.js';
import type { CommitSignals } from '../db/commit-signals.js';
import type { SessionLocks } from '../db/dialects/session-locks.js';
import type { DialectName } from '../db/dialects/types.js';
import { groupedTransactor, type Transactor } from '../db/group-commit.js';
import type { PreparedQueries } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import { EVENT_CATALOG, type EventType, RECORD_TYPES } from '../events/event-catalog.js';
import { DISPATCH_JOB } from '../events/event-outbox.js';
import type { Job, JobRunContext } from '../jobs/job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { RecordLinks } from '../kernel/links.js';
import type { ResourceService } from '../kernel/service.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { CompanyService } from '../tenancy/companies.js';
import { TenantScope } from '../tenancy/scope.js';
import { newUuid } from '../util/ids.js';
import { ConversionWebhooks } from './conversion-webhooks.js';
import { type AttemptSubject, DELIVER_JOB, type DeliverPayload, Delivery, type UrlRow } from './delivery.js';
import { Dispatch } from './dispatch.js';
import { HostLimiter } from './host-limiter.js';
import { OauthTokens } from './oauth-tokens.js';
import { recordTokens } from './record-tokens.js';
import { ResponseParsers } from './response-parsers.js';
import { loadEvent, type StoredEvent } from './stored-event.js';
import { type WebhookTarget, webhookFromRow } from './targets.js';
import type { WebhookConfigReads } from './webhook-config.js';
import { type CallTraceWriter, WebhookLogWriter } from './webhook-log-writer.js';
import { WebhookSecrets } from './webhook-secrets.js';

export { DELIVER_JOB, type DeliverPayload } from './delivery.js';
export { eventFromRow, type StoredEvent } from './stored-event.js';

/**
 * The longest a dispatch or delivery run may take: its attempts are bounded by their read
 * timeouts (60 s at most, several URLs in turn), so a run past this is stuck on something
 * that will never answer, and it must not keep a worker slot from every other event.
 */
const EVENT_RUN_LIMIT_MS = 5 * 60_000;

export interface WebhookEngineDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  jobs: JobQueue;
  /** Commit notices: delivery jobs wake the workers, a dispatched event the live streams. */
  signals?: CommitSignals;
  urls: UrlGuard;
  secrets: SecretBox;
  companies: CompanyService;
  links: RecordLinks;
  resource(plural: string): ResourceService;
  /** Jitter source (tests fix it). */
  random?: () => number;
  /** Writes a call's timeline steps (CallTrace.write): each logged request about a call becomes a WebhookLog step. */
  trace?: CallTraceWriter;
  /** Requests in flight per host (default 4). */
  perHost?: number;
  /** PostgreSQL: the per-host bound holds across every process on the database. */
  sessionLocks?: SessionLocks;
  /** Prepared statements for the statements every attempt runs (its log row). */
  prepared?: PreparedQueries;
  /** Subscriptions, webhooks, URLs and replaced secrets remembered under each company's webhook epoch. */
  config?: WebhookConfigReads;
}

/**
 * Events to their endpoints: `Dispatch` turns a committed event into delivery
 * jobs for every matching subscription and outgoing webhook; `Delivery` makes
 * each signed, logged attempt and retries it on the published schedule; the
 * endpoint's health (`endpoint-health.ts`) deactivates one past its failure
 * threshold. This wires them, registers their jobs, and holds what other
 * senders share: the per-host limiter, signing secrets, response parsers,
 * conversion webhooks and OAuth tokens.
 */
export class WebhookEngine {
  readonly limiter: HostLimiter;
  readonly secrets: WebhookSecrets;
  /** Response parsers: values read out of answers into the call's or lead's tokens. */
  readonly parsers: ResponseParsers;
  /** Buyer conversions of type webhook/postback: `conversions.decide(companyId, id, call, tokens)`. */
  readonly conversions: ConversionWebhooks;
  /** OAuth connections' access tokens, fetched and refreshed. */
  readonly oauth: OauthTokens;
  private readonly logs: WebhookLogWriter;
  /** Dispatches and settled attempts of concurrent jobs share a commit (SQLite). */
  private readonly commits: Transactor;
  private readonly delivery: Delivery;
  private readonly dispatcher: Dispatch;

  constructor(private readonly deps: WebhookEngineDeps) {
    // SQLite has one writer, so sharing its commits costs no parallelism; PostgreSQL runs them side by side.
    this.commits = groupedTransactor(deps.db, deps.dialect);
    this.limiter = new HostLimiter(deps.perHost ?? 4, deps.sessionLocks);
    this.secrets = new WebhookSecrets({
      db: deps.db,
      clock: deps.clock,
      box: deps.secrets,
      ...(deps.prepared ? { prepared: deps.prepared } : {}),
      ...(deps.config ? { config: deps.config } : {}),
    });
    this.logs = new WebhookLogWriter({
      dialect: deps.dialect,
      def: () => deps.resource('webhook_logs').def,
      now: () => deps.clock.now(),
      trace: deps.trace,
      ...(deps.prepared ? { prepared: deps.prepared } : {}),
    });
    this.parsers = new ResponseParsers({
      db: deps.db,
      dialect: deps.dialect,
      now: () => deps.clock.now(),
      tokenValuesDef: () => {
        try {
          return deps.resource('token_values').def;
        } catch {
          return undefined;
        }
      },
    });
    this.conversions = new ConversionWebhooks({
      db: deps.db,
      clock: deps.clock,
      urls: deps.urls,
      limiter: this.limiter,
      logs: this.logs,
      parsers: this.parsers,
      secrets: this.secrets,
    });
    this.oauth = new OauthTokens({
      db: deps.db,
      clock: deps.clock,
      urls: deps.urls,
      box: deps.secrets,
      limiter: this.limiter,
      logs: this.logs,
    });
    this.delivery = new Delivery({
      ...deps,
      limiter: this.limiter,
      secrets: this.secrets,
      oauth: this.oauth,
      parsers: this.parsers,
      logs: this.logs,
      commits: this.commits,
    });
    this.dispatcher = new Dispatch({ ...deps, commits: this.commits }, this.delivery);
    deps.jobs.register(DISPATCH_JOB, {
      maxAttempts: 10,
      timeoutMs: EVENT_RUN_LIMIT_MS,
      run: (job, context) => this.dispatcher.dispatchAndDeliver(job.payload.eventId, context),
    });
    deps.jobs.register(DELIVER_JOB, {
      maxAttempts: 10,
      timeoutMs: EVENT_RUN_LIMIT_MS,
      run: (job: Job<DeliverPayload>, context) => this.delivery.deliver(job.payload, context),
    });
  }

  /** A change to the company's subscriptions or webhooks made through this process: forgotten at once. */
  configChanged(companyId: number): void {
    this.deps.config?.moved(companyId);
  }

  loadEvent(id: number): Promise<StoredEvent | undefined> {
    return loadEvent(this.deps, id);
  }

  /** Freezes the event's payload and queues a delivery per matching subscription and webhook (`Dispatch`). */
  async dispatch(eventId: number): Promise<void> {
    await this.dispatcher.dispatch(eventId);
  }

  /** One delivery job (`Delivery.deliver`). */
  deliver(p: DeliverPayload, context?: JobRunContext): Promise<void> {
    return this.delivery.deliver(p, context);
  }

  /** The template tokens of a call or lead record (system tokens, custom tokens, linked names). */
  tokensOf(companyId: number, kind: 'calls' | 'leads', record: Record<string, unknown>) {
    return recordTokens(this.deps.db, companyId, kind, record);
  }

  /** The webhook's active URLs in priority order (sortable_order, then id), or the one named. */
  urlsOf(companyId: number, webhookId: number, urlId?: number): Promise<UrlRow[]> {
    return this.delivery.urlsOf(companyId, webhookId, urlId);
  }

  /** One attempt of one URL; returns the log id. */
  attemptUrl(
    webhook: WebhookTarget,
    url: UrlRow,
    subject: AttemptSubject,
    attempt: number,
    job?: JobRunContext,
  ) {
    return this.delivery.attemptUrl(webhook, url, subject, attempt, job);
  }

  /**
   * Fires a webhook for a lead as a schedule step: an event of the lead that is
   * not dispatched (no subscription or other webhook hears it) and one delivery
   * job for this webhook, so its URLs are attempted, logged and retried on the
   * webhook's own schedule like any event's. A webhook made inactive before the
   * job runs fires nothing.
   */
  async fireForLead(
    companyId: number,
    webhookId: number,
    lead: { leadId: number; scheduleActionId: number },
  ): Promise<void> {
    await this.fireAbout(companyId, webhookId, {
      type: 'lead_schedule_webhook',
      recordId: lead.leadId,
      changes: { schedule_action_id: [null, lead.scheduleActionId] },
    });
  }

  /**
   * A text_message_flow's webhook action: the same single-webhook delivery as
   * a schedule's, about the incoming text (event `text_message_flow_webhook`).
   */
  async fireForIncomingText(
    companyId: number,
    webhookId: number,
    text: { incomingTextId: number; flowId: number },
  ): Promise<void> {
    await this.fireAbout(companyId, webhookId, {
      type: 'text_message_flow_webhook',
      recordId: text.incomingTextId,
      changes: { text_message_flow_id: [null, text.flowId] },
    });
  }

  /** Writes an undispatched event and, in its transaction, one delivery job for the one webhook. */
  private async fireAbout(
    companyId: number,
    webhookId: number,
    event: { type: EventType; recordId: number; changes: Record<string, [unknown, unknown]> },
  ): Promise<void> {
    const { db, clock, jobs, dialect } = this.deps;
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('events')
        .values({
          company_id: companyId,
          uuid: `evt_${newUuid().replace(/-/g, '')}`,
          type: event.type,
          record_type: RECORD_TYPES[EVENT_CATALOG[event.type].record],
          record_id: event.recordId,
          changes: encodeValue('json', event.changes, dialect),
          created_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await jobs.store.enqueue(
        DELIVER_JOB,
        { eventId: row.id, attempt: 1, webhookId },
        { companyId, db: trx },
      );
    });
  }

  /**
   * Fires a webhook now for a lead or a call (POST /webhook_manual_fires):
   * every active URL once, in order, signed and logged, whatever the
   * webhook's trigger and filters; no retries. Returns the log ids.
   */
  async fireNow(
    companyId: number,
    webhookId: number,
    target: { kind: 'calls' | 'leads'; record: Record<string, unknown> },
    fireId: number,
  ): Promise<number[]> {
    const row = await new TenantScope(this.deps.db, companyId)
      .selectFrom('outgoing_webhooks')
      .selectAll()
      .where('id', '=', webhookId)
      .executeTakeFirstOrThrow();
    const webhook = webhookFromRow(row);
    const fireUuid = `msg_manual_${fireId}_${this.deps.clock.now()}`;
    const event: StoredEvent = {
      id: 0,
      uuid: fireUuid,
      companyId,
      // Not stored: it only tells the log whose record the attempt was about.
      type: target.kind === 'calls' ? 'new_call' : 'new_lead',
      recordType: target.kind === 'calls' ? 'Call' : 'Lead',
      recordId: Number(target.record.id),
      changes: null,
      payload: target.record,
      createdAt: this.deps.clock.now(),
    };
    const subject: AttemptSubject = {
      event,
      record: target.record,
      tokens: await recordTokens(this.deps.db, companyId, target.kind, target.record),
      trigger: webhook.trigger,
      fireId,
      messageId: fireUuid,
    };
    const ids: number[] = [];
    for (const url of await this.delivery.urlsOf(companyId, webhookId)) {
      ids.push(await this.delivery.attemptUrl(webhook, url, subject, 1));
    }
    return ids;
  }
}
