// pnpm bench:routing — issue 16: the routing decision for an offer with 1,000 eligible-looking
// buyers (mixed caps, hours, token filters, weights), in process on SQLite: p50/p99 of
// CallRouter.plan beside a bare loop over the same buyers in memory (the same rules with no
// database: pause, hours, filters, weighted order). Caps cost one aggregate query per capped
// buyer, which is what the ratio shows.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLeadline, systemContext } from '@leadline/core';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const DECISIONS = Number(process.env.BENCH_DECISIONS ?? 200);
const file = join(tmpdir(), `leadline-bench-routing-${process.pid}.db`);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (v, d = 2) => Math.round(v * 10 ** d) / 10 ** d;

const leadline = await createLeadline({ database: file });
const company = await leadline.companies.create({ name: 'Bench routing', time_zone: 'UTC' });
const ctx = systemContext(company);
const offer = await leadline.resource('offers').create(ctx, { name: 'Routing bench' });
const week = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, time_from: '00:00', time_to: '23:59' }));
const specs = [];
console.log(`creating ${BUYERS} buyers…`);
for (let i = 0; i < BUYERS; i++) {
  const spec = {
    name: `Buyer ${i}`,
    number: `+1312${String(5_000_000 + i).padStart(7, '0')}`,
    tier: 1 + (i % 5),
    weight: 1 + (i % 4),
    offer_ids: [offer.id],
    ...(i % 3 === 0 ? { daily_cap_limit: 1000, concurrency_cap_limit: 50 } : {}),
    ...(i % 4 === 0 ? { open_times: week } : {}),
    ...(i % 5 === 0 ? { token_filters: [{ key: 'caller_state', operator: 'in', value: 'CA,TX,NY' }] } : {}),
    ...(i % 7 === 0 ? { revenue_daily_limit: 5000 } : {}),
  };
  specs.push(spec);
  await leadline.resource('buyers').create(ctx, spec);
}
const tokens = { caller_state: 'TX' };
const query = { offerId: offer.id, tokens, checkType: 'buyer_forward', tried: [] };

// Warm up, then time the router.
for (let i = 0; i < 10; i++) await leadline.callRouter.plan(ctx, query);
const ours = [];
for (let i = 0; i < DECISIONS; i++) {
  const t0 = performance.now();
  const plan = await leadline.callRouter.plan(ctx, query);
  ours.push(performance.now() - t0);
  if (plan.steps.length !== BUYERS) throw new Error(`expected ${BUYERS} eligible, got ${plan.steps.length}`);
}

// The bare loop: the same buyers in memory, the same pure rules, no database.
const inList = (v, list) => list.split(',').includes(v);
const bare = [];
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

ours.sort((a, b) => a - b);
bare.sort((a, b) => a - b);
const row = (name, s) => ({ name, p50_ms: round(percentile(s, 0.5)), p99_ms: round(percentile(s, 0.99)) });
console.table([row('CallRouter.plan (SQLite)', ours), row('bare loop in memory', bare)]);
console.log(
  `p99 ratio: ${round(percentile(ours, 0.99) / percentile(bare, 0.99), 0)}× the bare loop ` +
    `(${BUYERS} buyers: ${specs.filter((s) => s.daily_cap_limit || s.revenue_daily_limit).length} capped, ` +
    `${specs.filter((s) => s.open_times).length} with hours, ${specs.filter((s) => s.token_filters).length} filtered)`,
);
await leadline.close();
for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
