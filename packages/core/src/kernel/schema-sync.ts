import { type Kysely, sql } from 'kysely';
import { type StorageKind, sqlType, withId } from '../db/column-types.js';
import type { Database } from '../db/dialects/types.js';
import { tablesHere } from '../db/schema-tables.js';
import type { DB } from '../db/tables.js';
import { STORED_BASE_COLUMNS } from './base-columns.js';
import type { ResourceDefinition } from './define.js';
import { type FieldSpec, storageOf } from './fields.js';
import type { ResourceRegistry } from './registry.js';

/** Columns every resource table has, besides its fields. */
const ENGINE_COLUMNS: ReadonlySet<string> = new Set([...STORED_BASE_COLUMNS, 'company_id']);

export interface StoredField {
  name: string;
  spec: FieldSpec;
  storage: StorageKind;
}

const stored = new WeakMap<ResourceDefinition, readonly StoredField[]>();

/**
 * Field columns a table needs: stored fields that are not engine columns.
 * Computed once per declaration (hot paths ask for it per record).
 */
export function storedFields(def: ResourceDefinition): readonly StoredField[] {
  let fields = stored.get(def);
  if (!fields) {
    fields = Object.entries(def.fields).flatMap(([name, spec]) => {
      const storage = storageOf(spec);
      if (storage === 'link' || storage === 'none' || ENGINE_COLUMNS.has(name)) return [];
      return [{ name, spec, storage }];
    });
    stored.set(def, fields);
  }
  return fields;
}

/**
 * Makes the database hold a table for every declared resource, with every
 * declared column and index: creates what is missing, never drops or alters
 * (a destructive change needs a real migration). Runs after the migrations at
 * every start, in one transaction.
 */
export async function syncResourceTables(database: Database, registry: ResourceRegistry): Promise<string[]> {
  const existing = await tablesHere(database.db, database.dialect);
  const changes: string[] = [];
  await database.db.transaction().execute(async (trx) => {
    for (const def of registry.all()) {
      const columns = existing.get(def.table);
      if (!columns) {
        await createTable(trx, database, def);
        changes.push(`created ${def.table}`);
      } else {
        for (const { name, storage } of storedFields(def)) {
          if (columns.has(name)) continue;
          await trx.schema
            .alterTable(def.table)
            .addColumn(name, sqlType(storage, database.dialect))
            .execute();
          changes.push(`added ${def.table}.${name}`);
        }
      }
      await createIndexes(trx, def);
    }
  });
  return changes;
}

async function createTable(db: Kysely<DB>, database: Database, def: ResourceDefinition) {
  const t = (k: Parameters<typeof sqlType>[0]) => sqlType(k, database.dialect);
  let table = withId(db.schema.createTable(def.table), database.dialect)
    .addColumn('uuid', t('string'), (c) => c.notNull().unique())
    .addColumn('company_id', t('bigint'), (c) => c.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_at', t('time'), (c) => c.notNull())
    .addColumn('updated_at', t('time'), (c) => c.notNull())
    .addColumn('deleted_at', t('time'))
    .addColumn('user_updated_at', t('time'))
    .addColumn('external_record_id', t('string'));
  for (const { name, storage } of storedFields(def)) {
    table = table.addColumn(name, t(storage));
  }
  await table.execute();
}

async function createIndexes(db: Kysely<DB>, def: ResourceDefinition) {
  const index = (suffix: string) => `${def.table}_${suffix}`;
  await db.schema
    .createIndex(index('company_created'))
    .ifNotExists()
    .on(def.table)
    .columns(['company_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex(index('company_id'))
    .ifNotExists()
    .on(def.table)
    .columns(['company_id', 'id'])
    .execute();
  for (const { name, spec } of storedFields(def)) {
    if (spec.unique) {
      await db.schema
        .createIndex(index(`${name}_unique`))
        .ifNotExists()
        .unique()
        .on(def.table)
        .columns(['company_id', name])
        .execute();
      // Declared unique after a plain filter index was made: the unique one serves the filter.
      await db.schema.dropIndex(index(name)).ifExists().execute();
    } else if (spec.index === false) {
      // Declared unindexed after an index was made (the index is only a cost now).
      await db.schema.dropIndex(index(name)).ifExists().execute();
    } else if (spec.type === 'ref' || spec.filter) {
      await db.schema
        .createIndex(index(name))
        .ifNotExists()
        .on(def.table)
        .columns(['company_id', name])
        .execute();
    }
  }
  for (const extra of def.indexes) {
    let create = db.schema
      .createIndex(index(extra.name))
      .ifNotExists()
      .on(def.table)
      .columns([...extra.columns]);
    if (extra.where) create = create.where(sql.raw<boolean>(extra.where));
    await create.execute();
  }
}
