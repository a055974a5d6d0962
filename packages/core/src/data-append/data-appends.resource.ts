import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Data a lookup can add to a lead (each is charged per request). */
export const DATA_APPEND_TYPES = [
  'caller_name',
  'line_type',
  'carrier',
  'address',
  'email',
  'demographics',
  'dnc_status',
  'litigator_check',
] as const;

/** Designed (spec 4.1: usage-charged data appends): one lookup and the lead token it fills. */
export const dataAppends = defineResource({
  name: 'data_append',
  plural: 'data_appends',
  family: 'leads',
  description:
    'One piece of data to look up for a phone number (name, line type, carrier, address, DNC or litigator status…) ' +
    'and the lead token its result is written to. Usage-charged per lookup.',
  fields: {
    data_append_group_id: f.ref('data_append_groups').required().doc('Group the lookup runs in'),
    name: f.string().search().sort().doc('Label (blank: the data type)'),
    data_type: f.enum(DATA_APPEND_TYPES).required().doc('What to look up'),
    token_key: f
      .string()
      .required()
      .pattern(/^[a-z0-9_]+$/, 'may contain only lowercase letters, numbers and underscores')
      .filter()
      .doc('Lead token the result is written to, e.g. line_type → [line_type]'),
    overwrite: f.boolean().default(false).doc('Replace a value the lead already has (default: keep it)'),
    sortable_order: f.decimal().default(0).sort().doc('Lookups run in ascending order, smaller first'),
    active: f.boolean().default(true).doc('An inactive lookup is skipped'),
  },
  endpoints: [
    {
      name: 'append',
      method: 'POST',
      path: '/data_appends/data_append',
      summary: 'Look up data about a caller number (usage-charged by data type)',
      description:
        'Answers the data types asked for (`data_types`, or the active data appends of `data_append_group_id`). ' +
        "line_type and carrier (one lookup) and caller_name come from the company's carrier integration " +
        "(Twilio Lookup, Telnyx number lookup, Plivo lookup: no caller names) and are added to the day's " +
        "charge_rollups at the integration's `settings.data_append_rates`; a result is reused free for " +
        '`cache_seconds`. dnc_status comes from your blacklist, opt-outs and the suppression lists of ' +
        '`offer_id` / `schedule_id`, free. Types no reachable provider serves (address, email, demographics, ' +
        'litigator_check) are refused by name.',
      params: {
        caller_id: { type: 'phone', required: true, description: 'The number to look up (any format)' },
        data_types: {
          type: 'strings',
          values: DATA_APPEND_TYPES,
          description: `What to look up: ${DATA_APPEND_TYPES.join(', ')} (or give data_append_group_id)`,
        },
        data_append_group_id: {
          type: 'ref',
          target: 'data_append_groups',
          description: "Look up the group's active data appends, through its integration and cache_seconds",
        },
        integration_id: {
          type: 'ref',
          target: 'integrations',
          description:
            "Carrier integration to look up through (default: the group's, else the company's only one)",
        },
        cache_seconds: {
          type: 'integer',
          min: 0,
          description:
            "Reuse a paid result this recent instead of paying again (default: the group's, else 30 days)",
        },
        offer_id: {
          type: 'ref',
          target: 'offers',
          description: "dnc_status also reads this offer's suppression lists; charges are attributed to it",
        },
        schedule_id: {
          type: 'ref',
          target: 'schedules',
          description: "dnc_status also reads this schedule's suppression lists",
        },
      },
      response: {
        root: 'data_append',
        holds: {
          type: 'object',
          description: 'The number and what was found',
          properties: {
            caller_id: { type: 'phone', description: 'The number, E.164' },
            values: {
              type: 'object',
              values: DATA_APPEND_TYPES,
              entries: { type: 'string', nullable: true, description: 'The value found' },
              description:
                'data type → value (null: the provider did not know). line_type: mobile, landline, voip, ' +
                'toll_free…; dnc_status: clear, or the block reason as dnc_check_logs words it (company_blacklist, opt_out, offer_suppression…)',
            },
            sources: {
              type: 'object',
              values: DATA_APPEND_TYPES,
              description: 'data type → where its value came from',
              entries: {
                type: 'object',
                description: 'The lookup',
                properties: {
                  provider: { type: 'string', description: 'The provider asked' },
                  integration_id: {
                    type: 'integer',
                    nullable: true,
                    description: 'Through this integration',
                  },
                  cached: { type: 'boolean', description: 'A recent result was reused' },
                  charged: { type: 'boolean', description: 'The lookup was usage-charged' },
                  looked_up_at: { type: 'time', description: 'When the provider answered' },
                },
              },
            },
          },
        },
      },
      errors: [
        {
          code: 'validation_failed',
          when: 'no caller_id or data types, a type no provider serves, no carrier integration, credentials the carrier refused',
        },
        { code: 'bad_gateway', when: 'the carrier failed or could not be reached' },
      ],
    },
  ],
});
