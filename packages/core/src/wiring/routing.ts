import { BuyerHealth } from '../routing/buyer-health.js';
import { CallRouter } from '../routing/call-router.js';
import { CapCounters } from '../routing/cap-counters.js';
import { rememberConfigReads } from '../routing/config-reads.js';
import { OfferBuyers } from '../routing/offer-buyers.js';
import { routingEpoch } from '../routing/routing-epoch.js';
import type { ContactParts } from './contacts.js';
import type { Core, FoundationParts } from './foundation.js';

/** Which buyers an offer's traffic may reach, and in what order they ring. */
export interface RoutingParts {
  /** The router's filters on an offer's buyers: attached, not paused, open, number not suppressed. */
  readonly offerBuyers: OfferBuyers;
  /** The call router: an offer's eligible buyers in the order they ring, with why the others were left out. */
  readonly callRouter: CallRouter;
  /** The buyers' cap counters, kept in every call write's transaction (routing/cap-counters.ts). */
  readonly capCounters: CapCounters;
  /** Buyer health rules: automatic pauses after failed rings, and their cool-downs (issue 32, item 8). */
  readonly buyerHealth: BuyerHealth;
}

export function wireRouting(app: Core & FoundationParts & ContactParts): RoutingParts {
  const { db } = app.database;
  const epoch = routingEpoch(app.database, app.signals);
  // An offer's call flow rules and conversions, read several times per call, are kept under it too.
  rememberConfigReads(db, epoch, app.clock);
  const offerBuyers = new OfferBuyers({
    db,
    dialect: app.database.dialect,
    clock: app.clock,
    links: app.links,
    suppression: app.suppression,
    epoch,
  });
  const capCounters = new CapCounters({ hasBuyers: () => app.registry.get('buyers') !== undefined });
  const buyerHealth = new BuyerHealth({
    db,
    dialect: app.database.dialect,
    clock: app.clock,
    jobs: app.jobs,
    outbox: app.outbox,
  });
  return { offerBuyers, callRouter: new CallRouter({ db, offerBuyers }), capCounters, buyerHealth };
}
