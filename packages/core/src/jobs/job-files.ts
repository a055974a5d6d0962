import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import { LeadlineError } from '../errors/index.js';
import { breathe } from './breathe.js';
import { type FileStore, FileStoreError } from './file-store.js';

/** Bytes per stored chunk: big enough that a 130 MB file is ~130 rows, small enough to hold in memory. */
const CHUNK_BYTES = 1024 * 1024;

/**
 * Files background jobs read and write (uploaded CSVs, export chunks). By
 * default kept in the database in 1 MiB chunks: the API process that received
 * an upload and the worker process that imports it need share nothing but the
 * database. With a FileStore (a directory or a bucket, server settings) the
 * bytes go there and the database keeps one metadata row per file (`data`
 * null, `storage` and `storage_key` saying where). A file lives until its job,
 * or the record that names it, deletes it.
 */
export class JobFiles {
  /** Tables whose column names files that no job does (export records): the sweep keeps those. */
  private readonly holders: { table: string; column: string }[] = [];

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: Clock,
    /** Where new files' bytes go; undefined: the database. */
    private readonly store?: FileStore,
  ) {}

  /** Where new files are kept: `database`, `local` or `s3`. */
  get storage(): 'database' | FileStore['kind'] {
    return this.store?.kind ?? 'database';
  }

  /** Files named in `table.column` are not orphans, whatever the jobs say (their record deletes them). */
  keepNamedBy(table: string, column: string): void {
    this.holders.push({ table, column });
  }

  /**
   * Stores a stream; returns the new file's id and size. Pass a transaction as `db` to store atomically.
   * A store that cannot write it throws a FileStoreError, and nothing of the file is left.
   */
  async put(
    companyId: number,
    source: AsyncIterable<Uint8Array>,
    db: Kysely<DB> = this.db,
  ): Promise<{ fileId: string; size: number }> {
    const fileId = randomUUID();
    if (this.store) return this.putInStore(this.store, companyId, fileId, source, db);
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

  /**
   * `put` for a file a request brought: a store that refuses it is a 502 naming `param` (the
   * request can be sent again), not an error of the server's own.
   */
  async putUpload(
    companyId: number,
    source: AsyncIterable<Uint8Array>,
    param: string,
  ): Promise<{ fileId: string; size: number }> {
    try {
      return await this.put(companyId, source);
    } catch (error) {
      if (!(error instanceof FileStoreError)) throw error;
      throw new LeadlineError('bad_gateway', { [param]: [`could not be stored: ${error.message}`] });
    }
  }

  private async putInStore(
    store: FileStore,
    companyId: number,
    fileId: string,
    source: AsyncIterable<Uint8Array>,
    db: Kysely<DB>,
  ): Promise<{ fileId: string; size: number }> {
    const key = `${companyId}/${fileId}`;
    const size = await store.put(key, source);
    try {
      await db
        .insertInto('job_files')
        .values({
          file_id: fileId,
          seq: 0,
          company_id: companyId,
          data: null,
          storage: store.kind,
          storage_key: key,
          created_at: this.clock.now(),
        })
        .execute();
    } catch (error) {
      await store.delete(key).catch(() => undefined);
      throw error;
    }
    return { fileId, size };
  }

  /**
   * The file's bytes in order, one chunk read at a time: from the database, or streamed from the
   * store that holds it. A file kept in a store this process is not configured for is a FileStoreError.
   */
  async *read(fileId: string): AsyncGenerator<Buffer> {
    yield* await this.open(fileId);
  }

  /**
   * `read`, with the store asked for the file before the first byte is wanted: a store that cannot
   * give it throws here (a download can still answer with an error) rather than mid-stream.
   */
  async open(fileId: string): Promise<AsyncIterable<Buffer>> {
    const placed = await this.placement(fileId);
    if (!placed) return this.readRows(fileId);
    const body = await this.storeFor(fileId, placed.storage).read(placed.key);
    return (async function* () {
      if (body) for await (const chunk of body) yield Buffer.from(chunk);
    })();
  }

  private async *readRows(fileId: string): AsyncGenerator<Buffer> {
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

  /** Deletes the file: its bytes wherever they are, then its rows (kept when the store refuses, to try again). */
  async delete(fileId: string): Promise<void> {
    const placed = await this.placement(fileId);
    if (placed) await this.storeFor(fileId, placed.storage).delete(placed.key);
    await this.db.deleteFrom('job_files').where('file_id', '=', fileId).execute();
  }

  /** Where a file's bytes are when not in the database; null when the database holds them (or no such file). */
  private async placement(fileId: string): Promise<{ storage: string; key: string } | null> {
    const row = await this.db
      .selectFrom('job_files')
      .select(['storage', 'storage_key'])
      .where('file_id', '=', fileId)
      .where('seq', '=', 0)
      .executeTakeFirst();
    if (!row?.storage || row.storage === 'database' || !row.storage_key) return null;
    return { storage: row.storage, key: row.storage_key };
  }

  private storeFor(fileId: string, storage: string): FileStore {
    if (this.store?.kind === storage) return this.store;
    throw new FileStoreError(
      `file ${fileId} is kept in ${storage} storage, which this process is not configured for (LEADLINE_FILE_STORAGE)`,
    );
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
      if (named || (await this.held(fileId as string))) continue;
      try {
        await this.delete(fileId as string);
        swept++;
      } catch (error) {
        // A store that refuses now keeps the file's row, so the next sweep tries again; the rest go on.
        if (!(error instanceof FileStoreError)) throw error;
      }
    }
    return swept;
  }

  private async held(fileId: string): Promise<boolean> {
    for (const { table, column } of this.holders) {
      const row = await sql<{
        one: number;
      }>`select 1 as one from ${sql.table(table)} where ${sql.ref(column)} = ${fileId} limit 1`.execute(
        this.db,
      );
      if (row.rows.length) return true;
    }
    return false;
  }
}

/** A file no job names is an orphan once it is this old (an upload being stored takes less). */
export const ORPHAN_AGE_MS = 60 * 60_000;
