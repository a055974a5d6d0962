// pnpm bench [--quick] [name…]: every benchmark in turn, each a process of its own, each printing
// Leadline's figures beside its bare baseline measured in the same run. `--quick` (or
// BENCH_QUICK=1) runs CI-sized checks: small data sets and one-second runs, enough to see that
// every path runs and how its ratio to the bare baseline sits, in a few minutes; the full sizes
// are for a quiet machine. Sizes set in the environment win over both. Names pick benchmarks
// (`pnpm bench --quick resources auth`).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const BENCHES = {
  resources: 'run.mjs',
  leads: 'leads.mjs',
  'lead-distribution': 'lead-distribution.mjs',
  suppression: 'suppression.mjs',
  import: 'import.mjs',
  postbacks: 'postbacks.mjs',
  routing: 'routing.mjs',
  inbound: 'inbound.mjs',
  'call-flows': 'call-flows.mjs',
  'hold-queue': 'hold-queue.mjs',
  webhooks: 'webhooks.mjs',
  reports: 'reports.mjs',
  auth: 'auth.mjs',
  texts: 'texts.mjs',
  scaling: 'scaling.mjs',
  'hostile-bodies': 'hostile-bodies.mjs',
};

/** CI sizes: each a fraction of the full run's, large enough that the ratio still means something. */
const QUICK = {
  BENCH_SECONDS: '1',
  BENCH_ROWS: '20000',
  BENCH_LIST: '20000',
  BENCH_SUPPRESSION_ROWS: '100000',
  BENCH_IMPORT_ROWS: '1000',
  BENCH_CALLS: '20000',
  BENCH_BUYERS: '100',
  BENCH_DECISIONS: '30',
  BENCH_EVENTS: '200',
  BENCH_TEXTS: '100',
  BENCH_CHECKS: '1000',
  BENCH_RUNS: '5',
  BENCH_SEQUENTIAL: '50',
};

const args = process.argv.slice(2);
const quick = args.includes('--quick') || process.env.BENCH_QUICK === '1';
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !(n in BENCHES));
if (unknown.length) {
  console.error(`unknown benchmark ${unknown.join(', ')}: one of ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const env = { ...(quick ? { ...QUICK, BENCH_QUICK: '1' } : {}), ...process.env };
let failed = 0;
for (const name of names.length ? names : Object.keys(BENCHES)) {
  console.log(`\n=== bench:${name}${quick ? ' (quick)' : ''}`);
  const script = fileURLToPath(new URL(BENCHES[name], import.meta.url));
  const { status } = spawnSync(process.execPath, [script], { stdio: 'inherit', env });
  if (status !== 0) {
    console.error(`bench:${name} exited with ${status}`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
