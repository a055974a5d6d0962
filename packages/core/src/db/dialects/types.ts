import type { Kysely } from 'kysely';

export type DialectName = 'sqlite' | 'postgres';

/** An open database: the query builder, which dialect it speaks, and how to close it. */
export interface Database {
  readonly db: Kysely<any>;
  readonly dialect: DialectName;
  /** Where it lives, with any password removed (for logs). */
  readonly location: string;
  close(): Promise<void>;
}
