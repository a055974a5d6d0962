import { encodeValue, newUuid, recordCallRollup } from '@leadline/core';
import type { TestTenant } from '@leadline/core/testing';
import type { TestApp } from './helpers.js';

/**
 * Writes a call row as the router and the carriers' callbacks would leave it
 * (they own those writes; reporting only reads them), with its report roll-up
 * in the same transaction as CallStore keeps it. Booleans and JSON are
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
  return db.transaction().execute(async (trx) => {
    const inserted = await trx.insertInto('calls').values(row).returning('id').executeTakeFirstOrThrow();
    await recordCallRollup(trx, who.company.id, null, row);
    return Number(inserted.id);
  });
}

/**
 * Changes stored columns of a call as the engine's own writes would (a conversion, a correction,
 * a soft delete), its roll-up moved in the same transaction. `set` holds stored values.
 */
export async function changeCall(t: TestApp, id: number, set: Record<string, unknown>) {
  const { db } = t.leadline.database;
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('calls').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    await trx.updateTable('calls').set(set).where('id', '=', id).execute();
    await recordCallRollup(trx, Number(before.company_id), before, { ...before, ...set });
  });
}

/** Epoch ms of a UTC wall time: `utc('2026-03-01 05:00')`. */
export const utc = (text: string) => Date.parse(`${text.replace(' ', 'T')}:00Z`);
