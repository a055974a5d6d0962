import type { Kysely } from 'kysely';
import type { Clock } from '../clock.js';
import { decodeValue } from '../db/column-types.js';
import type { DialectName } from '../db/dialects/types.js';
import { newRowStamps, userChangeStamps } from '../db/stamps.js';
import type { DB } from '../db/tables.js';
import { invalid, invalidParam, notFound } from '../errors/index.js';
import type { ResourceDefinition } from '../kernel/define.js';
import { encodeFieldValues, newFieldColumns } from '../kernel/encode-fields.js';
import { parseEndpointParams } from '../kernel/endpoint-params.js';
import type { EndpointDefinition } from '../kernel/endpoints.js';
import type { ApiRecord } from '../kernel/serialize.js';
import type { ResourceService } from '../kernel/service.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { TenantContext } from '../tenancy/context.js';
import { requireAccess } from '../tenancy/permissions.js';
import { RuntimeTableScope, TenantScope } from '../tenancy/scope.js';
import { fileTargetOf, uploadFile } from './file-upload.js';
import { integrationSecret } from './integration-secret.js';
import { leadFile } from './lead-file.js';
import { putObject, s3TargetOf } from './s3-upload.js';

export interface IntegrationObjectDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  clock: Clock;
  objects: () => ResourceService;
  endpoint: () => EndpointDefinition;
  /** Checks the S3 endpoint's address at connect time. */
  urls: UrlGuard;
  /** Opens the sealed secret access key. */
  secrets: SecretBox;
}

/** Where a lead upload goes: an S3 bucket (aws_s3_upload) or an FTP/SFTP server (ftp_upload). */
export type UploadKind = 'aws_s3' | 'ftp';

export interface LeadUpload {
  /** Default aws_s3. */
  kind?: UploadKind;
  integrationId: number;
  leadId: number;
  scheduleActionId: number | null;
  /** Object key or file path, tokens already filled; a function is given the file's extension (json, csv). */
  key: string | ((extension: string) => string);
  /** The lead as the API shows it: what the file holds. */
  lead: ApiRecord;
}

/** Where an upload ended: the object written, and why it failed (null: it was sent). */
export interface UploadOutcome {
  objectId: number;
  error: string | null;
}

type Row = Record<string, unknown>;

/**
 * Integration objects: what Leadline put into another system for a lead, and
 * what that system later reports about it (PUT /integrations/objects/:id).
 * The object is written as pending before the upload, so a process that dies
 * mid-upload leaves a pending object to see rather than nothing.
 */
export class IntegrationObjects {
  constructor(private readonly deps: IntegrationObjectDeps) {}

  /**
   * Puts the lead in the integration's bucket (JSON) or on its FTP/SFTP server
   * (CSV or its settings.format); a refused or failed upload is a failed object.
   */
  async uploadLead(ctx: TenantContext, upload: LeadUpload): Promise<UploadOutcome> {
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const objectId = await this.insert(scope, {
      integration_id: upload.integrationId,
      lead_id: upload.leadId,
      schedule_action_id: upload.scheduleActionId,
      object_type: kindOf(upload) === 'ftp' ? 'ftp_file' : 's3_object',
      status: 'pending',
    });
    const error = await this.send(scope, upload).then(
      async (sent) => {
        await this.set(scope, objectId, {
          status: 'sent',
          location: sent.url,
          external_id: sent.etag,
          sent_at: this.deps.clock.now(),
        });
        return null;
      },
      async (e: unknown) => {
        const message = e instanceof Error ? e.message : String(e);
        await this.set(scope, objectId, { status: 'failed', status_message: message.slice(0, 1000) });
        return message;
      },
    );
    return { objectId, error };
  }

  /** PUT /integrations/objects/:id: the receiving system reports the object's status, its id, a message or data. */
  async update(ctx: TenantContext, ref: string, raw: Record<string, unknown>): Promise<ApiRecord> {
    const def = this.deps.objects().def;
    requireAccess(ctx.permissions, def.family, 'write');
    const p = parseEndpointParams(this.deps.endpoint(), raw, {
      country: ctx.company.default_country,
      timeZone: ctx.company.time_zone,
    });
    const scope = new TenantScope(this.deps.db, ctx.company.id);
    const row = await findObject(scope, ref);
    if (p.data !== undefined && (typeof p.data !== 'object' || p.data === null || Array.isArray(p.data))) {
      throw invalidParam('data', 'must be an object: {"key":"value"}');
    }
    const change: Row = {};
    for (const k of ['status', 'external_id', 'status_message'] as const) {
      if (p[k] !== undefined) change[k] = p[k];
    }
    if (p.data !== undefined) {
      const before = (decodeValue('json', row.data) ?? {}) as Row;
      change.data = { ...before, ...(p.data as Row) };
    }
    if (Object.keys(change).length === 0) {
      throw invalid({ base: ['Give at least one of status, external_id, status_message or data'] });
    }
    await this.set(scope, Number(row.id), change, row.status);
    return this.deps.objects().show(ctx, Number(row.id));
  }

  private async send(scope: TenantScope, upload: LeadUpload): Promise<{ url: string; etag: string | null }> {
    const integration = await scope
      .selectFrom('integrations')
      .selectAll()
      .where('id', '=', upload.integrationId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!integration) throw new Error('The integration no longer exists');
    const kind = kindOf(upload);
    if (integration.integration_type !== kind) {
      throw new Error(`The integration is ${String(integration.integration_type)}, not ${kind}`);
    }
    if (decodeValue('boolean', integration.active) !== true) throw new Error('The integration is inactive');
    const secret = await integrationSecret(
      this.deps.db,
      scope.companyId,
      upload.integrationId,
      this.deps.secrets,
    );
    const settings = (decodeValue('json', integration.settings) ?? null) as Row | null;
    if (kind === 'ftp') {
      const file = fileTargetOf(settings, secret);
      if ('problems' in file) throw new Error(`The integration cannot upload: ${file.problems.join('; ')}`);
      const path = keyOf(upload, file.target.format);
      const sent = await uploadFile(
        file.target,
        this.deps.urls,
        path,
        leadFile(upload.lead, file.target.format),
      );
      return { url: sent.location, etag: null };
    }
    const found = s3TargetOf(settings, secret);
    if ('problems' in found) throw new Error(`The integration cannot upload: ${found.problems.join('; ')}`);
    return putObject(
      { ...found.target, guard: this.deps.urls },
      keyOf(upload, 'json'),
      leadFile(upload.lead, 'json'),
      'application/json',
    );
  }

  private async insert(scope: TenantScope, values: Row): Promise<number> {
    const def = this.deps.objects().def;
    const now = this.deps.clock.now();
    const row: Row = {
      ...newRowStamps(now),
      ...newFieldColumns(def, { ...values, status_changed_at: now }, this.deps.dialect),
    };
    // The objects' table is the declaration's, named at run time.
    const inserted = await new RuntimeTableScope(scope.db, scope.companyId)
      .insertInto(def.table, row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(inserted.id);
  }

  /** Writes API values; a status that changes moves status_changed_at. */
  private async set(scope: TenantScope, id: number, values: Row, statusBefore?: unknown): Promise<void> {
    const def: ResourceDefinition = this.deps.objects().def;
    const now = this.deps.clock.now();
    const set: Row = {
      ...userChangeStamps(now),
      ...encodeFieldValues(def, values, this.deps.dialect),
    };
    if (values.status !== undefined && values.status !== statusBefore) set.status_changed_at = now;
    await new RuntimeTableScope(scope.db, scope.companyId)
      .updateTable(def.table)
      .set(set)
      .where('id', '=', id)
      .execute();
  }
}

const kindOf = (upload: LeadUpload): UploadKind => upload.kind ?? 'aws_s3';
const keyOf = (upload: LeadUpload, extension: string) =>
  typeof upload.key === 'string' ? upload.key : upload.key(extension);

async function findObject(scope: TenantScope, ref: string): Promise<Row> {
  const byId = /^\d{1,15}$/.test(ref);
  const row = await scope
    .selectFrom('integration_objects')
    .selectAll()
    .where((eb) => (byId ? eb('id', '=', Number(ref)) : eb('uuid', '=', ref)))
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound('Integration object');
  return row;
}
