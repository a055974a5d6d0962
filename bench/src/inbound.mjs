// pnpm bench:inbound — issue 16: the inbound answer callback (Twilio signature check, the call
// written with its trace, the router over the offer's buyers, TwiML back) at a fixed, evenly paced
// rate on SQLite: requests/s and Leadline's in-server p99, beside a bare node:http + better-sqlite3
// handler that checks the same signature, inserts a row and answers a fixed <Dial>.
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twilioSignature } from '@leadline/core';
import { INBOUND_TRACKING, seedInboundBench } from './inbound-seed.mjs';
import { openLoop, withInServerLatency } from './open-loop.mjs';
import { cpuOf, cpuPerRequest, profileArgs } from './profile.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOKEN = 'bench_twilio_token';
const file = join(tmpdir(), `leadline-bench-inbound-${process.pid}.db`);
const here = (f) => fileURLToPath(new URL(f, import.meta.url));

const { company } = await seedInboundBench(file, TOKEN);
const tracking = INBOUND_TRACKING;
// BENCH_BEFORE's server gets a database of its own, seeded by its own build (its migrations).
const beforeCompany = process.env.BENCH_BEFORE
  ? (
      await seedInboundBench(
        `${file}.before`,
        TOKEN,
        await import(`${process.env.BENCH_BEFORE}/packages/core/dist/index.js`),
      )
    ).company
  : null;

function start(script, port, extra = []) {
  const child = fork(here(script), [file, String(port), ...extra], {
    stdio: 'inherit',
    execArgv: profileArgs(),
  });
  return new Promise((resolve) => child.on('message', (m) => m.ready && resolve(child)));
}
const ours = await start('./leadline-server.mjs', 4521);
const bare = await start('./bare-inbound-server.mjs', 4522, [TOKEN]);
// BENCH_BEFORE=DIR: a built checkout of the code before a change, its server on its own database.
const BEFORE = process.env.BENCH_BEFORE;
let before;
if (BEFORE) {
  const copy = `${file}.before`;
  before = await new Promise((resolve) => {
    const child = fork(here('./leadline-server.mjs'), [copy, '4523', BEFORE], {
      stdio: 'inherit',
      execArgv: profileArgs(),
    });
    child.on('message', (m) => m.ready && resolve(child));
  });
}
process.on('exit', () => {
  ours.kill();
  bare.kill();
  before?.kill();
});

const bodies = new Map();
function callParams(port, i) {
  return {
    CallSid: `CA${port}x${i}`,
    From: `+1720555${String(i % 10000).padStart(4, '0')}`,
    To: tracking,
    CallStatus: 'in-progress',
  };
}
// Each request is a new call (a repeated CallSid is a replay, refused with 403), signed as Twilio would.
async function signedRun(port, path) {
  const origin = `http://127.0.0.1:${port}`;
  return openLoop({
    origin,
    method: 'POST',
    rate: RATE,
    seconds: SECONDS,
    connections: 64,
    path: (i) => {
      const params = callParams(port, i);
      bodies.set(i, params);
      return path;
    },
    headersFn: (i) => ({
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TOKEN, `${origin}${path}`, bodies.get(i)),
    }),
    body: (i) => new URLSearchParams(bodies.get(i)).toString(),
  });
}

const path = `/api/v1/inbound_calls/${company.uuid}/twilio/voice`;
console.log(`inbound answer callback at ${RATE} req/s for ${SECONDS} s…`);
// CPU per answer from each server's own counters: on a shared machine it moves far less than rps.
async function measured(child, run) {
  const a = await cpuOf(child);
  const result = await withInServerLatency(child, run);
  const b = await cpuOf(child);
  return { ...result, cpu_us: cpuPerRequest(a, b) };
}
const leadlineRun = await measured(ours, () => signedRun(4521, path));
const bareRun = await measured(bare, () => signedRun(4522, '/voice'));
const beforeRun =
  before &&
  (await measured(before, () => signedRun(4523, `/api/v1/inbound_calls/${beforeCompany.uuid}/twilio/voice`)));
console.table([
  {
    server: 'Leadline',
    rps: leadlineRun.rps,
    p50_ms: leadlineRun.p50,
    p99_ms: leadlineRun.p99,
    in_server_p99_ms: leadlineRun.in_server?.p99,
    cpu_us: leadlineRun.cpu_us,
    non2xx: leadlineRun.non2xx,
    errors: leadlineRun.errors,
  },
  {
    server: 'bare handler',
    rps: bareRun.rps,
    p50_ms: bareRun.p50,
    p99_ms: bareRun.p99,
    in_server_p99_ms: bareRun.in_server?.p99,
    cpu_us: bareRun.cpu_us,
    non2xx: bareRun.non2xx,
    errors: bareRun.errors,
  },
]);
if (beforeRun) {
  console.log(
    `before (${BEFORE}): rps ${beforeRun.rps}, in-server p99 ${beforeRun.in_server?.p99} ms, CPU µs per answer ${beforeRun.cpu_us}; CPU ratio to bare ${+(bareRun.cpu_us / beforeRun.cpu_us).toFixed(2)}`,
  );
}
console.log(
  'ratios to bare: rps',
  +(leadlineRun.rps / bareRun.rps).toFixed(2),
  'CPU per answer',
  +(bareRun.cpu_us / leadlineRun.cpu_us).toFixed(2),
);
ours.kill();
bare.kill();
before?.kill();
for (const f of [
  file,
  `${file}-wal`,
  `${file}-shm`,
  `${file}.secret-key`,
  `${file}.before`,
  `${file}.before-wal`,
  `${file}.before-shm`,
  `${file}.before.secret-key`,
])
  rmSync(f, { force: true });
