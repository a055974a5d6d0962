import { defineResource } from '../kernel/define.js';
import { f } from '../kernel/fields.js';

/** Export destinations of schedule actions (domain notes 2.1: AWS S3, FTP, CRM uploads) and CSV downloads. */
export const EXPORT_DESTINATIONS = [
  'csv_download',
  'aws_s3',
  'ftp',
  'infusionsoft',
  'zoho_crm',
  'webhook',
] as const;

/** Designed (spec 4.2 names the resource only): one record sent to an export destination. */
export const dataExportRecords = defineResource({
  name: 'data_export_record',
  plural: 'data_export_records',
  family: 'reports',
  description:
    'One call or lead pushed to an export destination (S3 or FTP upload, CRM, CSV download) by a schedule ' +
    'action or an export, with the outcome. Written by the engine; list and show.',
  operations: ['list', 'show'],
  fields: {
    destination_type: f.enum(EXPORT_DESTINATIONS).readOnly().doc('Where the record went'),
    destination: f.string().readOnly().search().doc('Bucket and key, FTP path, CRM object or URL written to'),
    record_type: f.string().readOnly().filter().doc('Model exported: Call, Lead…'),
    record_id: f.integer().readOnly().filter().doc('Id of the exported record'),
    lead_id: f.integer().readOnly().filter().doc('Lead exported or concerned (→ leads)'),
    call_id: f.integer().readOnly().filter().doc('Call exported or concerned (→ calls)'),
    schedule_id: f.ref('schedules').readOnly().doc('Schedule whose action exported it'),
    status: f.enum(['succeeded', 'failed']).readOnly().doc('Outcome of the export'),
    response_code: f.integer().readOnly().doc('Status code or reply code of the destination'),
    error_message: f.text().readOnly().doc('Why the export failed'),
    file_url: f.string().readOnly().doc('Location of the written file, when the destination is a file'),
    exported_data: f.json().readOnly().doc('The fields sent, as written'),
  },
});
