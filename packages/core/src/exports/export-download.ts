import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { LeadlineError, notFound } from '../errors/index.js';
import { FileStoreError } from '../jobs/file-store.js';
import type { JobFiles } from '../jobs/job-files.js';
import { allColumns } from '../kernel/serialize.js';
import type { ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import { csvLine } from './csv-line.js';
import { exportColumns } from './table-export-job.js';

/**
 * GET /admin_table_exporters/:id/download: the header, then every chunk
 * written so far in order (or one chunk with `chunk`), streamed from the
 * files the export job wrote. Readable while the export is still running.
 */
export async function exportDownload(
  db: Kysely<DB>,
  files: JobFiles,
  exporters: ResourceService,
  resource: (plural: string) => ResourceService,
  ctx: TenantContext,
  ref: string,
  chunk?: number,
): Promise<{ filename: string; body: AsyncGenerator<Buffer> }> {
  const exporter = await exporters.show(ctx, ref);
  const id = Number(exporter.id);
  const rows = await new TenantScope(db, ctx.company.id)
    .selectFrom('data_export_records')
    .select(['destination', 'exported_data'])
    .where('record_type', '=', 'AdminTableExporter')
    .where('record_id', '=', id)
    .where('status', '=', 'succeeded')
    .orderBy('id')
    .execute();
  const parts = rows
    .map((r) => ({ fileId: String(r.destination), chunk: Number(parse(r.exported_data).chunk) }))
    .filter((p) => chunk === undefined || p.chunk === chunk);
  if (chunk !== undefined && parts.length === 0) throw notFound('Export chunk');
  const columns = exportColumns(
    exporter.export_column_names,
    allColumns(resource(String(exporter.data_type)).def),
  );
  // The first file is opened before anything is sent, so a store that cannot give it is an error answer.
  const first = parts[0] ? await openPart(files, parts[0].fileId) : null;
  async function* body() {
    yield Buffer.from(csvLine(columns));
    for (const [i, p] of parts.entries()) yield* i === 0 ? first! : await openPart(files, p.fileId);
  }
  return {
    filename: `${exporter.data_type}-export-${id}${chunk === undefined ? '' : `-${chunk}`}`,
    body: body(),
  };
}

async function openPart(files: JobFiles, fileId: string): Promise<AsyncIterable<Buffer>> {
  try {
    return await files.open(fileId);
  } catch (error) {
    if (!(error instanceof FileStoreError)) throw error;
    throw new LeadlineError('bad_gateway', `The export file could not be read: ${error.message}`);
  }
}

const parse = (v: unknown): Record<string, unknown> =>
  typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : ((v ?? {}) as Record<string, unknown>);
