// pnpm bench:routing — issue 16: the routing decision for an offer with 1,000 eligible-looking
// buyers (mixed caps, hours, token filters, weights), in process on SQLite: p50/p99 of
// CallRouter.plan beside a bare loop over the same buyers in memory (the same rules with no
// database: pause, hours, filters, weighted order). Then again after seeding history for the same
// buyers (BENCH_HISTORY_CALLS calls over the past year, BENCH_HISTORY_EVENTS trace rows, a fifth
// of them Dials; prepared inserts in big transactions), to show whether the router's cost grows
// with history. BENCH_HISTORY_CALLS=0 skips that part. BENCH_PROFILE=DIR writes a V8 CPU profile of
// the timed decisions only (not the set-up) into DIR, one file per timing run.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createLeadline, newUuid, systemContext } from '@leadline/core';
import Database from 'better-sqlite3';

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

/** One build's router on its own database file, with the same company, offer and buyers. */
async function setUp(name, core) {
  const file = join(tmpdir(), `leadline-bench-routing-${process.pid}-${name}.db`);
  const leadline = await core.createLeadline({ database: file });
  const company = await leadline.companies.create({ name: 'Bench routing', time_zone: 'UTC' });
  const ctx = core.systemContext(company);
  const offer = await leadline.resource('offers').create(ctx, { name: 'Routing bench' });
  console.log(`${name}: creating ${BUYERS} buyers…`);
  for (const spec of specs) await leadline.resource('buyers').create(ctx, { ...spec, offer_ids: [offer.id] });
  const buyerIds = (await leadline.database.db.selectFrom('buyers').select('id').execute()).map((r) =>
    Number(r.id),
  );
  const query = { offerId: offer.id, tokens, checkType: 'buyer_forward', tried: [] };
  return { name, file, leadline, company, ctx, offer, query, buyerIds, fresh: [], history: [] };
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
 * installation; here in SQL, every clock being UTC).
 */
function seedHistory({ file, company, offer, buyerIds }) {
  const raw = new Database(file);
  raw.pragma('journal_mode = WAL');
  raw.pragma('synchronous = OFF');
  const now = Date.now();
  const YEAR = 365 * 86_400_000;
  const call = raw.prepare(
    `insert into calls (company_id, uuid, created_at, updated_at, user_updated_at, offer_id, buyer_id, status,
       direction, answered_at, buyer_converted, revenue)
     values (?, ?, ?, ?, ?, ?, ?, 'completed', 'inbound', ?, ?, ?)`,
  );
  const event = raw.prepare(
    `insert into call_events (company_id, uuid, created_at, updated_at, user_updated_at, call_id, event_type, buyer_id)
     values (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const t0 = performance.now();
  const CHUNK = 100_000;
  for (let done = 0; done < HISTORY_CALLS; done += CHUNK) {
    raw.transaction(() => {
      for (let i = done; i < Math.min(HISTORY_CALLS, done + CHUNK); i++) {
        // Past calls: none in the last hour, so every buyer stays under its caps.
        const at = now - 3_600_000 - Math.floor(Math.random() * YEAR);
        const converted = i % 5 === 0 ? 1 : 0;
        call.run(
          company.id,
          newUuid(),
          at,
          at,
          at,
          offer.id,
          buyerIds[i % buyerIds.length],
          at + 5_000,
          converted,
          converted ? 10 : 0,
        );
      }
    })();
  }
  const calls = performance.now() - t0;
  const TYPES = ['Dial', 'BuyerConsidered', 'DialResult', 'BuyerConsidered', 'Hangup'];
  for (let done = 0; done < HISTORY_EVENTS; done += CHUNK) {
    raw.transaction(() => {
      for (let i = done; i < Math.min(HISTORY_EVENTS, done + CHUNK); i++) {
        const at = now - 3_600_000 - Math.floor(Math.random() * YEAR);
        event.run(
          company.id,
          newUuid(),
          at,
          at,
          at,
          1 + (i % Math.max(1, HISTORY_CALLS)),
          TYPES[i % 5],
          buyerIds[i % buyerIds.length],
        );
      }
    })();
  }
  const events = performance.now() - t0 - calls;
  const counted = raw.prepare(`select 1 from sqlite_master where name = 'cap_counters'`).get();
  if (counted) {
    raw.exec('delete from cap_counters');
    const month = (col) =>
      `cast(strftime('%s', ${col} / 1000, 'unixepoch', 'start of month') as integer) * 1000`;
    const starts = {
      hourly: (c) => `(${c} - ${c} % 3600000)`,
      daily: (c) => `(${c} - ${c} % 86400000)`,
      monthly: month,
      total: () => '0',
    };
    raw.transaction(() => {
      for (const [period, start] of Object.entries(starts)) {
        const put = (sel) =>
          raw.exec(`insert into cap_counters (company_id, zone, period, period_start, buyer_id, calls, attempts, connections, conversions, revenue_micros)
            ${sel} on conflict (company_id, zone, period, period_start, buyer_id) do update set
              calls = cap_counters.calls + excluded.calls, attempts = cap_counters.attempts + excluded.attempts,
              connections = cap_counters.connections + excluded.connections, conversions = cap_counters.conversions + excluded.conversions,
              revenue_micros = cap_counters.revenue_micros + excluded.revenue_micros`);
        put(`select company_id, '${period === 'total' ? '' : 'UTC'}', '${period}', ${start('answered_at')}, buyer_id, 0, 0, count(*), 0, 0
             from calls where buyer_id is not null and answered_at is not null group by 1, 2, 3, 4, 5`);
        put(`select company_id, '${period === 'total' ? '' : 'UTC'}', '${period}', ${start('created_at')}, buyer_id, 0, 0, 0, sum(buyer_converted), sum(case when buyer_converted = 1 then cast(round(revenue * 1000000) as integer) else 0 end)
             from calls where buyer_id is not null group by 1, 2, 3, 4, 5`);
        put(`select company_id, '${period === 'total' ? '' : 'UTC'}', '${period}', ${start('created_at')}, buyer_id, 0, count(*), 0, 0, 0
             from call_events where event_type = 'Dial' and buyer_id is not null group by 1, 2, 3, 4, 5`);
      }
      raw.exec(`update cap_counters set calls = (select count(*) from calls c where c.buyer_id = cap_counters.buyer_id)
        where period = 'total'`);
    })();
  }
  raw.exec('analyze');
  // Fold the seeding's WAL into the database file, as a quiet server's checkpoints would have.
  raw.pragma('wal_checkpoint(TRUNCATE)');
  raw.close();
  console.log(
    `seeded ${HISTORY_CALLS} calls in ${round(calls / 1000, 1)} s, ${HISTORY_EVENTS} call events in ${round(events / 1000, 1)} s` +
      (counted ? `, counters in ${round((performance.now() - t0 - calls - events) / 1000, 1)} s` : ''),
  );
}

/** The bare loop: the same buyers in memory, the same pure rules, no database. */
const inList = (v, list) => list.split(',').includes(v);
const bare = [];
let bareCpuUs = 0;
function timeBare() {
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
    if (i >= 10) bare.push(performance.now() - t0);
  }
  const cpu = process.cpuUsage(c0);
  bareCpuUs += cpu.user + cpu.system;
}

/** Times a build's router and adds its samples and CPU time to `into`. */
async function timeInto(b, into) {
  const samples = await timeRouter(b);
  into.push(...samples);
  b[`${into === b.fresh ? 'fresh' : 'history'}CpuUs`] =
    (b[`${into === b.fresh ? 'fresh' : 'history'}CpuUs`] ?? 0) + samples.cpuUs;
}

// Rounds alternate between the builds and the bare loop, so the machine's load falls on each alike.
for (let r = 0; r < ROUNDS; r++) {
  for (const b of builds) await timeInto(b, b.fresh);
  timeBare();
}
if (HISTORY_CALLS > 0) {
  for (const b of builds) seedHistory(b);
  for (let r = 0; r < ROUNDS; r++) {
    for (const b of builds) await timeInto(b, b.history);
    timeBare();
  }
}

bare.sort((a, b) => a - b);
const sorted = (a) => [...a].sort((x, y) => x - y);
const row = (name, s) => ({ name, p50_ms: round(percentile(s, 0.5)), p99_ms: round(percentile(s, 0.99)) });
const ratio = (s) => round(percentile(s, 0.99) / percentile(bare, 0.99), 1);
console.table([
  ...builds.flatMap((b) => [
    row(`CallRouter.plan (SQLite, ${b.name})`, sorted(b.fresh)),
    ...(HISTORY_CALLS > 0
      ? [
          row(
            `CallRouter.plan (${b.name}) after ${HISTORY_CALLS} calls, ${HISTORY_EVENTS} events`,
            sorted(b.history),
          ),
        ]
      : []),
  ]),
  row('bare loop in memory', bare),
]);
// CPU time per decision moves far less with a shared machine's load than the wall-clock percentiles.
const bareCpu = bareCpuUs / (ROUNDS * (HISTORY_CALLS > 0 ? 2 : 1) * (DECISIONS + 10));
console.log(`bare loop: ${round(bareCpu, 0)} µs CPU per decision`);
for (const b of builds) {
  const fresh = sorted(b.fresh);
  const history = sorted(b.history);
  const perDecision = (us) => round(us / (ROUNDS * DECISIONS), 0);
  console.log(
    `${b.name}: ${perDecision(b.freshCpuUs)} µs CPU per decision (${round(b.freshCpuUs / (ROUNDS * DECISIONS) / bareCpu, 1)}× the bare loop)` +
      (HISTORY_CALLS > 0
        ? `, ${perDecision(b.historyCpuUs)} µs after history (${round(b.historyCpuUs / b.freshCpuUs, 2)}× before it)`
        : ''),
  );
  console.log(
    `${b.name}: p99 ratio ${ratio(fresh)}× the bare loop (p50 ${round(percentile(fresh, 0.5) / percentile(bare, 0.5), 1)}×)` +
      (HISTORY_CALLS > 0
        ? `, ${ratio(history)}× after history (${round(percentile(history, 0.99) / percentile(fresh, 0.99), 2)}× before it)`
        : ''),
  );
}
console.log(
  `${BUYERS} buyers: ${specs.filter((s) => s.daily_cap_limit || s.revenue_daily_limit).length} capped, ` +
    `${specs.filter((s) => s.open_times).length} with hours, ${specs.filter((s) => s.token_filters).length} filtered; ` +
    `${ROUNDS} rounds of ${DECISIONS} decisions`,
);
for (const b of builds) {
  await b.leadline.close();
  for (const f of [b.file, `${b.file}-wal`, `${b.file}-shm`]) rmSync(f, { force: true });
}
