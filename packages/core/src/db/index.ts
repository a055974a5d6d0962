export * from './column-types.js';
export type { Database, DialectName } from './dialects/types.js';
export * from './migrate.js';
export * from './open.js';
