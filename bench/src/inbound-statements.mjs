// node bench/src/inbound-statements.mjs [N] [--list]: what one inbound answer costs the database.
// An offer with 20 buyers (as bench:inbound), N answers through the real server, every SQLite
// statement timed on the native handle: statements per answer, SQLite ms per answer, the costliest
// statements, and with --list the statements of one answer in order. Issue 30 counts the work here.
import { createRequire } from 'node:module';

const require = createRequire(new URL('../../packages/core/package.json', import.meta.url));
const Database = require('better-sqlite3');
const stats = new Map();
const seq = [];
let tracing = false;
const origPrepare = Database.prototype.prepare;
Database.prototype.prepare = function (sql) {
  const st = origPrepare.call(this, sql);
  for (const m of ['run', 'get', 'all', 'iterate']) {
    const f = st[m];
    st[m] = function (...a) {
      const t = performance.now();
      try {
        return f.apply(this, a);
      } finally {
        if (tracing) seq.push(sql.replace(/\s+/g, ' ').slice(0, 160));
        const s = stats.get(sql) ?? { n: 0, ms: 0 };
        s.n++;
        s.ms += performance.now() - t;
        stats.set(sql, s);
      }
    };
  }
  return st;
};
const { createLeadline, twilioSignature } = await import('@leadline/core');
const { INBOUND_TRACKING, seedInboundBench } = await import('./inbound-seed.mjs');
const { buildServer } = await import('@leadline/server');
const { rmSync } = await import('node:fs');
const { tmpdir } = await import('node:os');
const { join } = await import('node:path');
const file = join(tmpdir(), `leadline-inbound-statements-${process.pid}.db`);
for (const s of ['', '-wal', '-shm']) rmSync(file + s, { force: true });
const TOKEN = 'tok';
const { company } = await seedInboundBench(file, TOKEN);
const leadline = await createLeadline({ database: file });
const app = await buildServer({ leadline, rateLimit: false, logger: false });
await app.listen({ port: 4599, host: '127.0.0.1' });
const path = `/api/v1/inbound_calls/${company.uuid}/twilio/voice`;
const url = `http://127.0.0.1:4599${path}`;
const N = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 400);
const LIST = process.argv.includes('--list');
async function one(i) {
  const params = {
    CallSid: `CAx${i}`,
    From: `+1720555${String(i % 10000).padStart(4, '0')}`,
    To: INBOUND_TRACKING,
    CallStatus: 'in-progress',
  };
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TOKEN, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  const t = await res.text();
  if (res.status !== 200) console.log(res.status, t.slice(0, 200));
}
for (let i = 0; i < 50; i++) await one(i);
tracing = LIST;
await one(9999);
tracing = false;
for (const [i, q] of seq.entries()) console.log(i, q);
stats.clear();
const c0 = process.cpuUsage();
const t0 = performance.now();
// Eight at a time, as a carrier's calls overlap; N answers in all.
for (let i = 50; i < 50 + N; i += 8)
  await Promise.all(Array.from({ length: Math.min(8, 50 + N - i) }, (_, k) => one(i + k)));
const c1 = process.cpuUsage(c0);
console.log(
  'answers',
  N,
  'cpu µs/answer',
  Math.round((c1.user + c1.system) / N),
  'wall ms',
  Math.round(performance.now() - t0),
);
const rows = [...stats.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25);
let total = 0;
for (const [, s] of stats) total += s.ms;
console.log(
  'sqlite ms per answer',
  (total / N).toFixed(2),
  'statements per answer',
  ([...stats.values()].reduce((a, s) => a + s.n, 0) / N).toFixed(1),
);
for (const [sql, s] of rows)
  console.log((s.ms / N).toFixed(3), 'ms', (s.n / N).toFixed(2), 'x', sql.replace(/\s+/g, ' ').slice(0, 230));
await app.close();
await leadline.close();
for (const s of ['', '-wal', '-shm', '.secret-key']) rmSync(file + s, { force: true });
