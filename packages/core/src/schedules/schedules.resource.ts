import { MAKE_CALL_PARAMS } from '../calls/call-params.js';
import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { newLeadToken } from '../routing/offers.resource.js';

export const schedules = defineResource({
  name: 'schedule',
  plural: 'schedules',
  family: 'schedules',
  description:
    'A cadence of calls, texts and e-mails to leads (contact_caller), or a router of incoming leads (lead_distribution). ' +
    'Its lead_token starts the schedule for a submitted lead.',
  fields: {
    name: f.string().required().notBlank().search().sort(),
    schedule_type: f.enum(['contact_caller', 'lead_distribution']).default('contact_caller'),
    offer_id: f.ref('offers').doc('Offer whose calls and leads this schedule works'),
    lead_token: f
      .string()
      .readOnly()
      .unique()
      .filter()
      .default(newLeadToken)
      .doc('Token that enrols leads (generated)'),
    active: f.boolean().default(true),
    time_zone: f.string().doc('IANA time zone for the schedule (default: the company zone)'),
    use_do_not_call: f.boolean().default(true).doc('Check suppression before every action'),
    use_machine_detection: f.boolean().default(false),
    daylight_hours_open: f
      .string()
      .default('08:00')
      .pattern(/^\d{2}:\d{2}$/, 'must be HH:MM')
      .doc('Earliest local time to contact a lead'),
    daylight_hours_close: f
      .string()
      .default('21:00')
      .pattern(/^\d{2}:\d{2}$/, 'must be HH:MM')
      .doc('Latest local time to contact a lead'),
    max_contact_attempts: f.integer().min(0).doc('Most attempts per lead (blank: no limit)'),
    hours_to_expire: f.integer().min(0).doc('Leads expire this many hours after enrolling'),
    buyer_suppression_ids: f.refs('buyer_suppressions'),
  },
  endpoints: [
    {
      name: 'make_call',
      method: 'POST',
      path: '/schedules/make_call',
      summary: 'Place an outbound call to a lead now',
      description:
        'Calls the lead (`lead_id`), or the number `to` for a schedule (`schedule_id` or its `lead_token`): a ' +
        "live lead of the caller on the schedule is reused, otherwise a lead is created on the schedule's " +
        'offer. The call goes out through the carrier integration that owns the `from` number (else the ' +
        "company's carrier), from `from`, else a number of the schedule's ring pools, else one of the " +
        "offer's numbers. When the lead answers, the carrier is told to forward it to the offer's first " +
        'available buyer. Refused before dialling: an inactive schedule, an invalid or suppressed number, the ' +
        "same number dialled less than 30 seconds ago, and more calls a second than the carrier account's " +
        '`calls_per_second` (default 5).',
      params: MAKE_CALL_PARAMS,
      response: { status: 201, root: 'call', holds: 'record', resource: 'calls' },
      errors: [
        {
          code: 'validation_failed',
          when:
            'an unknown lead or schedule, an inactive schedule, an invalid or suppressed number, a number ' +
            'dialled in the last 30 seconds, no number to call from, no carrier integration',
        },
        { code: 'rate_limited', when: "more calls this second than the carrier account's calls_per_second" },
        { code: 'bad_gateway', when: 'the carrier failed or could not be reached' },
      ],
    },
  ],
});
