// pnpm bench:webhooks, issue 17: (1) signed and logged deliveries per second to a local receiver,
// beside a bare undici sender making the same requests at the same concurrency; (2) time from
// commit to first attempt (p50, p99) at a fixed event rate, with a worker running as `leadline serve`
// runs it, beside the bare sender's own send-to-arrival time at the same rate. SQLite file in a temp
// folder (or BENCH_DATABASE_URL=postgres://…, in a schema of its own); the receiver answers 200 at once.
// (3) the webhook_logs insert alone, beside the same insert into an unindexed copy of the table.
// BENCH_CORE=path/to/dist/index.js runs another build of core (a before/after comparison).
// BENCH_PROFILE=DIR writes a V8 CPU profile of (1)'s drain into DIR (node src/profile-top.mjs FILE).
// (1) also counts the statements the drain ran (Database.queries), per delivery, by verb.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import { Agent, request } from 'undici';

const core = await import(
  process.env.BENCH_CORE ? pathToFileURL(resolve(process.env.BENCH_CORE)).href : '@leadline/core'
);
const { createLeadline, openDatabase, systemContext } = core;

const N = Number(process.env.BENCH_EVENTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL;
const SCHEMA = 'leadline_bench_webhooks';

const arrivals = new Map();
let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received++;
    const id = req.headers['webhook-id'];
    if (id && !arrivals.has(id)) arrivals.set(id, performance.now());
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
await new Promise((r) => receiver.listen(0, '127.0.0.1', r));
const target = `http://127.0.0.1:${receiver.address().port}/hook`;

const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'leadline-webhooks-'));
if (pgUrl) {
  const admin = await openDatabase(pgUrl);
  await admin.db.schema.dropSchema(SCHEMA).ifExists().cascade().execute();
  await admin.db.schema.createSchema(SCHEMA).execute();
  await admin.close();
}
const leadline = await createLeadline({
  ...(pgUrl ? { database: pgUrl, databaseOptions: { schema: SCHEMA } } : { database: join(dir, 'bench.db') }),
  allowPrivateUrls: ['127.0.0.0/8'],
});
const company = await leadline.companies.create({ name: 'Bench Co' });
const ctx = systemContext(company);
await leadline.resource('subscriptions').create(ctx, { target_url: target, event: 'new_lead' });
const offer = await leadline.resource('offers').create(ctx, { name: 'Bench offer' });
// One real lead: every event carries it, so dispatch serialises a real record.
const { lead } = await leadline.leads.submit({ lead_token: offer.lead_token, caller_id: '+12125550100' });
const db = leadline.database.db;
const emit = () =>
  db
    .transaction()
    .execute((trx) => leadline.outbox.emit(trx, company.id, { type: 'new_lead', recordId: Number(lead.id) }));
const cpuMs = (since) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

// (1) Throughput: N committed events, then workers drain them.
await leadline.jobs.runDue(); // the lead's own event
received = 0;
for (let i = 0; i < N; i++) await emit();
const PROFILE = process.env.BENCH_PROFILE;
const session = PROFILE ? new Session() : null;
if (session) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
// Statements by verb (builds whose hook does not see prepared SQLite statements count fewer).
const statements = new Map();
const unobserve = leadline.database.queries?.add((q) =>
  statements.set(q.operation, (statements.get(q.operation) ?? 0) + 1),
);
const t0 = performance.now();
const c0 = process.cpuUsage();
leadline.jobs.startWorker({ concurrency: CONCURRENCY, pollMs: 50 });
while (received < N) await new Promise((r) => setTimeout(r, 5));
const leadlineSeconds = (performance.now() - t0) / 1000;
const leadlineCpu = cpuMs(c0);
await leadline.jobs.stopWorkers();
unobserve?.();
if (session) {
  const { profile } = await session.post('Profiler.stop');
  mkdirSync(PROFILE, { recursive: true });
  writeFileSync(join(PROFILE, `webhooks-${Date.now()}.cpuprofile`), JSON.stringify(profile));
  session.disconnect();
}

// The same requests, bare: undici with the same concurrency, the same body, no signing, no log.
const body = JSON.stringify(await leadline.resource('leads').show(ctx, Number(lead.id)));
const agent = new Agent({ connections: CONCURRENCY });
const bareSend = async (headers = {}) => {
  const r = await request(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    dispatcher: agent,
  });
  await r.body.text();
};
received = 0;
const t1 = performance.now();
const c1 = process.cpuUsage();
let sent = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (sent < N) {
      sent++;
      await bareSend();
    }
  }),
);
const bareSeconds = (performance.now() - t1) / 1000;
const bareCpu = cpuMs(c1);

const leadlineRate = N / leadlineSeconds;
const bareRate = N / bareSeconds;
const dbName = pgUrl ? 'PostgreSQL' : 'SQLite';
console.log(`deliveries (${N} events, concurrency ${CONCURRENCY}, ${dbName}):`);
console.log(
  `  leadline (dispatch + signed + logged): ${leadlineRate.toFixed(0)}/s, ${((leadlineCpu * 1000) / N).toFixed(0)} µs CPU each`,
);
console.log(
  `  bare undici sender:                    ${bareRate.toFixed(0)}/s, ${((bareCpu * 1000) / N).toFixed(0)} µs CPU each`,
);
console.log(
  `  ratio: ${(leadlineRate / bareRate).toFixed(3)} of bare (CPU per delivery ${(leadlineCpu / bareCpu).toFixed(1)}×)`,
);
const perDelivery = [...statements]
  .sort((a, b) => b[1] - a[1])
  .map(([verb, n]) => `${verb} ${(n / N).toFixed(2)}`)
  .join(', ');
const allStatements = [...statements.values()].reduce((a, b) => a + b, 0);
console.log(`  statements per delivery: ${(allStatements / N).toFixed(2)} (${perDelivery})`);

// (2) At a fixed rate: commit → first attempt with a worker as `leadline serve` starts it (default
// poll), then the bare sender's send → arrival at the same rate. Both are paced by one clock.
const paced = async (send) => {
  arrivals.clear();
  const started = new Map();
  const total = RATE * SECONDS;
  const start = performance.now();
  const inflight = [];
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(send(i, started));
  }
  await Promise.all(inflight);
  const deadline = performance.now() + 30_000;
  while (arrivals.size < started.size && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 20));
  const lat = [...started]
    .filter(([id]) => arrivals.has(id))
    .map(([id, t]) => arrivals.get(id) - t)
    .sort((a, b) => a - b);
  const pct = (p) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))];
  return { p50: pct(50), p99: pct(99), max: lat.at(-1), arrived: lat.length, total: started.size };
};
leadline.jobs.startWorker();
const ours = await paced(async (_i, started) => {
  // From the commit: the transaction has committed when emit's promise resolves.
  started.set(await emit(), performance.now());
});
await leadline.jobs.stopWorkers();
const bare = await paced(async (i, started) => {
  const id = `bare_${i}`;
  started.set(id, performance.now());
  await bareSend({ 'webhook-id': id });
});
const ms = (v) => `${v.toFixed(1)} ms`;
console.log(`at ${RATE} events/s for ${SECONDS} s (${ours.arrived}/${ours.total} arrived):`);
console.log(
  `  leadline commit → first attempt: p50 ${ms(ours.p50)}, p99 ${ms(ours.p99)}, max ${ms(ours.max)}`,
);
console.log(
  `  bare undici send → arrival:      p50 ${ms(bare.p50)}, p99 ${ms(bare.p99)}, max ${ms(bare.max)}`,
);
console.log(
  `  ratio: p50 ${(ours.p50 / bare.p50).toFixed(1)}×, p99 ${(ours.p99 / bare.p99).toFixed(1)}× of bare`,
);

// (3) The attempt's log insert alone: a logged row of (1) inserted again, one statement a row,
// beside the same rows into a copy of the table with no index (the bare cost of the row).
const logged = await db.selectFrom('webhook_logs').selectAll().orderBy('id', 'desc').executeTakeFirst();
const { id: _id, ...row } = logged;
await sql`create table bench_bare_logs as select * from webhook_logs where 1 = 0`.execute(db);
const insertAll = async (table, round) => {
  const c = process.cpuUsage();
  const t = performance.now();
  // 100 rows a transaction: deliveries share commits, so the row and its indexes are the cost.
  for (let i = 0; i < N; i += 100) {
    await db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(N, i + 100); j++) {
        await trx
          .insertInto(table)
          .values({ ...row, uuid: `bench-${table}-${round}-${j}` })
          .execute();
      }
    });
  }
  return { us: ((performance.now() - t) * 1000) / N, cpu: (cpuMs(c) * 1000) / N };
};
// A first round of each warms both tables up (pages, JIT); the second is measured.
await insertAll('bench_bare_logs', 0);
await insertAll('webhook_logs', 0);
const bareInsert = await insertAll('bench_bare_logs', 1);
const logInsert = await insertAll('webhook_logs', 1);
const indexes = pgUrl
  ? await sql`select count(*) as n from pg_indexes where schemaname = ${SCHEMA} and tablename = 'webhook_logs'`.execute(
      db,
    )
  : await sql`select count(*) as n from pragma_index_list('webhook_logs')`.execute(db);
console.log(`webhook_logs insert (${N} rows, ${indexes.rows[0].n} indexes incl. keys):`);
console.log(`  leadline table: ${logInsert.us.toFixed(0)} µs each, ${logInsert.cpu.toFixed(0)} µs CPU`);
console.log(`  no index:       ${bareInsert.us.toFixed(0)} µs each, ${bareInsert.cpu.toFixed(0)} µs CPU`);
console.log(`  ratio: ${(logInsert.us / bareInsert.us).toFixed(2)}× the unindexed insert`);

await agent.close();
await leadline.close();
receiver.close();
if (pgUrl) {
  const admin = await openDatabase(pgUrl);
  await admin.db.schema.dropSchema(SCHEMA).ifExists().cascade().execute();
  await admin.close();
}
rmSync(dir, { recursive: true, force: true });
