import { type QueryExecutorProvider, sql } from 'kysely';

/**
 * The append-only logs that grow with traffic (100M+ rows a month on a busy installation): on
 * PostgreSQL each is range-partitioned by `created_at` into UTC months, with a DEFAULT partition so
 * no insert ever fails (docs/decisions/partitions-monthly-by-created-at.md). SQLite keeps plain tables.
 * A table with a unique field cannot be here: PostgreSQL would make its key unique per created_at
 * only (so `impressions`, whose hold_key lends a number to one visitor at a time, is not).
 */
export const PARTITIONED_TABLES = [
  'events',
  'webhook_logs',
  'call_events',
  'inbound_webhook_logs',
  'change_logs',
  'dnc_check_logs',
] as const;

export type PartitionedTable = (typeof PARTITIONED_TABLES)[number];

/** Months a scheduler keeps created past the current one. */
export const MONTHS_AHEAD = 3;

/** One partition and the `created_at` range it holds: [from, to); ±Infinity for MINVALUE/MAXVALUE. */
export interface PartitionRange {
  name: string;
  from: number;
  to: number;
  isDefault: boolean;
}

/** Start (epoch ms) of the UTC month `months` after the one holding `ms`. */
export function monthStart(ms: number, months = 0): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1);
}

/** `events_p202611`: the table's partition for the UTC month starting at `from`. */
export function monthPartitionName(table: string, from: number): string {
  const d = new Date(from);
  return `${table}_p${d.getUTCFullYear()}${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** True when `table` in the current schema is a partitioned table (PostgreSQL). */
export async function isPartitioned(db: QueryExecutorProvider, table: string): Promise<boolean> {
  return (await relationKind(db, table)) === 'p';
}

/** `r` for a plain table, `p` for a partitioned one, undefined when there is none. */
async function relationKind(db: QueryExecutorProvider, table: string): Promise<string | undefined> {
  const { rows } = await sql<{ kind: string }>`
    select relkind::text as kind from pg_class
    where relname = ${table} and relnamespace = current_schema()::regnamespace`.execute(db);
  return rows[0]?.kind;
}

/** Serialises partition changes to one table across processes, until the transaction ends. */
export async function lockPartitions(db: QueryExecutorProvider, table: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('leadline partitions ' || current_schema() || '.' || ${table}))`.execute(
    db,
  );
}

/** The partitions of `table`, each with its range (PostgreSQL). */
export async function partitionsOf(db: QueryExecutorProvider, table: string): Promise<PartitionRange[]> {
  const { rows } = await sql<{ name: string; bound: string }>`
    select c.relname as name, pg_get_expr(c.relpartbound, c.oid) as bound
    from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = ${table} and p.relnamespace = current_schema()::regnamespace`.execute(db);
  return rows.map(({ name, bound }) => {
    if (bound === 'DEFAULT') return { name, from: -Infinity, to: Infinity, isDefault: true };
    const m = /FROM \((.+)\) TO \((.+)\)/.exec(bound);
    if (!m) throw new Error(`unreadable partition bound of ${name}: ${bound}`);
    return { name, from: boundValue(m[1]!), to: boundValue(m[2]!), isDefault: false };
  });
}

function boundValue(text: string): number {
  if (text === 'MINVALUE') return -Infinity;
  if (text === 'MAXVALUE') return Infinity;
  return Number(text.replaceAll("'", ''));
}

/**
 * Makes every table of PARTITIONED_TABLES that exists here and is still a plain table a partitioned
 * one (PostgreSQL; nothing on SQLite), then creates the months up to MONTHS_AHEAD after `now`.
 * Runs in the caller's transaction (each step holds its locks until it ends); returns the tables converted.
 */
export async function partitionAppendOnlyTables(db: QueryExecutorProvider, now: number): Promise<string[]> {
  const converted: string[] = [];
  for (const table of PARTITIONED_TABLES) {
    if ((await relationKind(db, table)) !== 'r') continue;
    await sql`lock table ${sql.table(table)} in access exclusive mode`.execute(db);
    // Another process may have converted it while this one waited for the lock.
    if ((await relationKind(db, table)) !== 'r') continue;
    await convert(db, table, now);
    converted.push(table);
  }
  return converted;
}

/**
 * One table made partitioned, its rows kept: the old table is renamed `<table>_history` and attached
 * whole as the partition of everything before the month after its newest row (no row is copied; a
 * late row of a month after it lands in that month's partition, or DEFAULT),
 * or dropped when empty. The parent gets the old table's columns, identity position, checks,
 * foreign keys and indexes; PostgreSQL requires the partition key in every unique key, so the
 * primary key becomes (id, created_at) and each unique index gains created_at.
 */
async function convert(db: QueryExecutorProvider, table: string, now: number): Promise<void> {
  const history = `${table}_history`;
  const t = sql.table(table);
  const h = sql.table(history);
  const { rows: stats } = await sql<{ last_id: string | null; newest: string | null; any: boolean }>`
    select greatest(
        (select max(id) from ${t}),
        pg_sequence_last_value(pg_get_serial_sequence(${table}, 'id')::regclass)
      ) as last_id,
      (select max(created_at) from ${t}) as newest,
      exists (select 1 from ${t}) as any`.execute(db);
  const { last_id: lastId, newest, any: hasRows } = stats[0]!;
  const { rows: indexes } = await sql<{
    name: string;
    def: string;
    primary: boolean;
    constraint: string | null;
  }>`
    select ic.relname as name, pg_get_indexdef(i.indexrelid) as def, i.indisprimary as primary,
      (select conname from pg_constraint where conindid = i.indexrelid and conrelid = i.indrelid) as constraint
    from pg_index i join pg_class ic on ic.oid = i.indexrelid
    where i.indrelid = ${table}::regclass`.execute(db);
  const { rows: foreignKeys } = await sql<{ name: string; def: string }>`
    select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
    where conrelid = ${table}::regclass and contype = 'f'`.execute(db);

  await sql`alter table ${t} rename to ${h}`.execute(db);
  for (const index of indexes) {
    // Index names are the schema's: the parent takes the old names (schema sync finds its indexes by name).
    const moved = `${index.name.slice(0, 61)}_h`;
    if (index.constraint) {
      await sql`alter table ${h} rename constraint ${sql.id(index.constraint)} to ${sql.id(moved)}`.execute(
        db,
      );
    } else {
      await sql`alter index ${sql.id(index.name)} rename to ${sql.id(moved)}`.execute(db);
    }
    // The old primary key would be a second one once attached: the partition gets (id, created_at).
    if (index.primary) await sql`alter table ${h} drop constraint ${sql.id(moved)}`.execute(db);
  }
  await sql`alter table ${h} alter column id drop identity if exists`.execute(db);

  await sql`
    create table ${t} (like ${h} including defaults including constraints including storage including comments)
    partition by range (created_at)`.execute(db);
  const start = Number(lastId ?? 0) + 1;
  await sql`alter table ${t} alter column id add generated by default as identity (start with ${sql.lit(start)})`.execute(
    db,
  );
  for (const fk of foreignKeys) {
    await sql`alter table ${t} add constraint ${sql.id(fk.name)} ${sql.raw(fk.def)}`.execute(db);
  }
  for (const index of indexes) {
    if (index.primary) {
      await sql`alter table ${t} add constraint ${sql.id(`${table}_pkey`)} primary key (id, created_at)`.execute(
        db,
      );
    } else {
      await sql.raw(parentIndex(index.def, index.name, table)).execute(db);
    }
  }

  if (hasRows) {
    const historyEnds = monthStart(Number(newest), 1);
    await sql`alter table ${t} attach partition ${h} for values from (minvalue) to (${sql.lit(historyEnds)})`.execute(
      db,
    );
  } else {
    await sql`drop table ${h}`.execute(db);
  }
  await sql`create table ${sql.table(`${table}_default`)} partition of ${t} default`.execute(db);
  await createMonthsAhead(db, table, now);
}

/**
 * The old table's index, rewritten for the partitioned parent under its old name: a unique one
 * gains created_at (PostgreSQL requires the partition key in every unique key).
 */
export function parentIndex(def: string, name: string, table: string): string {
  const m = /^CREATE (UNIQUE )?INDEX \S+ ON \S+ USING (\w+) \((.*?)\)( WHERE .*)?$/.exec(def);
  if (!m) throw new Error(`unreadable index of ${table}: ${def}`);
  const [, unique, method, columns, where] = m;
  const cols = unique && !/\bcreated_at\b/.test(columns!) ? `${columns}, created_at` : columns;
  return `CREATE ${unique ?? ''}INDEX "${name}" ON "${table}" USING ${method} (${cols})${where ?? ''}`;
}

/**
 * Creates `table`'s monthly partitions from the month of `now` to MONTHS_AHEAD after it, skipping
 * months another partition (the history one) already covers. Rows a DEFAULT partition holds for a
 * new month move into it in the same transaction (PostgreSQL refuses to attach a partition whose
 * rows DEFAULT still holds). Run it in a transaction: two callers at once take turns. Returns the
 * partitions created.
 */
export async function createMonthsAhead(
  db: QueryExecutorProvider,
  table: string,
  now: number,
  monthsAhead = MONTHS_AHEAD,
): Promise<string[]> {
  await lockPartitions(db, table);
  const existing = await partitionsOf(db, table);
  const fallback = existing.find((p) => p.isDefault);
  const created: string[] = [];
  for (let m = 0; m <= monthsAhead; m++) {
    const from = monthStart(now, m);
    const to = monthStart(now, m + 1);
    if (existing.some((p) => !p.isDefault && p.from < to && p.to > from)) continue;
    const name = monthPartitionName(table, from);
    const part = sql.table(name);
    await sql`create table ${part} (like ${sql.table(table)} including defaults including constraints)`.execute(
      db,
    );
    if (fallback) {
      const d = sql.table(fallback.name);
      await sql`
        with moved as (delete from ${d} where created_at >= ${from} and created_at < ${to} returning *)
        insert into ${part} select * from moved`.execute(db);
    }
    await sql`
      alter table ${sql.table(table)} attach partition ${part}
      for values from (${sql.lit(from)}) to (${sql.lit(to)})`.execute(db);
    created.push(name);
  }
  return created;
}

/**
 * Drops `table`'s partitions whose whole range is older than `before` (never DEFAULT); returns their
 * names. Run it in a transaction. The rows left older than `before` sit in the boundary partition and DEFAULT.
 */
export async function dropPartitionsBefore(
  db: QueryExecutorProvider,
  table: string,
  before: number,
): Promise<string[]> {
  await lockPartitions(db, table);
  const dropped: string[] = [];
  for (const p of await partitionsOf(db, table)) {
    if (p.isDefault || p.to > before) continue;
    await sql`drop table ${sql.table(p.name)}`.execute(db);
    dropped.push(p.name);
  }
  return dropped;
}
