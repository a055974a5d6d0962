import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { IMPORT_STATUSES } from '../suppression/buyer-suppressions.resource.js';

/** Designed (spec 4.2: "blacklist files"; no destroy): a CSV of numbers blocked or unblocked in the background. */
export const contactImports = defineResource({
  name: 'contact_import',
  plural: 'contact_imports',
  family: 'contacts',
  description:
    'A blacklist file: a CSV whose caller column is read in the background to block (or unblock) each ' +
    'number on the company blacklist. Numbers shorter than 5 digits are skipped and counted as invalid. ' +
    'Kept as an audit trail: imports are never deleted.',
  operations: ['list', 'build', 'create', 'show', 'update'],
  buildParams: ['name', 'import_type', 'caller_id_column_name', 'headers'],
  // Read by contacts/contact-import-resource.ts from the parameters http/uploads.ts adds.
  uploads: {
    create: {
      import_file: {
        description: 'The CSV (up to 1 GiB); required unless import_file_url is given',
        mediaType: 'text/csv',
      },
    },
  },
  fields: {
    name: f.string().required().notBlank().search().sort().doc('Label of the file'),
    import_type: f
      .enum(['block', 'unblock'])
      .default('block')
      .createOnly()
      .doc('block adds the numbers to the blacklist; unblock removes them'),
    import_file_url: f
      .string()
      .fetchedUrl()
      .createOnly()
      .pattern(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
      .example('https://files.example.com/blacklist.csv')
      .doc('Where the CSV is fetched from (create only)'),
    caller_id_column_name: f.string().doc('CSV column that holds the phone numbers'),
    headers: f.strings().doc('Column headers of the CSV, the choices for caller_id_column_name'),
    status: f
      .enum(IMPORT_STATUSES)
      .readOnly()
      .default('pending')
      .doc('pending, started, succeeded, failed or stopped'),
    total_count: f.integer().readOnly().default(0).doc('Rows in the file'),
    import_count: f.integer().readOnly().default(0).doc('Numbers blocked or unblocked so far'),
    invalid_count: f.integer().readOnly().default(0).doc('Rows skipped: blank or not a valid number'),
    import_percent: f.decimal().readOnly().default(0).doc('Progress, 0 to 100'),
    error_message: f.text().readOnly().doc('Why the import failed'),
    started_at: f.time().readOnly().doc('When processing started'),
    succeeded_at: f.time().readOnly().doc('When processing finished'),
    failed_at: f.time().readOnly().doc('When processing failed'),
    stopped_at: f.time().readOnly().doc('When processing was stopped'),
  },
});
