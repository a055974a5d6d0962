import { defineResource, STANDARD_OPERATIONS } from '../kernel/define.js';
import { f } from '../kernel/fields.js';
import { authTokenParams } from './admin-auth-token.js';

/** Tables an export can write: the records operators take elsewhere (a test holds each to a listed resource). */
export const EXPORTABLE_TABLES = [
  'calls',
  'leads',
  'buyers',
  'offers',
  'traffic_sources',
  'phone_numbers',
  'schedules',
  'text_messages',
  'incoming_text_messages',
  'charge_rollups',
  'data_export_records',
  'change_logs',
  'webhook_logs',
  'impressions',
  'call_logs',
] as const;

/** Spec 2.3: exactly the listed columns. Writable fields are not listed: the configuration is, the progress is not. */
export const adminTableExporters = defineResource({
  name: 'admin_table_exporter',
  plural: 'admin_table_exporters',
  family: 'admin',
  superuser: true,
  description:
    'Superuser bulk export of a whole table (calls, leads…) of a company to files, in chunks of ' +
    'export_timeframe, several chunks at a time; the engine reports progress and the file URL.',
  extraParams: authTokenParams(STANDARD_OPERATIONS),
  // Creating one queues the export job (core/src/exports); the file downloads here, server/src/routes/exports.ts.
  endpoints: [
    {
      name: 'download',
      method: 'GET',
      path: '/admin_table_exporters/:id/download',
      summary: 'Download the export as CSV',
      description:
        'The header, then every chunk written so far in order (the export may still be running: compare ' +
        'queued_files_count), with the API credentials. chunk= answers one chunk (data_export_records.file_url).',
      params: {
        id: { type: 'string', description: 'Exporter id or uuid' },
        chunk: { type: 'integer', min: 0, description: 'Only this chunk (0 first), without the others' },
      },
      response: {
        root: 'admin_table_exporter',
        holds: { type: 'text', description: 'text/csv' },
        csv: true,
        bare: true,
      },
      errors: [
        { code: 'not_found', when: 'no such exporter, or no such chunk written' },
        { code: 'validation_failed', when: 'chunk is not a whole number' },
      ],
    },
  ],
  fields: {
    company_id: f.computed('integer', (row) => Number(row.company_id), ['company_id']),
    user_id: f.integer().readOnly().filter().doc('User who created the export (→ users)'),
    sortable_order: f.decimal().default(0).sort().doc('Queued in ascending order, smaller first'),
    data_type: f
      .enum(EXPORTABLE_TABLES)
      .required()
      .example('calls')
      .doc('Resource exported (its plural: calls, leads, contacts…)'),
    export_column_names: f
      .strings()
      .example(['id', 'created_at'])
      .doc('Columns written, in order (blank: every column of the resource)'),
    paused: f.boolean().default(false).doc('A paused export queues no more chunks'),
    created_at_from: f.time().doc('Only records created at or after this'),
    created_at_to: f.time().doc('Only records created at or before this'),
    total_count: f.integer().readOnly().default(0).doc('Chunks planned'),
    is_live: f.boolean().default(false).doc('Keep exporting new records as they are created'),
    target_company_id: f
      .companyRef()
      .doc('Company whose table is exported (blank: this company) (→ companies)'),
    export_concurrency: f.integer().min(1).max(16).default(2).doc('Chunks exported at the same time'),
    total_files_count: f.integer().readOnly().default(0).doc('Files written so far'),
    queued_files_count: f.integer().readOnly().default(0).doc('Chunks waiting to be written'),
    export_seconds: f.decimal().readOnly().default(0).doc('Time spent exporting so far, seconds'),
    succeeded_at: f.time().readOnly().doc('When the last chunk was written'),
    total_records_count: f.integer().readOnly().default(0).doc('Records written so far'),
    export_file_url: f.string().readOnly().doc('Where the export (or its manifest) can be downloaded'),
    serializer_type: f
      .string()
      .doc('Serializer of the rows, e.g. call or call_grid (blank: the resource’s own)'),
    export_timeframe: f
      .enum(['hour', 'day', 'week', 'month'])
      .default('day')
      .doc('Length of created_at range per chunk (one file per chunk)'),
    finished_generating_chunks_at: f.time().readOnly().doc('When every chunk had been queued'),
  },
});
