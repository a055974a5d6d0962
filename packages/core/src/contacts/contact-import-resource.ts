import type { Kysely } from 'kysely';
import { checkCreate, uploadLayout } from '../csv/check-create.js';
import type { CsvLayout } from '../csv/sniff.js';
import { isUploadedFile } from '../csv/upload.js';
import type { DB } from '../db/tables.js';
import type { FieldErrors } from '../errors/index.js';
import type { JobQueue } from '../jobs/job-queue.js';
import type { ResourceDefinition } from '../kernel/define.js';
import type { ApiRecord } from '../kernel/serialize.js';
import { type EngineDeps, ResourceService } from '../kernel/service.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { TenantScope } from '../tenancy/scope.js';
import { BLACKLIST_IMPORT_JOB, type BlacklistImportPayload } from './blacklist-import-job.js';

/**
 * contact_imports (blacklist files): create takes the CSV as a multipart
 * `import_file` (read for its layout at once) or an `import_file_url` fetched
 * by the job, and queues the import. The rest is the generic engine.
 */
export class ContactImportResource extends ResourceService {
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
    requireAccess(ctx.permissions, 'contacts', 'write');
    const { import_file: file, ...rest } = raw;
    const hasFile = file !== undefined && file !== null && file !== '';
    const fileErrors: FieldErrors = {};
    let layout: CsvLayout | undefined;
    if (hasFile) {
      layout = await uploadLayout(file, rest.caller_id_column_name, fileErrors);
    } else if (typeof rest.import_file_url !== 'string' || rest.import_file_url.trim() === '') {
      fileErrors.import_file = ['is required: upload the CSV, or give import_file_url'];
    }
    checkCreate(this.def, ctx, rest, fileErrors);
    const record = await super.create(
      ctx,
      layout ? { ...rest, headers: layout.headers, caller_id_column_name: layout.columnName ?? '' } : rest,
    );
    const id = Number(record.id);
    let stored: { fileId: string; size: number } | undefined;
    try {
      // Stored outside the transaction: a big file must not hold the database while it streams in.
      if (layout && isUploadedFile(file))
        stored = await this.jobs.files.putUpload(ctx.company.id, file.open(), 'import_file');
      await this.db.transaction().execute(async (trx) => {
        const payload: BlacklistImportPayload = {
          importId: id,
          type: record.import_type === 'unblock' ? 'unblock' : 'block',
        };
        if (layout && stored) {
          Object.assign(payload, {
            fileId: stored.fileId,
            size: stored.size,
            column: layout.column,
            skipHeader: layout.headers.length > 0,
          });
        } else {
          const columnName =
            typeof rest.caller_id_column_name === 'string' ? rest.caller_id_column_name : null;
          Object.assign(payload, { url: record.import_file_url, columnName: columnName || null });
        }
        await this.jobs.enqueue(BLACKLIST_IMPORT_JOB, payload, { companyId: ctx.company.id, db: trx });
      });
    } catch (error) {
      // contact_imports have no destroy; a record whose import could not be queued is removed here.
      if (stored) await this.jobs.files.delete(stored.fileId).catch(() => undefined);
      await new TenantScope(this.db, ctx.company.id)
        .deleteFrom('contact_imports')
        .where('id', '=', id)
        .execute();
      throw error;
    }
    this.jobs.wake();
    return this.show(ctx, id);
  }
}
