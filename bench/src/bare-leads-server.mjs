// Child process: the baseline for POST /leads (issue 30) — node:http and better-sqlite3 doing the
// same durable writes Leadline does for a lead, with no framework, no auth and no declarations:
// parse the body and the number, check the offer's suppression lists and the caller's earlier
// lead, then in one transaction upsert the contact and write the lead, its change log, its event
// and the event's dispatch job (and, for a listed caller, the dnc check log and its link), at the
// same WAL and synchronous setting, committed in groups as Leadline commits them. Leadline is measured against this, side by side in one run.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { createHistogram } from 'node:perf_hooks';
import Database from 'better-sqlite3';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { answerCpu, answerLatency } from './profile.mjs';

const [file, port] = process.argv.slice(2);
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.pragma('busy_timeout = 5000');

const offerByToken = db.prepare(
  'select id, company_id, name from offers where lead_token = ? and deleted_at is null',
);
const listLinks = db.prepare(
  `select owner_id from record_links
    where company_id = ? and owner_table = 'buyer_suppressions' and field = 'offer_ids' and target_id = ?`,
);
const listed = db.prepare('select 1 from suppression_numbers where list_id = ? and number = ?');
const earlier = db.prepare(
  'select id from leads indexed by leads_caller_id where company_id = ? and caller_id = ? and offer_id = ? and deleted_at is null limit 1',
);
const upsertContact = db.prepare(
  `insert into contacts (uuid, company_id, created_at, updated_at, user_updated_at, number, blocked, opt_out,
     calls_count, outbound_call_failure_count, outbound_no_answer_count)
   values (?, ?, ?, ?, ?, ?, 0, 0, 0, 0, 0)
   on conflict (company_id, number) do update set updated_at = excluded.updated_at
   returning id`,
);
const insertLead = db.prepare(
  `insert into leads (uuid, company_id, created_at, updated_at, user_updated_at, caller_id, contact_id, offer_id,
     status, opt_out, blocked, first_name, tokens, lead_priority, revenue, payout, offer_converted,
     buyer_converted, contact_attempts, schedule_step, remote_ip)
   values (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?, 0, 0, 0, 0, 0, 0, 0, ?)
   returning *`,
);
const insertChange = db.prepare(
  `insert into change_logs (uuid, company_id, created_at, updated_at, record_type, record_id, action,
     actor_type, actor_name, changes, request_ip, request_id)
   values (?, ?, ?, ?, 'Lead', ?, 'create', 'system', ?, ?, ?, ?)`,
);
const insertEvent = db.prepare(
  `insert into events (company_id, uuid, type, record_type, record_id, created_at)
   values (?, ?, 'new_lead', 'Lead', ?, ?)`,
);
const insertJob = db.prepare(
  `insert into jobs (company_id, kind, payload, status, due_at, attempts, max_attempts, created_at, updated_at)
   values (?, 'events.dispatch', ?, 'pending', ?, 0, 10, ?, ?)`,
);
const insertCheck = db.prepare(
  `insert into dnc_check_logs (uuid, company_id, created_at, updated_at, user_updated_at, number, check_type,
     result, reason, lead_id, offer_id)
   values (?, ?, ?, ?, ?, ?, 'lead_submission', 'blocked', 'offer_suppression', ?, ?)`,
);
const insertCheckLink = db.prepare(
  `insert into record_links (company_id, owner_table, owner_id, field, target_id, created_at)
   values (?, 'dnc_check_logs', ?, 'buyer_suppression_ids', ?, ?)`,
);

const offers = new Map();
const offerOf = (token) => {
  let offer = offers.get(token);
  if (offer === undefined) {
    offer = offerByToken.get(token) ?? null;
    if (offer) offer.lists = listLinks.all(offer.company_id, offer.id).map((r) => r.owner_id);
    offers.set(token, offer);
  }
  return offer;
};

const writeOne = (offer, caller, body, ip) => {
  const now = Date.now();
  const number = Number(caller.slice(1));
  const hit = offer.lists.find((list) => listed.get(list, number));
  const contactId = upsertContact.get(randomUUID(), offer.company_id, now, now, now, caller).id;
  const tokens = { first_name: body.first_name, ...(body.data ?? {}) };
  const lead = insertLead.get(
    randomUUID(),
    offer.company_id,
    now,
    now,
    now,
    caller,
    contactId,
    offer.id,
    hit ? 'dnc' : 'new',
    body.first_name ?? null,
    JSON.stringify(tokens),
    ip,
  );
  insertChange.run(
    randomUUID(),
    offer.company_id,
    now,
    now,
    lead.id,
    `lead_token of offer ${offer.id} (${offer.name})`,
    JSON.stringify({ caller_id: [null, caller], contact_id: [null, contactId], tokens: [null, tokens] }),
    ip,
    randomUUID(),
  );
  const event = insertEvent.run(offer.company_id, `evt_${randomUUID()}`, lead.id, now);
  insertJob.run(offer.company_id, JSON.stringify({ eventId: Number(event.lastInsertRowid) }), now, now, now);
  if (hit) {
    const check = insertCheck.run(randomUUID(), offer.company_id, now, now, now, caller, lead.id, offer.id);
    insertCheckLink.run(offer.company_id, Number(check.lastInsertRowid), hit, now);
  }
  return lead;
};
// Group commit, as Leadline's intake does: the leads that arrive in one turn of the event loop are
// written in one transaction, and each is answered after that commit.
const pending = [];
const writeAll = db.transaction((batch) => batch.map((w) => writeOne(...w.args)));
const flush = () => {
  const batch = pending.splice(0);
  const leads = writeAll(batch);
  for (const [i, w] of batch.entries()) w.done(leads[i]);
};
const write = (...args) =>
  new Promise((done) => {
    if (pending.push({ args, done }) === 1) setImmediate(flush);
  });

const inServer = createHistogram();
let answered = 0;
answerCpu(() => answered);
const answer = (res, status, value) => {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(value));
};
http
  .createServer((req, res) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      answered++;
      inServer.record(Math.max(1, Number((process.hrtime.bigint() - started) / 1000n)));
    });
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(res, 400, { status: 400, errors: { base: ['unreadable body'] } });
      }
      const offer = offerOf(String(body.lead_token ?? ''));
      if (!offer) return answer(res, 422, { status: 422, errors: { lead_token: ['is unknown'] } });
      const phone = parsePhoneNumberFromString(String(body.caller_id ?? ''), 'US');
      if (!phone?.isPossible())
        return answer(res, 422, { status: 422, errors: { caller_id: ['is invalid'] } });
      const caller = phone.number;
      if (earlier.get(offer.company_id, caller, offer.id))
        return answer(res, 422, { status: 422, errors: { caller_id: ['is a duplicate'] } });
      write(offer, caller, body, req.socket.remoteAddress ?? null).then((lead) =>
        answer(res, 200, { status: 200, errors: {}, lead }),
      );
    });
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.({ ready: true }));
answerLatency(inServer);
process.on('SIGTERM', () => process.exit(0));
