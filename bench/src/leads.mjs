// pnpm bench, issues 4 and 30 (leads): POST /leads on SQLite with a 1,000,000-number suppression
// list attached to the offer, beside a bare handler doing the same durable writes
// (bare-leads-server.mjs) in the same run. Targets (issue 30): sustained >= 0.5 of the bare
// handler; p99 in the server <= 5 ms at 2,000 leads/s.
// Every request is a new caller (a duplicate would be a cheap 422, not a lead); one in ten is on
// the list, so the suppressed path (status dnc, a dnc_check_logs row) is measured too.
import { fork } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seedLeadBench } from './leads-seed.mjs';
import { openLoop, withInServerLatency } from './open-loop.mjs';
import { cpuOf, cpuPerRequest, profileArgs } from './profile.mjs';

const LIST = Number(process.env.BENCH_LIST ?? 1_000_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
// BENCH_DIR=/dev/shm puts the database in memory-backed storage, to see what the disk costs.
const dir = join(process.env.BENCH_DIR ?? tmpdir(), 'leadline-bench');
mkdirSync(dir, { recursive: true });

const here = (f) => fileURLToPath(new URL(f, import.meta.url));

/**
 * One server on its own freshly seeded database: a sustained closed loop, a paced 2,000/s open loop
 * with the in-server view, the CPU per lead over the sustained run, then one lead at a time.
 */
async function measure(name, script, port) {
  // A fresh file per run: leads from an earlier run would make this one's numbers duplicates.
  const file = join(dir, `leads-${LIST}-${name}.db`);
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  console.log(`${name}: seeding a ${LIST.toLocaleString()}-number suppression list in ${file}…`);
  const t0 = performance.now();
  const { leadToken, listedNumber } = await seedLeadBench(file, { listSize: LIST });
  console.log(`  ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const server = fork(here(script), [file, String(port)], {
    stdio: 'inherit',
    execArgv: [...profileArgs(), ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean)],
  });
  await new Promise((resolve) => server.on('message', (m) => m.ready && resolve()));
  const stop = () => server.kill();
  process.on('exit', stop);

  const url = `http://127.0.0.1:${port}/api/v1/leads`;
  // Callers +1 212 000 0000 upward, never on the list (the list holds +1 310 …).
  let next = 0;
  const body = () => {
    const i = next++;
    const caller = i % 10 === 9 ? listedNumber(i) : `+1212${String(i).padStart(7, '0')}`;
    return JSON.stringify({
      lead_token: leadToken,
      caller_id: caller,
      first_name: 'Bench',
      data: { loan_amount: 500 + (i % 100) },
    });
  };

  async function load(opts) {
    const statuses = {};
    const r = await autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
      ...opts,
    });
    for (const [code, n] of Object.entries(r.statusCodeStats ?? {})) statuses[code] = n.count;
    return {
      rps: Math.round(r.requests.average),
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      errors: r.errors + r.timeouts,
      non2xx: r.non2xx,
      statuses,
    };
  }

  async function oneAtATime(n) {
    const ms = [];
    let non2xx = 0;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(),
      });
      await res.text();
      if (res.status !== 200) non2xx++;
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    const at = (q) => +ms[Math.min(n - 1, Math.floor(q * n))].toFixed(2);
    return {
      rps: Math.round(n / ((performance.now() - t0) / 1000)),
      p50: at(0.5),
      p99: at(0.99),
      max: at(1),
      non2xx,
    };
  }

  // A short warm-up: the JIT, the statement cache and the token cache.
  const check = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body(),
  });
  if (check.status !== 200)
    throw new Error(`${name}: POST /leads answered ${check.status}: ${await check.text()}`);
  await load({ duration: 2 });
  const before = await cpuOf(server);
  const sustained = await load({});
  const after = await cpuOf(server);
  sustained.cpu_us = cpuPerRequest(before, after);
  // Evenly paced open loop (open-loop.mjs says why not autocannon's rate), with the in-server view.
  const at2000 = await withInServerLatency(server, () =>
    openLoop({
      origin: `http://127.0.0.1:${port}`,
      path: '/api/v1/leads',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      rate: 2000,
      seconds: DURATION,
    }),
  );
  // Then one lead at a time: the latency of a lead when nothing queues.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const sequential = await oneAtATime(300);
  const rss = await new Promise((resolve) => {
    server.once('message', (m) => resolve(m.rss?.rss ?? m.rss));
    server.send('rss');
  });
  stop();
  process.off('exit', stop);
  return { database: file, sustained, at2000, sequential, rss_mb: Math.round(rss / 2 ** 20) };
}

// The bare handler first, then Leadline, in the same run (BENCH_SERVER swaps Leadline's child).
const bare = await measure('bare', './bare-leads-server.mjs', 4512);
const leadline = await measure('leadline', process.env.BENCH_SERVER ?? './leadline-server.mjs', 4511);
const { sustained, at2000, sequential } = leadline;
const ratio = (a, b) => (a && b ? +(a / b).toFixed(2) : undefined);

const results = {
  list_size: LIST,
  duration_s: DURATION,
  connections: CONNECTIONS,
  at: new Date().toISOString(),
  bare: {
    sustained: bare.sustained,
    at_2000_per_s: bare.at2000,
    one_at_a_time: bare.sequential,
    rss_mb: bare.rss_mb,
  },
  sustained,
  at_2000_per_s: at2000,
  one_at_a_time: sequential,
  rss_mb: leadline.rss_mb,
  // Throughput and CPU per lead as ratios to the bare handler doing the same durable writes.
  ratio_to_bare: {
    sustained_rps: ratio(sustained.rps, bare.sustained.rps),
    cpu_per_lead: ratio(bare.sustained.cpu_us, sustained.cpu_us),
  },
  targets: {
    sustained_ratio_to_bare: {
      target: 0.5,
      met: (ratio(sustained.rps, bare.sustained.rps) ?? 0) >= 0.5 && sustained.non2xx === 0,
    },
    in_server_p99_ms_at_2000_per_s: {
      target: 5,
      met: (at2000.in_server?.p99 ?? Number.POSITIVE_INFINITY) <= 5 && at2000.non2xx === 0,
    },
  },
};
const row = (r) => ({
  'leads/s': r.rps,
  'p50 ms': r.p50,
  'p90 ms': r.p90 ?? '',
  'p99 ms': r.p99,
  'max ms': r.max,
  non2xx: r.non2xx,
});
console.table({
  'bare sustained': row(bare.sustained),
  'bare @2000/s in server': row({ ...bare.at2000, ...bare.at2000.in_server }),
  sustained: row(sustained),
  '@2000/s': row(at2000),
  '@2000/s in server': row({ ...at2000, ...at2000.in_server }),
  'one at a time': row(sequential),
});
console.log('CPU µs per lead: bare', bare.sustained.cpu_us, 'leadline', sustained.cpu_us);
// The in-server tail's causes at 2,000/s: the event loop's delays and the GC's pauses (ms).
const tail = ({ loop_delay_p99, loop_delay_max, gc_pauses, gc_p99, gc_max, gc_total } = {}) => ({
  loop_delay_p99,
  loop_delay_max,
  gc_pauses,
  gc_p99,
  gc_max,
  gc_total,
});
console.table({ bare: tail(bare.at2000.in_server ?? {}), leadline: tail(at2000.in_server ?? {}) });
console.log('ratios to bare:', results.ratio_to_bare);
console.log('targets:', results.targets, 'server RSS (MB): bare', bare.rss_mb, 'leadline', results.rss_mb);
mkdirSync(here('../results'), { recursive: true });
writeFileSync(here('../results/leads.json'), `${JSON.stringify(results, null, 2)}\n`);
