import type { Kysely } from 'kysely';
import { anyTables, type DB } from '../db/tables.js';
import { type CredentialShape, resealCredentials } from '../secrets/credential-parts.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { ResourceRegistry } from './registry.js';

/**
 * Seals every `.sealed()` value that is not sealed under the keyring's current key: values stored
 * in clear before encryption, and values sealed under an older key. Run at every start, so
 * rotating is: put a new key first in the keyring, restart, then drop the old key once a start
 * has logged that nothing is left under it. Returns how many values were sealed again.
 */
export async function resealSecrets(
  db: Kysely<DB>,
  registry: ResourceRegistry,
  box: SecretBox,
): Promise<number> {
  // Every declaration's sealed fields: the table and column are named at run time.
  const untyped = anyTables(db);
  let count = 0;
  for (const def of registry.all()) {
    for (const [name, spec] of Object.entries(def.fields)) {
      if (spec.credentials) {
        count += await resealParts(untyped, def.table, name, spec.credentials, box);
        continue;
      }
      if (!spec.sealed) continue;
      const rows = await untyped
        .selectFrom(def.table)
        .select(['id', name])
        .where(name, 'is not', null)
        .execute();
      for (const row of rows) {
        const stored = row[name];
        if (typeof stored !== 'string' || stored === '' || !box.needsRotation(stored)) continue;
        // Compare-and-set: a value changed meanwhile by a request is left to that request.
        await untyped
          .updateTable(def.table)
          .set({ [name]: box.rotate(stored) })
          .where('id', '=', row.id)
          .where(name, '=', stored)
          .execute();
        count++;
      }
    }
  }
  return count;
}

/** A `.credentials()` column: each row's secret parts sealed under the current key (URLs and headers stored before). */
async function resealParts(
  untyped: ReturnType<typeof anyTables>,
  table: string,
  name: string,
  shape: CredentialShape,
  box: SecretBox,
): Promise<number> {
  const rows = await untyped.selectFrom(table).select(['id', name]).where(name, 'is not', null).execute();
  let count = 0;
  for (const row of rows) {
    const stored = row[name];
    // PostgreSQL hands a jsonb column back parsed; both dialects store the text.
    const text = typeof stored === 'string' ? stored : JSON.stringify(stored);
    const sealed = resealCredentials(shape, text, box);
    if (sealed === text) continue;
    const current = await untyped.selectFrom(table).select(name).where('id', '=', row.id).executeTakeFirst();
    // Compare-and-set in the transaction-free way: a value changed meanwhile by a request is left to it.
    if (JSON.stringify(current?.[name]) !== JSON.stringify(stored)) continue;
    await untyped
      .updateTable(table)
      .set({ [name]: sealed })
      .where('id', '=', row.id)
      .execute();
    count++;
  }
  return count;
}
