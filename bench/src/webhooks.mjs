// pnpm bench:webhooks, issue 17: (1) signed and logged deliveries per second to a local receiver,
// beside a bare undici sender making the same requests at the same concurrency; (2) time from
// commit to first attempt (p50, p99) at a fixed event rate, with a worker running as `leadline serve`
// runs it. SQLite file in a temp folder; the receiver answers 200 at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLeadline, systemContext } from '@leadline/core';
import { Agent, request } from 'undici';

const N = Number(process.env.BENCH_EVENTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

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
const leadline = await createLeadline({ database: join(dir, 'bench.db'), allowPrivateUrls: ['127.0.0.0/8'] });
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

// (1) Throughput: N committed events, then workers drain them.
await leadline.jobs.runDue(); // the lead's own event
received = 0;
for (let i = 0; i < N; i++) await emit();
const t0 = performance.now();
const workers = [leadline.jobs.startWorker({ concurrency: CONCURRENCY, pollMs: 50 })];
while (received < N) await new Promise((r) => setTimeout(r, 5));
const leadlineSeconds = (performance.now() - t0) / 1000;
await leadline.jobs.stopWorkers();

// The same requests, bare: undici with the same concurrency, the same body, no signing, no log.
const body = JSON.stringify(await leadline.resource('leads').show(ctx, Number(lead.id)));
const agent = new Agent({ connections: CONCURRENCY });
received = 0;
const t1 = performance.now();
let sent = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (sent < N) {
      sent++;
      const r = await request(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        dispatcher: agent,
      });
      await r.body.text();
    }
  }),
);
const bareSeconds = (performance.now() - t1) / 1000;
await agent.close();

const leadlineRate = N / leadlineSeconds;
const bareRate = N / bareSeconds;
console.log(`deliveries (${N} events, concurrency ${CONCURRENCY}, SQLite):`);
console.log(`  leadline (dispatch + signed + logged): ${leadlineRate.toFixed(0)}/s`);
console.log(`  bare undici sender:                    ${bareRate.toFixed(0)}/s`);
console.log(`  ratio: ${(leadlineRate / bareRate).toFixed(3)} of bare`);

// (2) Commit to first attempt at a fixed rate, worker as `leadline serve` starts it (default poll).
leadline.jobs.startWorker();
arrivals.clear();
const committed = new Map();
const total = RATE * SECONDS;
const start = performance.now();
for (let i = 0; i < total; i++) {
  const due = start + (i * 1000) / RATE;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const id = await emit();
  committed.set(id, performance.now());
}
const deadline = performance.now() + 30_000;
while (arrivals.size < committed.size && performance.now() < deadline)
  await new Promise((r) => setTimeout(r, 20));
const lat = [...committed]
  .filter(([id]) => arrivals.has(id))
  .map(([id, t]) => arrivals.get(id) - t)
  .sort((a, b) => a - b);
const pct = (p) => lat[Math.min(lat.length - 1, Math.floor((p / 100) * lat.length))];
console.log(
  `commit → first attempt at ${RATE} events/s for ${SECONDS} s (${lat.length}/${committed.size} arrived):`,
);
console.log(`  p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${lat.at(-1).toFixed(1)} ms`);

await leadline.jobs.stopWorkers();
await leadline.close();
receiver.close();
rmSync(dir, { recursive: true, force: true });
void workers;
