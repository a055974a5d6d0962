import type { Kysely } from 'kysely';
import type { ResourceTables } from './generated/resource-tables.js';
import type { InfraTables } from './infra-tables.js';
import type { EngineTables } from './stored-values.js';

/**
 * Every table Leadline has, as queries see it: the resources' own (generated from the
 * declarations), the engine's record_links and the tables the migrations create.
 * `Database.db` is a `Kysely<DB>`, so a misspelt table or column fails tsc.
 */
export type DB = ResourceTables & EngineTables & InfraTables;

/**
 * The one escape hatch from `DB`: a table named at run time (the generic resource engine
 * working on whichever resource a request names, schema sync creating declared tables,
 * migrations creating tables that do not exist yet). Use `anyTables(db)` only where the
 * table name is truly a variable; everything else queries `Kysely<DB>`.
 */
export type AnyTables = any;

/** The same connection viewed with tables named at run time (see `AnyTables`). */
export const anyTables = (db: Kysely<DB>): Kysely<AnyTables> => db as unknown as Kysely<AnyTables>;
