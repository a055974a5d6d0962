// pnpm bench: issue "every resource declared once" performance targets.
// 1,000,000 buyers across 100 companies on SQLite; GET list (25 rows, created_at range) and GET show,
// Leadline beside a bare node:http + better-sqlite3 handler; then Leadline at an evenly paced 2,000 req/s for p99,
// and columns= against full records on a wide resource. The bare handler runs at the same pace too, so
// the p99 shows beside what this machine gives a server that does nothing but the query.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { openLoop, withInServerLatency } from './open-loop.mjs';
import { profileArgs } from './profile.mjs';
import { DAY, seed } from './seed.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const dir = join(tmpdir(), 'leadline-bench');
mkdirSync(dir, { recursive: true });
const file = join(dir, `buyers-${ROWS}.db`);

console.log(`seeding ${ROWS.toLocaleString()} buyers across 100 companies in ${file} (once)…`);
const t0 = performance.now();
const { keys, now } = await seed(file, { rows: ROWS });
console.log(`  ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
function start(script, port) {
  const child = fork(here(script), [file, String(port)], { stdio: 'inherit', execArgv: profileArgs() });
  return new Promise((resolve) => child.on('message', (m) => m.ready && resolve(child)));
}
const rss = (child) =>
  new Promise((resolve) => {
    child.once('message', (m) => resolve(m.rss));
    child.send('rss');
  });

const ours = await start('./leadline-server.mjs', 4501);
const bare = await start('./bare-server.mjs', 4502);
// The servers must not outlive a failed run.
process.on('exit', () => {
  ours.kill();
  bare.kill();
});

const key = keys[7];
const auth = `Basic ${Buffer.from(`${key.publicKey}:${key.privateKey}`).toString('base64')}`;
const fmt = (ms) =>
  new Date(ms)
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' +0000');
const from = now - 3 * DAY;
const to = now - 2 * DAY;
// A buyer id of company 8 (ids are spread round-robin across companies).
const showId = 8 + 100 * Math.floor(ROWS / 300);

const targets = {
  list: {
    ours: `http://127.0.0.1:4501/api/v1/buyers?created_at_from=${encodeURIComponent(fmt(from))}&created_at_to=${encodeURIComponent(fmt(to))}`,
    bare: `http://127.0.0.1:4502/buyers?company_id=${key.companyId}&from=${from}&to=${to}`,
  },
  show: {
    ours: `http://127.0.0.1:4501/api/v1/buyers/${showId}`,
    bare: `http://127.0.0.1:4502/buyers/${showId}?company_id=${key.companyId}`,
  },
};

async function load(url, headers, opts = {}) {
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  const r = await autocannon({ url, headers, connections: 16, duration: DURATION, ...opts });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const results = {};
for (const [name, t] of Object.entries(targets)) {
  const o = await load(t.ours, { authorization: auth });
  const b = await load(t.bare, {});
  // Evenly paced open loop (open-loop.mjs says why not autocannon's rate), with the in-server view.
  const url = new URL(t.ours);
  const fixed = await withInServerLatency(ours, () =>
    openLoop({
      origin: url.origin,
      path: url.pathname + url.search,
      headers: { authorization: auth },
      rate: 2000,
      seconds: DURATION,
    }),
  );
  // The bare handler at the same pace: what this machine's client, kernel and query leave for any server.
  const bareUrl = new URL(t.bare);
  const bareFixed = await openLoop({
    origin: bareUrl.origin,
    path: bareUrl.pathname + bareUrl.search,
    rate: 2000,
    seconds: DURATION,
  });
  results[name] = {
    leadline: o,
    bare: b,
    ratio: +(o.rps / b.rps).toFixed(2),
    leadline_at_2000_rps: fixed,
    bare_at_2000_rps: bareFixed,
  };
}
const wide = await load(targets.list.ours, { authorization: auth });
const narrow = await load(`${targets.list.ours}&columns=id,name,created_at`, { authorization: auth });
results.columns = {
  full_rps: wide.rps,
  columns_rps: narrow.rps,
  speedup: +(narrow.rps / wide.rps).toFixed(2),
};
results.rss_mb = {
  leadline: Math.round((await rss(ours)) / 2 ** 20),
  bare: Math.round((await rss(bare)) / 2 ** 20),
};

ours.kill();
bare.kill();
console.table(
  Object.fromEntries(
    ['list', 'show'].map((n) => [
      n,
      {
        'leadline req/s': results[n].leadline.rps,
        'bare req/s': results[n].bare.rps,
        ratio: results[n].ratio,
        'p99 ms @2000/s': results[n].leadline_at_2000_rps.p99,
        'p50 ms @2000/s': results[n].leadline_at_2000_rps.p50,
        'in-server p99 ms': results[n].leadline_at_2000_rps.in_server?.p99,
        'bare p99 ms @2000/s': results[n].bare_at_2000_rps.p99,
        'achieved/s': results[n].leadline_at_2000_rps.rps,
      },
    ]),
  ),
);
console.log('columns=id,name,created_at vs full records:', results.columns);
console.log('server RSS (MB):', results.rss_mb);
mkdirSync(here('../results'), { recursive: true });
writeFileSync(
  here('../results/resources.json'),
  `${JSON.stringify({ rows: ROWS, duration_s: DURATION, at: new Date().toISOString(), ...results }, null, 2)}\n`,
);
