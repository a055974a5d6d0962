import type { Kysely } from 'kysely';
import { checkCreate, uploadLayout } from '../csv/check-create.js';
import { isUploadedFile } from '../csv/upload.js';
import type { DB } from '../db/tables.js';
import type { FieldErrors } from '../errors/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess, requireSuperuser } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { IMPORT_JOB, type ImportPayload, PURGE_JOB } from './import-job.js';

/**
 * The generic engine for buyer_suppressions, plus what a list owns: its
 * numbers. Create may bring a CSV (`import_file`), imported in the background;
 * destroy unblocks the numbers at once (the check only reads lists that
 * exist) and removes them in the background.
 */
export class SuppressionListResource extends ResourceService {
  private readonly db: Kysely<DB>;

  constructor(
    def: ResourceDefinition,
    deps: EngineDeps,
    private readonly jobs: JobQueue,
  ) {
    super(def, deps);
    this.db = deps.db;
  }

  override async create(ctx: TenantContext, raw: Record<string, unknown>): Promise<ApiRecord> {
    const { import_file: file, ...rest } = raw;
    if (file === undefined || file === null || file === '') return super.create(ctx, rest);
    requireSuperuser(ctx.permissions);
    requireAccess(ctx.permissions, 'contacts', 'write');
    const fileErrors: FieldErrors = {};
    const layout = await uploadLayout(file, rest.caller_id_column_name, fileErrors);
    checkCreate(this.def, ctx, rest, fileErrors);
    if (!layout || !isUploadedFile(file))
      throw new Error('unreachable: checkCreate reports a missing layout');
    // Stored first, chunk by chunk and outside any transaction: a big file must
    // not hold the database (SQLite's one writer) while it streams in, and the
    // list should not show up until its import is queued.
    const { fileId, size } = await this.jobs.files.putUpload(ctx.company.id, file.open(), 'import_file');
    let id: number | undefined;
    try {
      // The file decides the headers and the column name, whatever the request said.
      const record = await super.create(ctx, {
        ...rest,
        headers: layout.headers,
        caller_id_column_name: layout.columnName ?? '',
      });
      const listId = Number(record.id);
      id = listId;
      await this.db.transaction().execute(async (trx) => {
        await new TenantScope(trx, ctx.company.id)
          .updateTable('buyer_suppressions')
          .set({ status: 'pending', import_count: 0, total_count: 0, import_percent: 0 })
          .where('id', '=', listId)
          .execute();
        const payload: ImportPayload = {
          listId,
          fileId,
          size,
          column: layout.column,
          skipHeader: layout.headers.length > 0,
        };
        await this.jobs.enqueue(IMPORT_JOB, payload, { companyId: ctx.company.id, db: trx });
      });
    } catch (error) {
      // Nothing half-written: no file without its import, no list whose file could not be kept.
      await this.jobs.files.delete(fileId).catch(() => undefined);
      if (id !== undefined) await super.destroy(ctx, id).catch(() => undefined);
      throw error;
    }
    this.jobs.wake();
    return this.show(ctx, id);
  }

  override async destroy(
    ctx: TenantContext,
    ref: string | number,
    raw: Record<string, unknown> = {},
  ): Promise<ApiRecord> {
    const record = await super.destroy(ctx, ref, raw);
    // The generic destroy removes the list's own links; attachments written on
    // the other side (an offer's buyer_suppression_ids) go too.
    await new TenantScope(this.db, ctx.company.id)
      .deleteFrom('record_links')
      .where('owner_table', 'in', ['offers', 'schedules', 'buyers'])
      .where('field', '=', 'buyer_suppression_ids')
      .where('target_id', '=', Number(record.id))
      .execute();
    await this.jobs.enqueue(PURGE_JOB, { listId: Number(record.id) }, { companyId: ctx.company.id });
    return record;
  }
}
