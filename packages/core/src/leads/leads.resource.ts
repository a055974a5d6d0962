import { PUBLIC_BODY_BOUNDS } from '../kernel/body-bounds.js';
import { defineResource } from '../kernel/define.js';
import type { EndpointError, EndpointParam, EndpointValue } from '../kernel/endpoints.js';
import { f } from '../kernel/fields.js';
import { BUYER_UNAVAILABLE_REASONS } from '../routing/offer-buyers.js';
import { DISTRIBUTION_VERDICTS } from './distribution-pick.js';
import { LEAD_BATCH_RESULTS } from './lead-batch-answer.js';
import { ACTIVE_STATUSES, LEAD_STATUSES } from './statuses.js';

// The lead status vocabulary is the leads domain's (leads/statuses.ts); re-exported for the declaration's readers.
export { LEAD_STATUSES, type LeadStatus } from './statuses.js';

/** Why a lead stopped being worked (our addition: TrackDrive shows only the status). */
export const LEAD_END_REASONS = [
  'expired',
  'removed',
  'moved_to_end_of_schedule',
  'deleted',
  'schedule_finished',
  'choice',
  'max_contact_attempts',
] as const;
export type LeadEndReason = (typeof LEAD_END_REASONS)[number];

/** Which actions of its schedule a lead is working through (docs/schedules.md). */
/** Categories GET /leads/reports counts by. */
const LEAD_REPORT_GROUPS = ['status', 'offer', 'schedule', 'state', 'day'];

export const SCHEDULE_PHASES = ['cadence', 'end_of_schedule'] as const;
export type SchedulePhase = (typeof SCHEDULE_PHASES)[number];

/**
 * Parameters of POST /leads and /leads/create_or_update as the reference shows
 * them. The reserved ones are parsed in `leads/intake-params.ts`; every other
 * key is a lead token.
 */
/** The parameters of a lead post (POST /leads, create_or_update, capture): `ParamsOf` types them for intake. */
export const INTAKE_PARAMS = {
  lead_token: {
    type: 'string',
    required: true,
    description:
      'Lead token of an offer or schedule: decides the company, and whether the lead waits for a call ' +
      '(offer) or is worked by the schedule. Unknown or inactive: 422 naming lead_token',
  },
  token: {
    type: 'string',
    description: 'Same as lead_token, for clients that name it token (read only when lead_token is absent)',
  },
  caller_id: {
    type: 'phone',
    required: true,
    description: "The lead's number, normalised to E.164 in the offer's (else the company's) default country",
  },
  traffic_source_id: {
    type: 'string',
    description:
      "Credits the lead to this traffic source of the token's company, named by its user_traffic_source_id " +
      '(afid: 1000, P100326) or else its id. One naming no active source never refuses the lead: it stays ' +
      "the lead's traffic_source_id token and the answer carries warnings.traffic_source_id",
  },
  data: {
    type: 'json',
    description: 'Lead tokens as a hash; wins over a top-level key of the same name',
  },
  email: {
    type: 'string',
    pattern: { source: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'must be an e-mail address' },
    description: 'E-mail address',
  },
  first_name: { type: 'string', description: 'First name (also kept as a token)' },
  last_name: { type: 'string', description: 'Last name (also kept as a token)' },
  address: { type: 'string', description: 'Street address (also kept as a token)' },
  city: { type: 'string', description: 'City (also kept as a token)' },
  state: { type: 'string', description: 'State or province; also state_province (also kept as a token)' },
  zip: { type: 'string', description: 'ZIP or postal code; also zip_code, zip_postal_code' },
  time_zone: {
    type: 'string',
    description: 'IANA zone of the lead (quiet hours); one that is not an IANA zone stays a token only',
  },
  contact_field_type: { type: 'string', description: 'Which contact fields (agent script) the lead uses' },
  lead_priority: { type: 'integer', description: 'Higher is worked first' },
  schedule_callback_at: { type: 'time', description: 'Callback time asked for (also sets next_action_at)' },
  schedule_callback_in_seconds: {
    type: 'integer',
    min: 0,
    description: 'Callback this many seconds from now',
  },
  next_action_at: { type: 'time', description: 'When the schedule first acts on the lead (default: now)' },
  hours_to_expire: { type: 'integer', min: 0, description: 'The lead ends (expired) after this many hours' },
  max_contact_attempts: {
    type: 'integer',
    min: 0,
    description: "Most contact attempts (default: the schedule's)",
  },
  update_only: {
    type: 'boolean',
    description: 'Update the open lead of the caller; none is a 422 naming update_only',
  },
  expire_existing: {
    type: 'boolean',
    description: 'End the open lead (completed, expired) and create a new one',
  },
  delete_existing: { type: 'boolean', description: 'Delete the open lead and create a new one' },
  restart_schedule: {
    type: 'boolean',
    description: 'A schedule lead goes back to scheduled, next action now, contact_attempts 0',
  },
  update_all_matching_leads: {
    type: 'boolean',
    description: 'Update every open lead of the caller in apply_to instead of refusing; none creates one',
  },
  apply_to: {
    type: 'enum',
    values: ['offer', 'schedule', 'company'],
    description: "Scope of update_all_matching_leads (default: the token's offer or schedule)",
  },
  blocked: { type: 'boolean', description: 'Blacklist the number first; its other open leads follow' },
  opt_out: { type: 'boolean', description: 'Opt the number out first; its other open leads follow' },
  unblock_contact: { type: 'boolean', description: 'Take the number off the blacklist first' },
  auto_format_nested_fields: {
    type: 'boolean',
    description: 'Flatten nested tokens: {a: {b: 1}} becomes a_b',
  },
  assign_trackdrive_number: {
    type: 'boolean',
    description: 'Not available (no number pools): true is a 422 naming it',
  },
  assign_sms_number: {
    type: 'boolean',
    description: 'Not available (no number pools): true is a 422 naming it',
  },
} as const satisfies Record<string, EndpointParam>;

/** POST /leads/capture also takes the company's credentials instead of a lead token (TrackDrive: "needs a company token"). */
const CAPTURE_PARAMS: Record<string, EndpointParam> = {
  ...INTAKE_PARAMS,
  lead_token: {
    type: 'string',
    description:
      'Lead token of an offer or schedule, as on POST /leads; may be left out when the request carries the ' +
      "company's credentials (Basic key pair, Token, auth_token)",
  },
  offer_id: {
    type: 'ref',
    target: 'offers',
    description: 'With company credentials and no lead_token: the offer the lead joins (else a token)',
  },
  schedule_id: {
    type: 'ref',
    target: 'schedules',
    description: 'With company credentials and no lead_token: the schedule the lead joins (else a token)',
  },
};

const INTAKE_ERRORS: readonly EndpointError[] = [
  {
    code: 'validation_failed',
    when:
      'a bad lead_token, caller_id or option, contradicting options, too many tokens, or (POST /leads) an open ' +
      'lead of the caller already, whose lead_id is then at the top level; nothing is written',
  },
  { code: 'conflict', when: 'concurrent posts for the caller kept colliding (after 3 tries)' },
];

const INTAKE_FIELDS: Record<string, EndpointValue> = {
  lead_id: { type: 'integer', description: 'Id of the lead (also in lead.id)' },
  lead_ids: { type: 'integers', description: 'Every lead the post created or updated' },
  action: { type: 'enum', values: ['created', 'updated'], description: 'What the post did' },
  warnings: {
    type: 'object',
    optional: true,
    description:
      'Only when something was accepted but not done as asked: parameter → what happened instead ' +
      '(a traffic_source_id naming no active source of the company is kept as a token, the lead accepted)',
    entries: {
      type: 'array',
      description: 'What happened instead',
      entries: { type: 'string', description: 'One note' },
    },
  },
};

const CALLER_ID: EndpointParam = {
  type: 'phone',
  description:
    'The number, digits with or without + (encoded or not); not a phone number: 422 naming caller_id',
};

/** lead_token, offer_id or schedule_id narrow a caller action to one offer or schedule. */
const NARROWING: Record<string, EndpointParam> = {
  lead_token: { type: 'string', description: 'Only the leads of this offer or schedule lead token' },
  offer_id: { type: 'ref', target: 'offers', description: 'Only the leads of this offer' },
  schedule_id: { type: 'ref', target: 'schedules', description: 'Only the leads of this schedule' },
};

const CALLER_ERRORS: readonly EndpointError[] = [
  { code: 'validation_failed', when: 'caller_id is not a phone number' },
];

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
  // POST /leads (public, by lead_token) and DELETE /leads/:id/id are endpoints of their own.
  operations: ['list', 'build', 'show', 'update'],
  // Implemented in server/src/routes/leads.ts on the leads service (core/src/leads); docs/leads.md.
  endpoints: [
    {
      name: 'submit',
      method: 'POST',
      path: '/leads',
      public: true,
      summary: 'Submit a lead with an offer or schedule lead_token',
      description:
        'Public: no key pair; the lead_token decides the company, a stray Authorization header is ignored, and ' +
        'every origin may post. One open lead per caller per offer or schedule: with one open already, the post ' +
        'is a 422 naming caller_id unless an option says what to do. Blacklisted, suppressed and opted-out numbers ' +
        'are stored with that status and never actioned.',
      params: INTAKE_PARAMS,
      otherParams: 'Every other key is kept in tokens (at most 500 tokens and 64 KB)',
      response: { root: 'lead', holds: 'record', fields: INTAKE_FIELDS },
      errors: INTAKE_ERRORS,
    },
    {
      name: 'create_or_update',
      method: 'POST',
      path: '/leads/create_or_update',
      public: true,
      summary: "Submit a lead, or update the caller's open lead",
      description:
        'As POST /leads, but an open lead of the caller is updated instead of refused: the given fields, tokens ' +
        'merged over the old ones, the status checked again against suppression.',
      params: INTAKE_PARAMS,
      otherParams: 'Every other key is kept in tokens (at most 500 tokens and 64 KB)',
      response: { root: 'lead', holds: 'record', fields: INTAKE_FIELDS },
      errors: INTAKE_ERRORS,
    },
    {
      name: 'capture',
      method: 'POST',
      path: '/leads/capture',
      public: true,
      summary: "A landing page's form capture: submit a lead, or update the caller's open lead",
      description:
        'Public, every origin (browsers may send credentials). As POST /leads/create_or_update: a re-submitted ' +
        "form updates the caller's open lead instead of failing. The answer names the lead, its schedule and " +
        'what dedupe did (dedupe_action). Without a lead_token, the company credentials (key pair, Token, ' +
        "auth_token) say whose lead it is: schedule_id or offer_id names it, else the company's only active offer.",
      params: CAPTURE_PARAMS,
      otherParams: 'Every other key is kept in tokens (at most 500 tokens and 64 KB)',
      response: {
        root: 'lead',
        holds: 'record',
        fields: {
          ...INTAKE_FIELDS,
          dedupe_action: {
            type: 'enum',
            values: ['none', 'updated_existing', 'expired_existing', 'deleted_existing'],
            description:
              "What dedupe did with the caller's open lead: none (there was none), updated_existing, or ended it " +
              'first (expire_existing, delete_existing) and created a new one',
          },
          schedule_id: { type: 'integer', nullable: true, description: 'Schedule the lead is enrolled in' },
          schedule: {
            type: 'object',
            nullable: true,
            description: 'That schedule, or null for an offer lead',
            properties: {
              id: { type: 'integer', description: 'Schedule id' },
              name: { type: 'string', description: 'Schedule name' },
            },
          },
        },
      },
      errors: INTAKE_ERRORS,
    },
    {
      name: 'batch',
      method: 'POST',
      path: '/leads/batch',
      public: true,
      summary: 'Submit up to 1,000 leads in one request, each answered',
      description:
        'For bulk imports (`leadline leads import` uses it): each lead of `leads` is taken as its own POST /leads ' +
        '(mode create) or POST /leads/create_or_update (mode create_or_update) would take it, with its own ' +
        'lead_token, and answered in `results` in the same order: 200 with the action and lead_id, or the status, ' +
        'code and errors its own request would have had. A refused lead never fails the others. The batch counts ' +
        'as one request against the rate limit. `dry_run` writes nothing and answers what each lead would do.',
      params: {
        leads: {
          type: 'json',
          required: true,
          description:
            'Array of 1 to 1,000 lead objects, each with the parameters of POST /leads (lead_token included)',
        },
        mode: {
          type: 'enum',
          values: ['create', 'create_or_update'],
          description:
            'create: an open lead of the caller is a 422; create_or_update (default): it is updated',
        },
        dry_run: {
          type: 'boolean',
          description: 'Check each lead and answer what would happen; write nothing',
        },
      },
      response: {
        root: 'results',
        holds: LEAD_BATCH_RESULTS,
        metadata: {
          total_count: { type: 'integer', description: 'Leads answered' },
          created: { type: 'integer', description: 'Leads created (dry run: that would be)' },
          updated: { type: 'integer', description: 'Leads updated (dry run: that would be)' },
          rejected: { type: 'integer', description: 'Leads refused' },
        },
      },
      errors: [
        {
          code: 'validation_failed',
          when: '`leads` is not an array of 1 to 1,000 objects, or mode is unknown',
        },
      ],
      // A thousand leads, each within one lead post's bounds (500 tokens and its fields).
      bodyBounds: {
        ...PUBLIC_BODY_BOUNDS,
        maxBytes: 10 * 1024 * 1024,
        maxEntries: 1000 * (PUBLIC_BODY_BOUNDS.maxEntries / 2 + 100),
      },
    },
    {
      name: 'reports',
      method: 'GET',
      path: '/leads/reports',
      summary: 'Count leads by status, offer, schedule, state and day',
      description:
        'Over exactly the leads GET /leads would list with the same parameters. Days are local dates in time_zone.',
      listParams: { include: 'filters' },
      params: {
        group_by: {
          type: 'strings',
          values: LEAD_REPORT_GROUPS,
          description: 'Categories to count by, comma-separated (default: all)',
        },
      },
      response: {
        root: 'reports',
        holds: {
          type: 'object',
          description: 'The counts',
          properties: {
            total: { type: 'integer', description: 'Leads matching the parameters' },
            time_zone: { type: 'string', description: 'Zone the days are counted in' },
            groups: {
              type: 'object',
              values: LEAD_REPORT_GROUPS,
              description: 'Counts per category of group_by, largest count first (days in date order)',
              entries: {
                type: 'objects',
                description: 'One entry per value',
                properties: {
                  value: { type: 'json', description: 'The status, id, state or local date' },
                  count: { type: 'integer', description: 'Leads' },
                },
              },
            },
          },
        },
      },
      errors: [{ code: 'validation_failed', when: 'an unknown group_by category, or a bad list parameter' }],
    },
    {
      name: 'by_caller_number',
      method: 'GET',
      path: '/leads/:lead_token/:caller_number/by_caller_number',
      summary: 'Show the lead a lead token submitted for a caller',
      description: "The caller's open lead of that offer or schedule, else the latest one.",
      params: {
        lead_token: { type: 'string', description: "A lead token of this company's offers or schedules" },
        caller_number: {
          type: 'phone',
          description: 'The number, digits with or without +; not a phone number: 422 naming caller_number',
        },
        columns: { type: 'strings', description: 'Only these columns, comma-separated' },
      },
      response: { root: 'lead', holds: 'record' },
      errors: [
        {
          code: 'not_found',
          when: "the token is unknown or another company's, or the caller has no lead of it",
        },
        { code: 'validation_failed', when: 'caller_number is not a phone number' },
      ],
    },
    {
      name: 'buyer_is_available',
      method: 'GET',
      path: '/leads/:id/buyer_is_available',
      summary: "Whether a buyer of the lead's offer could take the lead now",
      description:
        'Each buyer attached to the offer is checked: paused, closed (open_times in its time_zone), or the ' +
        'suppression verdict for it. A dry run: nothing is dialled or reserved.',
      params: { id: { type: 'string', description: 'Lead id or uuid' } },
      response: {
        root: 'buyer_is_available',
        holds: { type: 'boolean', description: 'At least one buyer could take the lead' },
        fields: {
          lead_id: { type: 'integer', description: 'The lead' },
          reason: {
            type: 'string',
            nullable: true,
            description:
              'Why not: no_offer, no_buyers, the one reason every buyer gave, else no_buyer_available; null when available',
          },
          buyers: {
            type: 'objects',
            description: 'Every buyer checked',
            properties: {
              buyer_id: { type: 'integer', description: 'Buyer id' },
              name: { type: 'string', description: 'Buyer name' },
              available: { type: 'boolean', description: 'This buyer could take the lead' },
              reason: {
                type: 'enum',
                nullable: true,
                values: BUYER_UNAVAILABLE_REASONS,
                description: 'Why not',
              },
            },
          },
          distribution: {
            type: 'object',
            nullable: true,
            description:
              'A lead posted to a lead_distribution schedule: which distribution took it and why each did or ' +
              'did not (as decided when it arrived); null for a lead posted straight to its offer or schedule',
            properties: {
              schedule_id: {
                type: 'integer',
                description: 'The lead_distribution schedule it was posted to',
              },
              schedule_distribution_id: {
                type: 'integer',
                nullable: true,
                description: 'The distribution that took it (null: none; it stayed on schedule_id)',
              },
              log: {
                type: 'objects',
                description: "Each distribution's verdict, as the lead's distribution_log",
                properties: {
                  schedule_distribution_id: { type: 'integer', description: 'Distribution id' },
                  name: { type: 'string', description: 'Distribution name' },
                  target_schedule_id: { type: 'integer', description: 'Where it sends leads' },
                  result: {
                    type: 'enum',
                    values: DISTRIBUTION_VERDICTS,
                    description: 'What it did with the lead',
                  },
                  detail: {
                    type: 'string',
                    optional: true,
                    description: 'What failed: the filter and the lead value, or the cap and its count today',
                  },
                },
              },
            },
          },
        },
      },
      errors: [{ code: 'not_found', when: 'no such lead' }],
    },
    {
      name: 'destroy_by_id',
      method: 'DELETE',
      path: '/leads/:id/id',
      summary: 'Delete a lead',
      description:
        'Soft delete (deleted_at, end_reason deleted): the caller may submit again; the change log says so.',
      params: { id: { type: 'string', description: 'Lead id or uuid' } },
      response: { root: 'lead', holds: 'record' },
      errors: [{ code: 'not_found', when: 'no such lead' }],
    },
    {
      name: 'caller_opt_out',
      method: 'PUT',
      path: '/leads/:caller_id/caller_opt_out',
      summary: 'Opt a number out and stop every open lead of it',
      description:
        'The number is opted out of calls, texts and e-mail company-wide (its contact); every open lead of it ' +
        'stops (opt_out). Answers the leads changed, possibly none.',
      params: { caller_id: CALLER_ID },
      response: { root: 'leads', holds: 'records' },
      errors: CALLER_ERRORS,
    },
    {
      name: 'caller_remove',
      method: 'POST',
      path: '/leads/:caller_id/caller_remove',
      summary: 'End the open leads of a number (disabled, removed)',
      params: { caller_id: CALLER_ID, ...NARROWING },
      response: { root: 'leads', holds: 'records' },
      errors: [
        { code: 'not_found', when: 'the number has no open lead (of that token, offer or schedule)' },
        {
          code: 'validation_failed',
          when: 'caller_id is not a phone number, or a bad lead_token, offer_id or schedule_id',
        },
      ],
    },
    {
      name: 'caller_move_to_end_of_schedule',
      method: 'PUT',
      path: '/leads/:caller_id/caller_move_to_end_of_schedule',
      summary: "Send the number's schedule leads to their end-of-schedule actions",
      description:
        "The rest of the cadence is skipped: the schedule's end-of-schedule actions run next, or, when it has " +
        'none, the lead completes (end_reason moved_to_end_of_schedule). Offer leads have no schedule and are left alone.',
      params: { caller_id: CALLER_ID, ...NARROWING },
      response: { root: 'leads', holds: 'records' },
      errors: [
        {
          code: 'not_found',
          when: 'the number has no open schedule lead (of that token, offer or schedule)',
        },
        {
          code: 'validation_failed',
          when: 'caller_id is not a phone number, or a bad lead_token, offer_id or schedule_id',
        },
      ],
    },
  ],
  softDelete: true,
  // The schedule runner's scan for due leads, across companies; offer leads never enter it.
  indexes: [
    {
      name: 'schedule_due',
      columns: ['next_action_at'],
      where: 'schedule_id is not null and next_action_at is not null and deleted_at is null',
    },
    // A distribution's daily cap counts the leads it took today (lead-distributor.ts).
    {
      name: 'distributed',
      columns: ['company_id', 'schedule_distribution_id', 'created_at'],
      where: 'schedule_distribution_id is not null',
    },
  ],
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
    distribution_schedule_id: f
      .ref('schedules')
      .readOnly()
      .unindexed()
      .doc(
        'The lead_distribution schedule the lead was posted to (blank: posted straight to its offer or schedule)',
      ),
    schedule_distribution_id: f
      .ref('schedule_distributions')
      .readOnly()
      .unindexed()
      .doc(
        'The distribution that sent the lead to schedule_id (blank: none took it, and it stays on distribution_schedule_id)',
      ),
    distribution_log: f
      .json()
      .readOnly()
      .doc(
        'Why each distribution took the lead or not: [{"schedule_distribution_id":3,"name":"CA","target_schedule_id":9,' +
          '"result":"filters_failed","detail":"geo_state in CA,NV: the lead has \\"TX\\""}]; result taken, inactive, ' +
          'bad_filters, filters_failed, cap_reached, target_unavailable or not_tried (docs/schedules.md)',
      ),
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
    schedule_phase: f
      .enum(SCHEDULE_PHASES)
      .readOnly()
      .unindexed()
      .doc('Schedule leads: cadence (the main actions) or end_of_schedule (after a trigger or a move)'),
    schedule_step: f
      .integer()
      .readOnly()
      .default(0)
      .doc('Schedule leads: position of the next action in its phase, from 0'),
    end_of_schedule_group_id: f
      .ref('schedule_action_groups')
      .readOnly()
      .unindexed()
      .doc(
        'End-of-schedule group the lead runs, when a trigger named one (blank: every end-of-schedule group)',
      ),
    last_schedule_action_id: f
      .ref('schedule_actions')
      .readOnly()
      .unindexed()
      .doc('The schedule action that ran last on the lead'),
    last_schedule_action_error: f
      .text()
      .readOnly()
      .doc('Why the last schedule action failed or was put off (blank: it did its work)'),
    // The schedule runner's lease on the lead while one of its actions runs (several processes may run).
    schedule_claimed_until: f.time().readOnly().hidden(),
    remote_ip: f.string().readOnly().doc('Address the lead was submitted from'),
    // Holds "o:<offer>:<number>" or "s:<schedule>:<number>" while the lead is open, null after:
    // the unique (company_id, dedupe_key) index is the one-open-lead-per-caller rule itself.
    dedupe_key: f.string().readOnly().hidden().unique(),
  },
});
