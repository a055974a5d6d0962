import { defineResource } from '../define.js';
import { f } from '../fields.js';

export const IMPORT_STATUSES = ['pending', 'started', 'succeeded', 'failed', 'stopped'] as const;

/** Spec 2.3 and 4.4: suppression (do-not-call) lists; superuser only. */
export const buyerSuppressions = defineResource({
  name: 'buyer_suppression',
  plural: 'buyer_suppressions',
  family: 'contacts',
  superuser: true,
  description:
    'Do-not-call lists of phone numbers that block matching contacts from reaching the offers, schedules or buyers they are attached to.',
  buildParams: ['name', 'caller_id_column_name', 'buyer_ids'],
  fields: {
    name: f.string().required().notBlank().search().sort(),
    import_file_url: f.string().readOnly(),
    status: f.enum(IMPORT_STATUSES).readOnly().default('succeeded').doc('Import status'),
    caller_id_column_name: f.string().doc('CSV column that holds the phone numbers'),
    headers: f.strings().doc('Column headers of the uploaded CSV'),
    blocked: f.boolean().readOnly().default(true),
    error_message: f.text().readOnly(),
    import_count: f.integer().readOnly().default(0),
    total_count: f.integer().readOnly().default(0),
    import_percent: f.decimal().readOnly().default(0),
    started_at: f.time().readOnly(),
    failed_at: f.time().readOnly(),
    stopped_at: f.time().readOnly(),
    succeeded_at: f.time().readOnly(),
    buyer_ids: f.refs('buyers', { by: 'user_buyer_id' }).doc('Buyers that use this list'),
    offer_ids: f.refs('offers').doc('Offers that use this list'),
    schedule_ids: f.refs('schedules').doc('Schedules that use this list'),
  },
});
