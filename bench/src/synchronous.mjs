// pnpm bench:synchronous, issue 20: what SQLite's synchronous = FULL (every commit survives a power
// cut) costs POST /leads against the default NORMAL, run side by side on the same machine, so the
// figure is a ratio rather than an absolute that depends on the disk.
import { fork } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { seedLeadBench } from './leads-seed.mjs';

const LIST = Number(process.env.BENCH_LIST ?? 10_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
// Not /dev/shm: fsync on memory-backed storage costs nothing, and the disk is what is measured.
const dir = join(process.env.BENCH_DIR ?? tmpdir(), 'leadline-bench-sync');
mkdirSync(dir, { recursive: true });
const here = (f) => fileURLToPath(new URL(f, import.meta.url));

async function run(mode, port) {
  const file = join(dir, `leads-${mode}.db`);
  for (const suffix of ['', '-wal', '-shm', '.secret-key']) rmSync(`${file}${suffix}`, { force: true });
  const { leadToken } = await seedLeadBench(file, { listSize: LIST });
  const server = fork(here('./leadline-server.mjs'), [file, String(port)], {
    stdio: 'inherit',
    env: { ...process.env, LEADLINE_SQLITE_SYNCHRONOUS: mode },
  });
  await new Promise((resolve) => server.on('message', (m) => m.ready && resolve()));
  const url = `http://127.0.0.1:${port}/api/v1/leads`;
  let next = 0;
  const body = () =>
    JSON.stringify({ lead_token: leadToken, caller_id: `+1212${String(next++).padStart(7, '0')}` });
  try {
    const ms = [];
    for (let i = 0; i < SEQUENTIAL; i++) {
      const t = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: body(),
      });
      await res.text();
      if (res.status !== 200) throw new Error(`POST /leads answered ${res.status}`);
      ms.push(performance.now() - t);
    }
    ms.sort((a, b) => a - b);
    const r = await autocannon({
      url,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      connections: 16,
      duration: DURATION,
      requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
    });
    return {
      one_at_a_time_p50_ms: +ms[Math.floor(ms.length / 2)].toFixed(2),
      one_at_a_time_p99_ms: +ms[Math.floor(ms.length * 0.99)].toFixed(2),
      sustained_rps: Math.round(r.requests.average),
      non2xx: r.non2xx,
    };
  } finally {
    server.kill();
  }
}

const normal = await run('normal', 4521);
const full = await run('full', 4522);
console.log(
  JSON.stringify(
    {
      list_size: LIST,
      at: new Date().toISOString(),
      normal,
      full,
      full_over_normal: {
        one_at_a_time_p50: +(full.one_at_a_time_p50_ms / normal.one_at_a_time_p50_ms).toFixed(2),
        sustained_rps: +(full.sustained_rps / normal.sustained_rps).toFixed(2),
      },
    },
    null,
    2,
  ),
);
