import { TABLE_EXPORT_JOB, tableExportJob } from '../exports/table-export-job.js';
import { ReportingService } from '../reporting/reporting-service.js';
import type { AccessParts } from './access.js';
import type { Core, FoundationParts } from './foundation.js';

/** Figures read from the records, and the table exports that write them out. */
export interface ReportingParts {
  /** GET /calls/stats, /calls/reports and the datasets: figures read from the records, under the list filters. */
  readonly reporting: ReportingService;
}

export function wireReporting(app: Core & FoundationParts & AccessParts): ReportingParts {
  const { db } = app.database;
  // Table exports write their CSV in a worker, never in a request.
  app.jobs.register(
    TABLE_EXPORT_JOB,
    tableExportJob({
      db,
      clock: app.clock,
      jobs: app.jobs,
      companies: app.companies,
      resource: (p) => app.resource(p),
    }),
  );
  // An export's chunks outlive its job: the records that name them keep them from the orphan sweep.
  app.jobs.files.keepNamedBy('data_export_records', 'destination');
  return {
    reporting: new ReportingService({
      db,
      dialect: app.database.dialect,
      resource: (plural) => app.resource(plural),
    }),
  };
}
