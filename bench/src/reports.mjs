// pnpm bench:reports — issues 18 and 30: GET /calls/stats by day and by offer over 30 and 90 days,
// p50/p99 in process (leadline.reporting, the code the endpoint runs), from the daily and hourly
// roll-ups (what the endpoint reads), from the hourly roll-ups alone (readFrom: 'hours', the path
// before daily rows) and from the calls themselves (the on-read path, readFrom: 'calls'),
// beside the bare SQL of both aggregations run directly (better-sqlite3, or raw SQL on the pool).
// Scaled by BENCH_CALLS (default 1,000,000 calls across BENCH_COMPANIES companies, the busiest
// holding BENCH_BUSIEST, default a fifth); issue 30's scale is 10M calls in one company:
// BENCH_CALLS=10000000 BENCH_COMPANIES=1. The calls are written straight into the table with the
// table's secondary indexes dropped and rebuilt after (prepared inserts in 100k-row transactions on
// SQLite, generate_series on PostgreSQL), then the roll-ups are rebuilt from them in one statement
// (rebuildCallRollups, the 0042 migration's backfill).
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLeadline, openDatabase, rebuildCallRollups, systemContext } from '@leadline/core';
import Database from 'better-sqlite3';
import { sql } from 'kysely';

const CALLS = Number(process.env.BENCH_CALLS ?? 1_000_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const OFFERS = 20;
const DAY = 86_400_000;
const now = Date.UTC(2026, 5, 1);
const dir = join(process.env.BENCH_DIR ?? tmpdir(), 'leadline-bench');
mkdirSync(dir, { recursive: true });
const file = join(dir, `reports-${CALLS}.db`);
// BENCH_KEEP=1: reuse the file (SQLite) or schema (PostgreSQL) an earlier run seeded (its roll-ups
// then come from the migrations the engine runs on open), so a before/after pair seeds 10M calls once.
const pgUrl = process.env.BENCH_DATABASE_URL;
const SCHEMA = 'leadline_bench_reports';
const KEEP = process.env.BENCH_KEEP === '1' && (pgUrl ? await pgSeeded() : existsSync(file));
// BENCH_ONREAD=0: leave out the on-read path and the bare SQL over the calls (~10 s a run at 10M).
const ONREAD = process.env.BENCH_ONREAD !== '0';
if (!KEEP) for (const s of ['', '-wal', '-shm']) rmSync(`${file}${s}`, { force: true });
// BENCH_DATABASE_URL=postgres://… runs the same bench on PostgreSQL, in a schema of its own; the bare
// SQL then runs through the same pool as raw SQL.
const database = pgUrl ? { database: pgUrl, databaseOptions: { schema: SCHEMA } } : { database: file };
/** Whether the bench's schema holds calls from an earlier run. */
async function pgSeeded() {
  const admin = await openDatabase(pgUrl);
  const found =
    await sql`select 1 from pg_tables where schemaname = ${SCHEMA} and tablename = 'calls'`.execute(admin.db);
  const seeded =
    found.rows.length > 0 &&
    (await sql`select 1 from ${sql.id(SCHEMA, 'calls')} limit 1`.execute(admin.db)).rows.length > 0;
  await admin.close();
  return seeded;
}
if (pgUrl && !KEEP) {
  const admin = await openDatabase(pgUrl);
  await admin.db.schema.dropSchema(SCHEMA).ifExists().cascade().execute();
  await admin.db.schema.createSchema(SCHEMA).execute();
  await admin.close();
}

// Schema and companies through the engine; the calls straight into the table (the router writes them).
const opened = performance.now();
let leadline = await createLeadline(database);
if (KEEP)
  console.log(`  opened (pending migrations run) in ${((performance.now() - opened) / 1000).toFixed(1)} s`);
const companies = [];
if (KEEP) companies.push({ company: (await leadline.companies.list())[0] });
for (let c = 0; c < (KEEP ? 0 : COMPANIES); c++) {
  const company = await leadline.companies.create({ name: `Co ${c}`, time_zone: 'America/New_York' });
  const ctx = systemContext(company);
  const offers = [];
  for (let o = 0; o < OFFERS; o++)
    offers.push((await leadline.resource('offers').create(ctx, { name: `Offer ${o}` })).id);
  companies.push({ company, offers });
}
await leadline.close();

const busiest = Math.min(
  CALLS,
  Number(process.env.BENCH_BUSIEST ?? (COMPANIES === 1 ? CALLS : Math.floor(CALLS / 5))),
);
const rest = COMPANIES > 1 ? Math.floor((CALLS - busiest) / (COMPANIES - 1)) : 0;
console.log(
  `seeding ${CALLS.toLocaleString()} calls (${COMPANIES} companies, busiest ${busiest.toLocaleString()}) in ${pgUrl ? `schema ${SCHEMA}` : file}…`,
);
const t0 = performance.now();
let raw = null;
if (KEEP) {
  if (!pgUrl) raw = new Database(file);
  console.log('  kept from an earlier run (BENCH_KEEP=1)');
} else if (pgUrl) {
  // generate_series writes the same rows as the SQLite loop, server-side.
  const pg = await openDatabase(pgUrl, { schema: SCHEMA });
  // Indexes built once after the load, not maintained row by row during it.
  const indexes = (
    await sql`select indexname, indexdef from pg_indexes where schemaname = ${SCHEMA} and tablename = 'calls'
      and indexname not in (select conname from pg_constraint)`.execute(pg.db)
  ).rows;
  for (const i of indexes) await sql`drop index ${sql.id(SCHEMA, i.indexname)}`.execute(pg.db);
  let offset = 0;
  for (const [i, { company, offers }] of companies.entries()) {
    const n = i === 0 ? busiest : rest;
    await sql`insert into calls (company_id, uuid, created_at, updated_at, user_updated_at, direction, status,
        offer_id, revenue, payout, provider_cost, buyer_converted, offer_converted, answered_duration, total_duration)
      select ${company.id}, gen_random_uuid()::text, t, t, t, 'inbound', 'completed',
        (${sql.raw(`array[${offers.join(',')}]`)})[1 + (g % ${offers.length})],
        case when g % 4 = 0 then 25 else 0 end, case when g % 4 = 0 then 10 else 0 end, 0.02,
        g % 4 = 0, false, 60, 75
      from (select g, ${now} - ((g::bigint * 7919) % ${120 * DAY}) as t
            from generate_series(${offset + 1}::bigint, ${offset + n}::bigint) g) s`.execute(pg.db);
    offset += n;
  }
  for (const i of indexes) await sql.raw(i.indexdef).execute(pg.db);
  await sql`analyze calls`.execute(pg.db);
  await pg.close();
} else {
  raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  // Indexes built once after the load, not maintained row by row during it.
  const indexes = raw
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and tbl_name = 'calls' and sql is not null`,
    )
    .all();
  for (const i of indexes) raw.exec(`drop index "${i.name}"`);
  const insert = raw.prepare(
    `insert into calls (company_id, uuid, created_at, updated_at, user_updated_at, direction, status, offer_id,
     revenue, payout, provider_cost, buyer_converted, offer_converted, answered_duration, total_duration)
   values (?, ?, ?, ?, ?, 'inbound', 'completed', ?, ?, ?, ?, ?, 0, ?, ?)`,
  );
  let seq = 0;
  const seed = raw.transaction((companyId, offers, n) => {
    for (let i = 0; i < n; i++) {
      seq++;
      // Spread over 120 days, deterministically.
      const at = now - ((seq * 7919) % (120 * DAY));
      const converted = seq % 4 === 0;
      insert.run(
        companyId,
        `b-${seq}`,
        at,
        at,
        at,
        offers[seq % offers.length],
        converted ? 25 : 0,
        converted ? 10 : 0,
        0.02,
        converted ? 1 : 0,
        60,
        75,
      );
    }
  });
  for (const [i, { company, offers }] of companies.entries()) {
    let left = i === 0 ? busiest : rest;
    while (left > 0) {
      const n = Math.min(100_000, left);
      seed(company.id, offers, n);
      left -= n;
    }
  }
  console.log(`  rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  for (const i of indexes) raw.exec(i.sql);
  raw.exec('analyze calls');
  raw.pragma('synchronous = NORMAL');
  raw.pragma('wal_checkpoint(TRUNCATE)');
}
console.log(`  seeded (indexes included) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
if (!KEEP) {
  const r0 = performance.now();
  const db = await openDatabase(pgUrl ?? file, pgUrl ? { schema: SCHEMA } : {});
  await rebuildCallRollups(db.db);
  // As the migrations do after their backfill: the planner's statistics of the filled tables.
  await sql`analyze call_rollups`.execute(db.db);
  await sql`analyze call_day_rollups`.execute(db.db);
  const rows = await db.db
    .selectFrom('call_rollups')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('company_id', '=', companies[0].company.id)
    .executeTakeFirst();
  await db.close();
  console.log(
    `  roll-ups rebuilt from the calls in ${((performance.now() - r0) / 1000).toFixed(1)} s (${Number(rows?.n ?? 0).toLocaleString()} rows for the busiest company)`,
  );
}

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const time = async (fn) => {
  const out = [];
  await fn(); // warm
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await fn();
    out.push(performance.now() - s);
  }
  return { p50: pct(out, 0.5), p99: pct(out, 0.99) };
};
/** Two paths timed in turns (a, b, a, b…), so a load that moves during the run moves both alike. */
const timeInTurns = async (a, b) => {
  const out = [[], []];
  await a();
  await b();
  for (let i = 0; i < RUNS; i++)
    for (const [j, fn] of [a, b].entries()) {
      const s = performance.now();
      await fn();
      out[j].push(performance.now() - s);
    }
  return out.map((xs) => ({ p50: pct(xs, 0.5), p99: pct(xs, 0.99) }));
};
const ms = (v) => `${v.toFixed(1)} ms`;

leadline = await createLeadline(database);
// BENCH_BEFORE=DIR: a checkout of the code before (core built there) answers the same requests on
// the same database in the same process, timed beside ours: a before/after pair from one run.
const BEFORE = process.env.BENCH_BEFORE;
const before = BEFORE
  ? await (await import(join(BEFORE, 'packages/core/dist/index.js'))).createLeadline(database)
  : null;
const target = companies[0].company;
const ctx = systemContext(target);
const iso = (t) => new Date(t).toISOString();
const byDay = (days, zone) => ({
  name: `by day, ${days} days, count${zone ? `, ${zone}` : ''}`,
  stats: {
    ...(zone ? { time_zone: zone } : {}),
    group_by: 'created_at_day',
    stat: 'count',
    created_at_from: iso(now - days * DAY),
    created_at_to: iso(now),
  },
  sql: `select created_at / 900000 as s, count(*) as n from calls
        where company_id = ? and deleted_at is null and created_at >= ? and created_at <= ? group by s`,
  rollupSql: `select hour as s, sum(calls) as n from call_rollups
        where company_id = ? and hour >= ? and hour < ? group by hour`,
  args: [target.id, now - days * DAY, now],
});
const byOffer = (days) => ({
  name: `by offer, ${days} days, revenue`,
  stats: {
    group_by: 'offer',
    stat: 'revenue',
    created_at_from: iso(now - days * DAY),
    created_at_to: iso(now),
  },
  sql: `select offer_id as g, sum(coalesce(revenue, 0)) as v, count(*) as n from calls
        where company_id = ? and deleted_at is null and created_at >= ? and created_at <= ? group by g`,
  rollupSql: `select offer_id as g, sum(revenue_micros) as v, sum(calls) as n from call_rollups
        where company_id = ? and hour >= ? and hour < ? group by offer_id`,
  daySql: `select offer_id as g, sum(revenue_micros) as v, sum(calls) as n from call_day_rollups
        where company_id = ? and day >= ? and day < ? group by offer_id`,
  args: [target.id, now - days * DAY, now],
});
const cases = [byDay(30), byDay(90), byDay(90, 'UTC'), byOffer(30), byOffer(90)];
console.log(
  `\nGET /calls/stats in process on ${pgUrl ? 'PostgreSQL' : 'SQLite'}, company of ${busiest.toLocaleString()} calls (${RUNS} runs each)`,
);
const bareOf = (text, args) =>
  raw
    ? (
        (stmt) => () =>
          stmt.all(...args)
      )(raw.prepare(text))
    : () => {
        const parts = text.split('?');
        return sql(parts, ...args).execute(leadline.database.db);
      };
for (const c of cases) {
  const none = { p50: Number.NaN, p99: Number.NaN };
  const bare = ONREAD ? await time(bareOf(c.sql, c.args)) : none;
  const bareRollups = await time(bareOf(c.rollupSql, c.args));
  const bareDays = c.daySql ? await time(bareOf(c.daySql, c.args)) : null;
  const onRead = ONREAD
    ? await time(() => leadline.reporting.callStats(ctx, c.stats, { readFrom: 'calls' }))
    : none;
  let source = '';
  // The path before daily roll-ups (hourly rows alone), timed beside ours in the same process.
  const hours = await time(() => leadline.reporting.callStats(ctx, c.stats, { readFrom: 'hours' }));
  const answer = () =>
    leadline.reporting.callStats(ctx, c.stats, { trace: (s, why) => (source = `${s}: ${why}`) });
  const [ours, was] = before
    ? await timeInTurns(answer, () => before.reporting.callStats(ctx, c.stats))
    : [await time(answer), null];
  console.log(
    `  ${c.name.padEnd(34)} p50 ${ms(ours.p50)} p99 ${ms(ours.p99)}${was ? ` · before (BENCH_BEFORE) p50 ${ms(was.p50)} p99 ${ms(was.p99)}` : ''} · hourly roll-ups only p50 ${ms(hours.p50)} p99 ${ms(hours.p99)} · on-read (before) p50 ${ms(onRead.p50)} p99 ${ms(onRead.p99)} · bare SQL over calls p50 ${ms(bare.p50)} · bare SQL over roll-ups p50 ${ms(bareRollups.p50)}${bareDays ? ` (daily ${ms(bareDays.p50)})` : ''} · ratio to bare roll-up SQL ${(ours.p50 / bareRollups.p50).toFixed(2)}\n    (${source})`,
  );
}
await leadline.close();
await before?.close();
raw?.close();
