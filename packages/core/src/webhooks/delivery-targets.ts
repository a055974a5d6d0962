import { decodeValue } from '../db/column-types.js';
import { EVENT_CATALOG } from '../events/event-catalog.js';
import type { EndpointVerdict } from './endpoint-health.js';
import type { OauthTokens } from './oauth-tokens.js';
import type { RenderedRequest } from './request-template.js';
import { renderRequest } from './request-template.js';
import type { ResponseParsers } from './response-parsers.js';
import { SUBSCRIPTION_FAILURE_LIMIT, SUBSCRIPTION_MAX_ATTEMPTS } from './retry-schedule.js';
import type { AttemptOutcome } from './send-attempt.js';
import type { StoredEvent } from './stored-event.js';
import { successCodes } from './success-codes.js';
import type { SubscriptionTarget, WebhookTarget } from './targets.js';
import type { WebhookLogValues } from './webhook-log-writer.js';
import type { WebhookSecrets } from './webhook-secrets.js';

export interface DeliverPayload {
  eventId: number;
  attempt: number;
  webhookId?: number;
  urlId?: number;
  subscriptionId?: number;
}

export type UrlRow = Record<string, unknown>;

/** What an attempt is about: where the log and the tokens come from. */
export interface AttemptSubject {
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
 * Where one attempt goes: a subscription, or one URL of an outgoing webhook.
 * Both are attempted, signed, logged, retried and counted the same way; this
 * says only how each differs.
 */
export interface DeliveryTarget {
  /** The log's columns naming the endpoint. */
  owner: Pick<
    WebhookLogValues,
    | 'owner_type'
    | 'owner_id'
    | 'outgoing_webhook_id'
    | 'outgoing_webhook_url_id'
    | 'subscription_id'
    | 'webhook_manual_fire_id'
  >;
  /** An attempt already logged for this message is found by this column. */
  loggedBy: { column: 'outgoing_webhook_url_id' | 'subscription_id'; id: number };
  signing: { owner: 'outgoing_webhooks' | 'subscriptions'; id: number; secret: string | null };
  timeoutMs: number;
  /** The request, or why it cannot be made (an OAuth token that could not be had). */
  request(): Promise<{ rendered: RenderedRequest; refused: string | null }>;
  succeeded(code: number): boolean;
  /** What an answer puts into the record's tokens (response parsers). */
  answered?(code: number, body: string): Promise<unknown>;
  retries(attempt: number, code: number | null): boolean;
  verdict(success: boolean, outcome: AttemptOutcome): EndpointVerdict;
  next(attempt: number): DeliverPayload;
}

/** One URL of an outgoing webhook as a delivery target: its template, OAuth, success codes, parsers and retries. */
export function urlTarget(
  deps: { oauth: OauthTokens; parsers: ResponseParsers; secrets: WebhookSecrets },
  webhook: WebhookTarget,
  url: UrlRow,
  subject: AttemptSubject,
): DeliveryTarget {
  const { event } = subject;
  const kind = EVENT_CATALOG[event.type].record;
  const urlId = Number(url.id);
  return {
    owner: {
      owner_type: 'OutgoingWebhook',
      owner_id: webhook.id,
      outgoing_webhook_id: webhook.id,
      outgoing_webhook_url_id: urlId,
      webhook_manual_fire_id: subject.fireId ?? null,
    },
    loggedBy: { column: 'outgoing_webhook_url_id', id: urlId },
    signing: { owner: 'outgoing_webhooks', id: webhook.id, secret: webhook.signingSecret },
    timeoutMs: Number(url.webhook_read_timeout ?? 10) * 1000,
    request: async () => {
      const companyId = event.companyId;
      const rendered = renderRequest(
        {
          url: String(await deps.secrets.receiverCredentials(companyId, 'url', url.url)),
          method: String(url.method ?? 'post'),
          headers: await deps.secrets.receiverCredentials(
            companyId,
            'header_object',
            decodeValue('json', url.headers),
          ),
          content_type: String(url.content_type ?? 'application/json'),
          body: (url.body as string | null) ?? null,
        },
        subject.tokens,
      );
      if (url.oauth_connection_id === null || url.oauth_connection_id === undefined)
        return { rendered, refused: null };
      const refused = await deps.oauth
        .accessToken(event.companyId, Number(url.oauth_connection_id))
        .then((token) => {
          rendered.headers.authorization = `Bearer ${token}`;
          return null;
        })
        .catch((error: Error) => `OAuth connection: ${error.message}`);
      return { rendered, refused };
    },
    succeeded: (code) => successCodes(url.webhook_response_success_codes as string)(code),
    answered:
      kind === 'incoming_text_messages' || kind === 'text_messages' || kind === 'buyers'
        ? undefined
        : (code, body) =>
            deps.parsers.apply(event.companyId, { outgoingWebhookUrlId: urlId }, code, body, {
              kind,
              id: Number(subject.record.id),
            }),
    retries: (attempt) => subject.fireId === undefined && attempt < webhook.maxAttempts,
    verdict: (success, outcome) => ({
      table: 'outgoing_webhooks',
      id: webhook.id,
      limit: webhook.failureAutoDisableCount,
      success,
      reason: outcome.error ?? `HTTP ${outcome.code}`,
      lastColumn: 'last_fired_at',
    }),
    next: (attempt) => ({ eventId: event.id, webhookId: webhook.id, urlId, attempt: attempt + 1 }),
  };
}

/** A subscription as a delivery target: the record as JSON, 2xx success, 410 Gone unsubscribes. */
export function subscriptionTarget(
  secrets: WebhookSecrets,
  sub: SubscriptionTarget,
  subject: AttemptSubject,
): DeliveryTarget {
  const { event, record } = subject;
  // 410 Gone: the REST-hooks way for a receiver to unsubscribe.
  const gone = (code: number | null) => code === 410;
  return {
    owner: { owner_type: 'Subscription', owner_id: sub.id, subscription_id: sub.id },
    loggedBy: { column: 'subscription_id', id: sub.id },
    signing: { owner: 'subscriptions', id: sub.id, secret: sub.signingSecret },
    timeoutMs: 30_000,
    request: async () => ({
      rendered: {
        url: String(await secrets.receiverCredentials(event.companyId, 'url', sub.targetUrl)),
        method: 'POST',
        headers: { 'content-type': 'application/json', 'leadline-event-type': event.type },
        body: JSON.stringify(record),
      },
      refused: null,
    }),
    succeeded: (code) => code >= 200 && code <= 299,
    retries: (attempt, code) => !gone(code) && attempt < SUBSCRIPTION_MAX_ATTEMPTS,
    verdict: (success, outcome) => ({
      table: 'subscriptions',
      id: sub.id,
      limit: gone(outcome.code) ? 1 : SUBSCRIPTION_FAILURE_LIMIT,
      success,
      reason: gone(outcome.code)
        ? 'The receiver answered 410 Gone'
        : (outcome.error ?? `HTTP ${outcome.code}`),
      lastColumn: 'last_delivered_at',
    }),
    next: (attempt) => ({ eventId: event.id, subscriptionId: sub.id, attempt: attempt + 1 }),
  };
}
