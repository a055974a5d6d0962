export * from './column-types.js';
export * from './commit-signals.js';
export type { Database, DatabaseSignals, DialectName, SqliteStatements } from './dialects/types.js';
export * from './group-commit.js';
export * from './migrate.js';
export * from './open.js';
