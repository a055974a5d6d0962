import { sql } from 'kysely';
import type { Database } from '../db/dialects/types.js';

/** The PostgreSQL notice topic of a company's routing change: `routing:<companyId>`. */
export const routingTopic = (companyId: number) => `routing:${companyId}`;

/** The resource tables whose writes change what an offer's calls are routed by (links included: their owners). */
export const ROUTED_TABLES: ReadonlySet<string> = new Set([
  'offers',
  'buyers',
  'buyer_groups',
  'call_routers',
  'offer_conversions',
  'buyer_conversions',
]);

/** Owners of the links the router follows (offers.buyer_ids and buyer_group_ids, buyers.offer_ids…). */
const LINK_OWNERS = "('offers', 'buyers', 'buyer_groups')";

/** What a compiled routing plan is read from: every write to these moves the company's epoch. */
const WATCHED = [
  { table: 'offers', when: () => '' },
  { table: 'buyers', when: () => '' },
  { table: 'buyer_groups', when: () => '' },
  // Call flow configuration remembered under the same epoch (config-reads.ts).
  { table: 'call_routers', when: () => '' },
  { table: 'offer_conversions', when: () => '' },
  { table: 'buyer_conversions', when: () => '' },
  { table: 'record_links', when: (row: string) => `when ${row}.owner_table in ${LINK_OWNERS}` },
] as const;

const OPS = [
  { op: 'insert', row: 'new' },
  { op: 'update', row: 'new' },
  { op: 'delete', row: 'old' },
] as const;

/** The NOTIFY channel of the trigger's schema, as `channelOf` in db/dialects/postgres.ts spells it. */
const PG_CHANNEL = `left(case when tg_table_schema = 'public' then 'leadline'
  else 'leadline_' || regexp_replace(lower(tg_table_schema), '[^a-z0-9_]', '_', 'g') end, 63)`;

/**
 * Installs the triggers that move a company's routing epoch (migration 0042) on every write to
 * its buyers, buyer groups and their links, whoever writes (the API, the CLI, another server,
 * hand-written SQL). They run after the resource tables are synced, which migrations precede;
 * installing them again changes nothing. SQLite: the `routing_epochs` row moves in the writer's
 * transaction. PostgreSQL: `pg_notify` on the schema's channel with topic `routing:<company>`,
 * heard by every process once the write commits (no row, so writers never queue on one).
 */
export async function installRoutingTriggers(database: Database): Promise<void> {
  const { db, dialect } = database;
  // Only this schema's tables are looked up: introspecting every schema races with others being dropped.
  const names = sql.join(WATCHED.map((w) => sql.lit(w.table)));
  const { rows: found } = await (dialect === 'sqlite'
    ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name in (${names})`
    : sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name in (${names})`
  ).execute(db);
  const tables = new Set(found.map((t) => t.name));
  const watched = WATCHED.filter((w) => tables.has(w.table));
  if (dialect === 'sqlite') {
    for (const w of watched) {
      for (const { op, row } of OPS) {
        await sql
          .raw(
            `create trigger if not exists routing_${w.table}_${op} after ${op} on ${w.table} ${w.when(row)}
             begin
               insert into routing_epochs (company_id, n) values (${row}.company_id, 1)
                 on conflict (company_id) do update set n = n + 1;
             end`,
          )
          .execute(db);
      }
    }
    return;
  }
  // Names compared as text: a cast to regnamespace fails in a parallel worker on a schema this
  // transaction created (the tests' fresh schemas).
  const { rows } = await sql<{ tgname: string }>`
    select t.tgname from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and not t.tgisinternal and t.tgname like 'routing\_%'`.execute(db);
  const present = new Set(rows.map((r) => r.tgname));
  const missing = watched.flatMap((w) =>
    OPS.map((o) => ({ ...o, table: w.table, when: w.when(o.row) })).filter(
      (t) => !present.has(`routing_${t.table}_${t.op}`),
    ),
  );
  if (missing.length === 0) return;
  await sql
    .raw(
      `create or replace function routing_changed() returns trigger language plpgsql as $$
       begin
         perform pg_notify(${PG_CHANNEL},
           'routing:' || (case when tg_op = 'DELETE' then old.company_id else new.company_id end));
         return null;
       end $$`,
    )
    .execute(db);
  for (const t of missing) {
    await sql
      .raw(
        `create or replace trigger routing_${t.table}_${t.op} after ${t.op} on ${t.table}
         for each row ${t.when.replace(/^when (.*)$/, 'when ($1)')} execute function routing_changed()`,
      )
      .execute(db);
  }
}
