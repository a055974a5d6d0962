import { defineResource } from '../kernel/define.js';
import type { EndpointError, EndpointParam, EndpointValue } from '../kernel/endpoints.js';
import { f } from '../kernel/fields.js';

export const IMPORT_STATUSES = ['pending', 'started', 'succeeded', 'failed', 'stopped'] as const;

/**
 * Spec 2.3 and 4.4: suppression (do-not-call) lists; superuser only. Numbers
 * live in suppression_numbers (`suppression/`), added by caller_block or a CSV
 * `import_file` on create; update changes only the name and the buyers.
 */
const CALLER_PARAMS: Record<string, EndpointParam> = {
  id: { type: 'string', description: 'List id or uuid' },
  caller_ids: {
    type: 'strings',
    required: true,
    description:
      'Numbers, at most 10,000 a request ([..], comma-separated or caller_ids[]=); each normalised to E.164',
  },
  dry_run: { type: 'boolean', description: 'true counts what would change and writes nothing' },
};

const CALLER_ERRORS: readonly EndpointError[] = [
  {
    code: 'validation_failed',
    when: 'a caller_id shorter than 5 digits (named by index: caller_ids[3]), or more than 10,000; nothing is written',
  },
  { code: 'not_found', when: 'no such list' },
];

const counts = (changed: 'added_count' | 'removed_count', what: string): Record<string, EndpointValue> => ({
  [changed]: { type: 'integer', description: `Numbers ${what} (with dry_run: that would be)` },
  unchanged_count: { type: 'integer', description: 'Distinct numbers given that needed no change' },
  dry_run: { type: 'boolean', description: 'Nothing was written' },
});

export const buyerSuppressions = defineResource({
  name: 'buyer_suppression',
  plural: 'buyer_suppressions',
  family: 'contacts',
  superuser: true,
  description:
    'Do-not-call lists of phone numbers that block matching contacts from reaching the offers, schedules or buyers they are attached to. ' +
    'Create takes an optional CSV as a multipart import_file, imported in the background (status pending → started → ' +
    'succeeded | failed | stopped); numbers are added and removed with caller_block and caller_unblock.',
  buildParams: ['name', 'caller_id_column_name', 'buyer_ids'],
  // Read by suppression/list-resource.ts from the parameters http/uploads.ts adds.
  uploads: {
    create: {
      import_file: {
        description:
          'CSV of numbers (up to 1 GiB), imported in the background; its problems are a 422 before anything is written',
        mediaType: 'text/csv',
      },
    },
  },
  // Implemented in server/src/routes/buyer-suppressions.ts on leadline.suppression; docs/suppression.md.
  endpoints: [
    {
      name: 'caller_block',
      method: 'POST',
      path: '/buyer_suppressions/:id/caller_block',
      summary: 'Add numbers to a suppression list',
      description:
        'Adds caller_ids and touches no other entry. Answers the list with the counts in metadata.',
      params: CALLER_PARAMS,
      response: { root: 'buyer_suppression', holds: 'record', metadata: counts('added_count', 'added') },
      errors: CALLER_ERRORS,
    },
    {
      name: 'caller_unblock',
      method: 'POST',
      path: '/buyer_suppressions/:id/caller_unblock',
      summary: 'Remove numbers from a suppression list',
      description:
        'Removes caller_ids and touches no other entry. Answers the list with the counts in metadata.',
      params: CALLER_PARAMS,
      response: { root: 'buyer_suppression', holds: 'record', metadata: counts('removed_count', 'removed') },
      errors: CALLER_ERRORS,
    },
  ],
  fields: {
    name: f.string().required().notBlank().search().sort(),
    import_file_url: f.string().readOnly().doc('Not kept: uploaded files are deleted once imported'),
    status: f
      .enum(IMPORT_STATUSES)
      .readOnly()
      .default('succeeded')
      .doc('Import status: pending, started, succeeded, failed, or stopped (interrupted; resumes by itself)'),
    caller_id_column_name: f
      .string()
      .createOnly()
      .doc('CSV column that holds the phone numbers (blank: the first column that looks like phone numbers)'),
    headers: f.strings().createOnly().doc('Column headers of the uploaded CSV (detected from the file)'),
    blocked: f.boolean().readOnly().default(true),
    error_message: f
      .text()
      .readOnly()
      .doc('Why the import failed, or which rows it rejected (not phone numbers, or shorter than 5 digits)'),
    import_count: f
      .integer()
      .readOnly()
      .default(0)
      .doc(
        'Distinct numbers written to the list: by its imports and caller_block, less those caller_unblock removed',
      ),
    total_count: f
      .integer()
      .readOnly()
      .default(0)
      .doc(
        'Numbers received: data rows of the uploaded file, and the distinct caller_ids of each caller_block',
      ),
    import_percent: f
      .decimal()
      .readOnly()
      .default(0)
      .doc('Import progress, 0 to 100: reading the file is the first half, writing the numbers the second'),
    started_at: f.time().readOnly().doc('When the import (last) started'),
    failed_at: f.time().readOnly().doc('When the import failed'),
    stopped_at: f.time().readOnly().doc('When the import was interrupted'),
    succeeded_at: f.time().readOnly().doc('When the import finished'),
    buyer_ids: f.refs('buyers', { by: 'user_buyer_id' }).doc('Buyers that use this list'),
    offer_ids: f
      .refs('offers')
      .createOnly()
      .doc('Offers that use this list (set on create, or on the offer)'),
    schedule_ids: f
      .refs('schedules')
      .createOnly()
      .doc('Schedules that use this list (set on create, or on the schedule)'),
  },
});
