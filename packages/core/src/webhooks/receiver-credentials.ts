import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import {
  type CredentialShape,
  openCredentials,
  resolveSecretReferences,
  secretReferences,
} from '../secrets/credential-parts.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { TenantScope } from '../tenancy/scope.js';

/**
 * A receiver's stored URL or headers as sent: sealed parts opened, and each `[secret:NAME]`
 * replaced by the value of the company's own secret item of that name (URL-encoded in a URL).
 * A name no live item has any more stays as written, so the receiver refuses it visibly.
 */
export async function openReceiverCredentials(
  db: Kysely<DB>,
  box: SecretBox,
  companyId: number,
  shape: CredentialShape,
  stored: unknown,
): Promise<unknown> {
  const opened = openCredentials(shape, stored, box);
  const names = [...new Set(secretReferences(opened))];
  if (names.length === 0) return opened;
  const rows = await new TenantScope(db, companyId)
    .selectFrom('secret_items')
    .select(['name', 'value'])
    .where('name', 'in', names)
    .where('deleted_at', 'is', null)
    .execute();
  const encode = shape === 'url' ? encodeURIComponent : (text: string) => text;
  const values = new Map(rows.map((r) => [String(r.name), encode(box.open(String(r.value)))]));
  if (typeof opened === 'string') return resolveSecretReferences(opened, values);
  if (!opened || typeof opened !== 'object') return opened;
  return Object.fromEntries(
    Object.entries(opened as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? resolveSecretReferences(v, values) : v,
    ]),
  );
}
