// Child process: the baseline for the inbound answer callback — node:http and better-sqlite3 doing
// the least a real handler must: read the form, check Twilio's HMAC-SHA1 signature, look the number
// up, insert the call and answer a fixed <Dial>. No router, no trace, no framework. It keeps the
// same in-server histogram as leadline-server.mjs (request in to response sent), so a bench can set
// the two servers' own p99s side by side, free of the client's pauses.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { createHistogram, performance } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { answerCpu, answerLatency } from './profile.mjs';

const [file, port, token] = process.argv.slice(2);
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.exec(
  'create table if not exists bare_calls (id integer primary key, call_sid text, caller text, number text)',
);
const number = db.prepare('select id, offer_id from phone_numbers where number = ?');
const insert = db.prepare('insert into bare_calls (call_sid, caller, number) values (?, ?, ?)');
const inServer = createHistogram();
let answered = 0;
answerCpu(() => answered);
http
  .createServer((req, res) => {
    const started = performance.now();
    res.on('finish', () => {
      answered++;
      inServer.record(Math.max(1, Math.round((performance.now() - started) * 1000)));
    });
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      const params = Object.fromEntries(new URLSearchParams(body));
      let data = `http://${req.headers.host}${req.url}`;
      for (const k of Object.keys(params).sort()) data += k + params[k];
      const expected = Buffer.from(createHmac('sha1', token).update(data).digest('base64'));
      const given = Buffer.from(String(req.headers['x-twilio-signature'] ?? ''));
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        res.statusCode = 403;
        return res.end();
      }
      const n = number.get(params.To);
      insert.run(params.CallSid, params.From, params.To);
      res.setHeader('content-type', 'application/xml');
      res.end(
        n
          ? '<?xml version="1.0" encoding="UTF-8"?><Response><Dial><Number>+13125550000</Number></Dial></Response>'
          : '<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>',
      );
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true }));
answerLatency(inServer, () => process.memoryUsage().rss);
