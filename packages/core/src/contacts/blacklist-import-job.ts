import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { describeRejected, readPhoneColumn } from '../csv/phone-column.js';
import { sniffCsv } from '../csv/sniff.js';
import type { DB } from '../db/tables.js';
import { isLeadlineError } from '../errors/index.js';
import { breathe } from '../jobs/breathe.js';
import { type JobHandler, JobStopped, jobKind, PermanentJobError } from '../jobs/job.js';
import type { JobFiles } from '../jobs/job-files.js';
import { progressGate, StatusRecord } from '../jobs/status-record.js';
import { type UrlGuard, UrlRefusedError } from '../net/url-guard.js';
import { numberToE164 } from '../phone/normalize.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';

export const BLACKLIST_IMPORT_JOB = jobKind<BlacklistImportPayload>('contacts.import');

export interface BlacklistImportPayload {
  importId: number;
  type: 'block' | 'unblock';
  /** An uploaded file, already stored… */
  fileId?: string;
  size?: number;
  column?: number;
  skipHeader?: boolean;
  /** …or a URL to fetch it from (its layout is found once fetched). */
  url?: string;
  columnName?: string | null;
}

export interface BlacklistImportDeps {
  db: Kysely<DB>;
  clock: Clock;
  files: JobFiles;
  /** What the job writes through: the contact service's batch block (narrow, so the service may import the job). */
  contacts: {
    setBlockedMany(ctx: TenantContext, numbers: readonly string[], blocked: boolean): Promise<number>;
  };
  companies: CompanyService;
  /** Fetches import_file_url: the address of every redirect hop is checked against SSRF. */
  urls?: UrlGuard;
}

/** Contacts written per statement. */
const BATCH = 1000;
/** A URL that answers nothing within this is not waited for (the job retries). */
const FETCH_TIMEOUT_MS = 60_000;

/**
 * A blacklist file (contact_imports): every number of the caller column is
 * blocked (or unblocked) on the company blacklist. Same reading as suppression
 * imports; counts in total_count (rows), import_count (numbers written) and
 * invalid_count (rows that held no usable number).
 */
export function blacklistImportJob(deps: BlacklistImportDeps): JobHandler<BlacklistImportPayload> {
  const record = (companyId: number, id: number) =>
    new StatusRecord(deps.db, 'contact_imports', companyId, id, deps.clock);
  return {
    maxAttempts: 3,
    async run(job, { signal, heartbeat }) {
      const p = job.payload;
      const companyId = job.companyId!;
      const status = record(companyId, p.importId);
      const counters = { import_count: 0, total_count: 0, invalid_count: 0, import_percent: 0 };
      // A run cut off (a killed process) goes on from the count it had written.
      const from = await status.begin(counters);
      if (!from) return;
      let { fileId, size = 0, column, skipHeader } = p;
      if (!fileId) ({ fileId, size, column, skipHeader } = await fetchInto(deps, job.companyId!, p));
      try {
        const company = await deps.companies.get(companyId);
        const ctx = systemContext(company);
        const gate = progressGate();
        let read = 0;
        const numbers = await readPhoneColumn(deps.files.read(fileId), {
          column: column ?? 0,
          skipHeader: skipHeader ?? false,
          country: company.default_country,
          signal,
          onBytes: (n) => {
            read += n;
            const pct = Math.round((read / Math.max(1, size)) * 500) / 10;
            if (pct > from.import_percent && gate(pct))
              void status.progress({ import_percent: pct }).catch(() => undefined);
          },
        });
        const found = numbers.numbers;
        if (
          !(await status.progress({
            total_count: numbers.rows,
            invalid_count: numbers.rejected,
            import_percent: Math.max(50, from.import_percent),
          }))
        )
          return;
        for (let at = Math.min(from.import_count, found.length); at < found.length; at += BATCH) {
          if (signal.aborted) throw new JobStopped();
          const batch = Array.from(found.subarray(at, at + BATCH), numberToE164);
          await deps.contacts.setBlockedMany(ctx, batch, p.type === 'block');
          await breathe();
          const done = Math.min(found.length, at + BATCH);
          const pct = Math.round((50 + (done / found.length) * 50) * 10) / 10;
          if (gate(pct)) {
            if (!(await status.progress({ import_count: done, import_percent: pct }))) return;
            await heartbeat();
          }
        }
        await status.succeed({
          import_count: found.length,
          import_percent: 100,
          error_message: describeRejected(numbers),
        });
        await deps.files.delete(fileId);
      } catch (error) {
        // A fetched copy is fetched again on the next attempt; an upload is kept for it.
        if (!p.fileId) await deps.files.delete(fileId);
        if (error instanceof JobStopped || signal.aborted) {
          await status.stop();
          throw new JobStopped();
        }
        throw error;
      }
    },
    async interrupted(job) {
      await record(job.companyId!, job.payload.importId).stop();
    },
    async failed(job, error) {
      await record(job.companyId!, job.payload.importId).fail(
        `Import failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (job.payload.fileId) await deps.files.delete(job.payload.fileId);
    },
  };
}

/** Fetches an import_file_url into job files and finds its layout (headers, caller column). */
async function fetchInto(deps: BlacklistImportDeps, companyId: number, p: BlacklistImportPayload) {
  let response: Response;
  try {
    response = deps.urls
      ? await deps.urls.fetch(p.url!, { timeoutMs: FETCH_TIMEOUT_MS })
      : await fetch(p.url!, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    // A refused address stays refused: no retry. The message names the URL's host, never a body.
    if (error instanceof UrlRefusedError) throw new PermanentJobError(`import_file_url ${error.message}`);
    throw error;
  }
  if (!response.ok || !response.body) {
    const message = `import_file_url answered HTTP ${response.status}`;
    throw response.status >= 400 && response.status < 500
      ? new PermanentJobError(message)
      : new Error(message);
  }
  const { fileId, size } = await deps.files.put(companyId, response.body as AsyncIterable<Uint8Array>);
  try {
    const layout = await sniffCsv(deps.files.read(fileId), p.columnName, {
      file: 'import_file_url',
      column: 'caller_id_column_name',
    });
    await new TenantScope(deps.db, companyId)
      .updateTable('contact_imports')
      .set({ headers: JSON.stringify(layout.headers), caller_id_column_name: layout.columnName })
      .where('id', '=', p.importId)
      .execute();
    return { fileId, size, column: layout.column, skipHeader: layout.headers.length > 0 };
  } catch (error) {
    await deps.files.delete(fileId);
    // A file we cannot read will not become readable by trying again.
    throw isLeadlineError(error)
      ? new PermanentJobError(Object.values(error.errors).flat().join('; '))
      : error;
  }
}
