import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import type { DialectName } from './dialects/types.js';

/**
 * The storage kinds every column maps to, the same on both dialects.
 * Times are epoch milliseconds in a bigint: portable, compact, fast to range-scan.
 */
export type StorageKind = 'string' | 'text' | 'integer' | 'bigint' | 'decimal' | 'boolean' | 'time' | 'json';

export function sqlType(kind: StorageKind, dialect: DialectName) {
  switch (kind) {
    case 'string':
    case 'text':
      return sql`text`;
    case 'integer':
      return sql`integer`;
    case 'bigint':
    case 'time':
      return dialect === 'postgres' ? sql`bigint` : sql`integer`;
    case 'decimal':
      return dialect === 'postgres' ? sql`double precision` : sql`real`;
    case 'boolean':
      return dialect === 'postgres' ? sql`boolean` : sql`integer`;
    case 'json':
      return dialect === 'postgres' ? sql`jsonb` : sql`text`;
  }
}

/** Adds the auto-increment primary key `id` in the dialect's own way. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export type ColumnModifier = (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

/** Value as the driver wants it. */
export function encodeValue(kind: 'boolean', value: boolean, dialect: DialectName): boolean | number;
export function encodeValue(kind: 'boolean', value: unknown, dialect: DialectName): boolean | number | null;
export function encodeValue(kind: 'json', value: NonNullable<unknown>, dialect: DialectName): string;
export function encodeValue(kind: 'json', value: unknown, dialect: DialectName): string | null;
export function encodeValue(kind: StorageKind, value: unknown, dialect: DialectName): unknown;
export function encodeValue(kind: StorageKind, value: unknown, dialect: DialectName): unknown {
  if (value === undefined || value === null) return null;
  switch (kind) {
    case 'boolean':
      return dialect === 'sqlite' ? (value ? 1 : 0) : Boolean(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

/** Value as the API speaks it. */
export function decodeValue(kind: StorageKind, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (kind) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't';
    case 'json':
      return typeof value === 'string' ? JSON.parse(value) : value;
    case 'integer':
    case 'bigint':
    case 'time':
    case 'decimal':
      return typeof value === 'number' ? value : Number(value);
    default:
      return value;
  }
}
