import { CallTrace } from '../calls/call-trace.js';
import { PreActionWebhooks } from '../webhooks/pre-action-webhooks.js';
import { WebhookEngine } from '../webhooks/webhook-engine.js';
import { type CallTraceWriter, WebhookLogWriter } from '../webhooks/webhook-log-writer.js';
import type { AccessParts } from './access.js';
import type { Core, FoundationParts, LeadlineOptions } from './foundation.js';
import type { RoutingParts } from './routing.js';

/** Outgoing webhooks and subscriptions, the pre-action (before_*) webhooks, and the call timeline they log into. */
export interface WebhookParts {
  /** Each call's routing trace (call_events): GET /calls/:id/events. */
  readonly callTrace: CallTrace;
  /** Delivers events to subscriptions and outgoing webhooks: signed, logged, retried; manual fires. */
  readonly webhooks: WebhookEngine;
  /** Pre-action (before_*) outgoing webhooks: asked before an action, they accept or reject it. */
  readonly preActions: PreActionWebhooks;
}

export function wireWebhooks(
  app: Core & FoundationParts & AccessParts & Partial<Pick<RoutingParts, 'capCounters'>>,
  options: Pick<LeadlineOptions, 'webhookHostConcurrency'> = {},
): WebhookParts {
  const { database, clock, registry } = app;
  const { db, dialect } = database;
  const callTrace = new CallTrace({
    dialect,
    clock,
    def: () => registry.require('call_events'),
    // Routing is wired later: its counters are reached when a Dial is written.
    counters: {
      dialed: (trx, companyId, dials) => app.capCounters?.dialed(trx, companyId, dials) ?? Promise.resolve(),
    },
    // Each step is also a row of the call's log (call_logs).
    logDef: () => registry.get('call_logs'),
    prepared: app.prepared,
  });
  // Requests about a call show in its timeline (GET /calls/:id/events) as WebhookLog steps.
  const trace: CallTraceWriter = (trx, companyId, callId, events) =>
    registry.get('call_events') ? callTrace.write(trx, companyId, callId, events) : Promise.resolve();
  const webhooks = new WebhookEngine({
    db,
    dialect,
    clock,
    jobs: app.jobs,
    signals: app.signals,
    urls: app.urls,
    secrets: app.secrets,
    companies: app.companies,
    links: app.links,
    resource: (plural) => app.resource(plural),
    trace,
    prepared: app.prepared,
    ...(database.sessionLocks ? { sessionLocks: database.sessionLocks } : {}),
    ...(options.webhookHostConcurrency ? { perHost: options.webhookHostConcurrency } : {}),
  });
  const preActions = new PreActionWebhooks({
    db,
    dialect,
    clock,
    urls: app.urls,
    links: app.links,
    limiter: webhooks.limiter,
    secrets: webhooks.secrets,
    oauth: webhooks.oauth,
    logs: new WebhookLogWriter({
      dialect,
      def: () => registry.require('webhook_logs'),
      now: () => clock.now(),
      trace,
    }),
    prepared: app.prepared,
  });
  return { callTrace, webhooks, preActions };
}
