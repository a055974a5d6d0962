import { encodeValue, newUuid } from '@leadline/core';
import type { TestTenant } from '@leadline/core/testing';
import type { TestApp } from './helpers.js';

/**
 * Writes a call row as the router and the carriers' callbacks would leave it
 * (they own those writes; reporting only reads them). Booleans and JSON are
 * encoded for the database under test.
 */
export async function seedCall(
  t: TestApp,
  values: Record<string, unknown> & { created_at: number },
  who: TestTenant = t.tenant,
): Promise<number> {
  const { db, dialect } = t.leadline.database;
  const fields = t.leadline.resource('calls').def.fields;
  const row: Record<string, unknown> = {
    company_id: who.company.id,
    uuid: newUuid(),
    updated_at: values.created_at,
    user_updated_at: values.created_at,
  };
  const withDefaults: Record<string, unknown> = {};
  for (const [k, spec] of Object.entries(fields)) {
    if (!spec.computed && spec.default !== undefined && typeof spec.default !== 'function')
      withDefaults[k] = spec.default;
  }
  Object.assign(withDefaults, { direction: 'inbound', status: 'completed' }, values);
  for (const [k, v] of Object.entries(withDefaults)) {
    const spec = fields[k];
    const kind = spec?.type === 'boolean' ? 'boolean' : spec?.type === 'json' ? 'json' : 'string';
    row[k] = kind === 'string' ? v : encodeValue(kind, v, dialect);
  }
  const inserted = await db.insertInto('calls').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** Epoch ms of a UTC wall time: `utc('2026-03-01 05:00')`. */
export const utc = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`);
