// Child process: the baseline — node:http and better-sqlite3 serving the same two queries,
// with no framework, no auth and no serialisation rules. Leadline is measured against this.
import http from 'node:http';
import Database from 'better-sqlite3';
import { answerCpu, residentMemory } from './profile.mjs';

const [file, port] = process.argv.slice(2);
const db = new Database(file, { readonly: true });
db.pragma('journal_mode = WAL');
// The same question Leadline's list answers (newest ids first within a created_at range), by the
// best plan for the bench's range, an old day of a busy company: the page's ids from the
// (company_id, created_at) index, sorted, then those rows. Ordering by created_at instead would
// answer another question, and walk an index Leadline's order cannot use.
const list = db.prepare(
  `select * from buyers where id in (
     select id from buyers where company_id = ? and deleted_at is null and created_at >= ? and created_at <= ?
     order by +id desc limit 25)
   order by id desc`,
);
const show = db.prepare('select * from buyers where company_id = ? and id = ? and deleted_at is null');
let answered = 0;
answerCpu(() => answered);
http
  .createServer((req, res) => {
    answered++;
    const url = new URL(req.url, 'http://x');
    const company = Number(url.searchParams.get('company_id'));
    let body;
    if (url.pathname === '/buyers') {
      const rows = list.all(
        company,
        Number(url.searchParams.get('from')),
        Number(url.searchParams.get('to')),
      );
      body = JSON.stringify({ buyers: rows, metadata: { root: 'buyers' } });
    } else {
      const row = show.get(company, Number(url.pathname.split('/')[2]));
      res.statusCode = row ? 200 : 404;
      body = JSON.stringify({ buyer: row ?? null });
    }
    res.setHeader('content-type', 'application/json');
    res.end(body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true }));
process.on('message', (m) => m === 'rss' && process.send?.({ rss: residentMemory() }));
process.on('SIGTERM', () => process.exit(0));
