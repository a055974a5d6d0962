// pnpm bench:auth — what authenticating every request costs with verified credentials remembered
// until the credential epoch moves (the default: pausing or revoking a key still takes effect at
// once, in every process), with nothing remembered (authCacheMs 0), and what counting the rate
// limit in the database adds. GET /api/v1/me (authentication and a small answer) on SQLite, beside
// GET /healthz of the same server (no authentication) and a bare node:http handler answering a
// constant, run side by side in the same run. BENCH_PROFILE=DIR profiles the servers.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLeadline } from '@leadline/core';
import { createTestTenant } from '@leadline/core/testing';
import autocannon from 'autocannon';
import { cpuOf, cpuPerRequest, profileArgs } from './profile.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 3);
// BENCH_BEFORE=DIR: a checkout of the code before a change, built; its servers run in the same rounds.
const BEFORE = process.env.BENCH_BEFORE;
const dir = mkdtempSync(join(tmpdir(), 'leadline-bench-auth-'));
const file = join(dir, 'auth.db');
const seeded = await createLeadline({ database: file });
const { authorization } = await createTestTenant(seeded, 'Bench Auth Co');
await seeded.close();
// The code before keeps its own database: its migrations must not meet this code's.
const beforeFile = join(dir, 'auth-before.db');
let beforeAuthorization;
if (BEFORE) {
  const core = await import(`${BEFORE}/packages/core/dist/index.js`);
  const testing = await import(`${BEFORE}/packages/core/dist/testing/index.js`);
  const old = await core.createLeadline({ database: beforeFile });
  beforeAuthorization = (await testing.createTestTenant(old, 'Bench Auth Co')).authorization;
  await old.close();
}

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
const children = [];
process.on('exit', () => {
  for (const c of children) c.kill();
  rmSync(dir, { recursive: true, force: true });
});
function start(mode, port) {
  const before = mode.endsWith('-before');
  const args = before
    ? [beforeFile, String(port), mode.slice(0, -'-before'.length), BEFORE]
    : [file, String(port), mode];
  const child = fork(here('./auth-server.mjs'), args, {
    stdio: 'inherit',
    execArgv: profileArgs(),
  });
  children.push(child);
  return new Promise((resolve) => child.on('message', (m) => m.ready && resolve(child)));
}

async function load(url, headers = {}, child = undefined) {
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  const before = child && (await cpuOf(child));
  const r = await autocannon({ url, headers, connections: 16, duration: DURATION });
  const after = child && (await cpuOf(child));
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
    cpu_us: child ? cpuPerRequest(before, after) : undefined,
  };
}

const modes = {
  bare: 4601,
  cache: 4602,
  nocache: 4603,
  limited: 4604,
  ...(BEFORE ? { 'nocache-before': 4605, 'limited-before': 4606 } : {}),
};
const servers = {};
for (const [mode, port] of Object.entries(modes)) servers[mode] = await start(mode, port);
const url = (mode, path) => `http://127.0.0.1:${modes[mode]}${path}`;
const auth = { authorization };

// Rounds, each running every server in turn: on a shared machine the load moves between runs,
// so each ratio is taken against the bare handler of its own round, and the median is shown.
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? (process.env.BENCH_QUICK ? 1 : 3));
const targets = {
  bare: [url('bare', '/me')],
  'healthz (no authentication)': [url('cache', '/healthz')],
  'me (default: remembered)': [url('cache', '/api/v1/me'), auth],
  'me, nothing remembered (authCacheMs 0)': [url('nocache', '/api/v1/me'), auth],
  'me + rate limit in the database (as served)': [url('limited', '/api/v1/me'), auth],
  ...(BEFORE
    ? {
        'before: me (default, nothing remembered)': [
          url('nocache-before', '/api/v1/me'),
          { authorization: beforeAuthorization },
        ],
        'before: me + rate limit (as served)': [
          url('limited-before', '/api/v1/me'),
          { authorization: beforeAuthorization },
        ],
      }
    : {}),
};
const rounds = [];
for (let i = 0; i < ROUNDS; i++) {
  const round = {};
  for (const [name, [u, headers]] of Object.entries(targets)) {
    const mode = Object.keys(modes).find((m) => u.includes(`:${modes[m]}/`));
    round[name] = await load(u, headers, servers[mode]);
  }
  rounds.push(round);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ratio = (name, to) => median(rounds.map((r) => r[name].rps / r[to].rps));
// CPU per request: what the server itself spends, which the machine's other load disturbs least.
const cpu = (name) => median(rounds.map((r) => r[name].cpu_us ?? Number.NaN));
const cpuRatio = (name, to) => median(rounds.map((r) => r[to].cpu_us / r[name].cpu_us));
console.log(
  `\nauthentication cost, ${ROUNDS} rounds of ${DURATION} s per server, 16 connections, SQLite (medians)`,
);
console.log(
  `  ${''.padEnd(44)} ${'req/s'.padStart(7)}  ${'p99'.padStart(6)}  ÷bare  ÷healthz  CPU µs/req  CPU: bare÷  healthz÷`,
);
for (const name of Object.keys(targets)) {
  const rps = median(rounds.map((r) => r[name].rps));
  const p99 = median(rounds.map((r) => r[name].p99));
  const errors = rounds.reduce((n, r) => n + r[name].errors, 0);
  console.log(
    `  ${name.padEnd(44)} ${String(rps).padStart(7)}  ${String(p99).padStart(6)}  ${ratio(name, 'bare').toFixed(2).padStart(5)}  ` +
      `${ratio(name, 'healthz (no authentication)').toFixed(2).padStart(8)}  ${String(cpu(name)).padStart(10)}  ` +
      `${cpuRatio(name, 'bare').toFixed(2).padStart(10)}  ${cpuRatio(name, 'healthz (no authentication)').toFixed(2).padStart(8)}` +
      `${errors ? `  errors ${errors}` : ''}`,
  );
}
console.log(
  `  nothing remembered / remembered: ${ratio('me, nothing remembered (authCacheMs 0)', 'me (default: remembered)').toFixed(2)}; ` +
    `rate limit in the database / none: ${ratio('me + rate limit in the database (as served)', 'me (default: remembered)').toFixed(2)}`,
);
// Children write their CPU profiles on a clean exit only.
for (const c of children) c.kill('SIGTERM');
await new Promise((resolve) => setTimeout(resolve, process.env.BENCH_PROFILE ? 2000 : 0));
process.exit(0);
