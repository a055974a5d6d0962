import { CallRouter } from '../routing/call-router.js';
import { OfferBuyers } from '../routing/offer-buyers.js';
import type { ContactParts } from './contacts.js';
import type { Core, FoundationParts } from './foundation.js';

/** Which buyers an offer's traffic may reach, and in what order they ring. */
export interface RoutingParts {
  /** The router's filters on an offer's buyers: attached, not paused, open, number not suppressed. */
  readonly offerBuyers: OfferBuyers;
  /** The call router: an offer's eligible buyers in the order they ring, with why the others were left out. */
  readonly callRouter: CallRouter;
}

export function wireRouting(app: Core & FoundationParts & ContactParts): RoutingParts {
  const { db } = app.database;
  const offerBuyers = new OfferBuyers({
    db,
    clock: app.clock,
    links: app.links,
    suppression: app.suppression,
  });
  return { offerBuyers, callRouter: new CallRouter({ db, offerBuyers }) };
}
