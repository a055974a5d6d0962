import { sql } from 'kysely';
import type { DialectName } from '../dialects/types.js';
import type { LeadlineMigration } from './migration.js';

/**
 * What a remembered verification of a key or token depends on, and the
 * statements that change it: an epoch every process reads (SQLite, one row)
 * or hears (PostgreSQL NOTIFY) moves whenever one of them runs, by whatever
 * writer — the API, the CLI, a second server, hand-written SQL. Bookkeeping
 * columns (`last_used_at`, names) do not move it.
 */
const WATCHED: { table: string; on: string }[] = [
  {
    table: 'api_keys',
    on: 'update of paused, revoked_at, permissions, superuser, private_key_hash, public_key, company_id',
  },
  { table: 'api_keys', on: 'delete' },
  { table: 'developer_tokens', on: 'update of revoked_at, token_hash, user_id' },
  { table: 'developer_tokens', on: 'delete' },
  { table: 'company_users', on: 'insert' },
  { table: 'company_users', on: 'update' },
  { table: 'company_users', on: 'delete' },
  { table: 'companies', on: 'update' },
  { table: 'companies', on: 'delete' },
];

const triggerName = (w: { table: string; on: string }) => `${w.table}_${w.on.split(' ')[0]}_credentials`;

/**
 * PostgreSQL's NOTIFY channel of the schema the table lives in, as `channelOf` in
 * dialects/postgres.ts spells it: processes LISTEN there and forget what they remembered.
 */
const PG_CHANNEL = sql.raw(
  `left(case when tg_table_schema = 'public' then 'leadline'
        else 'leadline_' || regexp_replace(lower(tg_table_schema), '[^a-z0-9_]', '_', 'g') end, 63)`,
);

export const credentialEpoch: LeadlineMigration = {
  async up(db, dialect: DialectName) {
    await db.schema
      .createTable('credential_epoch')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('n', 'bigint', (c) => c.notNull())
      .execute();
    await sql`insert into credential_epoch (id, n) values (1, 0)`.execute(db);
    if (dialect === 'sqlite') {
      for (const w of WATCHED) {
        await sql
          .raw(
            `create trigger ${triggerName(w)} after ${w.on} on ${w.table}
             begin update credential_epoch set n = n + 1 where id = 1; end`,
          )
          .execute(db);
      }
      return;
    }
    await sql`
      create function credentials_changed() returns trigger language plpgsql as $$
      begin
        update credential_epoch set n = n + 1 where id = 1;
        perform pg_notify(${PG_CHANNEL}, 'credentials');
        return null;
      end $$`.execute(db);
    for (const w of WATCHED) {
      await sql
        .raw(
          `create trigger ${triggerName(w)} after ${w.on} on ${w.table}
           for each statement execute function credentials_changed()`,
        )
        .execute(db);
    }
  },
};
