// pnpm bench:routing — issue 16/30: the routing decision for an offer with 1,000 eligible-looking
// buyers (mixed caps, hours, token filters, weights), in process: p50/p99 and CPU per decision of
// CallRouter.plan beside a bare loop over the same buyers in memory (the same rules with no
// database: pause, hours, filters, weighted order), rounds interleaved. Then again after seeding
// history for the same buyers (BENCH_HISTORY_CALLS calls over the past year, default 1M, and
// BENCH_HISTORY_EVENTS trace rows, default 5M, a fifth of them Dials, with the cap counters they add
// up to; generated inside the database, see seedHistory), to show whether the router's cost grows
// with history. BENCH_HISTORY_CALLS=0 skips that part. BENCH_PROFILE=DIR writes a V8 CPU profile of
// the timed decisions only (not the set-up) into DIR, one file per timing run.
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (each build in a schema of its own).
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLeadline, openDatabase, systemContext } from '@leadline/core';
import Database from 'better-sqlite3';
import { sql } from 'kysely';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 200);
const HISTORY_CALLS = Number(process.env.BENCH_HISTORY_CALLS ?? 1_000_000);
const HISTORY_EVENTS = Number(process.env.BENCH_HISTORY_EVENTS ?? 5 * HISTORY_CALLS);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
// BENCH_BEFORE=DIR: a checkout of the code before a change, its core built: its router is timed
// in the same process, rounds alternating with this checkout's, on its own database file.
const BEFORE = process.env.BENCH_BEFORE;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (v, d = 2) => Math.round(v * 10 ** d) / 10 ** d;
const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, time_from: '00:00', time_to: '23:59' }));
const specs = [];
for (let i = 0; i < BUYERS; i++) {
  specs.push({
    name: `Buyer ${i}`,
    number: `+1312${String(5_000_000 + i).padStart(7, '0')}`,
    tier: 1 + (i % 5),
    weight: 1 + (i % 4),
    ...(i % 3 === 0 ? { daily_cap_limit: 1000, concurrency_cap_limit: 50 } : {}),
    ...(i % 4 === 0 ? { open_times: week } : {}),
    ...(i % 5 === 0 ? { token_filters: [{ key: 'caller_state', operator: 'in', value: 'CA,TX,NY' }] } : {}),
    ...(i % 7 === 0 ? { revenue_daily_limit: 5000 } : {}),
  });
}
const tokens = { caller_state: 'TX' };

// BENCH_DATABASE_URL=postgres://… runs the same bench on PostgreSQL, each build in a schema of its own.
const PG_URL = process.env.BENCH_DATABASE_URL;
const DATABASE = PG_URL ? 'PostgreSQL' : 'SQLite';

/** One build's router on its own database file (or schema), with the same company, offer and buyers. */
async function setUp(name, core) {
  const file = join(tmpdir(), `leadline-bench-routing-${process.pid}-${name}.db`);
  const schema = `leadline_bench_routing_${name}`;
  if (PG_URL) {
    const admin = await openDatabase(PG_URL);
    await admin.db.schema.dropSchema(schema).ifExists().cascade().execute();
    await admin.db.schema.createSchema(schema).execute();
    await admin.close();
  }
  const leadline = await core.createLeadline(
    PG_URL ? { database: PG_URL, databaseOptions: { schema } } : { database: file },
  );
  const company = await leadline.companies.create({ name: 'Bench routing', time_zone: 'UTC' });
  const ctx = core.systemContext(company);
  const offer = await leadline.resource('offers').create(ctx, { name: 'Routing bench' });
  console.log(`${name}: creating ${BUYERS} buyers…`);
  for (const spec of specs) await leadline.resource('buyers').create(ctx, { ...spec, offer_ids: [offer.id] });
  const buyerIds = (await leadline.database.db.selectFrom('buyers').select('id').execute()).map((r) =>
    Number(r.id),
  );
  const query = { offerId: offer.id, tokens, checkType: 'buyer_forward', tried: [] };
  const pg = PG_URL ? { sql, schema, leadline } : null;
  return { name, core, file, pg, leadline, company, ctx, offer, query, buyerIds, fresh: [], history: [] };
}

const builds = [await setUp('after', { createLeadline, systemContext })];
if (BEFORE) {
  const core = await import(pathToFileURL(join(BEFORE, 'packages/core/dist/index.js')).href);
  builds.push(await setUp('before', core));
}

const PROFILE = process.env.BENCH_PROFILE;
let profiled = 0;

/** CallRouter.plan timed DECISIONS times after a warm-up. */
async function timeRouter({ name, leadline, ctx, query }) {
  for (let i = 0; i < 10; i++) await leadline.callRouter.plan(ctx, query);
  const session = PROFILE ? new Session() : null;
  if (session) {
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
  }
  const out = [];
  const c0 = process.cpuUsage();
  for (let i = 0; i < DECISIONS; i++) {
    const t0 = performance.now();
    const plan = await leadline.callRouter.plan(ctx, query);
    out.push(performance.now() - t0);
    if (plan.steps.length !== BUYERS)
      throw new Error(`expected ${BUYERS} eligible, got ${plan.steps.length}`);
  }
  const cpu = process.cpuUsage(c0);
  out.cpuUs = cpu.user + cpu.system;
  if (session) {
    const { profile } = await session.post('Profiler.stop');
    mkdirSync(PROFILE, { recursive: true });
    writeFileSync(join(PROFILE, `routing-${name}-${++profiled}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
  return out;
}

/**
 * History for the same buyers, as the call store and the trace leave it: finished calls over the
 * past year (a fifth converted), trace rows (a fifth of them Dials), and, where this build keeps cap
 * counters, the counters those rows add up to (what migration 0039 computes for an existing
 * installation; here in SQL, every clock being UTC). Seeding 1M calls and 5M events row by row from
 * JavaScript took over 10 minutes a build; here each table is one statement generating its rows
 * inside the database (a recursive CTE on SQLite, generate_series on PostgreSQL), with the
 * secondary indexes dropped first and built once after, uuids in key order (appended to the unique
 * index, not scattered through it), and on SQLite synchronous off, then a checkpoint so the
 * seeding's WAL is folded back before anything is timed.
 */
async function seedHistory(b) {
  const t0 = performance.now();
  const seeded = b.pg ? await seedPg(b) : seedSqlite(b);
  console.log(
    `${b.name}: seeded ${HISTORY_CALLS} calls in ${round(seeded.calls / 1000, 1)} s, ${HISTORY_EVENTS} call events in ${round(seeded.events / 1000, 1)} s, ` +
      `indexes in ${round(seeded.indexes / 1000, 1)} s` +
      (seeded.counted ? `, counters in ${round(seeded.counters / 1000, 1)} s` : '') +
      `; ${round((performance.now() - t0) / 1000, 1)} s in all${seeded.checkpoint ? `; checkpoint ${seeded.checkpoint}` : ''}`,
  );
}

/**
 * The same history for a second build: on SQLite the seeded file copied over its own (the builds
 * create the same company, offer and buyers in the same order, so the ids agree; checked), which
 * halves the seeding; on PostgreSQL seeded again in its schema.
 */
async function copyHistory(from, to) {
  const same =
    from.company.id === to.company.id &&
    from.offer.id === to.offer.id &&
    from.buyerIds.join() === to.buyerIds.join();
  if (to.pg || !same) return seedHistory(to);
  const t0 = performance.now();
  await to.leadline.close();
  for (const s of ['-wal', '-shm']) rmSync(`${to.file}${s}`, { force: true });
  copyFileSync(from.file, to.file);
  to.leadline = await to.core.createLeadline({ database: to.file });
  console.log(
    `${to.name}: the same history copied from ${from.name} in ${round((performance.now() - t0) / 1000, 1)} s`,
  );
}

const YEAR = 365 * 86_400_000;
const EVENT_TYPES = ['Dial', 'BuyerConsidered', 'DialResult', 'BuyerConsidered', 'Hangup'];
/**
 * Past calls and events: none in the last hour, so every buyer stays under its caps; spread over the
 * year by a multiplicative hash of the row's number (the same rows on both databases, and no
 * random() a subquery's flattening could evaluate once per column).
 */
const pastAt = (now, random) => `(${now} - 3600000 - (${random} % ${YEAR}))`;

/** The counters' statements: per window, connections and conversions from calls, attempts from Dials. */
function counterInserts(startOf) {
  const out = [];
  for (const period of ['hourly', 'daily', 'monthly', 'total']) {
    const zone = period === 'total' ? '' : 'UTC';
    const start = (c) => startOf(period, c);
    const put = (sel) =>
      `insert into cap_counters (company_id, zone, period, period_start, buyer_id, calls, attempts, connections, conversions, revenue_micros)
        ${sel} on conflict (company_id, zone, period, period_start, buyer_id) do update set
          calls = cap_counters.calls + excluded.calls, attempts = cap_counters.attempts + excluded.attempts,
          connections = cap_counters.connections + excluded.connections, conversions = cap_counters.conversions + excluded.conversions,
          revenue_micros = cap_counters.revenue_micros + excluded.revenue_micros`;
    out.push(
      put(`select company_id, '${zone}', '${period}', ${start('answered_at')}, buyer_id, 0, 0, count(*), 0, 0
         from calls where buyer_id is not null and answered_at is not null group by 1, 2, 3, 4, 5`),
      put(`select company_id, '${zone}', '${period}', ${start('created_at')}, buyer_id, 0, 0, 0, count(*),
           sum(cast(round(revenue * 1000000) as bigint))
         from calls where buyer_id is not null and buyer_converted group by 1, 2, 3, 4, 5`),
      put(`select company_id, '${zone}', '${period}', ${start('created_at')}, buyer_id, 0, count(*), 0, 0, 0
         from call_events where event_type = 'Dial' and buyer_id is not null group by 1, 2, 3, 4, 5`),
    );
  }
  // Calls forwarded ever: the total row only (as CounterDeltas.addCall keeps it).
  out.push(`insert into cap_counters (company_id, zone, period, period_start, buyer_id, calls, attempts, connections, conversions, revenue_micros)
    select company_id, '', 'total', 0, buyer_id, count(*), 0, 0, 0, 0 from calls where buyer_id is not null group by 1, 2, 3, 4, 5
    on conflict (company_id, zone, period, period_start, buyer_id) do update set calls = cap_counters.calls + excluded.calls`);
  return out;
}

function seedSqlite({ file, company, offer, buyerIds }) {
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  raw.pragma('cache_size = -262144');
  // The index builds sort in worker threads.
  raw.pragma('threads = 4');
  const now = Date.now();
  const t0 = performance.now();
  const indexes = raw
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and tbl_name in ('calls', 'call_events') and sql is not null`,
    )
    .all();
  for (const i of indexes) raw.exec(`drop index "${i.name}"`);
  raw.exec('create temp table seed_buyers (k integer primary key, id integer not null)');
  const put = raw.prepare('insert into seed_buyers values (?, ?)');
  raw.transaction(() => {
    for (const [k, id] of buyerIds.entries()) put.run(k, id);
  })();
  const n = buyerIds.length;
  const firstCall = Number(raw.prepare('select coalesce(max(id), 0) + 1 as id from calls').get().id);
  const series = (count) =>
    `with recursive g(i) as (select 0 union all select i + 1 from g where i + 1 < ${count})`;
  raw.exec(`insert into calls (company_id, uuid, created_at, updated_at, user_updated_at, offer_id, buyer_id, status,
      direction, answered_at, buyer_converted, revenue)
    ${series(HISTORY_CALLS)}
    select ${company.id}, printf('hist-call-%012d', i), at, at, at, ${offer.id}, b.id, 'completed', 'inbound', at + 5000,
      i % 5 = 0, case when i % 5 = 0 then 10 else 0 end
    from (select i, ${pastAt(now, 'i * 2654435761')} as at from g) s join seed_buyers b on b.k = i % ${n}`);
  const calls = performance.now() - t0;
  raw.exec(`insert into call_events (company_id, uuid, created_at, updated_at, user_updated_at, call_id, event_type, buyer_id)
    ${series(HISTORY_EVENTS)}
    select ${company.id}, printf('hist-event-%012d', i), at, at, at, ${firstCall} + i % ${Math.max(1, HISTORY_CALLS)},
      case i % 5 ${EVENT_TYPES.map((t, k) => `when ${k} then '${t}'`).join(' ')} end, b.id
    from (select i, ${pastAt(now, 'i * 2246822519')} as at from g) s join seed_buyers b on b.k = i % ${n}`);
  const events = performance.now() - t0 - calls;
  for (const i of indexes) raw.exec(i.sql);
  const indexed = performance.now() - t0 - calls - events;
  const counted = raw.prepare(`select 1 from sqlite_master where name = 'cap_counters'`).get();
  if (counted) {
    raw.exec('delete from cap_counters');
    const month = (col) =>
      `cast(strftime('%s', ${col} / 1000, 'unixepoch', 'start of month') as integer) * 1000`;
    const startOf = (period, c) =>
      ({
        hourly: `(${c} - ${c} % 3600000)`,
        daily: `(${c} - ${c} % 86400000)`,
        monthly: month(c),
        total: '0',
      })[period];
    raw.transaction(() => {
      for (const statement of counterInserts(startOf)) raw.exec(statement);
    })();
  }
  const counters = performance.now() - t0 - calls - events - indexed;
  raw.exec('analyze');
  // Fold the seeding's WAL into the database file, as a quiet server's checkpoints would have.
  const cp = raw.pragma('wal_checkpoint(TRUNCATE)')[0];
  raw.close();
  return { calls, events, indexes: indexed, counters, counted, checkpoint: JSON.stringify(cp) };
}

async function seedPg({ pg, company, offer, buyerIds }) {
  const { sql } = pg;
  const db = pg.leadline.database.db;
  const now = Date.now();
  const t0 = performance.now();
  const indexes = (
    await sql`select indexname, indexdef from pg_indexes where schemaname = ${pg.schema}
      and tablename in ('calls', 'call_events') and indexname not in (select conname from pg_constraint)`.execute(
      db,
    )
  ).rows;
  for (const i of indexes) await sql`drop index ${sql.id(pg.schema, i.indexname)}`.execute(db);
  const ids = sql.raw(`array[${buyerIds.join(',')}]::bigint[]`);
  const n = buyerIds.length;
  const firstCall = Number(
    (await sql`select coalesce(max(id), 0) + 1 as id from calls`.execute(db)).rows[0].id,
  );
  await sql`insert into calls (company_id, uuid, created_at, updated_at, user_updated_at, offer_id, buyer_id, status,
      direction, answered_at, buyer_converted, revenue)
    select ${company.id}, 'hist-call-' || lpad(i::text, 12, '0'), at, at, at, ${offer.id}, (${ids})[1 + i % ${n}],
      'completed', 'inbound', at + 5000, i % 5 = 0, case when i % 5 = 0 then 10 else 0 end
    from (select i, ${sql.raw(pastAt(now, 'i * 2654435761'))} as at
          from generate_series(0, ${HISTORY_CALLS - 1}::bigint) i) s`.execute(db);
  const calls = performance.now() - t0;
  await sql`insert into call_events (company_id, uuid, created_at, updated_at, user_updated_at, call_id, event_type, buyer_id)
    select ${company.id}, 'hist-event-' || lpad(i::text, 12, '0'), at, at, at, ${firstCall} + i % ${Math.max(1, HISTORY_CALLS)},
      (${sql.raw(`array[${EVENT_TYPES.map((t) => `'${t}'`).join(',')}]`)})[1 + i % 5], (${ids})[1 + i % ${n}]
    from (select i, ${sql.raw(pastAt(now, 'i * 2246822519'))} as at
          from generate_series(0, ${HISTORY_EVENTS - 1}::bigint) i) s`.execute(db);
  const events = performance.now() - t0 - calls;
  for (const i of indexes) await sql.raw(i.indexdef).execute(db);
  const indexed = performance.now() - t0 - calls - events;
  const counted = (await sql`select to_regclass('cap_counters') as t`.execute(db)).rows[0].t !== null;
  if (counted) {
    await sql`delete from cap_counters`.execute(db);
    const ts = (c) => `to_timestamp(${c} / 1000.0) at time zone 'UTC'`;
    const trunc = (unit, c) => `(extract(epoch from date_trunc('${unit}', ${ts(c)}))::bigint * 1000)`;
    const startOf = (period, c) =>
      ({
        hourly: `(${c} - ${c} % 3600000)`,
        daily: `(${c} - ${c} % 86400000)`,
        monthly: trunc('month', c),
        total: '0',
      })[period];
    for (const statement of counterInserts(startOf)) await sql.raw(statement).execute(db);
  }
  const counters = performance.now() - t0 - calls - events - indexed;
  await sql`analyze`.execute(db);
  return { calls, events, indexes: indexed, counters, counted };
}

/** The bare loop: the same buyers in memory, the same pure rules, no database. */
const inList = (v, list) => list.split(',').includes(v);
/** The bare loop's samples and CPU time per phase (no history, after history), beside the builds'. */
const bare = { fresh: [], history: [], freshCpuUs: 0, historyCpuUs: 0 };
function timeBare(phase) {
  const c0 = process.cpuUsage();
  for (let i = 0; i < DECISIONS + 10; i++) {
    const t0 = performance.now();
    const eligible = [];
    const hour = new Date().getUTCHours();
    for (const b of specs) {
      if (b.paused) continue;
      if (b.open_times && !b.open_times.some((r) => r.day === new Date().getUTCDay() && hour >= 0)) continue;
      if (b.token_filters && !b.token_filters.every((f) => inList(tokens[f.key], f.value))) continue;
      eligible.push({ b, key: -Math.log(1 - Math.random()) / b.weight });
    }
    eligible.sort((x, y) => x.b.tier - y.b.tier || x.key - y.key);
    if (i >= 10 && phase) bare[phase].push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(c0);
  if (phase) bare[`${phase}CpuUs`] += cpu.user + cpu.system;
}

/** Times a build's router and adds its samples and CPU time to the phase's. */
async function timeInto(b, phase) {
  const samples = await timeRouter(b);
  if (!phase) return;
  b[phase].push(...samples);
  b[`${phase}CpuUs`] = (b[`${phase}CpuUs`] ?? 0) + samples.cpuUs;
}

// A round left out first: every build's and the bare loop's code optimised before anything counts.
for (const b of builds) await timeInto(b, null);
timeBare(null);
// Rounds alternate between the builds and the bare loop, so the machine's load falls on each alike.
for (let r = 0; r < ROUNDS; r++) {
  for (const b of builds) await timeInto(b, 'fresh');
  timeBare('fresh');
}
if (HISTORY_CALLS > 0) {
  await seedHistory(builds[0]);
  for (const b of builds.slice(1)) await copyHistory(builds[0], b);
  for (const b of builds) await timeInto(b, null);
  for (let r = 0; r < ROUNDS; r++) {
    for (const b of builds) await timeInto(b, 'history');
    timeBare('history');
  }
}

const sorted = (a) => [...a].sort((x, y) => x - y);
const phases = HISTORY_CALLS > 0 ? ['fresh', 'history'] : ['fresh'];
const label = (phase) =>
  phase === 'fresh' ? 'no history' : `after ${HISTORY_CALLS} calls, ${HISTORY_EVENTS} events`;
const row = (name, s) => ({ name, p50_ms: round(percentile(s, 0.5)), p99_ms: round(percentile(s, 0.99)) });
console.table(
  phases.flatMap((phase) => [
    ...builds.map((b) => row(`CallRouter.plan (${DATABASE}, ${b.name}), ${label(phase)}`, sorted(b[phase]))),
    row(`bare loop in memory, ${label(phase)}`, sorted(bare[phase])),
  ]),
);
// CPU time per decision moves far less with a shared machine's load than the wall-clock percentiles;
// every ratio is against the bare loop of the same phase (its rounds interleaved with the builds').
const perDecision = (us, n) => us / (ROUNDS * n);
for (const phase of phases) {
  const bareCpu = perDecision(bare[`${phase}CpuUs`], DECISIONS + 10);
  const bareSorted = sorted(bare[phase]);
  console.log(
    `${label(phase)}: bare loop ${round(bareCpu, 0)} µs CPU per decision, p50 / p99 ${round(percentile(bareSorted, 0.5))} / ${round(percentile(bareSorted, 0.99))} ms`,
  );
  for (const b of builds) {
    const cpu = perDecision(b[`${phase}CpuUs`], DECISIONS);
    const s = sorted(b[phase]);
    console.log(
      `  ${b.name}: ${round(cpu, 0)} µs CPU per decision (${round(cpu / bareCpu, 1)}× the bare loop); ` +
        `p50 ${round(percentile(s, 0.5))} ms (${round(percentile(s, 0.5) / percentile(bareSorted, 0.5), 1)}×), ` +
        `p99 ${round(percentile(s, 0.99))} ms (${round(percentile(s, 0.99) / percentile(bareSorted, 0.99), 1)}×)` +
        (phase === 'history'
          ? `; ${round(cpu / perDecision(b.freshCpuUs, DECISIONS), 2)}× its CPU and ${round(percentile(s, 0.99) / percentile(sorted(b.fresh), 0.99), 2)}× its p99 with no history`
          : ''),
    );
  }
}
console.log(
  `${BUYERS} buyers: ${specs.filter((s) => s.daily_cap_limit || s.revenue_daily_limit).length} capped, ` +
    `${specs.filter((s) => s.open_times).length} with hours, ${specs.filter((s) => s.token_filters).length} filtered; ` +
    `${ROUNDS} rounds of ${DECISIONS} decisions`,
);
for (const b of builds) {
  await b.leadline.close();
  if (b.pg) {
    const admin = await openDatabase(PG_URL);
    await admin.db.schema.dropSchema(b.pg.schema).ifExists().cascade().execute();
    await admin.close();
  }
  for (const f of [b.file, `${b.file}-wal`, `${b.file}-shm`, `${b.file}.secret-key`])
    rmSync(f, { force: true });
}
