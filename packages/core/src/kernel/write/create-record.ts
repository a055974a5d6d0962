import type { Kysely } from 'kysely';
import { encodeValue } from '../../db/column-types.js';
import { newRowStamps } from '../../db/stamps.js';
import type { DB } from '../../db/tables.js';
import type { TenantContext } from '../../tenancy/context.js';
import { countScope, scopeOf, valueContext } from '../engine/context.js';
import type { Engine } from '../engine/deps.js';
import { defaultOf } from '../fields.js';
import { parseWrite } from '../input.js';
import { storedFields } from '../schema-sync.js';
import { writeLinks } from './link-changes.js';
import { validateReferences } from './references.js';
import { sealedValue } from './sealed-value.js';
import { checkUnique, writeTransaction } from './unique.js';

/** Values a domain engine adds to a new record from its valid input (see ResourceService.engineValues). */
export type EngineValues = (input: Record<string, unknown>) => Promise<Record<string, unknown>>;

/** What a domain engine writes in the record's own transaction, once it is written (see ResourceService.afterWrite). */
export type AfterWrite = (db: Kysely<DB>, id: number) => Promise<void>;

/** Validates and inserts a record with its links in one transaction; returns its id. */
export async function createRecord(
  e: Engine,
  ctx: TenantContext,
  raw: Record<string, unknown>,
  engineValues: EngineValues,
  afterWrite?: AfterWrite,
): Promise<number> {
  const input = parseWrite(e.def, 'create', raw, valueContext(ctx, raw));
  for (const { name, spec } of storedFields(e.def)) {
    if (input[name] === undefined && spec.default !== undefined) input[name] = defaultOf(spec);
  }
  const linkIds = await validateReferences(e, ctx, input);
  await checkUnique(e, ctx, input);
  Object.assign(input, await engineValues(input));
  // Resources whose spec lets clients set created_at/updated_at declare them as extra create parameters.
  const row: Record<string, unknown> = {
    ...newRowStamps(e.deps.clock.now(), input),
    external_record_id: typeof raw.external_record_id === 'string' ? raw.external_record_id : null,
  };
  for (const { name, spec, storage } of storedFields(e.def)) {
    if (name in input) row[name] = encodeValue(storage, sealedValue(e, spec, input[name]), e.deps.dialect);
  }
  const id = await writeTransaction(e, async (db) => {
    const scope = scopeOf(e, ctx).withDb(db);
    const inserted = await scope.insertInto(e.def.table, row).returning('id').executeTakeFirstOrThrow();
    const newId = Number(inserted.id);
    await writeLinks(e, db, ctx, newId, linkIds, true);
    await afterWrite?.(db, newId);
    return newId;
  });
  e.deps.counts.invalidate(countScope(e, ctx));
  return id;
}
