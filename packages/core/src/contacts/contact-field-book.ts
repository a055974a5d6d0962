import type { Kysely } from 'kysely';
import { decodeValue } from '../db/column-types.js';
import type { DB } from '../db/tables.js';
import { TenantScope } from '../tenancy/scope.js';
import type { ContactFieldRule } from './contact-field-rules.js';

/**
 * The contact fields that bind a lead or call of `offerId`: the offer's own
 * and those of every offer (offer_id blank), the offer's winning for a key
 * both declare. Picklist choices come with them, in one more query only when
 * a picklist is among them.
 */
export async function contactFieldRules(
  db: Kysely<DB>,
  companyId: number,
  offerId: number | null,
): Promise<ContactFieldRule[]> {
  const scope = new TenantScope(db, companyId);
  const rows = await scope
    .selectFrom('contact_fields')
    .select(['id', 'key', 'offer_id', 'field_type', 'required', 'default_value'])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      offerId === null
        ? eb('offer_id', 'is', null)
        : eb.or([eb('offer_id', 'is', null), eb('offer_id', '=', offerId)]),
    )
    .execute();
  if (rows.length === 0) return [];
  const byKey = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const key = String(row.key);
    if (!byKey.has(key) || row.offer_id !== null) byKey.set(key, row);
  }
  const picklists = [...byKey.values()].filter((r) => r.field_type === 'picklist').map((r) => r.id);
  const choices = new Map<number, string[]>();
  if (picklists.length) {
    const values = await scope
      .selectFrom('contact_field_values')
      .select(['contact_field_id', 'value'])
      .where('contact_field_id', 'in', picklists)
      .where('deleted_at', 'is', null)
      .execute();
    for (const v of values) {
      const id = Number(v.contact_field_id);
      choices.set(id, [...(choices.get(id) ?? []), String(v.value)]);
    }
  }
  return [...byKey.values()].map((r) => ({
    key: String(r.key),
    fieldType: (r.field_type ?? 'string') as ContactFieldRule['fieldType'],
    required: decodeValue('boolean', r.required) === true,
    defaultValue: r.default_value,
    choices: choices.get(r.id) ?? [],
  }));
}
