import { defineResource, STANDARD_OPERATIONS } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { IMPORT_STATUSES } from '../suppression/buyer-suppressions.resource.js';
import { authTokenParams } from './admin-auth-token.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Spec 2.3: exactly the listed columns; every endpoint takes an optional auth_token. */
export const adminTasks = defineResource({
  name: 'admin_task',
  plural: 'admin_tasks',
  family: 'admin',
  storedOnly: true,
  superuser: true,
  description:
    'Superuser maintenance job as TrackDrive describes it: method_name with method_arguments on every ' +
    'app_model_name record matching sql_conditions, in slices from last_id, inside business hours. ' +
    'Leadline keeps the record only: sql_conditions is text and is never executed as SQL.',
  extraParams: authTokenParams(STANDARD_OPERATIONS),
  fields: {
    active: f.boolean().default(false).doc('Only active tasks run'),
    app_model_name: f
      .string()
      .required()
      .notBlank()
      .pattern(/^[A-Z][A-Za-z0-9]*$/, 'must be a model name such as Lead or Call')
      .example('Lead')
      .filter()
      .doc('Model the task walks: Lead, Call, Contact…'),
    method_name: f
      .string()
      .required()
      .notBlank()
      .pattern(/^[a-z_][a-z0-9_]*[!?]?$/, 'must be a method name such as recalculate_status')
      .example('recalculate_status')
      .doc('Method called on each record'),
    sql_conditions: f.text().doc('Which records: a condition on the model’s columns'),
    status: f
      .enum(IMPORT_STATUSES)
      .readOnly()
      .default('pending')
      .doc('pending, started, succeeded, failed or stopped'),
    counter: f.integer().readOnly().default(0).doc('Records processed so far'),
    last_id: f.integer().readOnly().doc('Id of the last record processed (the task resumes after it)'),
    company_id: f.computed('integer', (row) => Number(row.company_id), ['company_id']),
    user_id: f.integer().readOnly().filter().doc('User who created the task (→ users)'),
    target_company_ids: f.companyRefs().doc('Companies whose records are processed (blank: this company)'),
    limit_value: f.integer().min(1).doc('Stop after this many records (blank: all)'),
    slice_value: f.integer().min(1).default(1000).doc('Records loaded per batch'),
    business_hours_open: f
      .string()
      .pattern(HH_MM, 'must be HH:MM')
      .example('09:00')
      .doc('Run only from this local time'),
    business_hours_close: f
      .string()
      .pattern(HH_MM, 'must be HH:MM')
      .example('17:00')
      .doc('Run only until this local time'),
    time_zone: f.string().doc('IANA zone of the business hours (default: the company zone)'),
    with_search_includes: f.boolean().default(false).doc('Preload the associations search needs'),
    sql_includes: f.strings().doc('Associations to preload with each slice'),
    method_arguments: f.json().example({ force: true }).doc('Arguments passed to the method'),
    last_created_at: f.time().readOnly().doc('created_at of the last record processed'),
  },
});
