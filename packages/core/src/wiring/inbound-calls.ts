import { CallSimulator } from '../calls/call-simulator.js';
import { CarrierCallbacks } from '../calls/carrier-callbacks.js';
import { HoldQueue } from '../calls/hold-queue.js';
import { InboundCalls } from '../calls/inbound-calls.js';
import { CallMenus } from '../calls/menus.js';
import { RecordingPlayback } from '../calls/recording-playback.js';
import { RecordingRetention } from '../calls/recording-retention.js';
import { RecordingRules } from '../calls/recording-rules.js';
import { scheduleCaller } from '../calls/schedule-caller.js';
import { isLeadlineError } from '../errors/index.js';
import { companyBucket } from '../integrations/company-bucket.js';
import type { ScheduleRunner } from '../schedules/schedule-runner.js';
import type { TenantContext } from '../tenancy/context.js';
import type { CallTranscriptions } from '../transcription/call-transcription.js';
import { recordTokens } from '../webhooks/record-tokens.js';
import type { AccessParts } from './access.js';
import type { CallPieces } from './call-store.js';
import type { ContactParts } from './contacts.js';
import type { Core, FoundationParts } from './foundation.js';
import type { LeadParts } from './leads.js';
import type { NumberParts } from './numbers.js';
import type { RoutingParts } from './routing.js';
import type { SoundParts } from './sounds.js';
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
  /** The hold queue: callers held while no buyer has open concurrency, connected as slots free. */
  readonly holdQueue: HoldQueue;
  /** Deletes recordings past their rule's retention_days (copied to S3 first): a scheduler sweeps. */
  readonly recordingRetention: RecordingRetention;
  /** Signed links that play a call's recording from the carrier or its S3 copy. */
  readonly recordingPlayback: RecordingPlayback;
}

/** The schedule runner and transcriptions are wired after the calls: reached only once a call ends or is recorded. */
type Later = {
  readonly schedules: Pick<ScheduleRunner, 'wake'>;
  readonly callTranscriptions: Pick<CallTranscriptions, 'queue'>;
};

export function wireInboundCalls(
  app: Core &
    FoundationParts &
    AccessParts &
    WebhookParts &
    NumberParts &
    ContactParts &
    RoutingParts &
    LeadParts &
    SoundParts &
    Later,
  { store }: CallPieces,
): InboundCallParts {
  const { database, clock, companies, links, callTrace: trace } = app;
  const { db, dialect } = database;
  // A machine's or a key press flow's disposition: an applied disposition, as an agent's would be.
  const applyDisposition = async (ctx: TenantContext, callId: number, dispositionId: number) => {
    await app.resource('agent_call_dispositions').create(ctx, {
      call_id: callId,
      call_disposition_id: dispositionId,
    });
  };
  const sounds = app.soundLinks;
  const carrierCallbacks = new CarrierCallbacks({
    db,
    links,
    sounds,
    applyDisposition,
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
    buyerHealth: app.buyerHealth,
    carriers: app.carriers,
    // The hold queue is made below, with the dial plan it connects callers through.
    holdQueue: { join: (ctx, call, pending) => holdQueue.join(ctx, call, pending) },
    onCallEnded: (ctx, call) => holdQueue.ended(ctx, call),
    transcribe: (trx, ctx, call, url, rule) => app.callTranscriptions.queue(trx, ctx, call, url, rule),
  });
  const holdQueue: HoldQueue = new HoldQueue({
    db,
    dialect,
    clock,
    companies,
    store,
    trace,
    links,
    sounds,
    router: app.callRouter,
    offerBuyers: app.offerBuyers,
    carriers: app.carriers,
    plan: carrierCallbacks.plan,
  });
  const callMenus = new CallMenus({
    db,
    companies,
    links,
    sounds,
    store,
    trace,
    plan: carrierCallbacks.plan,
    caller: {
      addToSchedule: (ctx, call, scheduleId) => scheduleCaller(db, app.leads, ctx, call, scheduleId),
      removeFromSchedule: async (ctx, number, scheduleId) => {
        // Not on it (a 404): nothing to take off, and the call goes on.
        await app.leads.remove(ctx, number, { schedule_id: scheduleId }).catch((error: unknown) => {
          if (!isLeadlineError(error)) throw error;
        });
      },
      block: async (ctx, number) => {
        await app.contacts.block(ctx, number);
      },
      applyDisposition,
    },
    holdQueue,
  });
  const inboundCalls = new InboundCalls({
    db,
    clock,
    companies,
    store,
    trace,
    callbacks: carrierCallbacks,
    links,
    sounds,
    menus: callMenus,
    secrets: app.secrets,
    preActions: app.preActions,
    prepared: app.prepared,
  });
  const callSimulator = new CallSimulator({
    db,
    inbound: inboundCalls,
    callbacks: carrierCallbacks,
    menus: callMenus,
    endpoint: () => app.registry.require('calls').endpoints.find((e) => e.name === 'simulate')!,
  });
  const buckets = { db, urls: app.urls, secrets: app.secrets };
  const recordingRetention = new RecordingRetention({
    db,
    clock,
    companies,
    carriers: app.carriers,
    store,
    trace,
    bucket: (companyId) => companyBucket(buckets, companyId),
  });
  const recordingPlayback = new RecordingPlayback({
    db,
    clock,
    secrets: app.secrets,
    companies,
    carriers: app.carriers,
    bucket: (companyId, integrationId) => companyBucket(buckets, companyId, integrationId),
  });
  return {
    carrierCallbacks,
    callMenus,
    inboundCalls,
    callSimulator,
    holdQueue,
    recordingRetention,
    recordingPlayback,
  };
}
