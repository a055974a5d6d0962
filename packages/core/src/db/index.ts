export * from './column-types.js';
export * from './commit-signals.js';
export type { Database, DatabaseSignals, DialectName, SqliteStatements } from './dialects/types.js';
export * from './group-commit.js';
export type { InfraTables } from './infra-tables.js';
export * from './migrate.js';
export * from './open.js';
export {
  inRequestTransaction,
  outsideRequestTransaction,
  type RequestTransaction,
  whileOutbound,
} from './request-transaction.js';
export { type AnyTables, anyTables, type DB } from './tables.js';
