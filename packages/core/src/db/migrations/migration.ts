import type { Kysely } from 'kysely';
import type { DialectName } from '../dialects/types.js';
import type { AnyTables } from '../tables.js';

/** A migration knows the dialect so one file can run on both. */
export interface LeadlineMigration {
  up(db: Kysely<AnyTables>, dialect: DialectName): Promise<void>;
  down?(db: Kysely<AnyTables>, dialect: DialectName): Promise<void>;
}
