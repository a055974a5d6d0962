import { sql } from 'kysely';
import type { Database } from '../db/dialects/types.js';

/** The PostgreSQL notice topic of a change to a company's delivery configuration: `webhooks:<companyId>`. */
export const webhookConfigTopic = (companyId: number) => `webhooks:${companyId}`;

/** The resource tables whose writes change where and how events are delivered (links included: their owners). */
export const WEBHOOK_CONFIG_TABLES: ReadonlySet<string> = new Set([
  'subscriptions',
  'outgoing_webhooks',
  'outgoing_webhook_urls',
]);

/**
 * An endpoint's health, written by every attempt (`endpoint-health.ts`): a change to these alone
 * does not move the epoch, or every delivery would forget what the next one needs. A deactivation
 * writes `active` too, which does.
 */
const HEALTH_COLUMNS = ['consecutive_failure_count', 'last_delivered_at', 'last_fired_at'];

/** What dispatch and delivery remember per company (`webhook-config.ts`): every write to these moves the epoch. */
const WATCHED = [
  { table: 'subscriptions', health: true, when: () => '' },
  { table: 'outgoing_webhooks', health: true, when: () => '' },
  { table: 'outgoing_webhook_urls', health: false, when: () => '' },
  { table: 'webhook_secrets', health: false, when: () => '' },
  {
    table: 'record_links',
    health: false,
    when: (row: string) => `when ${row}.owner_table = 'outgoing_webhooks'`,
  },
] as const;

const OPS = [
  { op: 'insert', row: 'new' },
  { op: 'update', row: 'new' },
  { op: 'delete', row: 'old' },
] as const;

/** The NOTIFY channel of the trigger's schema, as `channelOf` in db/dialects/postgres.ts spells it. */
const PG_CHANNEL = `left(case when tg_table_schema = 'public' then 'leadline'
  else 'leadline_' || regexp_replace(lower(tg_table_schema), '[^a-z0-9_]', '_', 'g') end, 63)`;

const name = (table: string, op: string) => `webhook_config_${table}_${op}`;

/**
 * Installs the triggers that move a company's webhook epoch (migration 0061) on every write to its
 * subscriptions, outgoing webhooks, their URLs, offer and buyer links and replaced signing secrets,
 * whoever writes; an update of the health columns alone does not. They run after the resource
 * tables are synced. SQLite: the `webhook_epochs` row moves in the writer's transaction; an update
 * trigger names the columns it watches, so it is made again at a start whose columns differ (a column added since
 * is watched too). PostgreSQL: `pg_notify` on the schema's channel with topic `webhooks:<company>`;
 * its update trigger compares the rows without the health columns, so it needs no column list.
 */
export async function installWebhookConfigTriggers(database: Database): Promise<void> {
  const { db, dialect } = database;
  const names = sql.join(WATCHED.map((w) => sql.lit(w.table)));
  const { rows: found } = await (dialect === 'sqlite'
    ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name in (${names})`
    : sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name in (${names})`
  ).execute(db);
  const tables = new Set(found.map((t) => t.name));
  const watched = WATCHED.filter((w) => tables.has(w.table));
  if (dialect === 'sqlite') {
    const { rows: stored } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master
      where type = 'trigger' and name like 'webhook_config_%'`.execute(db);
    const present = new Map(stored.map((t) => [t.name, t.sql]));
    const stale: { name: string; text: string }[] = [];
    for (const w of watched) {
      let updateOf = '';
      if (w.health) {
        const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${w.table})`.execute(
          db,
        );
        updateOf = ` of ${rows
          .map((r) => r.name)
          .filter((c) => !HEALTH_COLUMNS.includes(c))
          .join(', ')}`;
      }
      for (const { op, row } of OPS) {
        const text = `CREATE TRIGGER ${name(w.table, op)} after ${op}${op === 'update' ? updateOf : ''} on ${w.table} ${w.when(row)}
               begin
                 insert into webhook_epochs (company_id, n) values (${row}.company_id, 1)
                   on conflict (company_id) do update set n = n + 1;
               end`;
        // SQLite keeps a trigger's text as written (its first two words upper-cased): one that reads the same is left alone, so a
        // start writes nothing unless a column came or went.
        if (present.get(name(w.table, op)) !== text) stale.push({ name: name(w.table, op), text });
      }
    }
    if (stale.length === 0) return;
    // Dropped and made again in one transaction: another process's write never finds one missing.
    await db.transaction().execute(async (trx) => {
      for (const t of stale) {
        await sql.raw(`drop trigger if exists ${t.name}`).execute(trx);
        await sql.raw(t.text).execute(trx);
      }
    });
    return;
  }
  const { rows } = await sql<{ tgname: string }>`
    select t.tgname from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and not t.tgisinternal and t.tgname like 'webhook\_config\_%'`.execute(
    db,
  );
  const present = new Set(rows.map((r) => r.tgname));
  const health = `'{${HEALTH_COLUMNS.join(',')}}'::text[]`;
  const missing = watched.flatMap((w) =>
    OPS.map((o) => ({
      ...o,
      table: w.table,
      when:
        w.health && o.op === 'update'
          ? `when (to_jsonb(old) - ${health} is distinct from to_jsonb(new) - ${health})`
          : w.when(o.row).replace(/^when (.*)$/, 'when ($1)'),
    })).filter((t) => !present.has(name(t.table, t.op))),
  );
  if (missing.length === 0) return;
  await sql
    .raw(
      `create or replace function webhook_config_changed() returns trigger language plpgsql as $$
       begin
         perform pg_notify(${PG_CHANNEL},
           'webhooks:' || (case when tg_op = 'DELETE' then old.company_id else new.company_id end));
         return null;
       end $$`,
    )
    .execute(db);
  for (const t of missing) {
    await sql
      .raw(
        `create or replace trigger ${name(t.table, t.op)} after ${t.op} on ${t.table}
         for each row ${t.when} execute function webhook_config_changed()`,
      )
      .execute(db);
  }
}
