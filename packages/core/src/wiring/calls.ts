import { CallUpdates } from '../calls/call-updates.js';
import { CallHangups } from '../calls/hang-ups.js';
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
}

/** The menus are wired with the inbound calls, after these: reached only when a key press is sent. */
type Later = { readonly callMenus: Pick<CallMenus, 'listeningAt'> };

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
  const callHangups = new CallHangups({ db, clock, carriers, store, calls });
  return { makeCalls, callHangups, callKeyPresses, callUpdates };
}
