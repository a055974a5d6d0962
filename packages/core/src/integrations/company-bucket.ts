import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import type { UrlGuard } from '../net/url-guard.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { TenantScope } from '../tenancy/scope.js';
import { integrationSecret } from './integration-secret.js';
import { type S3Target, s3TargetOf } from './s3-upload.js';

/** An aws_s3 integration's bucket, ready to put and get (its endpoint checked at connect time). */
export interface CompanyBucket {
  integrationId: number;
  target: S3Target;
}

/**
 * The bucket of a company's aws_s3 integration: the one named (something
 * kept there, whether or not the integration is still active), else the
 * company's first active one (by id) whose settings make a target. Sound
 * files and copies of call recordings go there.
 */
export async function companyBucket(
  deps: { db: Kysely<DB>; urls: UrlGuard; secrets: SecretBox },
  companyId: number,
  integrationId?: number,
): Promise<CompanyBucket | null> {
  const rows = await new TenantScope(deps.db, companyId)
    .selectFrom('integrations')
    .select(['id', 'settings', 'active'])
    .where('integration_type', '=', 'aws_s3')
    .where('deleted_at', 'is', null)
    .$if(integrationId !== undefined, (qb) => qb.where('id', '=', integrationId!))
    .orderBy('id')
    .execute();
  for (const row of rows) {
    if (integrationId === undefined && decodeValue('boolean', row.active) !== true) continue;
    const secret = await integrationSecret(deps.db, companyId, row.id, deps.secrets);
    const found = s3TargetOf(
      (decodeValue('json', row.settings) ?? null) as Record<string, unknown> | null,
      secret,
    );
    if ('target' in found) return { integrationId: row.id, target: { ...found.target, guard: deps.urls } };
  }
  return null;
}
