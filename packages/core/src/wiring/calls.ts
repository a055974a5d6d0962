import { CallUpdates } from '../calls/call-updates.js';
import { DispositionActions } from '../calls/disposition-actions.js';
import { CallHangups } from '../calls/hang-ups.js';
import type { HoldQueue } from '../calls/hold-queue.js';
import { CallKeyPresses } from '../calls/key-presses.js';
import { MakeCallService } from '../calls/make-call.js';
import type { CallMenus } from '../calls/menus.js';
import type { AccessParts } from './access.js';
import type { CallPieces } from './call-store.js';
import type { ContactParts } from './contacts.js';
import type { Core, FoundationParts } from './foundation.js';
import type { LeadParts } from './leads.js';
import type { NumberParts } from './numbers.js';
import type { WebhookParts } from './webhooks.js';

/** Calls Leadline places or acts on through the API: outbound calls, hang-ups, key presses, updates. */
export interface CallParts {
  /** POST /schedules/make_call: an outbound call to a lead, through the carrier integration. */
  readonly makeCalls: MakeCallService;
  /** DELETE /contacts/:id/calls: ends a number's calls at the carrier and on the record. */
  readonly callHangups: CallHangups;
  /** POST /calls/send_key_press: DTMF into a live call at its carrier. */
  readonly callKeyPresses: CallKeyPresses;
  /** Call updates (POST/PUT /calls/:id, postbacks, update_by_caller_id, the secure update). */
  readonly callUpdates: CallUpdates;
  /** A call disposition's actions, run once when it is applied (issue 32, item 2). */
  readonly dispositionActions: DispositionActions;
}

/** The menus and the hold queue are wired with the inbound calls, after these: reached only when a key press is sent or a call ends. */
type Later = {
  readonly callMenus: Pick<CallMenus, 'listeningAt'>;
  readonly holdQueue: Pick<HoldQueue, 'ended'>;
};

export function wireCalls(
  app: Core & FoundationParts & AccessParts & WebhookParts & NumberParts & ContactParts & LeadParts & Later,
  { store, guards, calls, endpoint }: CallPieces,
): CallParts {
  const { clock, carriers } = app;
  const { db } = app.database;
  const makeCalls = new MakeCallService({
    db,
    clock,
    carriers,
    suppression: app.suppression,
    stateRules: app.stateRules,
    leads: app.leads,
    calls,
    store,
    guards,
    endpoint: () => app.registry.require('schedules').endpoints.find((e) => e.name === 'make_call')!,
    preActions: app.preActions,
  });
  const callKeyPresses = new CallKeyPresses({
    carriers,
    store,
    calls,
    endpoint: () => endpoint('send_key_press'),
    menus: { listeningAt: (ctx, call, digits) => app.callMenus.listeningAt(ctx, call, digits) },
  });
  const callUpdates = new CallUpdates({
    db,
    clock,
    companies: app.companies,
    store,
    keyPresses: callKeyPresses,
    calls,
    registry: app.registry,
    endpoint,
  });
  const callHangups = new CallHangups({
    db,
    clock,
    carriers,
    store,
    calls,
    // A call ended here gives the slot it held to the hold queue.
    onCallEnded: (ctx, call) => app.holdQueue.ended(ctx, call),
  });
  const dispositionActions = new DispositionActions({
    db,
    clock,
    contacts: app.contacts,
    leads: app.leads,
    suppression: app.suppression,
    trace: app.callTrace,
    resource: (plural) => app.resource(plural),
  });
  return { makeCalls, callHangups, callKeyPresses, callUpdates, dispositionActions };
}
