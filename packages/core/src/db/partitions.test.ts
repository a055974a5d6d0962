import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog.js';
import { ManualClock } from '../clock.js';
import { storedFields, syncResourceTables } from '../kernel/schema-sync.js';
import { PartitionsAhead } from '../retention/partitions-ahead.js';
import { Retention } from '../retention/retention.js';
import { SecretBox } from '../secrets/secret-box.js';
import { createTestLeadline, testDatabaseUrl } from '../testing/index.js';
import { newUuid } from '../util/ids.js';
import { createLeadline, type Leadline } from '../wiring/leadline.js';
import { logPartitions } from './migrations/0045-log-partitions.js';
import { MIGRATIONS } from './migrations/index.js';
import { openDatabase } from './open.js';
import {
  monthPartitionName,
  monthStart,
  PARTITIONED_TABLES,
  parentIndex,
  partitionsOf,
} from './partitions.js';

const url = testDatabaseUrl();

describe('the monthly partition names and index rewrite (pure)', () => {
  it('starts months in UTC and gives unique keys the partition key', () => {
    expect(monthStart(Date.UTC(2026, 10, 27, 23, 59))).toBe(Date.UTC(2026, 10, 1));
    expect(monthStart(Date.UTC(2026, 10, 27), 2)).toBe(Date.UTC(2027, 0, 1));
    expect(
      parentIndex(
        'CREATE UNIQUE INDEX events_uuid_key ON s.events USING btree (uuid)',
        'events_uuid_key',
        'events',
      ),
    ).toBe('CREATE UNIQUE INDEX "events_uuid_key" ON "events" USING btree (uuid, created_at)');
    expect(
      parentIndex(
        'CREATE INDEX x ON s.impressions USING btree (company_id, hold_key) WHERE (hold_key IS NOT NULL)',
        'x',
        'impressions',
      ),
    ).toBe(
      'CREATE INDEX "x" ON "impressions" USING btree (company_id, hold_key) WHERE (hold_key IS NOT NULL)',
    );
  });

  it('partitions no table with a unique field (its key would hold per created_at only)', () => {
    const partitioned = new Set<string>(PARTITIONED_TABLES);
    const unique = CATALOG.filter((def) => partitioned.has(def.table)).flatMap((def) =>
      storedFields(def)
        .filter((f) => f.spec.unique)
        .map((f) => `${def.table}.${f.name}`),
    );
    expect(unique).toEqual([]);
    expect(CATALOG.some((def) => def.table === 'webhook_logs')).toBe(true);
  });
});

// SQLite has no declarative partitioning: its logs stay plain tables (retention deletes in batches there).
describe.skipIf(!url)('append-only logs partitioned by month on PostgreSQL', () => {
  const open: Leadline[] = [];
  afterEach(async () => {
    for (const l of open.splice(0)) await l.close();
  });

  const insertEvent = (db: Kysely<any>, companyId: number, at: number, type = 'new_lead') =>
    db
      .insertInto('events')
      .values({
        company_id: companyId,
        uuid: newUuid(),
        type,
        record_type: 'Lead',
        record_id: 1,
        created_at: at,
        dispatched_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const insertCallEvent = (db: Kysely<any>, companyId: number, at: number, callId: number, reason: string) =>
    db
      .insertInto('call_events')
      .values({
        company_id: companyId,
        uuid: newUuid(),
        created_at: at,
        updated_at: at,
        call_id: callId,
        event_type: 'BuyerConsidered',
        reason,
      })
      .execute();
  const partitionOf = async (db: Kysely<any>, table: string, id: number) =>
    (
      await sql<{
        p: string;
      }>`select tableoid::regclass::text as p from ${sql.table(table)} where id = ${id}`.execute(db)
    ).rows[0]?.p;

  it('upgrades a populated database: every row kept, every list filter answers the same, ids go on', async () => {
    // A database as the release before this one left it: every migration but the partitioning one, then the resource tables.
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const database = await openDatabase(url!, { schema, poolSize: 3 });
    await sql.raw(`create schema ${schema}`).execute(database.db);
    const clock = new ManualClock(Date.UTC(2026, 10, 20));
    const leadline = await createLeadline({
      database: {
        ...database,
        close: async () => {
          await sql.raw(`drop schema if exists ${schema} cascade`).execute(database.db);
          await database.close();
        },
      },
      clock,
      secrets: SecretBox.fromKeys([SecretBox.generateKeySpec()]),
      migrate: false,
    });
    open.push(leadline);
    // Every migration before the partitioning one: those after it (by name) run with it, in order.
    const partitioning = Object.keys(MIGRATIONS).find((name) => MIGRATIONS[name] === logPartitions);
    const before = Object.fromEntries(
      Object.entries(MIGRATIONS).slice(0, Object.keys(MIGRATIONS).indexOf(partitioning!)),
    );
    const migrated = await new Migrator({
      db: database.db,
      migrationTableSchema: schema,
      provider: {
        getMigrations: async () =>
          Object.fromEntries(
            Object.entries(before).map(([name, m]) => [
              name,
              { up: (db: Kysely<any>) => m.up(db, 'postgres') },
            ]),
          ),
      },
    }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    await syncResourceTables(database, leadline.registry);
    const db = database.db as Kysely<any>;
    expect((await partitionsOf(db, 'events')).length).toBe(0);

    const a = await leadline.companies.create({ name: 'A' });
    const b = await leadline.companies.create({ name: 'B' });
    let lastId = 0;
    for (let i = 0; i < 30; i++) {
      const at = Date.UTC(2026, 6 + (i % 5), 1 + i);
      lastId = Number((await insertEvent(db, i % 3 ? a.id : b.id, at, i % 2 ? 'new_lead' : 'new_call')).id);
      await insertCallEvent(db, i % 3 ? a.id : b.id, at, 100 + (i % 4), i % 2 ? 'paused' : 'closed');
    }
    // What the list endpoints ask: a company's page by id, a created_at range, a ref, a filter field, a uuid.
    const answers = async () => ({
      events: await db.selectFrom('events').selectAll().orderBy('id').execute(),
      eventsPage: await db
        .selectFrom('events')
        .select('id')
        .where('company_id', '=', a.id)
        .where('id', '<', lastId)
        .orderBy('id', 'desc')
        .limit(7)
        .execute(),
      eventsInRange: await db
        .selectFrom('events')
        .select('id')
        .where('company_id', '=', a.id)
        .where('created_at', '>=', Date.UTC(2026, 7, 1))
        .where('created_at', '<', Date.UTC(2026, 9, 1))
        .orderBy('id')
        .execute(),
      callEventsOfCall: await db
        .selectFrom('call_events')
        .select('uuid')
        .where('company_id', '=', a.id)
        .where('call_id', '=', 101)
        .orderBy('id')
        .execute(),
      callEventsByReason: await db
        .selectFrom('call_events')
        .select('uuid')
        .where('company_id', '=', b.id)
        .where('reason', '=', 'paused')
        .orderBy('id')
        .execute(),
    });
    const was = await answers();
    expect(was.events).toHaveLength(30);
    expect(was.eventsInRange.length).toBeGreaterThan(0);

    const report = await leadline.migrate();
    expect(report.applied).toContain(partitioning);
    for (const table of PARTITIONED_TABLES) {
      const kind = await sql<{ k: string }>`
        select relkind::text as k from pg_class where relname = ${table} and relnamespace = ${schema}::regnamespace`.execute(
        db,
      );
      expect(kind.rows[0]?.k, table).toBe('p');
    }
    expect(await answers()).toEqual(was);
    // The old rows stay where they were, attached whole as the history partition up to the month after the newest.
    const parts = await partitionsOf(db, 'events');
    expect(parts.find((p) => p.name === 'events_history')).toMatchObject({
      from: Number.NEGATIVE_INFINITY,
      to: Date.UTC(2026, 11, 1),
    });
    expect(parts.find((p) => p.isDefault)?.name).toBe('events_default');
    // The migration made the months from the current one on (its clock is the wall's), after the history.
    const months = parts.filter((p) => /^events_p\d{6}$/.test(p.name));
    expect(months.length).toBeGreaterThanOrEqual(3);
    expect(months.every((p) => p.from >= Date.UTC(2026, 11, 1))).toBe(true);
    // A table empty at the upgrade has no history partition.
    expect((await partitionsOf(db, 'dnc_check_logs')).map((p) => p.name)).not.toContain(
      'dnc_check_logs_history',
    );
    expect(await partitionOf(db, 'events', lastId)).toBe('events_history');
    const later = Math.max(Date.now(), Date.UTC(2026, 11, 1));
    const next = Number((await insertEvent(db, a.id, later)).id);
    expect(next).toBeGreaterThan(lastId);
    expect(await partitionOf(db, 'events', next)).toBe(monthPartitionName('events', monthStart(later)));
    // The uuid still finds its row, and the company's rows still go with it.
    const uuid = was.callEventsOfCall[0]!.uuid;
    expect(await db.selectFrom('call_events').select('uuid').where('uuid', '=', uuid).execute()).toHaveLength(
      1,
    );
    await db.deleteFrom('companies').where('id', '=', b.id).execute();
    expect(await db.selectFrom('events').select('id').where('company_id', '=', b.id).execute()).toEqual([]);
    // Starting again changes nothing.
    expect((await leadline.migrate()).applied).toEqual([]);
  });

  it('sends rows past the made months to DEFAULT, and the ahead job moves them into the month it makes', async () => {
    const clock = new ManualClock(Date.UTC(2031, 4, 10));
    const leadline = await createTestLeadline({ clock });
    open.push(leadline);
    const db = leadline.database.db as Kysely<any>;
    const company = await leadline.companies.create({ name: 'Future' });
    const { id } = await insertEvent(db, company.id, clock.now());
    expect(await partitionOf(db, 'events', Number(id))).toBe('events_default');

    const scheduler = new PartitionsAhead({ db: leadline.database.db, dialect: 'postgres', clock });
    const other = new PartitionsAhead({ db: leadline.database.db, dialect: 'postgres', clock });
    const created = await scheduler.runIfLeased();
    // A second scheduler finds the lease taken and does nothing this period.
    expect(await other.runIfLeased()).toBeUndefined();
    expect(created?.events).toEqual(['events_p203105', 'events_p203106', 'events_p203107', 'events_p203108']);
    expect(Object.keys(created ?? {}).sort()).toEqual([...PARTITIONED_TABLES].sort());
    expect(await partitionOf(db, 'events', Number(id))).toBe('events_p203105');
    expect(
      await db
        .selectFrom('events_default' as any)
        .select('id')
        .execute(),
    ).toEqual([]);
    expect(await scheduler.run()).toEqual({});
  });

  it('retention drops the months wholly past the window and deletes the rest of the boundary month in batches', async () => {
    const clock = new ManualClock(Date.UTC(2030, 10, 15));
    const leadline = await createTestLeadline({ clock });
    open.push(leadline);
    const db = leadline.database.db as Kysely<any>;
    await new PartitionsAhead({ db: leadline.database.db, dialect: 'postgres', clock }).run();
    const company = await leadline.companies.create({ name: 'Old' });
    const times = [
      Date.UTC(2030, 10, 20),
      Date.UTC(2030, 11, 10),
      Date.UTC(2030, 11, 28),
      Date.UTC(2031, 0, 5),
    ];
    for (const at of times) await insertEvent(db, company.id, at);
    const rollups = await db
      .selectFrom('call_rollups')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();

    clock.set(Date.UTC(2031, 0, 20));
    const retention = new Retention({
      db: leadline.database.db,
      dialect: 'postgres',
      clock,
      jobs: leadline.jobs,
      policy: { events: 30 },
    });
    // The cutoff is 2030-12-21: November goes whole, December keeps its last rows.
    expect(await retention.prune({ events: 30 })).toEqual({ events: 1 });
    const names = (await partitionsOf(db, 'events')).map((p) => p.name);
    expect(names).not.toContain('events_p203011');
    expect(names).toContain('events_p203012');
    const left = await db.selectFrom('events').select('created_at').orderBy('created_at').execute();
    expect(left.map((r) => Number(r.created_at))).toEqual(times.slice(2));
    // Roll-ups are their own tables, which retention never names.
    expect(
      await db.selectFrom('call_rollups').select(sql<number>`count(*)`.as('n')).executeTakeFirst(),
    ).toEqual(rollups);
  });

  it('reads only the months a created_at range names (partition pruning)', async () => {
    const clock = new ManualClock(Date.UTC(2032, 2, 3));
    const leadline = await createTestLeadline({ clock });
    open.push(leadline);
    const db = leadline.database.db as Kysely<any>;
    await new PartitionsAhead({ db: leadline.database.db, dialect: 'postgres', clock }).run();
    const { rows } = await sql<{ 'QUERY PLAN': string }>`
      explain select id from webhook_logs
      where company_id = 1 and created_at >= ${Date.UTC(2032, 3, 2)} and created_at < ${Date.UTC(2032, 3, 9)}
      order by id desc limit 25`.execute(db);
    const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toContain('webhook_logs_p203204');
    expect(plan).not.toMatch(/webhook_logs_(default|p203203|p203205)/);
  });
});
