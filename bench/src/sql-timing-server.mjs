// Diagnostics: the Leadline server with every SQLite statement timed; on exit it prints the 25
// statements that took the most time in all. `BENCH_SERVER=./sql-timing-server.mjs node src/leads.mjs`.
import { createLeadline } from '@leadline/core';
import { buildServer } from '@leadline/server';
import Database from 'better-sqlite3';

const [file, port] = process.argv.slice(2);
const probe = new Database(':memory:');
const proto = Object.getPrototypeOf(probe.prepare('select 1'));
const stats = new Map();
for (const m of ['all', 'run', 'get']) {
  const fn = proto[m];
  proto[m] = function (...a) {
    const t = process.hrtime.bigint();
    try {
      return fn.apply(this, a);
    } finally {
      const d = Number(process.hrtime.bigint() - t);
      const s = stats.get(this.source) ?? { n: 0, ns: 0 };
      s.n++;
      s.ns += d;
      stats.set(this.source, s);
    }
  };
}
const leadline = await createLeadline({ database: file });
const app = await buildServer({ leadline, rateLimit: false, logger: false });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.({ ready: true });
process.on('message', (m) => m === 'rss' && process.send?.({ rss: process.memoryUsage().rss }));
process.on('SIGTERM', () => {
  const rows = [...stats].sort((a, b) => b[1].ns - a[1].ns).slice(0, 25);
  for (const [sql, s] of rows)
    console.error(
      `${(s.ns / 1e6).toFixed(0).padStart(7)}ms n=${String(s.n).padStart(7)} avg=${(s.ns / s.n / 1000).toFixed(1)}us  ${sql.replace(/\s+/g, ' ').slice(0, Number(process.env.SQL_WIDTH ?? 150))}`,
    );
  process.exit(0);
});
process.on('exit', () => {
  const b = globalThis.__bs ?? [];
  const sum = b.reduce((a, c) => a + c, 0);
  console.error('batches', b.length, 'units', sum, 'avg', (sum / b.length).toFixed(2), 'max', Math.max(...b));
});
