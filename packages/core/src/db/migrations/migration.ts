import type { Kysely } from 'kysely';
import type { DialectName } from '../dialects/types.js';

/** A migration knows the dialect so one file can run on both. */
export interface LeadlineMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
  down?(db: Kysely<any>, dialect: DialectName): Promise<void>;
}
