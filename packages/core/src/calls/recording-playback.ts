import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { Carrier } from '../carriers/carrier.js';
import type { CarrierAccounts } from '../carriers/carrier-accounts.js';
import type { Clock } from '../clock.js';
import type { DB } from '../db/tables.js';
import { LeadlineError, notFound } from '../errors/index.js';
import type { CompanyBucket } from '../integrations/company-bucket.js';
import { getObject, S3UploadError } from '../integrations/s3-upload.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { CompanyService } from '../tenancy/companies.js';
import { systemContext, type TenantContext } from '../tenancy/context.js';
import { TenantScope } from '../tenancy/scope.js';
import type { CallRow } from './call-store.js';
import { MAX_RECORDING_BYTES, recordingTypeOf } from './recording-media.js';

/** How long a playback link works. */
export const RECORDING_LINK_SECONDS = 60 * 60;
const PURPOSE = 'call-recording';

/** A signed link to a call's recording. */
export interface RecordingLink {
  url: string;
  /** Unix milliseconds the link stops working. */
  expires_at: number;
  source: 'carrier' | 's3';
}

/** A recording on its way to a listener. */
export interface RecordingStream {
  body: Readable;
  contentType: string;
  length: number | null;
}

export interface RecordingPlaybackDeps {
  db: Kysely<DB>;
  clock: Clock;
  secrets: SecretBox;
  companies: CompanyService;
  carriers: CarrierAccounts;
  /** The aws_s3 integration that holds a copy (named, active or not). */
  bucket: (companyId: number, integrationId: number) => Promise<CompanyBucket | null>;
}

/**
 * Plays call recordings through Leadline: a link signed with the server's
 * keyring (HMAC of the path and the expiry, as sound links are), good for
 * RECORDING_LINK_SECONDS, that streams the recording from the carrier (the
 * call's carrier account holds the credentials) while the carrier has it,
 * else from the S3 copy retention made. The path names the company and the
 * call by uuid, and the signature covers both: no link reaches another
 * company's call.
 */
export class RecordingPlayback {
  constructor(private readonly deps: RecordingPlaybackDeps) {}

  /** The link to a call's recording (the call found already), under `apiBase` (`https://leadline.example.com/api/v1`). */
  async link(ctx: TenantContext, callId: number, apiBase: string): Promise<RecordingLink> {
    const call = (await new TenantScope(this.deps.db, ctx.company.id)
      .selectFrom('calls')
      .select(['uuid', 'recording_url', 'recording_s3_key', 'recording_s3_integration_id'])
      .where('id', '=', callId)
      .executeTakeFirst()) as CallRow | undefined;
    const source = call ? sourceOf(call) : null;
    if (!call || !source) throw notFound('Recording');
    const expires = Math.floor(this.deps.clock.now() / 1000) + RECORDING_LINK_SECONDS;
    const path = pathOf(ctx.company.uuid, String(call.uuid));
    const signature = this.deps.secrets.mac(PURPOSE, `${path}:${expires}`);
    return {
      url: `${apiBase.replace(/\/+$/, '')}${path}?expires=${expires}&signature=${signature}`,
      expires_at: expires * 1000,
      source,
    };
  }

  /** The recording a signed link names: 403 for a link not ours or expired, 404 for a recording gone. */
  async open(
    companyUuid: string,
    callUuid: string,
    expires: unknown,
    signature: unknown,
  ): Promise<RecordingStream> {
    const at = typeof expires === 'number' ? String(expires) : expires;
    if (typeof at !== 'string' || !/^\d{1,12}$/.test(at) || typeof signature !== 'string')
      throw new LeadlineError('forbidden', 'This recording link is not signed by this server');
    if (!this.deps.secrets.verifyMac(PURPOSE, `${pathOf(companyUuid, callUuid)}:${at}`, signature))
      throw new LeadlineError('forbidden', 'This recording link is not signed by this server');
    if (Number(at) * 1000 < this.deps.clock.now())
      throw new LeadlineError('forbidden', 'This recording link has expired');
    const company = await this.deps.companies.findByRef(companyUuid);
    if (!company) throw notFound('Recording');
    const call = (await new TenantScope(this.deps.db, company.id)
      .selectFrom('calls')
      .selectAll()
      .where('uuid', '=', callUuid.toLowerCase())
      .executeTakeFirst()) as CallRow | undefined;
    const source = call ? sourceOf(call) : null;
    if (!call || !source) throw notFound('Recording');
    const ctx: TenantContext = {
      ...systemContext(company),
      actor: { type: 'system', id: null, name: 'recording playback' },
    };
    return source === 'carrier' ? this.fromCarrier(ctx, call) : this.fromS3(company.id, call);
  }

  private async fromCarrier(ctx: TenantContext, call: CallRow): Promise<RecordingStream> {
    const account =
      call.integration_id == null
        ? null
        : await this.deps.carriers.choose(ctx, { integrationId: Number(call.integration_id) });
    if (!account)
      throw new LeadlineError('bad_gateway', 'The call has no carrier account to read its recording with');
    const media = await account
      .run((carrier: Carrier) => carrier.openRecording(String(call.recording_url)))
      .catch((error: unknown) => {
        throw new LeadlineError(
          'bad_gateway',
          `The carrier did not hand the recording over: ${messageOf(error)}`,
        );
      });
    return {
      body: Readable.fromWeb(media.body as import('node:stream/web').ReadableStream<Uint8Array>),
      contentType: media.contentType,
      length: media.length,
    };
  }

  private async fromS3(companyId: number, call: CallRow): Promise<RecordingStream> {
    const key = String(call.recording_s3_key);
    const bucket = await this.deps.bucket(companyId, Number(call.recording_s3_integration_id));
    if (!bucket)
      throw new LeadlineError('bad_gateway', 'The aws_s3 integration holding the recording cannot be read');
    try {
      const got = await getObject(bucket.target, key, MAX_RECORDING_BYTES);
      return {
        body: Readable.from([Buffer.from(got.bytes.buffer, got.bytes.byteOffset, got.bytes.byteLength)]),
        contentType: got.contentType ?? recordingTypeOf(key),
        length: got.bytes.byteLength,
      };
    } catch (error) {
      if (!(error instanceof S3UploadError)) throw error;
      throw new LeadlineError('bad_gateway', `The recording could not be read from S3: ${error.message}`);
    }
  }
}

const pathOf = (companyUuid: string, callUuid: string) => `/calls/recordings/${companyUuid}/${callUuid}`;

/** Where a call's recording can be played from: the carrier while it has it, else the S3 copy. */
function sourceOf(call: CallRow): 'carrier' | 's3' | null {
  if (typeof call.recording_url === 'string' && call.recording_url !== '') return 'carrier';
  if (
    typeof call.recording_s3_key === 'string' &&
    call.recording_s3_key !== '' &&
    call.recording_s3_integration_id != null
  )
    return 's3';
  return null;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
