export * from './column-types.js';
export type { Database, DialectName, SqliteStatements } from './dialects/types.js';
export type { InfraTables } from './infra-tables.js';
export * from './migrate.js';
export * from './open.js';
export { type AnyTables, anyTables, type DB } from './tables.js';
