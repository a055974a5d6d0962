import { CallStore } from '../calls/call-store.js';
import { DialGuards } from '../calls/dial-guards.js';
import { secureEndpoints } from '../calls/secure-call.endpoints.js';
import { ChangeLogWriter } from '../kernel/change-log.js';
import type { EndpointDefinition } from '../kernel/endpoints.js';
import type { ResourceService } from '../kernel/service.js';
import { MISSED_CALL_TEXT_JOB, MissedCallTexts } from '../messaging/missed-call-texts.js';
import { CallRollups } from '../reporting/call-rollups.js';
import type { AccessParts } from './access.js';
import type { Core, FoundationParts } from './foundation.js';
import type { RoutingParts } from './routing.js';

/**
 * What placed and inbound calls share without `Leadline` publishing it: the one call store
 * (writes, change log, events), the redial guard, and the calls declaration.
 */
export interface CallPieces {
  readonly store: CallStore;
  readonly guards: DialGuards;
  /** The calls engine, resolved on first use: an embedder's catalog may leave calls out. */
  readonly calls: () => ResourceService;
  /** A declared endpoint by name: the calls resource's, or the secure group's. */
  readonly endpoint: (name: string) => EndpointDefinition;
}

export function wireCallStore(
  app: Core & FoundationParts & AccessParts & Pick<RoutingParts, 'capCounters'>,
): CallPieces {
  const { database, clock, registry } = app;
  const calls = () => app.resource('calls');
  // A call that ends unanswered may queue its offer's missed-call text (sent by a job).
  const missedCalls = new MissedCallTexts({
    jobs: app.jobs,
    companies: app.companies,
    texts: () => app.resource('text_messages'),
  });
  app.jobs.register(MISSED_CALL_TEXT_JOB, missedCalls.job(database.db));
  const store = new CallStore({
    db: database.db,
    dialect: database.dialect,
    clock,
    get def() {
      return calls().def;
    },
    logs: new ChangeLogWriter(database.dialect, () => clock.now(), app.prepared),
    outbox: app.outbox,
    onEnded: (trx, ctx, call) => missedCalls.onEnded(trx, ctx, call),
    counters: app.capCounters,
    rollups: new CallRollups(app.prepared),
    prepared: app.prepared,
  });
  const endpoint = (name: string) => {
    const found =
      registry.require('calls').endpoints.find((e) => e.name === name) ??
      secureEndpoints.endpoints.find((e) => e.name === name);
    if (!found) throw new Error(`No calls endpoint ${name} is declared`);
    return found;
  };
  return { store, guards: new DialGuards(database.db), calls, endpoint };
}
