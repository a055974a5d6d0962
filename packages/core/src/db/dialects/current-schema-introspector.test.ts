import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../testing/index.js';
import { openDatabase } from '../open.js';
import { tablesHere } from '../schema-tables.js';
import type { Database } from './types.js';

const url = testDatabaseUrl();

describe.skipIf(!url)('introspection on PostgreSQL reads the connection’s own schema only', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(url!, { schema, poolSize: 3 });
    await sql.raw(`create schema ${schema}`).execute(database.db);
    await sql.raw(`create table ${schema}.here (id bigint primary key, name text)`).execute(database.db);
  });
  afterAll(async () => {
    await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
    await database.close();
  });

  it("lists this schema's tables and columns, not another schema's", async () => {
    const other = `t_${randomBytes(6).toString('hex')}`;
    await sql.raw(`create schema ${other}; create table ${other}.elsewhere (id int)`).execute(database.db);
    try {
      const tables = await database.db.introspection.getTables();
      expect(tables.map((t) => [t.schema, t.name])).toEqual([[schema, 'here']]);
      expect(tables[0]!.columns.map((c) => [c.name, c.isNullable])).toEqual([
        ['id', false],
        ['name', true],
      ]);
      expect(await database.db.introspection.getSchemas()).toEqual([{ name: schema }]);
      expect([...(await tablesHere(database.db, 'postgres')).entries()]).toEqual([
        ['here', new Set(['id', 'name'])],
      ]);
    } finally {
      await sql.raw(`drop schema ${other} cascade`).execute(database.db);
    }
  });

  it('does not fail while other sessions create and drop schemas beside it', async () => {
    const churn = await openDatabase(url!, { poolSize: 1 });
    let stop = false;
    const dropping = (async () => {
      while (!stop) {
        const name = `t_${randomBytes(6).toString('hex')}`;
        await sql
          .raw(`create schema ${name}; create table ${name}.x (id serial primary key)`)
          .execute(churn.db);
        await sql.raw(`drop schema ${name} cascade`).execute(churn.db);
      }
    })();
    try {
      for (let i = 0; i < 40; i++) {
        const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
        expect(tables.map((t) => t.name)).toEqual(['here']);
      }
    } finally {
      stop = true;
      await dropping;
      await churn.close();
    }
  });
});
