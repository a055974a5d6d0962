// Child process: the postback baseline. node:http and better-sqlite3 doing what a postback must
// (read the call by company and uuid, add to its revenue, merge its tokens, write the row and its
// change log in one transaction, answer the call as JSON), with no framework, auth or validation.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import Database from 'better-sqlite3';

const [file, port, companyId] = process.argv.slice(2);
const db = new Database(file);
db.pragma('journal_mode = WAL');
const read = db.prepare('select * from calls where company_id = ? and uuid = ? and deleted_at is null');
const write = db.prepare(
  'update calls set revenue = ?, token_values = ?, updated_at = ?, user_updated_at = ? where id = ?',
);
const log = db.prepare(
  `insert into change_logs (uuid, company_id, created_at, updated_at, record_type, record_id, action,
    actor_type, actor_name, changes) values (?, ?, ?, ?, 'Call', ?, 'update', 'api_key', 'bench', ?)`,
);
const postback = db.transaction((uuid, p) => {
  const call = read.get(Number(companyId), uuid);
  if (!call) return null;
  const revenue = Number(call.revenue) + Number(p.add_revenue ?? 0);
  const tokens = { ...(call.token_values ? JSON.parse(call.token_values) : {}), ...p.post_call_tokens };
  const now = Date.now();
  write.run(revenue, JSON.stringify(tokens), now, now, call.id);
  log.run(
    randomUUID(),
    Number(companyId),
    now,
    now,
    call.id,
    JSON.stringify({ revenue: [call.revenue, revenue] }),
  );
  return { ...call, revenue, token_values: tokens, updated_at: now };
});
http
  .createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const uuid = req.url.split('/').pop();
      const call = postback(uuid, JSON.parse(Buffer.concat(chunks).toString('utf8')));
      res.statusCode = call ? 200 : 404;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ status: res.statusCode, errors: {}, call, metadata: { root: 'call' } }));
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true }));
process.on('SIGTERM', () => process.exit(0));
