import { type Compilable, CompiledQuery, type Kysely } from 'kysely';
import type { DirectSql } from './dialects/sqlite-pair.js';
import type { DB } from './tables.js';

interface Entry {
  sql: string;
  /** Per parameter: the index of the call's argument, or a constant compiled into the shape. */
  slots: ({ arg: number } | { value: unknown })[];
}

/**
 * Builds a query once per shape and reuses its SQL. Building and compiling
 * with kysely costs more than running a typical indexed lookup, and a hot
 * endpoint asks the same shape thousands of times with other values.
 *
 * The builder receives placeholders instead of values; every placeholder must
 * end up as a bound parameter unchanged (never concatenated into a string).
 */
/**
 * A prepared insert's values: each column of `row` bound to its argument, in the order the
 * caller passes `Object.keys(row)`'s values after `offset` leading arguments. Keeps the row's type.
 */
export function boundRow<R extends object>(row: R, arg: (i: number) => unknown, offset = 0): R {
  return Object.fromEntries(Object.keys(row).map((column, i) => [column, arg(offset + i)])) as R;
}

export class PreparedQueries {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: Kysely<DB>,
    /** SQLite: shapes run straight on the connection, not through kysely's executor. */
    private readonly direct?: DirectSql,
    private readonly maxShapes = 2000,
  ) {}

  /** `db` may be a transaction: a shape is the same SQL on any connection. */
  async rows<R = Record<string, unknown>>(
    key: string,
    args: readonly unknown[],
    build: (arg: (i: number) => any) => Compilable,
    db: Kysely<DB> = this.db,
  ): Promise<R[]> {
    let entry = this.entries.get(key);
    if (!entry) {
      const placeholders = args.map((_, i) => new Placeholder(i));
      const compiled = build((i) => placeholders[i]).compile();
      entry = {
        sql: compiled.sql,
        slots: compiled.parameters.map((p) => (p instanceof Placeholder ? { arg: p.index } : { value: p })),
      };
      if (this.entries.size >= this.maxShapes) this.entries.clear();
      this.entries.set(key, entry);
    }
    const parameters = entry.slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    if (this.direct) {
      // The shape was compiled once; kysely's executor would only pass it along, at a
      // cost that shows beside a SQLite lookup of a few microseconds.
      const result = this.direct(entry.sql, parameters, db.isTransaction);
      return ((result instanceof Promise ? await result : result).rows ?? []) as R[];
    }
    const result = await db.executeQuery<R>(CompiledQuery.raw(entry.sql, parameters));
    return result.rows;
  }
}

/**
 * `prepared.rows` where the caller has prepared statements, else the same query built with its
 * values and run once: code shared by hot paths and by callers wired without them.
 */
export function preparedRows<R = Record<string, unknown>>(
  prepared: PreparedQueries | undefined,
  key: string,
  args: readonly unknown[],
  build: (arg: (i: number) => any) => Compilable & { execute(): Promise<unknown[]> },
  db?: Kysely<DB>,
): Promise<R[]> {
  if (prepared) return prepared.rows<R>(key, args, build, db);
  return build((i) => args[i]).execute() as Promise<R[]>;
}

class Placeholder {
  constructor(readonly index: number) {}
}
