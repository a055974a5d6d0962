import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Designed (spec 4.2/6: "ping/post logs"): one ping or post received by an inbound webhook. */
export const inboundWebhookLogs = defineResource({
  name: 'inbound_webhook_log',
  plural: 'inbound_webhook_logs',
  family: 'webhooks',
  description:
    'One ping or post received by an inbound webhook: what the source sent, which buyers answered, and ' +
    'what was returned. Written by the engine; list only.',
  operations: ['list'],
  fields: {
    inbound_webhook_id: f.ref('inbound_webhooks').readOnly().doc('Endpoint that received the request'),
    request_type: f.enum(['ping', 'post']).readOnly().doc('ping or post'),
    traffic_source_id: f
      .ref('traffic_sources')
      .readOnly()
      .doc(
        "Traffic source credited: the webhook's, or the one the request named (its ping caps count these)",
      ),
    ping_id: f.string().readOnly().filter().doc('Ping id issued (ping) or presented (post)'),
    caller_id: f.string().readOnly().filter().search().doc('Caller number the source sent, E.164'),
    request_params: f.json().readOnly().doc('Parameters received (query, form or JSON body)'),
    remote_ip: f.string().readOnly().doc('Address the request came from'),
    success: f.boolean().readOnly().doc('The answer had success true'),
    code: f.integer().readOnly().filter().doc('HTTP status answered (200, 201, 422, 429)'),
    response_body: f.json().readOnly().doc('Body answered'),
    error_messages: f.strings().readOnly().doc('The errors array answered, e.g. "No buyers available"'),
    buyers_count: f.integer().readOnly().default(0).doc('Buyers returned by a ping'),
    buyer_id: f.ref('buyers').readOnly().doc('Buyer chosen by a post'),
    bid_price: f.decimal().readOnly().doc('Highest bid returned (ping) or accepted (post)'),
    forwarding_number: f.string().readOnly().doc('Number returned by a post'),
    call_id: f.integer().readOnly().filter().doc('Call that followed the post (→ calls)'),
    latency_ms: f.integer().readOnly().sort().doc('Milliseconds taken to answer'),
  },
  // A traffic source's ping caps count its recent pings over all its webhooks (ping-post/source-ping-limits.ts).
  indexes: [{ name: 'source_pings', columns: ['company_id', 'traffic_source_id', 'created_at'] }],
});
