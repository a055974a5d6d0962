import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import { LeadlineError } from '../errors/index.js';
import { type CompanyBucket, companyBucket } from '../integrations/company-bucket.js';
import { getObject, putObject, S3UploadError } from '../integrations/s3-upload.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { TenantScope } from '../tenancy/scope.js';
import { MAX_SOUND_BYTES, type SoundProbe } from './sound-probe.js';

/** Where a recording went: the columns of its sound file that say so. */
export interface SoundPlacement {
  storage: 'database' | 's3';
  integration_id: number | null;
  storage_key: string | null;
}

export interface SoundStoreDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** The S3 endpoint's address is checked at connect time. */
  urls: UrlGuard;
  /** Opens the integration's sealed secret access key. */
  secrets: SecretBox;
}

type Row = Record<string, unknown>;

/**
 * Keeps sound files' recordings: in the company's S3 bucket when it has an
 * active aws_s3 integration that names one (the first, by id), otherwise in
 * the database (`sound_file_audio`), so that every server process can serve
 * what any one of them received.
 */
export class SoundStore {
  constructor(private readonly deps: SoundStoreDeps) {}

  /**
   * Puts the bytes in the company's bucket, when it has one, before the
   * record is written (an upload is no work to hold a transaction open for);
   * else says the database will hold them (`keepInDatabase`, in the
   * record's transaction). A bucket that refuses is a 502 naming `param`.
   */
  async place(
    companyId: number,
    bytes: Uint8Array,
    probe: SoundProbe,
    param: string,
  ): Promise<SoundPlacement> {
    const bucket = await this.bucketOf(companyId);
    if (!bucket) return { storage: 'database', integration_id: null, storage_key: null };
    const key = `sound_files/${randomUUID()}.${probe.extension}`;
    try {
      await putObject(bucket.target, key, bytes, probe.contentType);
    } catch (error) {
      if (!(error instanceof S3UploadError)) throw error;
      throw new LeadlineError('bad_gateway', {
        [param]: [
          `could not be stored in the bucket of integration ${bucket.integrationId}: ${error.message}`,
        ],
      });
    }
    return { storage: 's3', integration_id: bucket.integrationId, storage_key: key };
  }

  /** Writes (or replaces) a recording the database holds, in the caller's transaction. */
  async keepInDatabase(
    db: Kysely<DB>,
    companyId: number,
    soundFileId: number,
    bytes: Uint8Array,
  ): Promise<void> {
    await this.forget(db, companyId, soundFileId);
    await new TenantScope(db, companyId)
      .insertInto('sound_file_audio', {
        sound_file_id: soundFileId,
        data: bytes,
        created_at: this.deps.clock.now(),
      })
      .execute();
  }

  /** Drops a recording the database holds (a new one in S3 replaced it, or it was removed). */
  async forget(db: Kysely<DB>, companyId: number, soundFileId: number): Promise<void> {
    await new TenantScope(db, companyId)
      .deleteFrom('sound_file_audio')
      .where('sound_file_id', '=', soundFileId)
      .execute();
  }

  /** A sound file's recording, from wherever it is kept; null when it has none. */
  async read(companyId: number, file: Row): Promise<Uint8Array | null> {
    if (file.storage === 'database') {
      const row = await new TenantScope(this.deps.db, companyId)
        .selectFrom('sound_file_audio')
        .select('data')
        .where('sound_file_id', '=', Number(file.id))
        .executeTakeFirst();
      return row ? new Uint8Array(row.data as Uint8Array) : null;
    }
    if (file.storage !== 's3' || file.integration_id == null || typeof file.storage_key !== 'string')
      return null;
    const bucket = await this.bucketOf(companyId, Number(file.integration_id));
    if (!bucket)
      throw new LeadlineError(
        'bad_gateway',
        `The aws_s3 integration ${String(file.integration_id)} cannot be read`,
      );
    try {
      return (await getObject(bucket.target, file.storage_key, MAX_SOUND_BYTES)).bytes;
    } catch (error) {
      if (!(error instanceof S3UploadError)) throw error;
      throw new LeadlineError('bad_gateway', `The recording could not be read from S3: ${error.message}`);
    }
  }

  private bucketOf(companyId: number, integrationId?: number): Promise<CompanyBucket | null> {
    return companyBucket(this.deps, companyId, integrationId);
  }
}
