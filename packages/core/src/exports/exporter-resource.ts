import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { invalidParam } from '../errors/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ResourceRegistry } from '../kernel/registry.js';
import { type ApiRecord, allColumns } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import { toArray } from '../kernel/values.js';
import type { TenantContext } from '../tenancy/context.js';
import { RuntimeTableScope, TenantScope } from '../tenancy/scope.js';
import { TABLE_EXPORT_JOB } from './table-export-job.js';

/**
 * admin_table_exporters: creating one checks that data_type is a listed
 * resource and the columns are its own, then queues the background job that
 * writes the CSV; `export_file_url` is where it downloads.
 */
export class AdminTableExporterResource extends ResourceService {
  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly jobs: JobQueue,
    private readonly registry: ResourceRegistry,
    private readonly db: Kysely<DB>,
  ) {
    super(def, deps);
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    const type = typeof raw.data_type === 'string' ? raw.data_type : '';
    const target = type ? this.registry.get(type) : undefined;
    // data_type is one of EXPORTABLE_TABLES; an embedder's catalog may still leave it out.
    if (type && !target?.operations.includes('list')) {
      throw invalidParam('data_type', 'must be a resource with a list, such as calls or leads');
    }
    if (target && raw.export_column_names !== undefined && raw.export_column_names !== '') {
      const known = allColumns(target);
      const unknown = (toArray(raw.export_column_names) ?? []).map(String).filter((c) => !known.includes(c));
      if (unknown.length) throw invalidParam('export_column_names', `unknown column ${unknown.join(', ')}`);
    }
    const own = ctx.company.id;
    if (
      raw.target_company_id !== undefined &&
      raw.target_company_id !== '' &&
      Number(raw.target_company_id) !== own
    ) {
      throw invalidParam('target_company_id', 'must be this company: an export reads only its own records');
    }
    const record = await super.create(ctx, raw);
    const id = Number(record.id);
    try {
      await this.writeUrl(ctx, id);
      await this.jobs.enqueue(TABLE_EXPORT_JOB, { exporterId: id }, { companyId: own });
    } catch (error) {
      await super.destroy(ctx, id, { permanent: true }).catch(() => undefined);
      throw error;
    }
    return this.show(ctx, id);
  }

  /** The export's files go with it, and the records that named them (a download would find neither). */
  override async destroy(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown> = {},
  ): Promise<ApiRecord> {
    const destroyed = await super.destroy(ctx, ref, raw);
    const scope = new TenantScope(this.db, ctx.company.id);
    const records = await scope
      .selectFrom('data_export_records')
      .select(['id', 'destination', 'status'])
      .where('record_type', '=', 'AdminTableExporter')
      .where('record_id', '=', Number(destroyed.id))
      .execute();
    for (const record of records) {
      // A file the store will not delete now is swept later: once its record is gone, nothing names it.
      if (record.status === 'succeeded' && record.destination)
        await this.jobs.files.delete(String(record.destination)).catch(() => undefined);
      await scope.deleteFrom('data_export_records').where('id', '=', record.id).execute();
    }
    return destroyed;
  }

  private async writeUrl(ctx: TenantContext, id: number) {
    // The download answers with the same credentials as the rest of the API.
    await new RuntimeTableScope(this.db, ctx.company.id)
      .updateTable(this.def.table)
      .set({
        export_file_url: `/api/v1/admin_table_exporters/${id}/download`,
        target_company_id: ctx.company.id,
      })
      .where('id', '=', id)
      .execute();
  }
}
