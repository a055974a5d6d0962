import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { IMPORT_STATUSES } from '../suppression/buyer-suppressions.resource.js';

/** Designed (spec 4.2: "clear blacklist"; no update): a background job unblocking contacts. */
export const unblockContactJobs = defineResource({
  name: 'unblock_contact_job',
  plural: 'unblock_contact_jobs',
  family: 'contacts',
  description:
    'Clears the company blacklist, wholly or in part, in the background: every blocked contact that ' +
    'matches (the given numbers, or everyone blocked inside the time range) is unblocked. Deleting a ' +
    'pending or started job stops it; contacts already unblocked stay unblocked.',
  operations: ['list', 'build', 'create', 'show', 'destroy'],
  buildParams: ['name', 'numbers', 'blocked_at_from', 'blocked_at_to', 'clear_opt_out', 'clear_sms_opt_out'],
  fields: {
    name: f.string().search().sort().doc('Label (blank: a summary of the criteria)'),
    numbers: f
      .strings()
      .example(['+15551230001', '+15551230002'])
      .doc('Only these numbers, any format (normalised to E.164); blank: every blocked contact'),
    blocked_at_from: f.time().doc('Only contacts blocked at or after this'),
    blocked_at_to: f.time().doc('Only contacts blocked at or before this'),
    clear_opt_out: f.boolean().default(false).doc('Also clear the call opt-out of the contacts'),
    clear_sms_opt_out: f.boolean().default(false).doc('Also clear the SMS opt-out of the contacts'),
    status: f
      .enum(IMPORT_STATUSES)
      .readOnly()
      .default('pending')
      .doc('pending, started, succeeded, failed or stopped'),
    total_count: f.integer().readOnly().default(0).doc('Contacts matching when the job started'),
    unblocked_count: f.integer().readOnly().default(0).doc('Contacts unblocked so far'),
    percent: f.decimal().readOnly().default(0).doc('Progress, 0 to 100'),
    error_message: f.text().readOnly().doc('Why the job failed'),
    started_at: f.time().readOnly().doc('When the job started'),
    succeeded_at: f.time().readOnly().doc('When the job finished'),
    failed_at: f.time().readOnly().doc('When the job failed'),
    stopped_at: f.time().readOnly().doc('When the job was stopped'),
  },
});
