import { type Kysely, sql } from 'kysely';
import type { Clock } from '../clock.js';
import type { DialectName } from '../db/dialects/types.js';
import type { DB } from '../db/tables.js';
import { breathe } from '../jobs/breathe.js';

/**
 * Numbers per import statement. SQLite runs a statement synchronously, so a
 * batch stays small enough (a few ms) never to hold the API up. On
 * PostgreSQL, 50,000 measured no faster than 5,000 on our 2-core bench (the
 * server's insert work dominates, not round trips), so both use 5,000.
 */
const IMPORT_BATCH = { sqlite: 5000, postgres: 5000 } as const;
/** Numbers per statement when a list is purged. */
const PURGE_BATCH = 50_000;

/**
 * The numbers of suppression lists (table suppression_numbers), as E.164
 * digits. Numbers travel as one array parameter per statement — json_each on
 * SQLite, unnest on PostgreSQL — so a batch of thousands is one short SQL
 * text, and `on conflict do nothing` makes adding a listed number a no-op.
 */
export class ListNumbers {
  /** Numbers per statement when importing, for this database. */
  readonly importBatch: number;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly clock: Clock,
  ) {
    this.importBatch = IMPORT_BATCH[dialect];
  }

  /** Adds numbers (any order); returns how many were not on the list before. */
  async add(companyId: number, listId: number, numbers: ArrayLike<number>, db = this.db): Promise<number> {
    if (numbers.length === 0) return 0;
    const array = this.arrayParam(numbers);
    const now = this.clock.now();
    const source =
      this.dialect === 'postgres'
        ? sql`select ${listId}::bigint, n, ${companyId}::bigint, ${now}::bigint from unnest(${array}::bigint[]) as n`
        : sql`select ${listId}, value, ${companyId}, ${now} from json_each(${array}) where true`;
    const result = await sql`
      insert into suppression_numbers (list_id, number, company_id, created_at)
      ${source}
      on conflict do nothing`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  }

  /** Removes numbers; returns how many were on the list. */
  async remove(listId: number, numbers: ArrayLike<number>, db = this.db): Promise<number> {
    if (numbers.length === 0) return 0;
    const array = this.arrayParam(numbers);
    const among =
      this.dialect === 'postgres'
        ? sql`number = any(${array}::bigint[])`
        : sql`number in (select value from json_each(${array}))`;
    const result = await sql`delete from suppression_numbers where list_id = ${listId} and ${among}`.execute(
      db,
    );
    return Number(result.numAffectedRows ?? 0);
  }

  /** Which of these numbers the list holds. */
  async present(listId: number, numbers: ArrayLike<number>): Promise<Set<number>> {
    if (numbers.length === 0) return new Set();
    const array = this.arrayParam(numbers);
    const among =
      this.dialect === 'postgres'
        ? sql`number = any(${array}::bigint[])`
        : sql`number in (select value from json_each(${array}))`;
    const { rows } = await sql<{ number: unknown }>`
      select number from suppression_numbers where list_id = ${listId} and ${among}`.execute(this.db);
    return new Set(rows.map((r) => Number(r.number)));
  }

  async count(listId: number): Promise<number> {
    const row = await this.db
      .selectFrom('suppression_numbers')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('list_id', '=', listId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * Deletes every number of a list, a batch at a time, so a list of millions
   * never holds the database in one long statement. Returns how many went.
   */
  async purge(listId: number, signal?: AbortSignal): Promise<number> {
    let removed = 0;
    for (;;) {
      if (signal?.aborted) return removed;
      const batch = this.db
        .selectFrom('suppression_numbers')
        .select('number')
        .where('list_id', '=', listId)
        .orderBy('number')
        .limit(PURGE_BATCH);
      const r = await this.db
        .deleteFrom('suppression_numbers')
        .where('list_id', '=', listId)
        .where('number', 'in', batch)
        .executeTakeFirst();
      const n = Number(r.numDeletedRows);
      removed += n;
      await breathe();
      if (n < PURGE_BATCH) return removed;
    }
  }

  /** One array parameter: a JSON text for SQLite's json_each, an array for pg. */
  private arrayParam(numbers: ArrayLike<number>): unknown {
    const list = Array.from(numbers);
    return this.dialect === 'postgres' ? list : JSON.stringify(list);
  }
}
