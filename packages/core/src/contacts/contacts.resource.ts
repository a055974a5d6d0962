import { defineResource } from '../kernel/define.js';
import type { EndpointParam } from '../kernel/endpoints.js';
import { f } from '../kernel/fields.js';

const CALLER_ID: EndpointParam = {
  type: 'phone',
  description:
    "The number, digits with or without + (read in the company's default country); fewer than 5 digits: 422 naming caller_id",
};

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
  // list: the index TrackDrive's SDKs call (GET /contacts), with every filter (blocked, opt_out, number …).
  operations: ['list', 'show', 'update'],
  // Implemented in server/src/routes/contacts.ts on leadline.contacts; docs/suppression.md.
  endpoints: [
    {
      name: 'suppression_list',
      method: 'GET',
      path: '/contacts/suppression_list',
      suffixes: ['json', 'csv'],
      summary: 'List the company blacklist (contacts with blocked=true)',
      description: 'The contacts list with blocked=true forced, with every list parameter; .csv streams CSV.',
      listParams: { include: 'all', except: ['blocked'] },
      response: { root: 'contacts', holds: 'list', csv: true },
      errors: [{ code: 'validation_failed', when: 'a bad list parameter' }],
    },
    {
      name: 'caller_block',
      method: 'POST',
      path: '/contacts/:caller_id/caller_block',
      summary: 'Put a number on the company blacklist',
      description:
        'Creates the contact, already blocked, when the number was never seen; blocked_at is kept when it was ' +
        'blocked already. No inbound or outbound interaction with the number follows.',
      params: { caller_id: CALLER_ID },
      response: { root: 'contact', holds: 'record' },
      errors: [{ code: 'validation_failed', when: 'caller_id is not a phone number' }],
    },
    {
      name: 'caller_unblock',
      method: 'POST',
      path: '/contacts/:caller_id/caller_unblock',
      summary: 'Take a number off the company blacklist',
      description: 'Clears blocked and blocked_at.',
      params: { caller_id: CALLER_ID },
      response: { root: 'contact', holds: 'record' },
      errors: [{ code: 'validation_failed', when: 'caller_id is not a phone number' }],
    },
    {
      name: 'hang_up_calls',
      method: 'DELETE',
      path: '/contacts/:id/calls',
      summary: "Hang up the contact's calls in progress",
      description:
        'Needs calls write access. Every call with the number that has not ended (queued, ringing, in ' +
        'progress) is cancelled or hung up at its carrier, then closed with hangup_cause hung_up_by_api. ' +
        'Answers the contact, and how many calls were ended.',
      params: { id: { type: 'string', description: 'Contact id, uuid or number' } },
      response: {
        root: 'contact',
        holds: 'record',
        metadata: { hung_up_count: { type: 'integer', description: 'Calls hung up' } },
      },
      errors: [
        { code: 'not_found', when: 'no such contact' },
        { code: 'bad_gateway', when: 'a carrier failed or could not be reached' },
      ],
    },
  ],
  fields: {
    number: f.phone().readOnly().unique().search().sort().doc('The number, E.164'),
    blocked: f
      .boolean()
      .default(false)
      .doc('On the company blacklist: no inbound or outbound interaction at all'),
    opt_out: f.boolean().default(false).doc('Opted out: no further calls, texts or e-mails'),
    blocked_at: f.time().readOnly().sort().doc('When the contact was put on the blacklist'),
    sms_opt_out_at: f.time().readOnly().doc('When the contact opted out of text messages'),
    email_bounced_address: f
      .string()
      .readOnly()
      .doc('E-mail address the mail server refused for good (an SMTP 5xx): it is not e-mailed again'),
    email_bounced_at: f.time().readOnly().doc('When that address bounced'),
    email_bounce_reason: f.text().readOnly().doc("The mail server's words, e.g. 550 5.1.1 No such user"),
    calls_count: f.integer().readOnly().default(0).doc('Calls with this number'),
    outbound_call_failure_count: f.integer().readOnly().default(0).doc('Outbound calls that failed'),
    outbound_no_answer_count: f.integer().readOnly().default(0).doc('Outbound calls nobody answered'),
  },
});
