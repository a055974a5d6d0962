// pnpm bench:keyed-outbound — lead intake while requests wait on a slow carrier (issue 20).
// POST /leads on SQLite (16 connections) alone, then beside 4 loops renting numbers
// (POST /phone_numbers, which asks the carrier) from a stand-in carrier that takes
// BENCH_CARRIER_MS (500) to answer: once without an Idempotency-Key, once with one. A keyed
// request runs in one transaction; were it to hold SQLite's one writer while the carrier takes
// its time, every lead would wait behind it.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLeadline } from '@leadline/core';
import { createTestTenant, startFakeCarriers } from '@leadline/core/testing';
import autocannon from 'autocannon';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CARRIER_MS = Number(process.env.BENCH_CARRIER_MS ?? 500);
const RENTERS = 4;
const dir = mkdtempSync(join(tmpdir(), 'leadline-bench-keyed-'));
const file = join(dir, 'keyed.db');
const seeded = await createLeadline({ database: file });
const { authorization } = await createTestTenant(seeded, 'Bench Keyed Co');
await seeded.close();

// The stand-in carrier (Twilio's wire format), behind a proxy that answers CARRIER_MS late.
const carriers = await startFakeCarriers();
const upstream = new URL(carriers.origin);
const slow = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () =>
    setTimeout(() => {
      const out = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.end(Buffer.concat(chunks));
    }, CARRIER_MS),
  );
});
await new Promise((resolve) => slow.listen(0, '127.0.0.1', resolve));
const slowOrigin = `http://127.0.0.1:${slow.address().port}`;

const port = 4621;
const child = fork(
  fileURLToPath(new URL('./keyed-outbound-server.mjs', import.meta.url)),
  [file, String(port)],
  {
    stdio: 'inherit',
  },
);
process.on('exit', () => {
  child.kill();
  rmSync(dir, { recursive: true, force: true });
});
await new Promise((resolve) => child.on('message', (m) => m.ready && resolve()));
const api = async (method, path, body, headers = {}) => {
  const res = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
    method,
    headers: { authorization, 'content-type': 'application/json', ...headers },
    body: body && JSON.stringify(body),
  });
  return { status: res.status, json: await res.json() };
};
const created = async (path, root, body) => {
  const r = await api('POST', path, body);
  if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.json)}`);
  return r.json[root];
};
const secret = await created('/secret_items', 'secret_item', { name: 'twilio', value: 'twilio_token' });
await created('/integrations', 'integration', {
  name: 'slow twilio',
  integration_type: 'twilio',
  settings: { account_sid: 'AC_test', api_base_url: slowOrigin },
  secret_item_ids: [secret.id],
  active: true,
});
const offer = await created('/offers', 'offer', { name: 'Keyed bench offer' });

let serial = 0;
const leadBody = () =>
  JSON.stringify({ lead_token: offer.lead_token, caller_id: `+1212${String(serial++).padStart(7, '0')}` });
async function intake() {
  const r = await autocannon({
    url: `http://127.0.0.1:${port}/api/v1/leads`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    connections: 16,
    duration: DURATION,
    requests: [{ setupRequest: (req) => ({ ...req, body: leadBody() }) }],
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors + r.non2xx,
  };
}

let numbers = 0;
/** RENTERS loops renting numbers one after another until `stop`; how many were rented. */
function renting(keyed) {
  let stop = false;
  let rented = 0;
  const loop = async () => {
    while (!stop) {
      const number = `+1305${String(5_000_000 + numbers++).padStart(7, '0')}`;
      carriers.inventory.add(number);
      const key = keyed ? { 'idempotency-key': `rent-${number}` } : {};
      const r = await api('POST', '/phone_numbers', { number, provider: 'twilio' }, key);
      if (r.status !== 201) throw new Error(`rent: ${r.status} ${JSON.stringify(r.json)}`);
      rented++;
    }
  };
  const loops = Array.from({ length: RENTERS }, loop);
  return async () => {
    stop = true;
    await Promise.all(loops);
    return rented;
  };
}

await intake(); // warm-up
const runs = {};
runs['intake alone'] = { ...(await intake()), rented: 0 };
for (const keyed of [false, true]) {
  const stop = renting(keyed);
  const r = await intake();
  runs[`intake + ${RENTERS} ${keyed ? 'keyed' : 'unkeyed'} rentals`] = { ...r, rented: await stop() };
}
const alone = runs['intake alone'].rps;
console.log(
  `\nlead intake beside rentals from a carrier answering in ${CARRIER_MS} ms, ${DURATION} s per run, SQLite`,
);
for (const [name, r] of Object.entries(runs)) {
  console.log(
    `  ${name.padEnd(30)} ${String(r.rps).padStart(6)} leads/s  p50 ${r.p50} ms  p99 ${r.p99} ms  max ${r.max} ms  ` +
      `ratio to alone ${(r.rps / alone).toFixed(2)}  numbers rented ${r.rented}${r.errors ? `  errors ${r.errors}` : ''}`,
  );
}
await carriers.close();
slow.close();
process.exit(0);
