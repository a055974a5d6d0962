import { defineResource } from '../define.js';
import { f } from '../fields.js';

/**
 * Spec 4.3, domain notes (Compliance: company blacklist): one contact per
 * company and phone number, holding the blacklist and opt-out flags. Contacts
 * are created by the engine (lead intake, caller_block), never through POST;
 * GET and PUT /contacts/:id take an id, a uuid or the number itself
 * (`contacts/contact-resource.ts`), and the blacklist is listed at
 * GET /contacts/suppression_list.
 */
export const contacts = defineResource({
  name: 'contact',
  plural: 'contacts',
  family: 'contacts',
  description:
    'A phone number the company has dealt with: its blacklist and opt-out flags and call counters. ' +
    'GET and PUT /contacts/:id accept the id, the uuid or the number (10+ digits, with or without +).',
  operations: ['show', 'update'],
  fields: {
    number: f.phone().readOnly().unique().search().sort().doc('The number, E.164'),
    blocked: f
      .boolean()
      .default(false)
      .doc('On the company blacklist: no inbound or outbound interaction at all'),
    opt_out: f.boolean().default(false).doc('Opted out: no further calls, texts or e-mails'),
    blocked_at: f.time().readOnly().sort().doc('When the contact was put on the blacklist'),
    sms_opt_out_at: f.time().readOnly().doc('When the contact opted out of text messages'),
    calls_count: f.integer().readOnly().default(0).doc('Calls with this number'),
    outbound_call_failure_count: f.integer().readOnly().default(0).doc('Outbound calls that failed'),
    outbound_no_answer_count: f.integer().readOnly().default(0).doc('Outbound calls nobody answered'),
  },
});
