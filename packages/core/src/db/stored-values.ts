import type { ColumnType, Generated } from 'kysely';

/**
 * What a column of each storage kind holds as the drivers return it, on either dialect
 * (column-types.ts writes them): bigints and numerics as numbers (the pg pool's int8/numeric parser,
 * dialects/postgres.ts; SQLite integers), booleans as 0/1 from SQLite, JSON as text from SQLite. Readers decode with
 * `decodeValue`.
 */
export interface StoredValue {
  string: string;
  text: string;
  bigint: number;
  decimal: number;
  boolean: boolean | number;
  time: number;
  json: unknown;
}

/** The columns every resource table has besides its fields (schema-sync.ts creates them). */
export interface ResourceBaseColumns {
  id: Generated<number>;
  uuid: string;
  company_id: number;
  created_at: StoredValue['time'];
  updated_at: StoredValue['time'];
  deleted_at: StoredValue['time'] | null;
  user_updated_at: StoredValue['time'] | null;
  external_record_id: string | null;
}

/** A field column: written as an encoded value (or null), read as the stored kind. */
export type FieldColumn<K extends keyof StoredValue> = ColumnType<StoredValue[K] | null, unknown, unknown>;

/** record_links (migration 0002): the rows behind every refs field. */
export interface RecordLinksTable {
  company_id: number;
  owner_table: string;
  owner_id: StoredValue['bigint'];
  field: string;
  target_id: StoredValue['bigint'];
  created_at: StoredValue['time'];
}

/** The tables the resource engine itself reads and writes, besides the resources' own. */
export interface EngineTables {
  record_links: RecordLinksTable;
}
