// pnpm bench:suppression — issue 4 targets: a suppression check against a 10,000,000-number list
// (p99 ≤ 20 µs, the core check path on SQLite), and importing a 10,000,000-row CSV (≤ 60 s) while the
// API keeps answering (GET latency sampled during the import). The CSV is generated into the temp
// directory at bench time and never committed.
import { fork } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  openAsBlob,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLeadline, openDatabase, systemContext } from '@leadline/core';

const ROWS = Number(process.env.BENCH_SUPPRESSION_ROWS ?? 10_000_000);
const CHECKS = Number(process.env.BENCH_CHECKS ?? 200_000);
const PORT = 4511;
const dir = join(tmpdir(), 'leadline-bench');
mkdirSync(dir, { recursive: true });
const csvFile = join(dir, `suppression-${ROWS}.csv`);
const dbFile = join(dir, `suppression-${ROWS}.db`);
// BENCH_DATABASE_URL=postgres://… runs the same bench on PostgreSQL, in a schema of its own.
const pgUrl = process.env.BENCH_DATABASE_URL;
const SCHEMA = 'leadline_bench_suppression';
const database = pgUrl ? { database: pgUrl, databaseOptions: { schema: SCHEMA } } : { database: dbFile };
const here = (f) => fileURLToPath(new URL(f, import.meta.url));

/** Row i's number: distinct 10-digit US numbers (area codes 200–999), written in a scrambled order. */
const numberAt = (i) => 2_000_000_000 + i * 797;
const STRIDE = 3_000_017; // coprime with 10^k: i → (i·STRIDE) mod ROWS visits every row once

async function writeCsv() {
  if (existsSync(csvFile)) return;
  console.log(`generating ${ROWS.toLocaleString()} rows into ${csvFile}…`);
  const out = createWriteStream(csvFile);
  out.write('name,phone,source\n');
  let buf = '';
  for (let k = 0; k < ROWS; k++) {
    const i = Number((BigInt(k) * BigInt(STRIDE)) % BigInt(ROWS));
    const n = String(numberAt(i));
    // A few formats, as real exports mix them.
    const phone =
      k % 3 === 0 ? n : k % 3 === 1 ? `(${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6)}` : `+1${n}`;
    buf += `Row ${k},${phone},web\n`;
    if (buf.length > 1 << 20) {
      if (!out.write(buf)) await new Promise((r) => out.once('drain', r));
      buf = '';
    }
  }
  out.write(buf);
  await new Promise((r) => out.end(r));
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const round = (v, d = 1) => Math.round(v * 10 ** d) / 10 ** d;

await writeCsv();
if (pgUrl) {
  const admin = await openDatabase(pgUrl);
  await admin.db.schema.dropSchema(SCHEMA).ifExists().cascade().execute();
  await admin.db.schema.createSchema(SCHEMA).execute();
  await admin.close();
} else {
  for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`]) rmSync(f, { force: true });
}

// A company, its key, and an offer the list will be attached to.
let leadline = await createLeadline(database);
const company = await leadline.companies.create({ name: 'Bench', time_zone: 'UTC' });
const issued = await leadline.keys.create(company.id, { superuser: true });
const ctx = systemContext(company);
const offer = await leadline.resource('offers').create(ctx, { name: 'Bench offer' });
await leadline.close();
const auth = `Basic ${Buffer.from(`${issued.key.public_key}:${issued.private_key}`).toString('base64')}`;
const api = `http://127.0.0.1:${PORT}/api/v1`;

const server = fork(here('./suppression-server.mjs'), [JSON.stringify(database), String(PORT)], {
  stdio: 'inherit',
});
process.on('exit', () => server.kill());
await new Promise((resolve) => server.on('message', (m) => m.ready && resolve()));

// 1. Upload the CSV (multipart import_file) and watch the background import through the API.
console.log(`uploading ${(statSync(csvFile).size / 2 ** 20).toFixed(0)} MB and importing in the background…`);
const form = new FormData();
form.append('name', 'Bench list');
form.append('offer_ids[]', String(offer.id));
form.append('import_file', await openAsBlob(csvFile, { type: 'text/csv' }), 'bench.csv');
// GET the list (or, before it exists, the list of lists) every 50 ms from the moment the upload starts.
const latencies = [];
const samples = [];
let record;
let listId;
let uploading = true;
const t0 = performance.now();
const sampler = (async () => {
  while (uploading || record?.status === 'pending' || record?.status === 'started') {
    const s = performance.now();
    const id = listId;
    const url = id ? `${api}/buyer_suppressions/${id}` : `${api}/buyer_suppressions?per_page=1`;
    const res = await fetch(url, { headers: { authorization: auth } });
    const body = await res.json();
    if (res.status !== 200) throw new Error(`GET answered ${res.status}: ${JSON.stringify(body)}`);
    const before = record?.import_percent ?? null;
    if (id) record = body.buyer_suppression;
    const ms = performance.now() - s;
    latencies.push(ms);
    const phase = id ? record.status : 'upload';
    samples.push({
      ms: round(ms),
      at_s: round((s - t0) / 1000),
      phase,
      percent_before: before,
      percent_after: id ? record.import_percent : null,
    });
    await new Promise((r) => setTimeout(r, 50));
  }
})();
const created = await fetch(`${api}/buyer_suppressions`, {
  method: 'POST',
  headers: { authorization: auth },
  body: form,
});
if (created.status !== 201) throw new Error(`create answered ${created.status}: ${await created.text()}`);
const uploadS = (performance.now() - t0) / 1000;
record = (await created.json()).buyer_suppression;
listId = record.id;
uploading = false;
const t1 = performance.now();
await sampler;
const importS = (performance.now() - t1) / 1000;
if (record.status !== 'succeeded') throw new Error(`import ${record.status}: ${record.error_message}`);
latencies.sort((a, b) => a - b);
server.send('stop');
await new Promise((r) => server.on('exit', r));
const slowest = samples.sort((a, b) => b.ms - a.ms).slice(0, 3);

// 2. The check, in process, against the imported list (half the numbers listed, half not).
leadline = await createLeadline(database);
const time = async (numbers) => {
  const ns = new Float64Array(numbers.length);
  for (let k = 0; k < numbers.length; k++) {
    const s = process.hrtime.bigint();
    await leadline.suppression.check(ctx, { number: numbers[k], offerId: offer.id });
    ns[k] = Number(process.hrtime.bigint() - s);
  }
  ns.sort();
  return {
    p50_us: round(percentile(ns, 0.5) / 1000, 2),
    p99_us: round(percentile(ns, 0.99) / 1000, 2),
    n: numbers.length,
  };
};
const listed = Array.from({ length: CHECKS }, (_, k) => `+1${numberAt((k * 7919) % ROWS)}`);
const unlisted = Array.from({ length: CHECKS }, (_, k) => `+1${numberAt((k * 7919) % ROWS) + 1}`);
// First pass: right after opening (JIT, statements and pages still cold). Second: steady state.
const allowedFirst = await time(unlisted);
const allowed = await time(unlisted);
const blocked = await time(listed.slice(0, Math.min(CHECKS, 20_000)));
const verdict = await leadline.suppression.check(ctx, { number: listed[0], offerId: offer.id });
await leadline.close();
if (verdict.allowed) throw new Error('a listed number was allowed');

const results = {
  rows: ROWS,
  at: new Date().toISOString(),
  import: {
    upload_s: round(uploadS),
    background_import_s: round(importS),
    total_s: round(uploadS + importS),
    numbers_imported: record.import_count,
    rows_in_file: record.total_count,
    get_during_import_ms: {
      samples: latencies.length,
      p50: round(percentile(latencies, 0.5), 2),
      p99: round(percentile(latencies, 0.99), 2),
      max: round(latencies.at(-1), 2),
      slowest,
    },
  },
  database: pgUrl ? 'postgres' : 'sqlite',
  check: { allowed_first_pass: allowedFirst, allowed_steady: allowed, blocked_and_logged: blocked },
  load_average: loadavg()
    .map((v) => v.toFixed(2))
    .join(' '),
  cpus: cpus().length,
};
console.log(JSON.stringify(results, null, 2));
writeFileSync(
  here(`../results/suppression${pgUrl ? '-postgres' : ''}.json`),
  `${JSON.stringify(results, null, 2)}\n`,
);
