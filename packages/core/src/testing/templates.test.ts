import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/dialects/types.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import { openDatabase } from '../db/open.js';
import { SecretBox } from '../secrets/secret-box.js';
import { createLeadline } from '../wiring/leadline.js';
import { createTestLeadline, createTestTenant, testDatabaseUrl } from './index.js';

/** What a database holds besides rows: SQLite's schema text, or PostgreSQL's catalog for the current schema. */
async function describeSchema(database: Database): Promise<string[]> {
  if (database.dialect === 'sqlite') {
    const { rows } = await sql<{ d: string }>`
      select type || ' ' || name || ' ' || coalesce(sql, '') as d from sqlite_master`.execute(database.db);
    return rows.map((r) => r.d).sort();
  }
  const { rows } = await sql<{ d: string }>`
    select c.relname || ' ' || c.relkind::text || ' ' || coalesce(pg_get_indexdef(c.oid), '') || ' ' ||
           coalesce((select string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull, ', '
             order by a.attnum) from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '') as d
      from pg_class c where c.relnamespace = current_schema()::regnamespace
    union all
    select 'constraint ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
      where connamespace = current_schema()::regnamespace
    union all
    select 'trigger ' || t.tgname || ' ' || c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where c.relnamespace = current_schema()::regnamespace and not t.tgisinternal`.execute(database.db);
  const { rows: named } = await sql<{ s: string }>`select current_schema() as s`.execute(database.db);
  return rows.map((r) => r.d.replaceAll(named[0]!.s, '<schema>')).sort();
}

/** A database migrated the way a server's first start migrates it, not from the test template. */
async function migratedFromScratch(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = testDatabaseUrl();
  if (url) {
    const schema = `t_scratch_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase(url, { schema, poolSize: 2 });
    await sql.raw(`create schema ${schema}`).execute(database.db);
    await createLeadline({ database: { ...database, close: async () => undefined }, secrets: newKeys() });
    return {
      database,
      drop: async () => {
        await sql.raw(`drop schema ${schema} cascade`).execute(database.db);
        await database.close();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'leadline-scratch-'));
  const database = await openDatabase(join(dir, 'test.db'));
  await createLeadline({ database: { ...database, close: async () => undefined }, secrets: newKeys() });
  return {
    database,
    drop: async () => {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const newKeys = () => SecretBox.fromKeys([SecretBox.generateKeySpec()]);

// The first test may make the run's template and migrates a database from scratch: minutes on a loaded machine.
describe('test databases copied from the run’s migrated template', { timeout: 240_000 }, () => {
  it('hold the tables, columns, indexes, triggers and applied migrations a database migrated from scratch holds', async () => {
    const copied = await createTestLeadline();
    const scratch = await migratedFromScratch();
    try {
      expect(await describeSchema(copied.database)).toEqual(await describeSchema(scratch.database));
      // Every migration recorded as applied, as a migrated database records them (read directly:
      // Kysely's introspection reads every schema of the database, which other runs drop meanwhile).
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        copied.database.db,
      );
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(MIGRATIONS).sort());
    } finally {
      await scratch.drop();
      await copied.close();
    }
  });

  it('start empty, ids from 1, whatever the test before wrote', async () => {
    for (let round = 0; round < 3; round++) {
      const leadline = await createTestLeadline();
      const tenant = await createTestTenant(leadline, `Round ${round} Co`);
      expect(tenant.company.id).toBe(1);
      const companies = await leadline.database.db.selectFrom('companies').select('name').execute();
      expect(companies).toEqual([{ name: `Round ${round} Co` }]);
      await leadline.close();
    }
  });

  it.runIf(testDatabaseUrl())(
    'never hand a later test a PostgreSQL schema an earlier one altered',
    async () => {
      const altered = await createTestLeadline();
      await sql`alter table companies add column test_only_mark text`.execute(altered.database.db);
      await altered.close();
      for (let round = 0; round < 3; round++) {
        const next = await createTestLeadline();
        const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.columns
         where table_schema = current_schema() and table_name = 'companies' and column_name = 'test_only_mark'`.execute(
          next.database.db,
        );
        expect(rows[0]!.n).toBe(0);
        await next.close();
      }
    },
  );
});
