import { defineResource } from '../define.js';
import { f } from '../fields.js';
import { newLeadToken } from './offers.js';

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
});
