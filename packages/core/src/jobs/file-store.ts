import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where the bytes of job files (uploads, export chunks) are kept when not in
 * the database: a local directory or an S3-compatible bucket. The database
 * keeps each file's metadata row (job_files, `data` null) either way, so every
 * process finds a file by its id; the bytes must be reachable from each one
 * (a shared volume, or the bucket).
 */
export interface FileStore {
  /** What job_files.storage says of the files kept here. */
  readonly kind: 'local' | 's3';
  /** Writes the stream under `key`; returns its size in bytes. A store that refuses is a FileStoreError. */
  put(key: string, source: AsyncIterable<Uint8Array>): Promise<number>;
  /** The bytes under `key` as they are read; null when there is no such file. */
  read(key: string): Promise<AsyncIterable<Uint8Array> | null>;
  /** Removes `key`; a key already gone is no error. */
  delete(key: string): Promise<void>;
}

/** The store could not write, read or delete a file; the message says why, without secrets. */
export class FileStoreError extends Error {
  override name = 'FileStoreError';
}

/**
 * Files in a directory of this machine (`LEADLINE_FILE_DIR`): `<dir>/<key>`,
 * written under a temporary name and renamed once complete, so a reader never
 * sees half a file. Every process that serves or works must see the same
 * directory (one machine, or a shared volume).
 */
export class LocalFileStore implements FileStore {
  readonly kind = 'local';
  private readonly root: string;

  constructor(directory: string) {
    this.root = resolve(directory);
  }

  async put(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const path = this.pathOf(key);
    const partial = `${path}.${randomUUID()}.partial`;
    let size = 0;
    async function* counted() {
      for await (const chunk of source) {
        size += chunk.byteLength;
        yield chunk;
      }
    }
    try {
      await mkdir(dirname(path), { recursive: true });
      await pipeline(Readable.from(counted()), createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      throw isFsError(error)
        ? new FileStoreError(`could not write ${key} in ${this.root}: ${error.code}`)
        : error;
    }
    return size;
  }

  async read(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    const stream = createReadStream(this.pathOf(key));
    // Opening is asynchronous: wait for it, so a missing file is null rather than an error mid-download.
    return new Promise((done, fail) => {
      stream.once('open', () => done(stream));
      stream.once('error', (error) => {
        if (isFsError(error) && error.code === 'ENOENT') done(null);
        else fail(new FileStoreError(`could not read ${key} in ${this.root}: ${(error as Error).message}`));
      });
    });
  }

  async delete(key: string): Promise<void> {
    try {
      await rm(this.pathOf(key), { force: true });
    } catch (error) {
      throw isFsError(error)
        ? new FileStoreError(`could not delete ${key} in ${this.root}: ${error.code}`)
        : error;
    }
  }

  /** Keys are made here (company/uuid); still, none may leave the directory. */
  private pathOf(key: string): string {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + sep)) throw new FileStoreError(`file key ${key} leaves ${this.root}`);
    return path;
  }
}

const isFsError = (error: unknown): error is NodeJS.ErrnoException =>
  error instanceof Error && typeof (error as NodeJS.ErrnoException).code === 'string';
