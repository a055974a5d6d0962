import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { createdStamps, engineChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { FileStoreError } from '../jobs/file-store.js';
import type { JobHandler } from '../jobs/job.js';
import { jobKind } from '../jobs/job.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { allColumns } from '../kernel/serialize.js';
import type { ResourceService } from '../kernel/service.js';
import { bucketStart, type Interval, nextBucket } from '../reporting/time-buckets.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext } from '../tenancy/context.js';
import { RuntimeTableScope, TenantScope } from '../tenancy/scope.js';
import { newUuid } from '../util/ids.js';
import { csvLine } from './csv-line.js';

export const TABLE_EXPORT_JOB = jobKind<{ exporterId: number }>('table_export');

/** Most chunks one export plans: a day per chunk over 27 years. */
export const MAX_CHUNKS = 10_000;

export interface TableExportDeps {
  db: Kysely<DB>;
  clock: Clock;
  jobs: JobQueue;
  companies: CompanyService;
  resource: (plural: string) => ResourceService;
}

/**
 * Writes an admin_table_exporter's CSV: the table's created_at range cut in
 * `export_timeframe` chunks, each chunk one file (job_files) and one
 * data_export_records row, written in order. The exporter's progress
 * (`total_count`, `queued_files_count`, `total_records_count`…) moves in the
 * transaction that records each chunk, so a job that dies resumes at the
 * first chunk not recorded. Never runs in a request.
 */
export function tableExportJob(deps: TableExportDeps): JobHandler<{ exporterId: number }> {
  return {
    maxAttempts: 5,
    async run(job, context) {
      const { db, clock } = deps;
      const companyId = job.companyId!;
      const scope = new TenantScope(db, companyId);
      const exporter = await scope
        .selectFrom('admin_table_exporters')
        .selectAll()
        .where('id', '=', job.payload.exporterId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!exporter || exporter.paused === true || exporter.paused === 1) return;
      const ctx = systemContext(await deps.companies.get(companyId));
      const service = deps.resource(String(exporter.data_type));
      const columns = exportColumns(exporter.export_column_names, allColumns(service.def));
      const chunks = await planChunks(
        db,
        companyId,
        service.def.table,
        exporter,
        ctx.company.time_zone,
        clock.now(),
      );
      const started = clock.now();
      const done = Number(exporter.total_count) - Number(exporter.queued_files_count);
      if (Number(exporter.total_count) !== chunks.length) {
        await scope
          .updateTable('admin_table_exporters')
          .set({
            total_count: chunks.length,
            queued_files_count: chunks.length - Math.max(0, done),
            finished_generating_chunks_at: clock.now(),
          })
          .where('id', '=', exporter.id)
          .execute();
      }
      let records = Number(exporter.total_records_count);
      let files = Number(exporter.total_files_count);
      for (let i = Math.max(0, done); i < chunks.length; i++) {
        if (context.signal.aborted) return;
        const [from, to] = chunks[i]!;
        let count = 0;
        async function* lines() {
          for await (const r of service.stream(ctx, {
            // ISO 8601 keeps the milliseconds the API's own time format leaves out.
            created_at_from: new Date(from).toISOString(),
            created_at_to: new Date(to - 1).toISOString(),
            columns: columns.join(','),
            order_dir: 'asc',
          })) {
            count++;
            yield Buffer.from(csvLine(columns.map((c) => r[c])));
          }
        }
        let file: { fileId: string; size: number };
        try {
          file = await deps.jobs.files.put(companyId, lines());
        } catch (error) {
          if (!(error instanceof FileStoreError)) throw error;
          await recordFailure(db, clock, companyId, Number(exporter.id), i, error);
          // The job tries again later, from this chunk; the record says why it has not come yet.
          throw new Error(`chunk ${i} could not be stored: ${error.message}`);
        }
        records += count;
        if (count > 0) files++;
        const now = clock.now();
        await db.transaction().execute(async (trx) => {
          const s = new TenantScope(trx, companyId);
          if (count > 0) {
            await s
              .insertInto('data_export_records', {
                uuid: newUuid(),
                ...createdStamps(now),
                destination_type: 'csv_download',
                destination: file.fileId,
                record_type: 'AdminTableExporter',
                record_id: exporter.id,
                status: 'succeeded',
                file_url: `/api/v1/admin_table_exporters/${exporter.id}/download?chunk=${i}`,
                exported_data: JSON.stringify({ chunk: i, from, to, records_count: count, bytes: file.size }),
              })
              .execute();
          }
          await s
            .updateTable('admin_table_exporters')
            .set({
              queued_files_count: chunks.length - i - 1,
              total_records_count: records,
              total_files_count: files,
              export_seconds:
                Math.round((Number(exporter.export_seconds) + (now - started) / 1000) * 1000) / 1000,
              ...engineChangeStamps(now),
              ...(i === chunks.length - 1 ? { succeeded_at: now } : {}),
            })
            .where('id', '=', exporter.id)
            .execute();
        });
        if (count === 0) await deps.jobs.files.delete(file.fileId);
        await context.heartbeat();
      }
      if (chunks.length === 0) {
        await scope
          .updateTable('admin_table_exporters')
          .set({ succeeded_at: clock.now() })
          .where('id', '=', exporter.id)
          .execute();
      }
    },
  };
}

/** A chunk the file store refused: a failed data_export_records row, the store's answer as its message. */
async function recordFailure(
  db: Kysely<DB>,
  clock: Clock,
  companyId: number,
  exporterId: number,
  chunk: number,
  error: FileStoreError,
): Promise<void> {
  await new TenantScope(db, companyId)
    .insertInto('data_export_records', {
      uuid: newUuid(),
      ...createdStamps(clock.now()),
      destination_type: 'csv_download',
      destination: '',
      record_type: 'AdminTableExporter',
      record_id: exporterId,
      status: 'failed',
      error_message: `Chunk ${chunk} could not be stored: ${error.message}`,
      exported_data: JSON.stringify({ chunk }),
    })
    .execute();
}

/** The columns written: the exporter's, else every column of the resource. */
export function exportColumns(stored: unknown, all: readonly string[]): string[] {
  const asked =
    typeof stored === 'string' ? (JSON.parse(stored) as string[] | null) : (stored as string[] | null);
  return asked?.length ? asked : [...all];
}

/** [from, to) ranges of `export_timeframe` from the first record (or created_at_from) to created_at_to (or now). */
async function planChunks(
  db: Kysely<DB>,
  companyId: number,
  table: string,
  exporter: Record<string, unknown>,
  timeZone: string,
  now: number,
): Promise<[number, number][]> {
  let from = exporter.created_at_from === null ? null : Number(exporter.created_at_from);
  if (from === null) {
    const first = await new RuntimeTableScope(db, companyId)
      .selectFrom(table)
      .select((eb) => eb.fn.min(`${table}.created_at`).as('at'))
      .executeTakeFirst();
    if (first?.at === null || first?.at === undefined) return [];
    from = Number(first.at);
  }
  const to = exporter.created_at_to === null ? now : Number(exporter.created_at_to) + 1;
  const interval = String(exporter.export_timeframe ?? 'day') as Interval;
  const out: [number, number][] = [];
  for (let at = bucketStart(from, interval, timeZone); at < to && out.length < MAX_CHUNKS; ) {
    const next = nextBucket(at, interval, timeZone);
    out.push([Math.max(at, from), Math.min(next, to)]);
    at = next;
  }
  return out;
}
