import { LeadService } from '../leads/lead-service.js';
import { PingPostService } from '../ping-post/ping-post-service.js';
import type { AccessParts } from './access.js';
import type { ContactParts } from './contacts.js';
import type { Core, FoundationParts } from './foundation.js';
import type { NumberParts } from './numbers.js';
import type { RoutingParts } from './routing.js';
import type { WebhookParts } from './webhooks.js';

/** Leads in: intake and dedupe, and the ping/post webhooks buyers and sellers exchange. */
export interface LeadParts {
  /** Lead intake and dedupe, caller actions, availability and reports (the generic engine serves lists). */
  readonly leads: LeadService;
  /** Inbound webhooks: pings for buyers and bids, posts for a forwarding number. */
  readonly pingPost: PingPostService;
}

export function wireLeads(
  app: Core & FoundationParts & AccessParts & NumberParts & ContactParts & RoutingParts & WebhookParts,
): LeadParts {
  return {
    leads: new LeadService(app),
    pingPost: new PingPostService({ ...app, bids: app.webhooks.conversions }),
  };
}
