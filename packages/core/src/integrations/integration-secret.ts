import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { TenantScope } from '../tenancy/scope.js';

/**
 * The value of an integration's first secret item (lowest id): the carrier
 * auth token, the S3 secret access key. Settings hold only what may be shown.
 */
export async function integrationSecret(
  db: Kysely<DB>,
  companyId: number,
  integrationId: number,
  secrets: SecretBox,
): Promise<string | null> {
  const row = await new TenantScope(db, companyId)
    .selectFrom('secret_items')
    .innerJoin('record_links', 'record_links.target_id', 'secret_items.id')
    .select('secret_items.value')
    .where('record_links.owner_table', '=', 'integrations')
    .where('record_links.owner_id', '=', integrationId)
    .where('record_links.field', '=', 'secret_item_ids')
    .where('secret_items.deleted_at', 'is', null)
    .orderBy('secret_items.id')
    .executeTakeFirst();
  const value = row?.value;
  if (typeof value !== 'string' || value === '') return null;
  // Sealed at rest; a value stored before encryption is read as it is.
  return secrets.open(value);
}
