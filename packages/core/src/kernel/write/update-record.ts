import { encodeValue } from '../../db/column-types.js';
import { userChangeStamps } from '../../db/stamps.js';
import type { TenantContext } from '../../tenancy/context.js';
import { scopeOf, valueContext } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { parseWrite } from '../input.js';
import { storedFields } from '../schema-sync.js';
import type { AfterWrite } from './create-record.js';
import { writeLinks } from './link-changes.js';
import { validateReferences } from './references.js';
import { sealedValue } from './sealed-value.js';
import { checkUnique, writeTransaction } from './unique.js';

/** Validates and applies an update (fields and links) of the record with this id in one transaction. */
export async function updateRecord(
  e: Engine,
  ctx: TenantContext,
  id: number,
  raw: Record<string, unknown>,
  afterWrite?: AfterWrite,
): Promise<void> {
  const input = parseWrite(e.def, 'update', raw, valueContext(ctx, raw));
  const linkIds = await validateReferences(e, ctx, input, id);
  await checkUnique(e, ctx, input, id);
  const set: Record<string, unknown> = userChangeStamps(e.deps.clock.now());
  if (typeof raw.external_record_id === 'string') set.external_record_id = raw.external_record_id;
  const previous = await storedCredentials(e, ctx, id, input);
  for (const { name, storage } of storedFields(e.def)) {
    if (name in input && e.def.fields[name]!.update !== 'no') {
      const value = sealedValue(e, e.def.fields[name]!, input[name], previous?.[name]);
      set[name] = encodeValue(storage, value, e.deps.dialect);
    }
  }
  await writeTransaction(e, async (db) => {
    await scopeOf(e, ctx).withDb(db).updateTable(e.def.table).set(set).where('id', '=', id).execute();
    await writeLinks(e, db, ctx, id, linkIds, false);
    await afterWrite?.(db, id);
  });
}

/** The stored values of the `.credentials()` fields this update writes: their masked parts are kept. */
async function storedCredentials(
  e: Engine,
  ctx: TenantContext,
  id: number,
  input: Record<string, unknown>,
): Promise<Record<string, unknown> | undefined> {
  const names = Object.keys(input).filter((name) => e.def.fields[name]?.credentials);
  if (names.length === 0) return undefined;
  return scopeOf(e, ctx).selectFrom(e.def.table).select(names).where('id', '=', id).executeTakeFirst();
}
