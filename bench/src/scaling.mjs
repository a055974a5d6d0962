// pnpm bench:scaling, issue 31 item 9: leads/s with 1 and 2 API processes, and webhook
// deliveries/s with 1 and 2 worker processes, on one PostgreSQL (BENCH_DATABASE_URL, an admin URL:
// a database leadline_bench_scaling is made beside it and dropped after). The processes are
// apps/server as the container runs it (LEADLINE_ROLE=api / worker). PostgreSQL's own CPU is read
// from /proc (every process named postgres on this machine, so other users of that server count
// too) and shown as cores busy. The figure that matters is the ratio of 2 processes to 1 in the
// same run: absolute numbers depend on the machine (docs/deploy.md, Sizing).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';

const { createLeadline, keyringFromSettings, openDatabase, systemContext } = await import('@leadline/core');

const admin = process.env.BENCH_DATABASE_URL;
if (!admin?.startsWith('postgres')) {
  console.log('bench:scaling needs BENCH_DATABASE_URL=postgres://… (it makes a database beside it)');
  process.exit(0);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const NAME = 'leadline_bench_scaling';
const url = admin.replace(/\/[^/?]*(\?.*)?$/, `/${NAME}$1`).replace(/undefined$/, '');
const ENTRY = fileURLToPath(new URL('../../apps/server/dist/index.js', import.meta.url));
const TICK = 100; // /proc's clock ticks per second on Linux

async function onAdmin(statement) {
  const db = await openDatabase(admin, { poolSize: 1 });
  try {
    await sql.raw(statement).execute(db.db);
  } finally {
    await db.close();
  }
}

/** CPU seconds used so far by every process named postgres. */
function postgresCpu() {
  let ticks = 0;
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone between the listing and the read
    }
  }
  return ticks / TICK;
}

let delivered = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    delivered++;
    res.writeHead(200).end();
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));

await onAdmin(`drop database if exists ${NAME} with (force)`);
await onAdmin(`create database ${NAME}`);
// One keyring for the bench and every process, as a deployment has (the subscription's secret is sealed).
const SECRET_KEYS = `k1:${randomBytes(32).toString('base64')}`;
const leadline = await createLeadline({
  database: url,
  allowPrivateUrls: ['127.0.0.0/8'],
  secrets: keyringFromSettings({ database: url, keys: SECRET_KEYS }),
});
const company = await leadline.companies.create({ name: 'Scaling bench' });
const ctx = systemContext(company);
const offer = await leadline.resource('offers').create(ctx, { name: 'Scaling' });
await leadline.resource('subscriptions').create(ctx, {
  target_url: `http://127.0.0.1:${receiver.address().port}/hook`,
  event: 'new_lead',
});
const dueDeliveries = async () =>
  Number(
    (
      await leadline.database.db
        .selectFrom('jobs')
        .select(sql`count(*)`.as('n'))
        .where('status', '=', 'pending')
        .executeTakeFirst()
    ).n,
  );

const env = {
  PATH: process.env.PATH,
  DATABASE_URL: url,
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  LEADLINE_RATE_LIMIT_PER_MINUTE: '0',
  LEADLINE_PUBLIC_RATE_LIMIT_PER_MINUTE: '0',
  LEADLINE_ALLOW_PRIVATE_URLS: '127.0.0.0/8',
  LEADLINE_SECRET_KEYS: SECRET_KEYS,
};

async function start(role, port) {
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...env, LEADLINE_ROLE: role, PORT: String(port), LOG_LEVEL: 'info', LEADLINE_LOG_FORMAT: 'json' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (out.includes('"url"')) resolve();
      // Errors are worth seeing; the per-request lines are not.
      for (const line of String(d).split('\n'))
        if (process.env.BENCH_VERBOSE || /"level":(50|60)/.test(line)) console.error(line.slice(0, 4000));
    });
    child.on('exit', (code) => reject(new Error(`${role} exited ${code}`)));
  });
  return child;
}
const stop = (children) =>
  Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          c.once('exit', resolve);
          c.kill('SIGTERM');
        }),
    ),
  );

let caller = 0;
const body = () =>
  JSON.stringify({ lead_token: offer.lead_token, caller_id: `+1212${String(caller++).padStart(7, '0')}` });

async function leadsPerSecond(processes) {
  const children = await Promise.all(Array.from({ length: processes }, (_, i) => start('api', 4700 + i)));
  const cpu0 = postgresCpu();
  const runs = await Promise.all(
    children.map((_, i) =>
      autocannon({
        url: `http://127.0.0.1:${4700 + i}/api/v1/leads`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        connections: Math.ceil(CONNECTIONS / processes),
        duration: SECONDS,
        requests: [{ setupRequest: (req) => ({ ...req, body: body() }) }],
      }),
    ),
  );
  const pgCores = (postgresCpu() - cpu0) / SECONDS;
  await stop(children);
  return {
    processes,
    leads_per_s: Math.round(runs.reduce((s, r) => s + r.requests.average, 0)),
    p99_ms: Math.max(...runs.map((r) => r.latency.p99)),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    postgres_cores: +pgCores.toFixed(2),
  };
}

async function deliveriesPerSecond(processes) {
  const backlog = await dueDeliveries();
  const before = delivered;
  const cpu0 = postgresCpu();
  const t0 = performance.now();
  const children = await Promise.all(Array.from({ length: processes }, (_, i) => start('worker', 4800 + i)));
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  const seconds = (performance.now() - t0) / 1000;
  const pgCores = (postgresCpu() - cpu0) / seconds;
  await stop(children);
  const left = await dueDeliveries();
  return {
    processes,
    deliveries_per_s: Math.round((delivered - before) / seconds),
    backlog_before: backlog,
    backlog_ran_out: left === 0,
    postgres_cores: +pgCores.toFixed(2),
  };
}

try {
  console.log(`bench:scaling on ${url.replace(/:[^:@/]*@/, ':***@')}, ${SECONDS} s a run`);
  const leads = [await leadsPerSecond(1), await leadsPerSecond(2)];
  console.table(leads);
  console.log(`  2 API processes / 1: ${(leads[1].leads_per_s / leads[0].leads_per_s).toFixed(2)}×`);
  const deliveries = [await deliveriesPerSecond(1), await deliveriesPerSecond(2)];
  console.table(deliveries);
  console.log(
    `  2 workers / 1: ${(deliveries[1].deliveries_per_s / deliveries[0].deliveries_per_s).toFixed(2)}×`,
  );
} finally {
  await leadline.close();
  receiver.close();
  if (!process.env.BENCH_KEEP) await onAdmin(`drop database if exists ${NAME} with (force)`);
}
