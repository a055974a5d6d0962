import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { describeRejected, readPhoneColumn } from '../csv/phone-column.js';
import type { DB } from '../db/tables.js';
import { breathe } from '../jobs/breathe.js';
import {
  type Job,
  type JobHandler,
  type JobRunContext,
  JobStopped,
  jobKind,
  PermanentJobError,
} from '../jobs/job.js';
import type { JobFiles } from '../jobs/job-files.js';
import { progressGate, StatusRecord } from '../jobs/status-record.js';
import type { CompanyService } from '../tenancy/companies.js';
import type { ListNumbers } from './list-numbers.js';

export const IMPORT_JOB = jobKind<ImportPayload>('suppression.import');
export const PURGE_JOB = jobKind<{ listId: number }>('suppression.purge');

export interface ImportPayload {
  listId: number;
  fileId: string;
  /** Bytes in the file (progress while reading). */
  size: number;
  column: number;
  skipHeader: boolean;
}

export interface ImportJobDeps {
  db: Kysely<DB>;
  clock: Clock;
  files: JobFiles;
  numbers: ListNumbers;
  companies: CompanyService;
}

/**
 * Imports a suppression list's CSV: reads the caller column (first half of
 * import_percent, by bytes read), sorts and de-duplicates the numbers, then
 * inserts them in key order, batch by batch (second half, by numbers written).
 * Inserting is idempotent and the sorted order is the same on every run, so a
 * run interrupted anywhere resumes at the count it had written (the file is
 * read again; the counts never go back).
 * A list deleted meanwhile stops the import and takes its numbers with it.
 */
export function importJob(deps: ImportJobDeps): JobHandler<ImportPayload> {
  const record = (job: Job<ImportPayload>) =>
    new StatusRecord(deps.db, 'buyer_suppressions', job.companyId!, job.payload.listId, deps.clock);

  return {
    maxAttempts: 3,
    async run(job, { signal, heartbeat }: JobRunContext) {
      const p = job.payload;
      const list = record(job);
      const gone = async () => {
        await deps.numbers.purge(p.listId);
        await deps.files.delete(p.fileId);
      };
      const from = await list.begin({ import_count: 0, total_count: 0, import_percent: 0 });
      if (!from) return gone();
      const company = await deps.companies.get(job.companyId!);
      const due = progressGate();
      let read = 0;
      let progress: Promise<unknown> = Promise.resolve();
      try {
        const column = await readPhoneColumn(deps.files.read(p.fileId), {
          column: p.column,
          skipHeader: p.skipHeader,
          country: company.default_country,
          signal,
          onBytes: (n) => {
            read += n;
            const at = percent((read / Math.max(1, p.size)) * 50);
            // Reading again after an interruption: the percent already shown stands.
            if (at <= from.import_percent || !due(at)) return;
            progress = progress.then(() => list.progress({ import_percent: at }));
          },
        });
        await progress;
        const numbers = column.numbers;
        if (column.rows > 0 && numbers.length === 0) {
          throw new PermanentJobError(`no row holds a usable phone number (${describeRejected(column)})`);
        }
        const resumeAt = Math.min(from.import_count, numbers.length);
        const reached = Math.max(50, from.import_percent);
        if (!(await list.progress({ total_count: column.rows, import_percent: reached }))) return gone();
        const batch = deps.numbers.importBatch;
        for (let at = resumeAt; at < numbers.length; at += batch) {
          if (signal.aborted) throw new JobStopped();
          await deps.numbers.add(job.companyId!, p.listId, numbers.subarray(at, at + batch));
          await breathe();
          const done = Math.min(numbers.length, at + batch);
          const now = percent(50 + (done / numbers.length) * 50);
          if (due(now)) {
            const live = await list.progress({ import_count: done, import_percent: now });
            if (!live) return gone();
            await heartbeat();
          }
        }
        const live = await list.succeed({
          import_count: numbers.length,
          import_percent: 100,
          error_message: describeRejected(column),
        });
        if (!live) return gone();
        await deps.files.delete(p.fileId);
      } catch (error) {
        if (error instanceof JobStopped || signal.aborted) {
          await list.stop();
          throw error instanceof JobStopped ? error : new JobStopped();
        }
        throw error;
      }
    },
    async interrupted(job) {
      await record(job).stop();
    },
    async failed(job, error) {
      await record(job).fail(`Import failed: ${error instanceof Error ? error.message : String(error)}`);
      await deps.files.delete(job.payload.fileId);
    },
  };
}

/** Removes the numbers of a deleted list in the background (a big list takes a while). */
export function purgeJob(numbers: ListNumbers): JobHandler<{ listId: number }> {
  return {
    async run(job, { signal }) {
      await numbers.purge(job.payload.listId, signal);
      if (signal.aborted) throw new JobStopped();
    },
  };
}

const percent = (v: number) => Math.round(Math.min(100, Math.max(0, v)) * 10) / 10;
