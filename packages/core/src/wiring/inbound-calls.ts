import { CallSimulator } from '../calls/call-simulator.js';
import { CarrierCallbacks } from '../calls/carrier-callbacks.js';
import { InboundCalls } from '../calls/inbound-calls.js';
import { CallMenus } from '../calls/menus.js';
import { RecordingRules } from '../calls/recording-rules.js';
import type { ScheduleRunner } from '../schedules/schedule-runner.js';
import { recordTokens } from '../webhooks/record-tokens.js';
import type { AccessParts } from './access.js';
import type { CallPieces } from './call-store.js';
import type { Core, FoundationParts } from './foundation.js';
import type { LeadParts } from './leads.js';
import type { RoutingParts } from './routing.js';
import type { WebhookParts } from './webhooks.js';

/** A tracking number rings: the carrier's webhooks, the dial plan they are answered with, IVR menus, the simulator. */
export interface InboundCallParts {
  /** The carrier's callbacks for the calls Leadline placed: instructions on answer, progress. */
  readonly carrierCallbacks: CarrierCallbacks;
  /** IVR menus: where the carrier posts a caller's keys (POST /inbound_calls/menu/:secure_token/:uuid). */
  readonly callMenus: CallMenus;
  /** A tracking number rings: the carrier's signed voice and status webhooks. */
  readonly inboundCalls: InboundCalls;
  /** POST /calls/simulate: the simulated carrier plays an inbound call through. */
  readonly callSimulator: CallSimulator;
}

/** The schedule runner is wired after the calls: reached only once a call ends. */
type Later = { readonly schedules: Pick<ScheduleRunner, 'wake'> };

export function wireInboundCalls(
  app: Core & FoundationParts & AccessParts & WebhookParts & RoutingParts & LeadParts & Later,
  { store }: CallPieces,
): InboundCallParts {
  const { database, clock, companies, links, callTrace: trace } = app;
  const { db, dialect } = database;
  const carrierCallbacks = new CarrierCallbacks({
    db,
    links,
    dialect,
    router: app.callRouter,
    trace,
    recordings: new RecordingRules(db),
    clock,
    companies,
    offerBuyers: app.offerBuyers,
    leads: app.leads,
    store,
    outbox: app.outbox,
    preActions: app.preActions,
    askConversion: async (companyId, conversionId, call) =>
      app.webhooks.conversions.decide(
        companyId,
        conversionId,
        call,
        await recordTokens(db, companyId, 'calls', call),
      ),
    // A schedule lead waiting on its call goes on to its next action once the call ends.
    onLeadDue: () => app.schedules.wake(),
  });
  const callMenus = new CallMenus({ db, companies, links, store, trace, plan: carrierCallbacks.plan });
  const inboundCalls = new InboundCalls({
    db,
    clock,
    companies,
    store,
    trace,
    callbacks: carrierCallbacks,
    links,
    menus: callMenus,
    secrets: app.secrets,
    preActions: app.preActions,
  });
  const callSimulator = new CallSimulator({
    db,
    inbound: inboundCalls,
    callbacks: carrierCallbacks,
    menus: callMenus,
    endpoint: () => app.registry.require('calls').endpoints.find((e) => e.name === 'simulate')!,
  });
  return { carrierCallbacks, callMenus, inboundCalls, callSimulator };
}
