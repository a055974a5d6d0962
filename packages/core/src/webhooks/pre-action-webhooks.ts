import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue, encodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import type { PreparedQueries } from '../db/prepared.js';
import type { DB } from '../db/tables.js';
import type { RecordLinks } from '../kernel/links.js';
import type { UrlGuard } from '../net/url-guard.js';
import { TenantScope } from '../tenancy/scope.js';
import { newUuid } from '../util/ids.js';
import type { HostLimiter } from './host-limiter.js';
import type { OauthTokens } from './oauth-tokens.js';
import { recordTokens } from './record-tokens.js';
import { renderRequest } from './request-template.js';
import { sendAttempt } from './send-attempt.js';
import { signedHeaders } from './signing.js';
import { successCodes } from './success-codes.js';
import { activeWebhooks, type WebhookTarget, webhookMatches } from './targets.js';
import { attemptColumns, type WebhookLogWriter } from './webhook-log-writer.js';
import type { WebhookSecrets } from './webhook-secrets.js';

/** The outgoing-webhook triggers asked before an action, whose answer accepts or rejects it (domain notes 2.1). */
export type PreActionTrigger =
  | 'before_dial_buyer'
  | 'before_answering_call'
  | 'before_placing_call'
  | 'before_sending_text'
  | 'before_schedule_action_dial';

/** What the action is about: its record (for filters and [tokens]) and the call or lead the logs belong to. */
export interface PreActionSubject {
  kind: 'calls' | 'leads' | 'text_messages';
  record: Record<string, unknown>;
}

export interface PreActionVerdict {
  allowed: boolean;
  /** Why not: the webhook that rejected, and its answer. */
  reason: string | null;
  /** The webhook_logs records of the requests made. */
  logIds: number[];
}

const ALLOWED: PreActionVerdict = { allowed: true, reason: null, logIds: [] };
const id = (v: unknown) =>
  typeof v === 'number' || (typeof v === 'string' && /^\d+$/.test(v)) ? Number(v) : null;

/**
 * Pre-action webhooks (trigger before_*): asked synchronously, before the
 * action and outside any transaction, every active URL of every matching
 * webhook in order, signed like any delivery, each request logged (and, for
 * a call, a WebhookLog step of its timeline). The first answer outside the
 * URL's success codes rejects the action; so does no answer at all (a
 * timeout or refused connection), since these hooks are compliance gates and
 * an action they could not approve must not happen. Never retried: the
 * action cannot wait for the retry schedule.
 */
export class PreActionWebhooks {
  constructor(
    private readonly deps: {
      db: Kysely<DB>;
      dialect: DialectName;
      clock: Clock;
      urls: UrlGuard;
      links: RecordLinks;
      limiter: HostLimiter;
      secrets: WebhookSecrets;
      logs: WebhookLogWriter;
      oauth: OauthTokens;
      /** Every inbound answer asks for its before_answering_call webhooks: the read is built once. */
      prepared?: PreparedQueries;
    },
  ) {}

  /** The company's active webhooks on `trigger` (none: the action needs no asking). */
  targets(companyId: number, trigger: PreActionTrigger): Promise<WebhookTarget[]> {
    const { db, dialect, links, prepared } = this.deps;
    return activeWebhooks(db, dialect, links, companyId, [trigger], prepared);
  }

  /** Asks the webhooks (`targets`, when the caller has them already) whether the action may go ahead. */
  async ask(
    companyId: number,
    trigger: PreActionTrigger,
    subject: PreActionSubject,
    targets?: WebhookTarget[],
  ): Promise<PreActionVerdict> {
    const webhooks = targets ?? (await this.targets(companyId, trigger));
    if (webhooks.length === 0) return ALLOWED;
    const kind = subject.kind === 'text_messages' ? 'leads' : subject.kind;
    const tokens = await recordTokens(this.deps.db, companyId, kind, subject.record);
    const matching = webhooks.filter((w) => webhookMatches(w, subject.record, tokens));
    const logIds: number[] = [];
    for (const webhook of matching) {
      const messageId = `msg_pre_${newUuid().replace(/-/g, '')}`;
      for (const url of await this.urlsOf(companyId, webhook.id)) {
        const { logId, ok, reason } = await this.attempt(
          companyId,
          trigger,
          webhook,
          url,
          subject,
          tokens,
          messageId,
        );
        logIds.push(logId);
        if (!ok)
          return {
            allowed: false,
            reason: `outgoing webhook "${webhook.name}" rejected it: ${reason}`,
            logIds,
          };
      }
    }
    return { allowed: true, reason: null, logIds };
  }

  private urlsOf(companyId: number, webhookId: number) {
    return new TenantScope(this.deps.db, companyId)
      .selectFrom('outgoing_webhook_urls')
      .selectAll()
      .where('outgoing_webhook_id', '=', webhookId)
      .where('active', '=', encodeValue('boolean', true, this.deps.dialect))
      .where('deleted_at', 'is', null)
      .orderBy('sortable_order')
      .orderBy('id')
      .execute();
  }

  private async attempt(
    companyId: number,
    trigger: PreActionTrigger,
    webhook: WebhookTarget,
    url: Record<string, unknown>,
    subject: PreActionSubject,
    tokens: Record<string, unknown>,
    messageId: string,
  ) {
    const { db, clock, urls, limiter, secrets, logs, oauth } = this.deps;
    const rendered = renderRequest(
      {
        url: String(await secrets.receiverCredentials(companyId, 'url', url.url)),
        method: String(url.method ?? 'post'),
        headers: await secrets.receiverCredentials(
          companyId,
          'header_object',
          decodeValue('json', url.headers),
        ),
        content_type: String(url.content_type ?? 'application/json'),
        body: (url.body as string | null) ?? null,
      },
      tokens,
    );
    let authError: string | null = null;
    if (url.oauth_connection_id != null) {
      await oauth
        .accessToken(companyId, Number(url.oauth_connection_id))
        .then((token) => {
          rendered.headers.authorization = `Bearer ${token}`;
        })
        .catch((error: Error) => {
          authError = `OAuth connection: ${error.message}`;
        });
    }
    const signing = await secrets.signingSecrets('outgoing_webhooks', webhook.id, webhook.signingSecret);
    const timestamp = Math.floor(clock.now() / 1000);
    const request = {
      ...rendered,
      headers: {
        'user-agent': 'Leadline-Webhooks/1',
        ...rendered.headers,
        ...(signing.length ? signedHeaders(signing, messageId, timestamp, rendered.body) : {}),
      },
    };
    const outcome = authError
      ? { code: null, responseHeaders: null, responseBody: null, latencyMs: 0, error: authError as string }
      : await sendAttempt(urls, limiter, request, Number(url.webhook_read_timeout ?? 10) * 1000);
    const ok =
      outcome.code !== null && successCodes(url.webhook_response_success_codes as string)(outcome.code);
    const reason = outcome.error ?? `HTTP ${outcome.code}`;
    const record = subject.record;
    const logId = await db.transaction().execute((trx) =>
      logs.write(trx, companyId, {
        owner_type: 'OutgoingWebhook',
        owner_id: webhook.id,
        outgoing_webhook_id: webhook.id,
        outgoing_webhook_url_id: Number(url.id),
        trigger,
        event_id: messageId,
        call_id: subject.kind === 'calls' ? id(record.id) : id(record.call_id),
        lead_id: subject.kind === 'leads' ? id(record.id) : id(record.lead_id),
        attempt: 1,
        ...attemptColumns(request, outcome, {
          success: ok,
          error: ok ? null : `Rejected the action: ${reason}`,
        }),
      }),
    );
    return { logId, ok, reason };
  }
}
