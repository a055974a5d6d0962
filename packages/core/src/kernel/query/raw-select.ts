import { type AliasedRawBuilder, sql } from 'kysely';

/**
 * A select list written as SQL text (a column plan compiles it once, computed columns
 * included). Kysely types a selection one aliased expression at a time and has no type for a
 * whole list, so this is the one place that says what the list selects: columns by name.
 */
export const rawSelectList = (text: string) => sql.raw(text) as unknown as AliasedRawBuilder<unknown, string>;
