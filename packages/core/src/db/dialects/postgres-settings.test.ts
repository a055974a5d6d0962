import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../testing/index.js';
import { openDatabase } from '../open.js';

const url = testDatabaseUrl();

/** A name no other test's connections carry, so pg_stat_activity shows only ours. */
const uniqueName = (what: string) => `leadline-${what}-${randomBytes(4).toString('hex')}`;

describe.skipIf(!url)('PostgreSQL connection settings', () => {
  it('names its connections and sets their statement timeout', async () => {
    const applicationName = uniqueName('api');
    const database = await openDatabase(url!, { applicationName, statementTimeoutMs: 1500 });
    try {
      const timeout = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(database.db);
      expect(timeout.rows[0]!.statement_timeout).toBe('1500ms');
      const name = await sql<{ application_name: string }>`show application_name`.execute(database.db);
      expect(name.rows[0]!.application_name).toBe(applicationName);
    } finally {
      await database.close();
    }
  });

  it('opens no more connections than its pool size, however many queries wait', async () => {
    const applicationName = uniqueName('pool');
    const database = await openDatabase(url!, { applicationName, poolSize: 2 });
    try {
      await Promise.all(Array.from({ length: 8 }, () => sql`select pg_sleep(0.01)`.execute(database.db)));
      const { rows } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where application_name = ${applicationName}`.execute(
        database.db,
      );
      expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
      expect(rows[0]!.n).toBeLessThanOrEqual(2);
    } finally {
      await database.close();
    }
  });

  it('listens over the session URL it is given, and hears notices sent through the pool', async () => {
    const listenName = uniqueName('listen');
    const listenUrl = `${url}${url!.includes('?') ? '&' : '?'}application_name=${listenName}`;
    const database = await openDatabase(url!, { applicationName: uniqueName('pool'), listenUrl });
    try {
      const heard: string[] = [];
      const stop = await database.signals!.listen((topic) => heard.push(topic));
      await database.db.transaction().execute((trx) => database.signals!.notify(trx, ['jobs']));
      await expect.poll(() => heard).toContain('jobs');
      const { rows } = await sql<{ query: string }>`
        select query from pg_stat_activity where application_name = ${listenName}`.execute(database.db);
      expect(rows.map((r) => r.query)).toEqual([expect.stringMatching(/^LISTEN /)]);
      await stop();
    } finally {
      await database.close();
    }
  });
});
