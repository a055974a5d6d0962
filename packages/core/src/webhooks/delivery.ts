import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { Transactor } from '../db/group-commit.js';
import type { DB } from '../db/tables.js';
import { EVENT_CATALOG } from '../events/event-catalog.js';
import type { JobRunContext } from '../jobs/job.js';
import { jobKind } from '../jobs/job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { UrlGuard } from '../net/url-guard.js';
import { TenantScope } from '../tenancy/scope.js';
import {
  type AttemptSubject,
  type DeliverPayload,
  type DeliveryTarget,
  subscriptionTarget,
  type UrlRow,
  urlTarget,
} from './delivery-targets.js';

export type { AttemptSubject, DeliverPayload, UrlRow } from './delivery-targets.js';

import { type EndpointVerdict, recordEndpointHealth } from './endpoint-health.js';
import type { HostLimiter } from './host-limiter.js';
import type { OauthTokens } from './oauth-tokens.js';
import { recordTokens } from './record-tokens.js';
import type { RenderedRequest } from './request-template.js';
import type { ResponseParsers } from './response-parsers.js';
import { retryDelay } from './retry-schedule.js';
import { sendAttempt } from './send-attempt.js';
import { signedHeaders } from './signing.js';
import { type EventSource, loadEvent, type StoredEvent, snapshot } from './stored-event.js';
import {
  type SubscriptionTarget,
  subscriptionFromRow,
  type WebhookTarget,
  webhookFromRow,
} from './targets.js';
import { remembered, type WebhookConfigReads } from './webhook-config.js';
import { attemptColumns, type WebhookLogValues, type WebhookLogWriter } from './webhook-log-writer.js';
import type { WebhookSecrets } from './webhook-secrets.js';

/** One delivery attempt (or, without urlId, the first attempt of every URL of a webhook, in order). */
export const DELIVER_JOB = jobKind<DeliverPayload>('webhooks.deliver');

/** What a dispatch already read, handed to the deliveries it runs itself (no second read). */
export interface Preloaded {
  event: StoredEvent;
  record: Record<string, unknown>;
  subscription?: SubscriptionTarget;
  webhook?: WebhookTarget;
  tokens?: Record<string, unknown>;
}

export interface DeliveryDeps extends EventSource {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  jobs: JobQueue;
  urls: UrlGuard;
  limiter: HostLimiter;
  secrets: WebhookSecrets;
  oauth: OauthTokens;
  parsers: ResponseParsers;
  logs: WebhookLogWriter;
  commits: Transactor;
  random?: () => number;
  /** Endpoints and URLs remembered under the company's webhook epoch. */
  config?: WebhookConfigReads;
}

/**
 * Delivery: one signed HTTP attempt to a target, logged in webhook_logs; on
 * failure the next attempt is scheduled on the published schedule, and the
 * target's health (its failure count, its deactivation) moves with it. The
 * log, the next attempt, the counters and the job's end commit together.
 */
export class Delivery {
  constructor(private readonly deps: DeliveryDeps) {}

  /**
   * One delivery job. A target deleted or deactivated since it was queued gets
   * nothing. Under a job (`context`), a delivery to one endpoint ends its job
   * in the transaction that logs the attempt.
   */
  async deliver(p: DeliverPayload, context?: JobRunContext, preloaded?: Preloaded): Promise<void> {
    const event = preloaded?.event ?? (await loadEvent(this.deps, p.eventId));
    if (!event) return;
    const record = preloaded?.record ?? event.payload ?? (await snapshot(this.deps, event));
    if (p.subscriptionId !== undefined) {
      const sub =
        preloaded?.subscription ?? (await this.active('subscriptions', event.companyId, p.subscriptionId));
      if (!sub) return;
      const subject = { event, record, tokens: {}, trigger: event.type, messageId: event.uuid };
      await this.attempt(subscriptionTarget(this.deps.secrets, sub, subject), subject, p.attempt, context);
      return;
    }
    if (p.webhookId === undefined) return;
    const webhook =
      preloaded?.webhook ?? (await this.active('outgoing_webhooks', event.companyId, p.webhookId));
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
      // Read, not recalled: the deactivation committed a moment ago, maybe within this turn.
      if (i > 0 && !(await this.readActive('outgoing_webhooks', event.companyId, webhook.id))) return;
      await this.attemptUrl(webhook, url, subject, p.attempt, single);
    }
  }

  /** The subscription or webhook when it is still active and not deleted. */
  async active(
    table: 'subscriptions',
    companyId: number,
    id: number,
  ): Promise<SubscriptionTarget | undefined>;
  async active(table: 'outgoing_webhooks', companyId: number, id: number): Promise<WebhookTarget | undefined>;
  async active(table: 'subscriptions' | 'outgoing_webhooks', companyId: number, id: number) {
    return remembered(this.deps.config, companyId, `active:${table}:${id}`, () =>
      this.readActive(table, companyId, id),
    );
  }

  private async readActive(table: 'subscriptions' | 'outgoing_webhooks', companyId: number, id: number) {
    const row = await new TenantScope(this.deps.db, companyId)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .where('active', '=', encodeValue('boolean', true, this.deps.dialect))
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!row) return undefined;
    return table === 'subscriptions' ? subscriptionFromRow(row) : webhookFromRow(row);
  }

  /** The webhook's active URLs in priority order (sortable_order, then id), or the one named. */
  async urlsOf(companyId: number, webhookId: number, urlId?: number): Promise<UrlRow[]> {
    return remembered(this.deps.config, companyId, `urls:${webhookId}:${urlId ?? ''}`, () =>
      this.readUrls(companyId, webhookId, urlId),
    );
  }

  private readUrls(companyId: number, webhookId: number, urlId?: number): Promise<UrlRow[]> {
    return new TenantScope(this.deps.db, companyId)
      .selectFrom('outgoing_webhook_urls')
      .selectAll()
      .where('outgoing_webhook_id', '=', webhookId)
      .where('active', '=', encodeValue('boolean', true, this.deps.dialect))
      .where('deleted_at', 'is', null)
      .$if(urlId !== undefined, (qb) => qb.where('id', '=', urlId!))
      .orderBy('sortable_order')
      .orderBy('id')
      .execute();
  }

  /** One attempt of one URL of a webhook; returns the log id. */
  attemptUrl(
    webhook: WebhookTarget,
    url: UrlRow,
    subject: AttemptSubject,
    attempt: number,
    job?: JobRunContext,
  ) {
    return this.attempt(urlTarget(this.deps, webhook, url, subject), subject, attempt, job);
  }

  /**
   * One attempt to a target; returns the log id. With `job`, the log ends the
   * job in one transaction, so no earlier run can have logged this attempt.
   */
  private async attempt(
    target: DeliveryTarget,
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
          target.loggedBy.column,
          target.loggedBy.id,
          attempt,
        );
    if (done !== undefined) return done;
    const { owner, id, secret } = target.signing;
    const secrets = await this.deps.secrets.signingSecrets(owner, id, secret, event.companyId);
    const { rendered, refused } = await target.request();
    const { request, outcome } = refused
      ? {
          request: rendered,
          outcome: { code: null, responseHeaders: null, responseBody: null, latencyMs: 0, error: refused },
        }
      : await this.send(rendered, secrets, subject.messageId, target.timeoutMs);
    const success = outcome.code !== null && target.succeeded(outcome.code);
    if (outcome.code !== null) await target.answered?.(outcome.code, outcome.responseBody ?? '');
    const retry = !success && target.retries(attempt, outcome.code);
    const nextAt = retry ? this.deps.clock.now() + retryDelay(attempt, this.random()) : null;
    const error = outcome.error ?? (success ? null : `HTTP ${outcome.code} is not one of the success codes`);
    const log: WebhookLogValues = {
      ...target.owner,
      event_id: subject.messageId,
      ...subjectIds(subject),
      trigger: subject.trigger,
      attempt,
      ...attemptColumns(request, outcome, { success, error, nextAt }),
    };
    return this.settle(
      event.companyId,
      log,
      target.verdict(success, outcome),
      retry ? target.next(attempt) : null,
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
    const row = await new TenantScope(this.deps.db, companyId)
      .selectFrom('webhook_logs')
      .select('id')
      .where('event_id', '=', eventId)
      .where(column, '=', id)
      .where('attempt', '=', attempt)
      .executeTakeFirst();
    return row ? row.id : undefined;
  }

  private random() {
    return (this.deps.random ?? Math.random)();
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
    const outcome = await sendAttempt(this.deps.urls, this.deps.limiter, request, timeoutMs);
    return { request, outcome };
  }

  /** The log, the next attempt, the endpoint's health and (under a job) the job's end, in one transaction. */
  private async settle(
    companyId: number,
    log: WebhookLogValues,
    endpoint: EndpointVerdict,
    next: DeliverPayload | null,
    nextAt: number | null,
    job?: JobRunContext,
  ): Promise<number> {
    const { clock, jobs, dialect, prepared } = this.deps;
    const now = clock.now();
    return this.deps.commits(async (trx) => {
      await job?.complete(trx);
      const id = await this.deps.logs.write(trx, companyId, log);
      if (next && nextAt !== null)
        await jobs.store.enqueue(DELIVER_JOB, next, {
          companyId,
          db: trx,
          dueAt: nextAt,
          ...(prepared ? { prepared } : {}),
        });
      await recordEndpointHealth(trx, dialect, companyId, endpoint, now, prepared);
      return id;
    });
  }
}

/** The call and lead an attempt was about, for its log. */
function subjectIds({ event, record }: Pick<AttemptSubject, 'event' | 'record'>) {
  const kind = EVENT_CATALOG[event.type].record;
  const id = Number(record.id);
  return {
    call_id: kind === 'calls' ? id : typeof record.call_id === 'number' ? record.call_id : null,
    lead_id: kind === 'leads' ? id : typeof record.lead_id === 'number' ? record.lead_id : null,
  };
}
