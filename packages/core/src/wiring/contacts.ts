import { ContactService } from '../contacts/contact-service.js';
import { DataAppendService } from '../data-append/data-append-service.js';
import type { LeadService } from '../leads/lead-service.js';
import { StateRules } from '../state-rules/state-rules.js';
import { SuppressionService } from '../suppression/suppression-service.js';
import type { AccessParts } from './access.js';
import type { Core, FoundationParts } from './foundation.js';
import type { NumberParts } from './numbers.js';

/** The people behind the numbers: contacts, who may be reached and when, and what is known about them. */
export interface ContactParts {
  /** The company's contacts: one per number, blacklist and opt-outs. */
  readonly contacts: ContactService;
  /** May this number be contacted? (blacklist, opt-outs, suppression lists) */
  readonly suppression: SuppressionService;
  /** State compliance: whether a number may be called or texted now, and if not, until when and why. */
  readonly stateRules: StateRules;
  /** POST /data_appends/data_append: caller data from the carrier's lookup and Leadline's own lists, charged. */
  readonly dataAppends: DataAppendService;
}

/** `leads` is wired after the contacts: it is reached only once a contact's flags change. */
type Later = { readonly leads: Pick<LeadService, 'followContact'> };

export function wireContacts(app: Core & FoundationParts & AccessParts & NumberParts & Later): ContactParts {
  const { database, clock } = app;
  const { db, dialect } = database;
  const contacts = new ContactService({
    db,
    urls: app.urls,
    dialect,
    clock,
    jobs: app.jobs,
    companies: app.companies,
    prepared: app.prepared,
    // Block and unblock take effect on the number's open leads at once.
    onFlagsChange: (ctx, number) => app.leads.followContact(ctx, number),
  });
  const suppression = new SuppressionService({
    database,
    clock,
    links: app.links,
    prepared: app.prepared,
    jobs: app.jobs,
    companies: app.companies,
    lists: () => app.resource('buyer_suppressions'),
  });
  const dataAppends = new DataAppendService({
    db,
    clock,
    carriers: app.carriers,
    suppression,
    endpoint: () => app.registry.require('data_appends').endpoints.find((e) => e.name === 'append')!,
  });
  return { contacts, suppression, stateRules: new StateRules({ db, clock }), dataAppends };
}
