// node src/reports-profile.mjs — the statements of GET /calls/stats' 90-day day series in New York on
// the schema bench:reports seeded (BENCH_KEEP), each timed alone (p50 of BENCH_RUNS; BENCH_EXPLAIN=1
// prints each plan), beside the whole request: where the time of the zone-aware series goes.
// BENCH_DATABASE_URL=postgres://… node bench/src/reports-profile.mjs
import { createLeadline, openDatabase, systemContext } from '@leadline/core';
import { sql } from 'kysely';

const pgUrl = process.env.BENCH_DATABASE_URL;
const SCHEMA = 'leadline_bench_reports';
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const now = Date.UTC(2026, 5, 1);
const from = now - 90 * DAY;

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const time = async (fn) => {
  await fn();
  const out = [];
  for (let i = 0; i < RUNS; i++) {
    const s = performance.now();
    await fn();
    out.push(performance.now() - s);
  }
  return `p50 ${pct(out, 0.5).toFixed(1)} ms p99 ${pct(out, 0.99).toFixed(1)} ms`;
};

const pg = await openDatabase(pgUrl, { schema: SCHEMA });
const company = Number((await sql`select id from companies order by id limit 1`.execute(pg.db)).rows[0].id);
// New York's midnights are 04:00 or 05:00 UTC: hours 0–4 of each UTC day move.
const moved = [];
for (let d = from; d < now; d += DAY) for (let h = d; h < d + 5 * HOUR; h += HOUR) moved.push(h);
const statements = {
  'daily rows, 90 days': sql`select day as s, sum(calls) as v, sum(calls) as n from call_day_rollups
    where company_id = ${company} and day >= ${from} and day < ${now} group by day`,
  'moved hours, a list of 450': sql`select hour as s, sum(calls) as v, sum(calls) as n from call_rollups
    where company_id = ${company} and hour in (${sql.join(moved)}) group by hour`,
  'moved hours, = any(array)': sql`select hour as s, sum(calls) as v, sum(calls) as n from call_rollups
    where company_id = ${company} and hour = any(${moved}::bigint[]) group by hour`,
  'moved hours, a range per day': sql`select hour as s, sum(calls) as v, sum(calls) as n from call_rollups
    inner join generate_series(${from}::bigint, ${now - DAY}::bigint, ${sql.lit(DAY)}::bigint) as moved_from on true
    where company_id = ${company} and hour >= moved_from and hour < moved_from + ${sql.lit(5 * HOUR)} group by hour`,
  'moved hours, hour % day': sql`select hour as s, sum(calls) as v, sum(calls) as n from call_rollups
    where company_id = ${company} and hour >= ${from} and hour < ${now}
      and hour % ${sql.lit(DAY)} < ${sql.lit(5 * HOUR)} group by hour`,
  'all 2,160 hours': sql`select hour as s, sum(calls) as v, sum(calls) as n from call_rollups
    where company_id = ${company} and hour >= ${from} and hour < ${now} group by hour`,
  'partial hour from the calls': sql`select created_at / 900000 as s, count(*) as v, count(*) as n from calls
    where company_id = ${company} and deleted_at is null and created_at >= ${from} and created_at <= ${now}
      and created_at >= ${now} group by s`,
  'select 1 (a round trip)': sql`select 1`,
};
for (const [name, q] of Object.entries(statements)) {
  console.log(`  ${name.padEnd(30)} ${await time(() => q.execute(pg.db))}`);
  if (EXPLAIN && name !== 'select 1 (a round trip)') {
    const plan = await sql`explain (analyze, buffers) ${q}`.execute(pg.db);
    for (const r of plan.rows) console.log(`      ${r['QUERY PLAN']}`);
  }
}
await pg.close();

const leadline = await createLeadline({ database: pgUrl, databaseOptions: { schema: SCHEMA } });
const target = (await leadline.companies.list())[0];
const ctx = systemContext(target);
const ask = (zone) => ({
  ...(zone ? { time_zone: zone } : {}),
  group_by: 'created_at_day',
  stat: 'count',
  created_at_from: new Date(from).toISOString(),
  created_at_to: new Date(now).toISOString(),
});
for (const [name, stats, options] of [
  ['request, New York, auto', ask(), {}],
  ['request, UTC, auto', ask('UTC'), {}],
  ['request, New York, hours only', ask(), { readFrom: 'hours' }],
]) {
  let why = '';
  const t = await time(() =>
    leadline.reporting.callStats(ctx, stats, { ...options, trace: (s, w) => (why = `${s}: ${w}`) }),
  );
  console.log(`  ${name.padEnd(30)} ${t}\n    (${why})`);
}
await leadline.close();
