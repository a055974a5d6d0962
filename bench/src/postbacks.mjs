// pnpm bench:postbacks, issue 16 item 7: TrackDrive postbacks (POST /calls/update_call/:uuid,
// add_revenue and a post-call token) on SQLite, beside a bare baseline doing the same statements
// (read the call by company and uuid, update it, insert its change log) on node:http and
// better-sqlite3 with no framework, auth or validation. Reported as the ratio of the two.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLeadline } from '@leadline/core';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { openLoop, withInServerLatency } from './open-loop.mjs';

const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const dir = join(process.env.BENCH_DIR ?? tmpdir(), 'leadline-bench');
mkdirSync(dir, { recursive: true });
const here = (f) => fileURLToPath(new URL(f, import.meta.url));

/** A company with a key pair and CALLS ended calls, written straight to the file. */
async function seed(file) {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  const leadline = await createLeadline({ database: file });
  const company = await leadline.companies.create({ name: 'Postbacks', time_zone: 'UTC' });
  const issued = await leadline.keys.create(company.id, { superuser: true });
  await leadline.close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    `insert into calls (uuid, company_id, created_at, updated_at, user_updated_at, direction, caller_number,
      status, revenue, payout, buyer_converted, offer_converted, total_duration, answered_duration)
     values (?, ?, ?, ?, ?, 'inbound', ?, 'completed', 0, 0, 0, 0, 60, 45)`,
  );
  const uuids = [];
  const at = Date.UTC(2026, 10, 1);
  db.transaction(() => {
    for (let i = 0; i < CALLS; i++) {
      const uuid = randomUUID();
      uuids.push(uuid);
      insert.run(uuid, company.id, at + i, at + i, at + i, `+1212${String(i).padStart(7, '0')}`);
    }
  })();
  db.close();
  const authorization = `Basic ${Buffer.from(`${issued.key.public_key}:${issued.private_key}`).toString('base64')}`;
  return { companyId: company.id, authorization, uuids };
}

async function measure(name, serverFile, file, port, seeded) {
  const child = fork(here(serverFile), [file, String(port), String(seeded.companyId)], { stdio: 'inherit' });
  await new Promise((resolve) => child.on('message', (m) => m.ready && resolve()));
  const headers = { 'content-type': 'application/json', authorization: seeded.authorization };
  let next = 0;
  const path = () => `/api/v1/calls/update_call/${seeded.uuids[next++ % seeded.uuids.length]}`;
  const body = () => JSON.stringify({ add_revenue: '1.25', post_call_tokens: { buyer_ref: `B-${next}` } });
  const check = await fetch(`http://127.0.0.1:${port}${path()}`, { method: 'POST', headers, body: body() });
  if (check.status !== 200) throw new Error(`${name} answered ${check.status}: ${await check.text()}`);
  const load = async (duration) => {
    const r = await autocannon({
      url: `http://127.0.0.1:${port}`,
      method: 'POST',
      headers,
      connections: CONNECTIONS,
      duration,
      requests: [{ setupRequest: (req) => ({ ...req, path: path(), body: body() }) }],
    });
    return { rps: Math.round(r.requests.average), p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
  };
  await load(2); // warm-up: the JIT and the statement caches
  const sustained = await load(DURATION);
  const paced = await withInServerLatency(child, () =>
    openLoop({
      origin: `http://127.0.0.1:${port}`,
      path,
      method: 'POST',
      headers,
      body,
      rate: RATE,
      seconds: DURATION,
    }),
  );
  child.kill();
  return { sustained, paced };
}

const file = join(dir, 'postbacks.db');
console.log(`seeding ${CALLS.toLocaleString()} calls in ${file}…`);
const seeded = await seed(file);
const leadline = await measure('leadline', './leadline-server.mjs', file, 4521, seeded);
const bareFile = join(dir, 'postbacks-bare.db');
const bareSeed = await seed(bareFile);
const bare = await measure('bare', './postback-bare-server.mjs', bareFile, 4522, bareSeed);

const results = {
  calls: CALLS,
  duration_s: DURATION,
  connections: CONNECTIONS,
  rate_per_s: RATE,
  at: new Date().toISOString(),
  leadline,
  bare,
  ratio: {
    sustained_rps: +(leadline.sustained.rps / bare.sustained.rps).toFixed(2),
    paced_p99: +(leadline.paced.p99 / bare.paced.p99).toFixed(2),
  },
};
const row = (r) => ({ 'req/s': r.rps, 'p50 ms': r.p50, 'p99 ms': r.p99, non2xx: r.non2xx });
console.table({
  'leadline sustained': row(leadline.sustained),
  'bare sustained': row(bare.sustained),
  [`leadline @${RATE}/s`]: row(leadline.paced),
  [`leadline @${RATE}/s in server`]: row({ ...leadline.paced, ...leadline.paced.in_server }),
  [`bare @${RATE}/s`]: row(bare.paced),
});
console.log('leadline / bare:', results.ratio);
mkdirSync(here('../results'), { recursive: true });
writeFileSync(here('../results/postbacks.json'), `${JSON.stringify(results, null, 2)}\n`);
