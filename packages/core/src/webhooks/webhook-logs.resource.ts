import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { HTTP_METHODS } from './outgoing-webhook-urls.resource.js';

/** Designed (spec 4.2/6: "each delivery attempt is visible"): one HTTP attempt, request and response. */
export const webhookLogs = defineResource({
  name: 'webhook_log',
  plural: 'webhook_logs',
  family: 'webhooks',
  description:
    'One delivery attempt of an outgoing webhook URL, subscription, buyer conversion or manual fire: the ' +
    'request sent, the response received, how long it took and whether it counted as delivered. Written ' +
    'by the engine; the same record appears as a WebhookLog event of the call.',
  operations: ['list', 'show'],
  fields: {
    // Every index is paid on each attempt's insert (the biggest cost of a delivery): filters the
    // operator narrows a busy log by keep theirs (created_at, the webhook, subscription, event,
    // call, lead, code); the rest filter the company's rows in created_at order (docs/decisions/database-filters-without-index.md).
    owner_type: f
      .string()
      .readOnly()
      .filter()
      .unindexed()
      .doc('What made the request: OutgoingWebhook, Subscription, BuyerConversion, ResponseParser…'),
    owner_id: f.integer().readOnly().filter().unindexed().doc('Id of the owner record'),
    outgoing_webhook_id: f.ref('outgoing_webhooks').readOnly().doc('Webhook that fired'),
    outgoing_webhook_url_id: f
      .ref('outgoing_webhook_urls')
      .readOnly()
      .unindexed()
      .doc('URL that was requested'),
    subscription_id: f.ref('subscriptions').readOnly().doc('Subscription that was delivered'),
    webhook_manual_fire_id: f
      .ref('webhook_manual_fires')
      .readOnly()
      .unindexed()
      .doc('Manual fire that caused it'),
    trigger: f.string().readOnly().filter().unindexed().doc('Trigger or subscription event that fired'),
    event_id: f
      .string()
      .readOnly()
      .filter()
      .doc('The event delivered (evt_…), sent as the webhook-id header; the same on every retry'),
    call_id: f.integer().readOnly().filter().doc('Call the request was about (→ calls)'),
    lead_id: f.integer().readOnly().filter().doc('Lead the request was about (→ leads)'),
    attempt: f.integer().readOnly().default(1).doc('1 for the first attempt, 2 for the first retry…'),
    request_method: f.enum(HTTP_METHODS).readOnly().doc('HTTP method sent'),
    request_url: f.text().readOnly().search().doc('URL requested, tokens replaced'),
    request_headers: f.json().readOnly().doc('Headers sent (secrets masked)'),
    request_body: f.text().readOnly().doc('Body sent'),
    code: f.integer().readOnly().filter().doc('HTTP status received (blank: no response)'),
    response_headers: f.json().readOnly().doc('Headers received'),
    response_body: f.text().readOnly().search().doc('Body received (truncated to 64 KiB)'),
    latency_ms: f.integer().readOnly().sort().doc('Milliseconds from sending to the full response'),
    success: f.boolean().readOnly().doc('The status was one of the success codes'),
    error_message: f
      .text()
      .readOnly()
      .doc('Why the attempt failed: timeout, DNS, TLS, status outside the success codes'),
    read_from_cache: f.boolean().readOnly().default(false).doc('Answered from a cached earlier response'),
    next_attempt_at: f.time().readOnly().doc('When the engine retries (blank: no retry left or delivered)'),
  },
});
