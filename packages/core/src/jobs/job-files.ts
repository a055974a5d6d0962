import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import { breathe } from './breathe.js';

/** Bytes per stored chunk: big enough that a 130 MB file is ~130 rows, small enough to hold in memory. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Files background jobs read (uploaded CSVs), kept in the database in 1 MiB
 * chunks: the API process that received an upload and the worker process that
 * imports it need share nothing but the database. A file lives until its job
 * deletes it.
 */
export class JobFiles {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
  ) {}

  /** Stores a stream; returns the new file's id and size. Pass a transaction as `db` to store atomically. */
  async put(
    companyId: number,
    source: AsyncIterable<Uint8Array>,
    db: Kysely<DB> = this.db,
  ): Promise<{ fileId: string; size: number }> {
    const fileId = randomUUID();
    let seq = 0;
    let size = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      if (pendingBytes === 0) return;
      const data = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      await db
        .insertInto('job_files')
        .values({ file_id: fileId, seq: seq++, company_id: companyId, data, created_at: this.clock.now() })
        .execute();
    };
    for await (const chunk of source) {
      let buf = Buffer.from(chunk);
      size += buf.length;
      while (buf.length) {
        const take = Math.min(CHUNK_BYTES - pendingBytes, buf.length);
        pending.push(buf.subarray(0, take));
        pendingBytes += take;
        buf = buf.subarray(take);
        if (pendingBytes === CHUNK_BYTES) {
          await flush();
          await breathe();
        }
      }
    }
    await flush();
    return { fileId, size };
  }

  /** The file's bytes in order, one chunk read at a time. */
  async *read(fileId: string): AsyncGenerator<Buffer> {
    for (let seq = 0; ; seq++) {
      const row = await this.db
        .selectFrom('job_files')
        .select('data')
        .where('file_id', '=', fileId)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!row) return;
      yield Buffer.from(row.data as Uint8Array);
      await breathe();
    }
  }

  async delete(fileId: string): Promise<void> {
    await this.db.deleteFrom('job_files').where('file_id', '=', fileId).execute();
  }

  /**
   * Deletes files no job names whose first chunk is older than `olderThanMs`: the chunks of an
   * upload the process died in the middle of (the job is created after the file is stored), and
   * of a job that died before deleting its file. Younger files may belong to an upload still
   * being stored. Returns how many files went.
   */
  async sweepOrphans(olderThanMs = ORPHAN_AGE_MS): Promise<number> {
    const cutoff = this.clock.now() - olderThanMs;
    const candidates = await this.db
      .selectFrom('job_files')
      .select('file_id')
      .where('seq', '=', 0)
      .where('created_at', '<', cutoff)
      .execute();
    let swept = 0;
    for (const { file_id: fileId } of candidates) {
      // Payloads are JSON (text on SQLite, jsonb on PostgreSQL): the id appears in its text.
      const named = await this.db
        .selectFrom('jobs')
        .select('id')
        .where(sql`cast(payload as text)`, 'like', `%${fileId}%`)
        .executeTakeFirst();
      if (named) continue;
      await this.delete(fileId as string);
      swept++;
    }
    return swept;
  }
}

/** A file no job names is an orphan once it is this old (an upload being stored takes less). */
export const ORPHAN_AGE_MS = 60 * 60_000;
