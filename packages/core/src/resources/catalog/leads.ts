import { ACTIVE_STATUSES } from '../../leads/statuses.js';
import { defineResource } from '../define.js';
import { f } from '../fields.js';

/**
 * Lead statuses (domain notes 3.4), with the transient `waiting_call_disposition`.
 * Which of them hold a caller's place on an offer or schedule is decided in
 * `leads/statuses.ts`.
 */
export const LEAD_STATUSES = [
  'scheduled',
  'waiting',
  'running',
  'queue',
  'waiting_call_disposition',
  'success',
  'completed',
  'completed_attempted',
  'completed_connected',
  'completed_converted',
  'completed_with_one_call',
  'completed_with_many_calls',
  'exceeded_max_calls',
  'exceeded_short_calls',
  'dnc',
  'failure',
  'disabled',
  'blocked',
  'opt_out',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Why a lead stopped being worked (our addition: TrackDrive shows only the status). */
export const LEAD_END_REASONS = ['expired', 'removed', 'moved_to_end_of_schedule', 'deleted'] as const;

const humanize = (s: unknown) =>
  typeof s === 'string' ? s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, ' ') : null;

/**
 * Leads (spec 4.3; columns from domain notes, Leads). The generic engine lists,
 * shows, builds and updates them; submission, dedupe, opt-out and the caller
 * actions are the leads service (`core/src/leads`) and `routes/leads.ts`.
 */
export const leads = defineResource({
  name: 'lead',
  plural: 'leads',
  family: 'leads',
  description:
    'A person to call, text or e-mail, submitted with an offer or schedule lead_token (POST /leads). ' +
    'One active lead per caller per offer or schedule; blacklisted, suppressed and opted-out numbers are ' +
    'stored with that status and never actioned.',
  // POST /leads (public, by lead_token) and DELETE /leads/:id/id are routes of their own.
  operations: ['list', 'build', 'show', 'update'],
  softDelete: true,
  buildParams: [
    'caller_id',
    'offer_id',
    'schedule_id',
    'email',
    'first_name',
    'last_name',
    'state_province',
    'zip_postal_code',
    'time_zone',
    'lead_priority',
  ],
  filters: {
    active: {
      type: 'boolean',
      description:
        'true: only leads being worked or waiting (scheduled, waiting, running, queue…); false: the others',
      apply: (qb, value) => qb.where('leads.status', value === false ? 'not in' : 'in', [...ACTIVE_STATUSES]),
    },
  },
  fields: {
    caller_id: f.phone().readOnly().filter().search().doc('The lead\u2019s phone number, E.164'),
    contact_id: f
      .ref('contacts')
      .readOnly()
      .unindexed()
      .doc('The contact: one per company and number, holding its blacklist and opt-outs'),
    offer_id: f.ref('offers').readOnly().doc('Offer the lead belongs to'),
    schedule_id: f.ref('schedules').readOnly().doc('Schedule working the lead (schedule lead tokens)'),
    traffic_source_id: f.ref('traffic_sources').unindexed().doc('Publisher that sent the lead'),
    status: f.enum(LEAD_STATUSES).readOnly().sort().doc('Where the lead is (domain notes 3.4)'),
    human_status: f.computed('string', (row) => humanize(row.status), ['status']).doc('status, readable'),
    opt_out: f
      .boolean()
      .default(false)
      .doc('The caller opted out: no calls, texts or e-mails. true also opts the number out company-wide'),
    blocked: f.boolean().default(false).doc('true also adds the number to the company blacklist'),
    email: f
      .string()
      .pattern(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'must be an e-mail address')
      .example('lead@example.com')
      .filter()
      .unindexed()
      .search()
      .doc('E-mail address'),
    first_name: f.string().search().doc('First name'),
    last_name: f.string().search().doc('Last name'),
    address: f.string().doc('Street address'),
    city: f.string().doc('City'),
    state_province: f.string().filter().unindexed().doc('State or province (two-letter code for the US)'),
    zip_postal_code: f.string().filter().unindexed().doc('ZIP or postal code'),
    time_zone: f.string().doc('IANA time zone of the lead (quiet hours)'),
    contact_field_type: f.string().doc('Which contact fields (agent script) the lead uses'),
    tokens: f.json().doc('Lead tokens: every submitted key that is not a lead field, and the data hash'),
    lead_priority: f.integer().default(0).sort().doc('Higher is worked first'),
    revenue: f.decimal().default(0).doc('Revenue earned from the lead'),
    payout: f.decimal().default(0).doc('Payout owed for the lead'),
    offer_converted: f.boolean().default(false).doc('The offer conversion fired'),
    buyer_converted: f.boolean().default(false).doc('A buyer conversion fired'),
    next_action_at: f.time().sort().doc('When the schedule next acts on the lead (blank: nothing due)'),
    has_next_action: f
      .computed('boolean', (row) => row.next_action_at !== null && row.next_action_at !== undefined, [
        'next_action_at',
      ])
      .doc('next_action_at is set'),
    schedule_callback_at: f.time().doc('Callback time asked for (also sets next_action_at)'),
    expires_at: f.time().doc('The lead ends (expired) at this time'),
    max_contact_attempts: f.integer().min(0).doc('Most contact attempts (default: the schedule\u2019s)'),
    contact_attempts: f.integer().readOnly().default(0).doc('Contact attempts made'),
    attempted_call_id: f.integer().readOnly().doc('Last call placed to the lead (→ calls)'),
    connected_call_id: f.integer().readOnly().doc('Last call that connected (→ calls)'),
    ended_at: f.time().readOnly().doc('When the lead stopped being worked'),
    end_reason: f.enum(LEAD_END_REASONS).readOnly().unindexed().doc('Why it stopped: expired, removed, …'),
    remote_ip: f.string().readOnly().doc('Address the lead was submitted from'),
    // Holds "o:<offer>:<number>" or "s:<schedule>:<number>" while the lead is open, null after:
    // the unique (company_id, dedupe_key) index is the one-open-lead-per-caller rule itself.
    dedupe_key: f.string().readOnly().hidden().unique(),
  },
});
