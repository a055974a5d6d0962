// pnpm bench:hostile-bodies — does a stream of expensive bodies at a public endpoint slow other
// requests? (issue 26, item 6). GET /api/v1/me (authentication and a small answer) on SQLite,
// measured alone and then while other clients keep posting the issue's bodies to the public
// POST /api/v1/leads: 1.7 MB of JSON with 100,000 keys, 100,000 keys in 800 KB, 100,000 nested
// arrays, and a 900,000-character string. Both runs against the same server in the same run;
// the ratios say how much the hostile stream costs everyone else. A third run sends the same
// bodies at the same pace to a bare node:http server on the same machine, which reads and drops
// them: the cost of the bytes arriving on a shared machine, which no server escapes, apart from
// what Leadline does with them.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (f) => fileURLToPath(new URL(f, import.meta.url));

if (process.argv[2] === 'sender') {
  // The hostile clients, in a process of their own so their JSON building costs the load generator nothing.
  const [, , , url, parallel, rate] = process.argv;
  const keys = (n, value) =>
    JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, value])));
  // Encoded once: the bench measures the server, not the client's encoding.
  const bodies = [
    keys(100_000, 'values'),
    keys(100_000, 'v'),
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
    JSON.stringify({ lead_token: 'x', x: 'y'.repeat(900_000) }),
  ].map((b) => Buffer.from(b));
  /** A steady stream: each client sends one body every `gap` ms, or at once when the last took longer. */
  const gap = (1000 * Number(parallel)) / Number(rate);
  let stop = false;
  process.on('message', (m) => {
    if (m === 'stop') stop = true;
  });
  const statuses = {};
  const ms = [];
  let n = 0;
  const loop = async () => {
    while (!stop) {
      const body = bodies[n++ % bodies.length];
      const started = performance.now();
      const next = started + gap;
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      await res.arrayBuffer();
      ms.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      const wait = next - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
  };
  process.send({ ready: true });
  await Promise.all(Array.from({ length: Number(parallel) }, loop));
  ms.sort((a, b) => a - b);
  const mb = bodies.reduce((sum, b) => sum + b.length, 0) / bodies.length / 1e6;
  process.send({ done: true, statuses, count: ms.length, p50: ms[Math.floor(ms.length / 2)] ?? 0, mb });
  process.exit(0);
}

const { createLeadline } = await import('@leadline/core');
const { createTestTenant } = await import('@leadline/core/testing');
const { default: autocannon } = await import('autocannon');

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** Hostile clients posting at once, and the bodies a second they send together (at most). */
const PARALLEL = Number(process.env.BENCH_HOSTILE ?? 4);
const RATE = Number(process.env.BENCH_HOSTILE_RATE ?? 10);
const PORT = 4611;
const SINK_PORT = 4612;
const dir = mkdtempSync(join(tmpdir(), 'leadline-bench-hostile-'));
const file = join(dir, 'hostile.db');
const seeded = await createLeadline({ database: file });
const { authorization } = await createTestTenant(seeded, 'Bench Hostile Co');
await seeded.close();

const children = [];
process.on('exit', () => {
  for (const c of children) c.kill();
  rmSync(dir, { recursive: true, force: true });
});
const ready = (child) => new Promise((resolve) => child.on('message', (m) => m.ready && resolve(child)));
// The server as the auth bench runs it: no key cache, no rate limit.
const server = fork(here('./auth-server.mjs'), [file, String(PORT), 'nocache'], { stdio: 'inherit' });
children.push(server);
await ready(server);
const base = `http://127.0.0.1:${PORT}`;
// The bare sink: node:http reads and drops an unread body before the next request on the connection.
const sink = fork(here('./auth-server.mjs'), [file, String(SINK_PORT), 'bare'], { stdio: 'inherit' });
children.push(sink);
await ready(sink);

async function cheapGets() {
  const url = `${base}/api/v1/me`;
  const check = await fetch(url, { headers: { authorization } });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  const r = await autocannon({ url, headers: { authorization }, connections: 8, duration: DURATION });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/** Cheap GETs to Leadline while PARALLEL clients keep posting the hostile bodies to `target`. */
async function besidePosters(target) {
  const sender = fork(here('./hostile-bodies.mjs'), ['sender', target, String(PARALLEL), String(RATE)], {
    stdio: 'inherit',
  });
  children.push(sender);
  await ready(sender);
  const gets = await cheapGets();
  const posted = await new Promise((resolve) => {
    sender.on('message', (m) => m.done && resolve(m));
    sender.send('stop');
  });
  return { gets, posted };
}

const alone = await cheapGets();
const control = await besidePosters(`http://127.0.0.1:${SINK_PORT}/api/v1/leads`);
const { gets: beside, posted: hostile } = await besidePosters(`${base}/api/v1/leads`);

const line = (name, r) =>
  `  ${name.padEnd(40)} ${String(r.rps).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms${r.errors ? `  errors ${r.errors}` : ''}`;
console.log(
  `\nexpensive bodies beside cheap requests, ${DURATION} s per run, 8 connections, SQLite; ` +
    `hostile stream: ${PARALLEL} clients, up to ${RATE} bodies/s`,
);
console.log(line('GET /api/v1/me alone', alone));
console.log(line(`  beside ${PARALLEL} posters to a bare sink`, control.gets));
console.log(line(`  beside ${PARALLEL} hostile posters to Leadline`, beside));
console.log(
  `  bare sink: ${control.posted.count} bodies, answered ${JSON.stringify(control.posted.statuses)}, ` +
    `p50 ${control.posted.p50.toFixed(1)} ms`,
);
console.log(
  `  hostile POST /api/v1/leads: ${hostile.count} bodies of ${hostile.mb.toFixed(2)} MB on average, ` +
    `answered ${JSON.stringify(hostile.statuses)}, p50 ${hostile.p50.toFixed(1)} ms`,
);
const ratio = (a, b) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
console.log(
  `  hostile to Leadline / alone: p50 ${ratio(beside.p50, alone.p50)}, p99 ${ratio(beside.p99, alone.p99)}, ` +
    `throughput ${ratio(beside.rps, alone.rps)}`,
);
console.log(
  `  hostile to Leadline / same bodies to the bare sink: p50 ${ratio(beside.p50, control.gets.p50)}, ` +
    `p99 ${ratio(beside.p99, control.gets.p99)}, throughput ${ratio(beside.rps, control.gets.rps)}`,
);
process.exit(0);
