// pnpm bench: issue "every resource declared once" performance targets.
// 1,000,000 buyers across 100 companies on SQLite; GET list (25 rows, created_at range) and GET show,
// Leadline beside a bare node:http + better-sqlite3 handler; then Leadline at an evenly paced 2,000 req/s for p99,
// and columns= against full records on a wide resource. The bare handler runs at the same pace too, so
// the p99 shows beside what this machine gives a server that does nothing but the query.
import { fork } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { openLoop, withInServerLatency } from './open-loop.mjs';
import { cpuOf, cpuPerRequest, profileArgs } from './profile.mjs';
import { DAY, seed } from './seed.mjs';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (process.env.BENCH_QUICK ? 1 : 3));
const dir = join(tmpdir(), 'leadline-bench');
mkdirSync(dir, { recursive: true });
const file = join(dir, `buyers-${ROWS}.db`);

console.log(`seeding ${ROWS.toLocaleString()} buyers across 100 companies in ${file} (once)…`);
const t0 = performance.now();
const { keys, now } = await seed(file, { rows: ROWS });
console.log(`  ready in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
// BENCH_BEFORE=DIR: a checkout of the code before a change, built: its server runs in the same
// rounds, on a copy of the database without this code's newer migrations.
const BEFORE = process.env.BENCH_BEFORE;
const beforeFile = `${file}.before`;
if (BEFORE) {
  copyFileSync(file, beforeFile);
  const db = new Database(beforeFile);
  // The migrations the code before knows, from its source: the rest are forgotten in the copy.
  const index = readFileSync(`${BEFORE}/packages/core/src/db/migrations/index.ts`, 'utf8');
  const known = new Set([...index.matchAll(/'(\d{4}_\w+)':/g)].map((m) => m[1]));
  for (const { name } of db.prepare('select name from kysely_migration').all()) {
    if (!known.has(name)) db.prepare('delete from kysely_migration where name = ?').run(name);
  }
  // Migration 0040's table and triggers, where the code before does not know them.
  if (![...known].some((name) => name.startsWith('0040_'))) {
    for (const { name } of db
      .prepare("select name from sqlite_master where type = 'trigger' and name like '%_credentials'")
      .all())
      db.exec(`drop trigger ${name}`);
    db.exec('drop table if exists credential_epoch');
  }
  db.close();
}
function start(script, port, before = false) {
  const args = before ? [beforeFile, String(port), BEFORE] : [file, String(port)];
  const child = fork(here(script), args, { stdio: 'inherit', execArgv: profileArgs() });
  return new Promise((resolve) => child.on('message', (m) => m.ready && resolve(child)));
}
const rss = (child) =>
  new Promise((resolve) => {
    child.once('message', (m) => resolve(m.rss));
    child.send('rss');
  });

const ours = await start('./leadline-server.mjs', 4501);
const bare = await start('./bare-server.mjs', 4502);
const before = BEFORE ? await start('./leadline-server.mjs', 4503, true) : null;
// The servers must not outlive a failed run.
process.on('exit', () => {
  ours.kill();
  bare.kill();
  before?.kill();
  // The copy the code before ran on is made afresh each run.
  if (BEFORE)
    for (const suffix of ['', '-wal', '-shm', '.secret-key'])
      rmSync(`${beforeFile}${suffix}`, { force: true });
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
    before: `http://127.0.0.1:4503/api/v1/buyers?created_at_from=${encodeURIComponent(fmt(from))}&created_at_to=${encodeURIComponent(fmt(to))}`,
    bare: `http://127.0.0.1:4502/buyers?company_id=${key.companyId}&from=${from}&to=${to}`,
  },
  show: {
    ours: `http://127.0.0.1:4501/api/v1/buyers/${showId}`,
    before: `http://127.0.0.1:4503/api/v1/buyers/${showId}`,
    bare: `http://127.0.0.1:4502/buyers/${showId}?company_id=${key.companyId}`,
  },
};

async function load(url, headers, child = undefined) {
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  const a = child && (await cpuOf(child));
  const r = await autocannon({ url, headers, connections: 16, duration: DURATION });
  const b = child && (await cpuOf(child));
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    // The server's own CPU per request: the load of other work on the machine disturbs it least.
    cpu_us: child ? cpuPerRequest(a, b) : undefined,
  };
}

// BENCH_PATHS=show (or list) runs one path alone: a CPU profile (BENCH_PROFILE) of one path.
const paths = (process.env.BENCH_PATHS ?? 'list,show').split(',');
const results = {};
for (const [name, t] of Object.entries(targets)) {
  if (!paths.includes(name)) continue;
  // Rounds, each running Leadline, the bare handler (and the code before) in turn: on a shared
  // machine the load moves between runs, so each ratio is taken within its round; medians shown.
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    rounds.push({
      o: await load(t.ours, { authorization: auth }, ours),
      b: await load(t.bare, {}, bare),
      ...(before ? { w: await load(t.before, { authorization: auth }, before) } : {}),
    });
  }
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
  const pick = (k) => ({
    rps: median(rounds.map((r) => r[k].rps)),
    p50: median(rounds.map((r) => r[k].p50)),
    p99: median(rounds.map((r) => r[k].p99)),
    errors: rounds.reduce((n, r) => n + r[k].errors, 0),
    cpu_us: median(rounds.map((r) => r[k].cpu_us)),
  });
  const o = pick('o');
  const b = pick('b');
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
    ratio: +median(rounds.map((r) => r.o.rps / r.b.rps)).toFixed(2),
    cpu_ratio: +median(rounds.map((r) => r.b.cpu_us / r.o.cpu_us)).toFixed(2),
    ...(before
      ? {
          before: pick('w'),
          before_ratio: +median(rounds.map((r) => r.w.rps / r.b.rps)).toFixed(2),
          before_cpu_ratio: +median(rounds.map((r) => r.b.cpu_us / r.w.cpu_us)).toFixed(2),
        }
      : {}),
    leadline_at_2000_rps: fixed,
    bare_at_2000_rps: bareFixed,
  };
}
if (paths.includes('list')) {
  const wide = await load(targets.list.ours, { authorization: auth }, ours);
  const narrow = await load(`${targets.list.ours}&columns=id,name,created_at`, { authorization: auth }, ours);
  results.columns = {
    full_rps: wide.rps,
    columns_rps: narrow.rps,
    speedup: +(narrow.rps / wide.rps).toFixed(2),
  };
}
// Resident memory, and its two parts where /proc says (Linux): the process's own (anonymous)
// memory, and pages of the database file mapped in (mmap_size), which the kernel's page cache
// holds for every process reading the file and takes back under pressure.
const mb = (bytes) => (bytes === undefined ? undefined : Math.round(bytes / 2 ** 20));
const memory = async (child) => {
  const m = await rss(child);
  return { rss: mb(m.rss), anon: mb(m.anon), file: mb(m.file) };
};
results.rss_mb = {
  leadline: await memory(ours),
  bare: await memory(bare),
  ...(before ? { before: await memory(before) } : {}),
};

// Children write their CPU profiles (BENCH_PROFILE) on a clean exit only.
ours.kill('SIGTERM');
bare.kill('SIGTERM');
before?.kill('SIGTERM');
await new Promise((resolve) => setTimeout(resolve, process.env.BENCH_PROFILE ? 2000 : 0));
console.table(
  Object.fromEntries(
    Object.keys(targets)
      .filter((n) => results[n])
      .map((n) => [
        n,
        {
          'leadline req/s': results[n].leadline.rps,
          'bare req/s': results[n].bare.rps,
          ratio: results[n].ratio,
          'CPU µs/req': results[n].leadline.cpu_us,
          'bare CPU µs/req': results[n].bare.cpu_us,
          'CPU ratio': results[n].cpu_ratio,
          ...(before
            ? {
                'before req/s': results[n].before.rps,
                'before ratio': results[n].before_ratio,
                'before CPU µs/req': results[n].before.cpu_us,
                'before CPU ratio': results[n].before_cpu_ratio,
              }
            : {}),
          'p99 ms @2000/s': results[n].leadline_at_2000_rps.p99,
          'p50 ms @2000/s': results[n].leadline_at_2000_rps.p50,
          'in-server p99 ms': results[n].leadline_at_2000_rps.in_server?.p99,
          'bare p99 ms @2000/s': results[n].bare_at_2000_rps.p99,
          'achieved/s': results[n].leadline_at_2000_rps.rps,
        },
      ]),
  ),
);
if (results.columns) console.log('columns=id,name,created_at vs full records:', results.columns);
const { leadline: l, bare: b } = results.rss_mb;
console.log(
  `server RSS: Leadline ${l.rss} MB (own ${l.anon ?? '?'}, mapped file ${l.file ?? '?'}), ` +
    `bare ${b.rss} MB (own ${b.anon ?? '?'}, mapped file ${b.file ?? '?'}); ` +
    `ratio ${(l.rss / b.rss).toFixed(2)}, own memory ${l.anon && b.anon ? (l.anon / b.anon).toFixed(2) : '?'}`,
);
const w = results.rss_mb.before;
if (w)
  console.log(
    `  before: ${w.rss} MB (own ${w.anon ?? '?'}, mapped file ${w.file ?? '?'}), ratio ${(w.rss / b.rss).toFixed(2)}`,
  );
mkdirSync(here('../results'), { recursive: true });
writeFileSync(
  here('../results/resources.json'),
  `${JSON.stringify({ rows: ROWS, duration_s: DURATION, at: new Date().toISOString(), ...results }, null, 2)}\n`,
);
