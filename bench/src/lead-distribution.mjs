// pnpm bench:lead-distribution (issue 32, item 1): what routing a lead through a lead_distribution
// schedule adds to POST /leads. One server, one SQLite file, two schedules of one company:
//   plain  — a contact_caller schedule (the lead is enrolled there, nothing else);
//   routed — a lead_distribution schedule with three distributions: one whose filter fails, one
//            with a daily cap (its row read and today's leads counted in the lead's transaction),
//            and a last one that takes what the capped one leaves.
// Rounds alternate plain / routed so drift on this shared machine falls on both; the figure is the
// ratio routed / plain of the same run, sustained and one lead at a time.
import { fork } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLeadline, systemContext } from '@leadline/core';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CAP = Number(process.env.BENCH_CAP ?? 1_000_000);
const dir = join(process.env.BENCH_DIR ?? tmpdir(), 'leadline-bench');
mkdirSync(dir, { recursive: true });
const file = join(dir, 'lead-distribution.db');
for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });

const leadline = await createLeadline({ database: file });
const company = await leadline.companies.create({
  name: 'Distribution bench',
  time_zone: 'America/New_York',
});
const ctx = systemContext(company);
const schedules = leadline.resource('schedules');
const offer = await leadline.resource('offers').create(ctx, { name: 'Bench offer' });
const plain = await schedules.create(ctx, { name: 'Plain', offer_id: offer.id });
const router = await schedules.create(ctx, {
  name: 'Router',
  schedule_type: 'lead_distribution',
  offer_id: offer.id,
});
const targetA = await schedules.create(ctx, { name: 'Target A', offer_id: offer.id });
const targetB = await schedules.create(ctx, { name: 'Target B', offer_id: offer.id });
const distributions = leadline.resource('schedule_distributions');
await distributions.create(ctx, {
  name: 'Texas only',
  schedule_id: router.id,
  target_schedule_id: targetA.id,
  sortable_order: 1,
  filters: [{ key: 'geo_state', operator: 'in', value: ['TX'] }],
});
await distributions.create(ctx, {
  name: 'Capped',
  schedule_id: router.id,
  target_schedule_id: targetA.id,
  sortable_order: 2,
  daily_cap_limit: CAP,
  filters: [{ key: 'loan_amount', operator: '>=', value: 500 }],
});
await distributions.create(ctx, {
  name: 'Rest',
  schedule_id: router.id,
  target_schedule_id: targetB.id,
  sortable_order: 3,
});
await leadline.close();

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
const server = fork(here('./leadline-server.mjs'), [file, '4512'], { stdio: 'inherit' });
await new Promise((resolve) => server.on('message', (m) => m.ready && resolve()));
process.on('exit', () => server.kill());
const url = 'http://127.0.0.1:4512/api/v1/leads';

let next = 0;
const body = (token) => () => {
  const i = next++;
  return JSON.stringify({
    lead_token: token,
    caller_id: `+1212${String(i).padStart(7, '0')}`,
    first_name: 'Bench',
    state: 'CA',
    data: { loan_amount: 500 + (i % 100) },
  });
};

async function load(token, duration = DURATION) {
  const make = body(token);
  const r = await autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (req) => ({ ...req, body: make() }) }],
  });
  return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

async function oneAtATime(token, n) {
  const make = body(token);
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: make(),
    });
    await res.text();
    if (res.status !== 200) throw new Error(`POST /leads answered ${res.status}`);
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return +ms[Math.floor(n / 2)].toFixed(3);
}

// Warm-up on both: the JIT, the statement cache and the token cache.
for (const token of [plain.lead_token, router.lead_token]) await load(token, 2);
const rounds = [];
for (let round = 0; round < ROUNDS; round++) {
  const p = await load(plain.lead_token);
  const d = await load(router.lead_token);
  const p1 = await oneAtATime(plain.lead_token, 200);
  const d1 = await oneAtATime(router.lead_token, 200);
  rounds.push({ plain: p, routed: d, plain_one_p50_ms: p1, routed_one_p50_ms: d1 });
}
server.kill();

const sum = (f) => rounds.reduce((s, r) => s + f(r), 0);
const results = {
  at: new Date().toISOString(),
  duration_s: DURATION,
  connections: CONNECTIONS,
  rounds,
  sustained_ratio: +(sum((r) => r.routed.rps) / sum((r) => r.plain.rps)).toFixed(3),
  one_at_a_time_p50_ratio: +(sum((r) => r.routed_one_p50_ms) / sum((r) => r.plain_one_p50_ms)).toFixed(3),
};
console.table(
  rounds.map((r) => ({
    'plain leads/s': r.plain.rps,
    'routed leads/s': r.routed.rps,
    'plain p99 ms': r.plain.p99,
    'routed p99 ms': r.routed.p99,
    'plain one p50 ms': r.plain_one_p50_ms,
    'routed one p50 ms': r.routed_one_p50_ms,
    non2xx: r.plain.non2xx + r.routed.non2xx,
  })),
);
console.log(
  'routed / plain: sustained',
  results.sustained_ratio,
  '· one at a time p50',
  results.one_at_a_time_p50_ratio,
);
mkdirSync(here('../results'), { recursive: true });
writeFileSync(here('../results/lead-distribution.json'), `${JSON.stringify(results, null, 2)}\n`);
