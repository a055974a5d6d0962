import { type FileStore, FileStoreError } from '../jobs/file-store.js';
import { deleteObject, getObjectStream, putObject, type S3Target, S3UploadError } from './s3-upload.js';

/**
 * Job files in an S3-compatible bucket the operator configured
 * (`LEADLINE_FILE_S3_*`), signed and sent by the same client as the aws_s3
 * integration's uploads. A PUT is one signed request of the whole file, so a
 * file is gathered in memory before it is sent (export chunks and uploads are
 * bounded: a chunk is one timeframe, an upload the body limit); reads stream.
 */
export class S3FileStore implements FileStore {
  readonly kind = 's3';

  constructor(
    private readonly target: S3Target,
    /** Prefix of every key, e.g. `leadline/` (blank: the bucket's root). */
    private readonly prefix = '',
  ) {}

  async put(key: string, source: AsyncIterable<Uint8Array>): Promise<number> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of source) {
      chunks.push(Buffer.from(chunk));
      size += chunk.byteLength;
    }
    await this.mapped(() =>
      putObject(this.target, this.keyOf(key), Buffer.concat(chunks, size), 'application/octet-stream'),
    );
    return size;
  }

  read(key: string): Promise<AsyncIterable<Uint8Array> | null> {
    return this.mapped(async () => {
      const body = await getObjectStream(this.target, this.keyOf(key));
      if (!body) return null;
      return (async function* () {
        try {
          yield* body;
        } catch (error) {
          throw error instanceof S3UploadError ? new FileStoreError(error.message) : error;
        }
      })();
    });
  }

  delete(key: string): Promise<void> {
    return this.mapped(() => deleteObject(this.target, this.keyOf(key)));
  }

  private keyOf(key: string): string {
    return `${this.prefix}${key}`;
  }

  /** S3's own failures become FileStoreErrors, with S3's answer (never the credentials) as the message. */
  private async mapped<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof S3UploadError) throw new FileStoreError(error.message);
      throw error;
    }
  }
}
