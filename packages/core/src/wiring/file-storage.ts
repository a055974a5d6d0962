import { S3FileStore } from '../integrations/s3-file-store.js';
import { type FileStore, LocalFileStore } from '../jobs/file-store.js';

/**
 * Where uploads' and exports' bytes are kept (the server's `LEADLINE_FILE_STORAGE`): the
 * database (the default: an embedded Leadline needs nothing more), a directory every process
 * sees, or an S3-compatible bucket. The database keeps each file's metadata in every case.
 */
export type FileStorage =
  | { kind: 'database' }
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** S3-compatible endpoint origin (MinIO…); blank: AWS. */
      endpoint?: string;
      /** Bucket in the path; default true with an endpoint, false for AWS. */
      pathStyle?: boolean;
      accessKeyId: string;
      secretAccessKey: string;
      /** Prepended to every key, e.g. `leadline/`. */
      prefix?: string;
    };

/** The store a FileStorage names; undefined for the database. */
export function openFileStore(storage: FileStorage | undefined): FileStore | undefined {
  if (!storage || storage.kind === 'database') return undefined;
  if (storage.kind === 'local') return new LocalFileStore(storage.directory);
  // The operator's own bucket, like DATABASE_URL: not a tenant's URL, so not held to the SSRF guard.
  return new S3FileStore(
    {
      bucket: storage.bucket,
      region: storage.region,
      ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
      pathStyle: storage.pathStyle ?? Boolean(storage.endpoint),
      accessKeyId: storage.accessKeyId,
      secretAccessKey: storage.secretAccessKey,
    },
    storage.prefix ?? '',
  );
}
