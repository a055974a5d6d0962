import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { notFound } from '../errors/index.js';
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
  async function* body() {
    yield Buffer.from(csvLine(columns));
    for (const p of parts) yield* files.read(p.fileId);
  }
  return {
    filename: `${exporter.data_type}-export-${id}${chunk === undefined ? '' : `-${chunk}`}`,
    body: body(),
  };
}

const parse = (v: unknown): Record<string, unknown> =>
  typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : ((v ?? {}) as Record<string, unknown>);
