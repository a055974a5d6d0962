import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue, encodeValue } from '../db/column-types.js';
import { type CommitSignals, DUE_JOBS, eventsTopic } from '../db/commit-signals.js';
import type { DialectName } from '../db/dialects/types.js';
import { groupedTransactor, type Transactor } from '../db/group-commit.js';
import type { DB } from '../db/tables.js';
import { EVENT_CATALOG, type EventType, isEventType, triggersOf } from '../events/event-catalog.js';
import { DISPATCH_JOB } from '../events/event-outbox.js';
import type { Job, JobRunContext } from '../jobs/job.js';
import { DEFAULT_LEASE_MS, type JobQueue } from '../jobs/job-queue.js';
import type { RecordLinks } from '../kernel/links.js';
import type { ResourceService } from '../kernel/service.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext } from '../tenancy/context.js';
import { ConversionWebhooks } from './conversion-webhooks.js';
import { HostLimiter } from './host-limiter.js';
import { OauthTokens } from './oauth-tokens.js';
import { recordTokens } from './record-tokens.js';
import { type RenderedRequest, renderRequest } from './request-template.js';
import { ResponseParsers } from './response-parsers.js';
import { retryDelay, SUBSCRIPTION_FAILURE_LIMIT, SUBSCRIPTION_MAX_ATTEMPTS } from './retry-schedule.js';
import { type AttemptOutcome, sendAttempt } from './send-attempt.js';
import { signedHeaders } from './signing.js';
import { successCodes } from './success-codes.js';
import {
  activeSubscriptions,
  activeWebhooks,
  type SubscriptionTarget,
  subscriptionFromRow,
  subscriptionMatches,
  type WebhookTarget,
  webhookFromRow,
  webhookMatches,
} from './targets.js';
import {
  attemptColumns,
  type CallTraceWriter,
  type WebhookLogValues,
  WebhookLogWriter,
} from './webhook-log-writer.js';
import { WebhookSecrets } from './webhook-secrets.js';

/** One delivery attempt (or, without urlId, the first attempt of every URL of a webhook, in order). */
export const DELIVER_JOB = 'webhooks.deliver';

export interface DeliverPayload {
  eventId: number;
  attempt: number;
  webhookId?: number;
  urlId?: number;
  subscriptionId?: number;
}

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
  /** Requests in flight per host in this process (default 4). */
  perHost?: number;
}

/** A stored event, as deliveries read it. */
export interface StoredEvent {
  id: number;
  uuid: string;
  companyId: number;
  type: EventType;
  recordType: string;
  recordId: number;
  changes: Record<string, [unknown, unknown]> | null;
  /** The record as first dispatched (null before). */
  payload: Record<string, unknown> | null;
  createdAt: number;
}

export function eventFromRow(row: Record<string, unknown>): StoredEvent {
  return {
    id: Number(row.id),
    uuid: String(row.uuid),
    companyId: Number(row.company_id),
    type: row.type as EventType,
    recordType: String(row.record_type),
    recordId: Number(row.record_id),
    changes: (decodeValue('json', row.changes) as StoredEvent['changes']) ?? null,
    payload: (decodeValue('json', row.payload) as StoredEvent['payload']) ?? null,
    createdAt: Number(row.created_at),
  };
}

type UrlRow = Record<string, unknown>;

/** Deliveries a dispatch runs itself, at most this many per event; more wait for the workers. */
const INLINE_DELIVERIES = 8;

/** What a dispatch already read, handed to the deliveries it runs itself (no second read). */
interface Preloaded {
  event: StoredEvent;
  record: Record<string, unknown>;
  subscription?: SubscriptionTarget;
  webhook?: WebhookTarget;
  tokens?: Record<string, unknown>;
}

/** A delivery job the dispatch wrote already leased to this process, to run at once. */
interface InlineDelivery {
  job: Job;
  preloaded: Preloaded;
}

/** What an attempt is about: where the log and the tokens come from. */
interface AttemptSubject {
  event: StoredEvent;
  record: Record<string, unknown>;
  tokens: Record<string, unknown>;
  trigger: string;
  /** The manual fire that asked for it: no retries then. */
  fireId?: number;
  /** webhook-id (stable across retries of one event). */
  messageId: string;
}

/**
 * Delivers events: the dispatch job turns a committed event into delivery
 * jobs for every matching subscription and outgoing webhook; each delivery
 * job makes one signed HTTP attempt per URL, logs it in webhook_logs, and on
 * failure schedules the next attempt on the published schedule, gives up
 * after the last one, and deactivates an endpoint past its failure
 * threshold. The log, the next attempt and the counters commit together.
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

  constructor(private readonly deps: WebhookEngineDeps) {
    // SQLite has one writer, so sharing its commits costs no parallelism; PostgreSQL runs them side by side.
    this.commits = groupedTransactor(deps.db, deps.dialect);
    this.limiter = new HostLimiter(deps.perHost ?? 4);
    this.secrets = new WebhookSecrets({ db: deps.db, clock: deps.clock, box: deps.secrets });
    this.logs = new WebhookLogWriter({
      dialect: deps.dialect,
      def: () => deps.resource('webhook_logs').def,
      now: () => deps.clock.now(),
      trace: deps.trace,
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
    });
    this.oauth = new OauthTokens({
      db: deps.db,
      clock: deps.clock,
      urls: deps.urls,
      box: deps.secrets,
      limiter: this.limiter,
      logs: this.logs,
    });
    deps.jobs.register<{ eventId: number }>(DISPATCH_JOB, {
      maxAttempts: 10,
      run: (job, context) => this.dispatchAndDeliver(job.payload.eventId, context),
    });
    deps.jobs.register<DeliverPayload>(DELIVER_JOB, {
      maxAttempts: 10,
      run: (job: Job<DeliverPayload>, context) => this.deliver(job.payload, context),
    });
  }

  private bool(v: boolean) {
    return encodeValue('boolean', v, this.deps.dialect);
  }

  async loadEvent(id: number): Promise<StoredEvent | undefined> {
    const row = await this.deps.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? eventFromRow(row) : undefined;
  }

  /** The event's record, serialised as the API shows it (a deleted record: its id alone). */
  private async snapshot(event: StoredEvent): Promise<Record<string, unknown>> {
    const company = await this.deps.companies.get(event.companyId);
    const plural = EVENT_CATALOG[event.type].record;
    try {
      return await this.deps.resource(plural).show(systemContext(company), event.recordId);
    } catch {
      return { id: event.recordId };
    }
  }

  /**
   * Freezes the event's payload and queues a delivery per matching
   * subscription and webhook, in one transaction: a dispatch that dies
   * half-way is run again from the start and queues nothing twice.
   */
  async dispatch(eventId: number): Promise<void> {
    await this.dispatchEvent(eventId);
  }

  /**
   * The dispatch job: dispatches, and runs the first attempts due now itself
   * rather than leaving them to a worker's next claim. Their jobs are written
   * leased to this process in the dispatch's transaction, which also ends the
   * dispatch job, so a crash at any point leaves either the dispatch to run
   * again or the deliveries to be picked up when their lease ends.
   */
  private async dispatchAndDeliver(eventId: number, context: JobRunContext): Promise<void> {
    const inline = await this.dispatchEvent(eventId, context);
    await Promise.allSettled(
      inline.map(({ job, preloaded }) =>
        this.deps.jobs.execute(job, context.signal, DEFAULT_LEASE_MS, (j, ctx) =>
          this.deliver(j.payload as unknown as DeliverPayload, ctx, preloaded),
        ),
      ),
    );
  }

  private async dispatchEvent(eventId: number, context?: JobRunContext): Promise<InlineDelivery[]> {
    const { db, dialect, clock, jobs, links } = this.deps;
    const event = await this.loadEvent(eventId);
    if (!event || !isEventType(event.type)) return [];
    const record = event.payload ?? (await this.snapshot(event));
    const subs = (await activeSubscriptions(db, dialect, event.companyId, event.type)).filter((s) =>
      subscriptionMatches(s, record),
    );
    const candidates = await activeWebhooks(
      db,
      dialect,
      links,
      event.companyId,
      triggersOf(event.type, record),
    );
    let webhooks: WebhookTarget[] = [];
    let tokens: Record<string, unknown> | undefined;
    if (candidates.length) {
      tokens = await recordTokens(db, event.companyId, EVENT_CATALOG[event.type].record, record);
      webhooks = candidates.filter((w) => webhookMatches(w, record, tokens!));
    }
    const now = clock.now();
    const frozen = { ...event, payload: record };
    const inline: InlineDelivery[] = [];
    await this.commits(async (trx) => {
      // Run again alone when a shared commit failed: start from nothing.
      inline.length = 0;
      const claimed = await trx
        .updateTable('events')
        .set({ payload: encodeValue('json', record, dialect), dispatched_at: now })
        .where('id', '=', event.id)
        .where('dispatched_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) === 0) {
        await context?.complete(trx);
        return;
      }
      const opts = { companyId: event.companyId, db: trx };
      let left = 0;
      const queue = async (payload: DeliverPayload, dueAt: number, preloaded: Preloaded) => {
        const runHere = context !== undefined && dueAt <= now && inline.length < INLINE_DELIVERIES;
        if (!runHere) {
          if (dueAt <= now) left++;
          await jobs.store.enqueue(DELIVER_JOB, payload, { ...opts, dueAt, maxAttempts: 10 });
          return;
        }
        const id = await jobs.store.enqueue(DELIVER_JOB, payload, {
          ...opts,
          maxAttempts: 10,
          leaseMs: DEFAULT_LEASE_MS,
        });
        const job = jobs.store.leasedJob(id, DELIVER_JOB, payload, event.companyId, 10, DEFAULT_LEASE_MS);
        inline.push({ job, preloaded });
      };
      for (const s of subs) {
        await queue({ eventId, subscriptionId: s.id, attempt: 1 }, now, {
          event: frozen,
          record,
          subscription: s,
        });
      }
      for (const w of webhooks) {
        await queue({ eventId, webhookId: w.id, attempt: 1 }, now + w.delaySeconds * 1000, {
          event: frozen,
          record,
          webhook: w,
          ...(tokens ? { tokens } : {}),
        });
      }
      await context?.complete(trx);
      // The live streams show the dispatched event; deliveries not run here wake the workers.
      await this.deps.signals?.notify(trx, eventsTopic(event.companyId), ...(left ? [DUE_JOBS] : []));
    });
    if (!this.deps.signals && (subs.length || webhooks.length)) jobs.wake();
    return inline;
  }

  /**
   * One delivery job. A target deleted or deactivated since it was queued gets
   * nothing. Under a job (`context`), a delivery to one endpoint ends its job
   * in the transaction that logs the attempt.
   */
  async deliver(p: DeliverPayload, context?: JobRunContext, preloaded?: Preloaded): Promise<void> {
    const event = preloaded?.event ?? (await this.loadEvent(p.eventId));
    if (!event) return;
    const record = preloaded?.record ?? event.payload ?? (await this.snapshot(event));
    if (p.subscriptionId !== undefined) {
      const sub =
        preloaded?.subscription ?? (await this.activeSubscription(event.companyId, p.subscriptionId));
      if (!sub) return;
      await this.attemptSubscription(sub, event, record, p.attempt, context);
      return;
    }
    if (p.webhookId === undefined) return;
    const webhook = preloaded?.webhook ?? (await this.activeWebhook(event.companyId, p.webhookId));
    if (!webhook) return;
    const kind = EVENT_CATALOG[event.type].record;
    const subject: AttemptSubject = {
      event,
      record,
      tokens: preloaded?.tokens ?? (await recordTokens(this.deps.db, event.companyId, kind, record)),
      trigger: webhook.trigger,
      messageId: event.uuid,
    };
    const urls = await this.urlsOf(event.companyId, webhook.id, p.urlId);
    // Several URLs in one job: each attempt is logged on its own, and the job ends after the last.
    const single = urls.length === 1 ? context : undefined;
    for (const [i, url] of urls.entries()) {
      // Deactivated by an earlier URL's failure: the rest are not tried.
      if (i > 0 && !(await this.activeWebhook(event.companyId, webhook.id))) return;
      await this.attemptUrl(webhook, url, subject, p.attempt, single);
    }
  }

  private async activeSubscription(companyId: number, id: number): Promise<SubscriptionTarget | undefined> {
    const row = await this.deps.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .where('active', '=', this.bool(true) as never)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? subscriptionFromRow(row) : undefined;
  }

  /** The template tokens of a call or lead record (system tokens, custom tokens, linked names). */
  tokensOf(companyId: number, kind: 'calls' | 'leads', record: Record<string, unknown>) {
    return recordTokens(this.deps.db, companyId, kind, record);
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
    const row = await this.deps.db
      .selectFrom('outgoing_webhooks')
      .selectAll()
      .where('company_id', '=', companyId)
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
    for (const url of await this.urlsOf(companyId, webhookId)) {
      ids.push(await this.attemptUrl(webhook, url, subject, 1));
    }
    return ids;
  }

  private async activeWebhook(companyId: number, id: number): Promise<WebhookTarget | undefined> {
    const row = await this.deps.db
      .selectFrom('outgoing_webhooks')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('id', '=', id)
      .where('active', '=', this.bool(true) as never)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return row ? webhookFromRow(row) : undefined;
  }

  /** The webhook's active URLs in priority order (sortable_order, then id), or the one named. */
  async urlsOf(companyId: number, webhookId: number, urlId?: number): Promise<UrlRow[]> {
    return this.deps.db
      .selectFrom('outgoing_webhook_urls')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('outgoing_webhook_id', '=', webhookId)
      .where('active', '=', this.bool(true) as never)
      .where('deleted_at', 'is', null)
      .$if(urlId !== undefined, (qb) => qb.where('id', '=', urlId!))
      .orderBy('sortable_order')
      .orderBy('id')
      .execute();
  }

  /**
   * One attempt of one URL; returns the log id. With `job`, the log ends the
   * job in one transaction, so no earlier run can have logged this attempt.
   */
  async attemptUrl(
    webhook: WebhookTarget,
    url: UrlRow,
    subject: AttemptSubject,
    attempt: number,
    job?: JobRunContext,
  ) {
    const { event } = subject;
    // A job run again after a crash does not repeat an attempt that was made and logged.
    const done = job
      ? undefined
      : await this.logged(
          event.companyId,
          subject.messageId,
          'outgoing_webhook_url_id',
          Number(url.id),
          attempt,
        );
    if (done !== undefined) return done;
    const rendered = renderRequest(
      {
        url: String(url.url),
        method: String(url.method ?? 'post'),
        headers: decodeValue('json', url.headers),
        content_type: String(url.content_type ?? 'application/json'),
        body: (url.body as string | null) ?? null,
      },
      subject.tokens,
    );
    const secrets = await this.secrets.signingSecrets('outgoing_webhooks', webhook.id, webhook.signingSecret);
    const timeoutMs = Number(url.webhook_read_timeout ?? 10) * 1000;
    let auth: string | null = null;
    if (url.oauth_connection_id !== null && url.oauth_connection_id !== undefined) {
      auth = await this.oauth
        .accessToken(event.companyId, Number(url.oauth_connection_id))
        .then((token) => {
          rendered.headers.authorization = `Bearer ${token}`;
          return null;
        })
        .catch((error: Error) => `OAuth connection: ${error.message}`);
    }
    const { request, outcome } = auth
      ? {
          request: rendered,
          outcome: { code: null, responseHeaders: null, responseBody: null, latencyMs: 0, error: auth },
        }
      : await this.send(rendered, secrets, subject.messageId, timeoutMs);
    const success =
      outcome.code !== null && successCodes(url.webhook_response_success_codes as string)(outcome.code);
    const kind = EVENT_CATALOG[event.type].record;
    if (outcome.code !== null && kind !== 'incoming_text_messages') {
      const owner = { outgoingWebhookUrlId: Number(url.id) };
      const target = { kind, id: Number(subject.record.id) };
      await this.parsers.apply(event.companyId, owner, outcome.code, outcome.responseBody ?? '', target);
    }
    const retry = !success && subject.fireId === undefined && attempt < webhook.maxAttempts;
    const nextAt = retry ? this.deps.clock.now() + retryDelay(attempt, this.random()) : null;
    return this.settle(
      event.companyId,
      {
        owner_type: 'OutgoingWebhook',
        owner_id: webhook.id,
        outgoing_webhook_id: webhook.id,
        outgoing_webhook_url_id: Number(url.id),
        webhook_manual_fire_id: subject.fireId ?? null,
        event_id: subject.messageId,
        ...this.subjectIds(subject),
        trigger: subject.trigger,
        attempt,
        ...this.logOf(request, outcome, success, nextAt),
      },
      {
        table: 'outgoing_webhooks',
        id: webhook.id,
        limit: webhook.failureAutoDisableCount,
        success,
        reason: outcome.error ?? `HTTP ${outcome.code}`,
        lastColumn: 'last_fired_at',
      },
      retry
        ? { eventId: event.id, webhookId: webhook.id, urlId: Number(url.id), attempt: attempt + 1 }
        : null,
      nextAt,
      job,
    );
  }

  private async attemptSubscription(
    sub: SubscriptionTarget,
    event: StoredEvent,
    record: Record<string, unknown>,
    attempt: number,
    job?: JobRunContext,
  ): Promise<number> {
    const done = job
      ? undefined
      : await this.logged(event.companyId, event.uuid, 'subscription_id', sub.id, attempt);
    if (done !== undefined) return done;
    const secrets = await this.secrets.signingSecrets('subscriptions', sub.id, sub.signingSecret);
    const rendered: RenderedRequest = {
      url: sub.targetUrl,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'leadline-event-type': event.type },
      body: JSON.stringify(record),
    };
    const { request, outcome } = await this.send(rendered, secrets, event.uuid, 30_000);
    const success = outcome.code !== null && outcome.code >= 200 && outcome.code <= 299;
    // 410 Gone: the REST-hooks way for a receiver to unsubscribe.
    const gone = outcome.code === 410;
    const retry = !success && !gone && attempt < SUBSCRIPTION_MAX_ATTEMPTS;
    const nextAt = retry ? this.deps.clock.now() + retryDelay(attempt, this.random()) : null;
    return this.settle(
      event.companyId,
      {
        owner_type: 'Subscription',
        owner_id: sub.id,
        subscription_id: sub.id,
        event_id: event.uuid,
        ...this.subjectIds({ event, record }),
        trigger: event.type,
        attempt,
        ...this.logOf(request, outcome, success, nextAt),
      },
      {
        table: 'subscriptions',
        id: sub.id,
        limit: gone ? 1 : SUBSCRIPTION_FAILURE_LIMIT,
        success,
        reason: gone ? 'The receiver answered 410 Gone' : (outcome.error ?? `HTTP ${outcome.code}`),
        lastColumn: 'last_delivered_at',
      },
      retry ? { eventId: event.id, subscriptionId: sub.id, attempt: attempt + 1 } : null,
      nextAt,
      job,
    );
  }

  /** The log id of an attempt already made for this event, endpoint and attempt number. */
  private async logged(
    companyId: number,
    eventId: string,
    column: 'outgoing_webhook_url_id' | 'subscription_id',
    id: number,
    attempt: number,
  ): Promise<number | undefined> {
    const row = await this.deps.db
      .selectFrom('webhook_logs')
      .select('id')
      .where('company_id', '=', companyId)
      .where('event_id', '=', eventId)
      .where(column, '=', id)
      .where('attempt', '=', attempt)
      .executeTakeFirst();
    return row ? Number(row.id) : undefined;
  }

  private random() {
    return (this.deps.random ?? Math.random)();
  }

  private subjectIds({ event, record }: Pick<AttemptSubject, 'event' | 'record'>) {
    const kind = EVENT_CATALOG[event.type].record;
    const id = Number(record.id);
    return {
      call_id: kind === 'calls' ? id : typeof record.call_id === 'number' ? record.call_id : null,
      lead_id: kind === 'leads' ? id : typeof record.lead_id === 'number' ? record.lead_id : null,
    };
  }

  private async send(rendered: RenderedRequest, secrets: string[], messageId: string, timeoutMs: number) {
    const timestamp = Math.floor(this.deps.clock.now() / 1000);
    const request: RenderedRequest = {
      ...rendered,
      headers: {
        'user-agent': 'Leadline-Webhooks/1',
        ...rendered.headers,
        ...(secrets.length ? signedHeaders(secrets, messageId, timestamp, rendered.body) : {}),
      },
    };
    const outcome = await sendAttempt(this.deps.urls, this.limiter, request, timeoutMs);
    return { request, outcome };
  }

  private logOf(request: RenderedRequest, outcome: AttemptOutcome, success: boolean, nextAt: number | null) {
    const error = outcome.error ?? (success ? null : `HTTP ${outcome.code} is not one of the success codes`);
    return attemptColumns(request, outcome, { success, error, nextAt });
  }

  /** The log, the next attempt, the endpoint's counters and (under a job) the job's end, in one transaction. */
  private async settle(
    companyId: number,
    log: WebhookLogValues,
    endpoint: {
      table: 'outgoing_webhooks' | 'subscriptions';
      id: number;
      limit: number;
      success: boolean;
      reason: string;
      lastColumn: string;
    },
    next: DeliverPayload | null,
    nextAt: number | null,
    job?: JobRunContext,
  ): Promise<number> {
    const { clock, jobs } = this.deps;
    const now = clock.now();
    const logId = await this.commits(async (trx) => {
      await job?.complete(trx);
      const id = await this.logs.write(trx, companyId, log);
      if (next && nextAt !== null)
        await jobs.store.enqueue(DELIVER_JOB, next, { companyId, db: trx, dueAt: nextAt });
      const where = (qb: any) => qb.where('company_id', '=', companyId).where('id', '=', endpoint.id);
      if (endpoint.success) {
        await where(trx.updateTable(endpoint.table))
          .set({ consecutive_failure_count: 0, [endpoint.lastColumn]: now })
          .execute();
        return id;
      }
      const counted = await where(trx.updateTable(endpoint.table))
        .set((eb: any) => ({ consecutive_failure_count: eb('consecutive_failure_count', '+', 1) }))
        .returning(['consecutive_failure_count'])
        .executeTakeFirst();
      const failures = Number(counted?.consecutive_failure_count ?? 0);
      if (endpoint.limit > 0 && failures >= endpoint.limit) {
        await where(trx.updateTable(endpoint.table))
          .set({
            active: this.bool(false),
            disabled_at: now,
            disabled_reason:
              `Deactivated after ${failures} consecutive failed attempts; the last: ${endpoint.reason}`.slice(
                0,
                2000,
              ),
            updated_at: now,
          })
          .execute();
      }
      return id;
    });
    return logId;
  }
}
