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
import { profileArgs } from './profile.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const dir = mkdtempSync(join(tmpdir(), 'leadline-bench-auth-'));
const file = join(dir, 'auth.db');
const seeded = await createLeadline({ database: file });
const { authorization } = await createTestTenant(seeded, 'Bench Auth Co');
await seeded.close();

const here = (f) => fileURLToPath(new URL(f, import.meta.url));
const children = [];
process.on('exit', () => {
  for (const c of children) c.kill();
  rmSync(dir, { recursive: true, force: true });
});
function start(mode, port) {
  const child = fork(here('./auth-server.mjs'), [file, String(port), mode], {
    stdio: 'inherit',
    execArgv: profileArgs(),
  });
  children.push(child);
  return new Promise((resolve) => child.on('message', (m) => m.ready && resolve(child)));
}

async function load(url, headers = {}) {
  const check = await fetch(url, { headers });
  if (check.status !== 200) throw new Error(`${url} answered ${check.status}: ${await check.text()}`);
  const r = await autocannon({ url, headers, connections: 16, duration: DURATION });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

const modes = { bare: 4601, cache: 4602, nocache: 4603, limited: 4604 };
for (const [mode, port] of Object.entries(modes)) await start(mode, port);
const url = (mode, path) => `http://127.0.0.1:${modes[mode]}${path}`;
const auth = { authorization };

const runs = {
  bare: await load(url('bare', '/me')),
  'healthz (no authentication)': await load(url('cache', '/healthz')),
  'me (default: remembered)': await load(url('cache', '/api/v1/me'), auth),
  'me, nothing remembered (authCacheMs 0)': await load(url('nocache', '/api/v1/me'), auth),
  'me + rate limit in the database (as served)': await load(url('limited', '/api/v1/me'), auth),
};
const bare = runs.bare.rps;
console.log(`\nauthentication cost, ${DURATION} s per run, 16 connections, SQLite`);
for (const [name, r] of Object.entries(runs)) {
  console.log(
    `  ${name.padEnd(44)} ${String(r.rps).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  ` +
      `ratio to bare ${(r.rps / bare).toFixed(2)}${r.errors ? `  errors ${r.errors}` : ''}`,
  );
}
const me = runs['me (default: remembered)'].rps;
const healthz = runs['healthz (no authentication)'].rps;
console.log(
  `  me / healthz: ${(me / healthz).toFixed(2)}; nothing remembered / remembered: ` +
    `${(runs['me, nothing remembered (authCacheMs 0)'].rps / me).toFixed(2)}; ` +
    `as served / healthz: ${(runs['me + rate limit in the database (as served)'].rps / healthz).toFixed(2)}`,
);
// Children write their CPU profiles on a clean exit only.
for (const c of children) c.kill('SIGTERM');
await new Promise((resolve) => setTimeout(resolve, process.env.BENCH_PROFILE ? 2000 : 0));
process.exit(0);
