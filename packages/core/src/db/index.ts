export * from './column-types.js';
export type { Database, DialectName, SqliteStatements } from './dialects/types.js';
export * from './migrate.js';
export * from './open.js';
export {
  inRequestTransaction,
  outsideRequestTransaction,
  type RequestTransaction,
} from './request-transaction.js';
