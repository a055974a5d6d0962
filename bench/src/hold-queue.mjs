// pnpm bench:hold-queue — issue 28: a call ends and frees the only slot of a busy offer; how long until
// the caller held in its hold queue is dialled. Measured from the end's status callback to the <Dial>
// the held call's connect request answers: the call closed, the next caller taken off the line, the
// carrier told (a Twilio call update to a stand-in on 127.0.0.1), the connect request routed. In one
// engine on SQLite, and, with DATABASE_URL set to PostgreSQL, in one engine and across two (the call
// ends on one, the held caller is connected by the other), each beside a bare baseline doing the same
// steps by hand on the same database: close a row, take the next waiting row with one conditional
// update, the same HTTP request to the stand-in, insert the dial.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLeadline, openDatabase, systemContext } from '@leadline/core';
import { startFakeCarriers } from '@leadline/core/testing';
import { sql } from 'kysely';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const LOCAL = ['127.0.0.0/8', '::1/128'];
const carriers = await startFakeCarriers();
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;

async function setUp(first) {
  const company = await first.companies.create({ name: 'Bench hold queue', time_zone: 'UTC' });
  const ctx = systemContext(company);
  const r = (p) => first.resource(p);
  const secret = await r('secret_items').create(ctx, { name: 'twilio', value: 'twilio_token' });
  const integration = await r('integrations').create(ctx, {
    name: 'Twilio',
    integration_type: 'twilio',
    settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
    secret_item_ids: [secret.id],
  });
  const offer = await r('offers').create(ctx, { name: 'Busy offer' });
  await r('buyers').create(ctx, {
    name: 'The only agent',
    number: '+13125550100',
    offer_ids: [offer.id],
    concurrency_cap_limit: 1,
  });
  await r('call_routers').create(ctx, {
    offer_id: offer.id,
    router_type: 'add_to_hold_queue',
    text_to_speech: 'Please hold.',
  });
  await r('phone_numbers').create(ctx, { number: '+16465550100', provider: 'sip', offer_id: offer.id });
  return { company, integrationId: integration.id };
}

/** Rounds of: a held caller waits, the live call ends on `ender`, the held one is connected by `connector`. */
async function leadlineRounds(ender, connector, company, integrationId) {
  const ctx = systemContext(company);
  let serial = 0;
  const take = async () => {
    const params = {
      CallSid: `CA-hq-${++serial}`,
      To: '+16465550100',
      From: '+17205550100',
      CallStatus: 'in-progress',
    };
    const out = await ender.inboundCalls.take(ctx, 'twilio', integrationId, params, 'https://leadline.bench');
    return { call: out.call, xml: out.xml };
  };
  let live = await take();
  if (!live.xml.includes('<Dial')) throw new Error('the first call was not dialled');
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const held = await take();
    if (!held.xml.includes('<Enqueue')) throw new Error('the caller was not held');
    carriers.redirects.length = 0;
    const t0 = process.hrtime.bigint();
    await ender.carrierCallbacks.applyStatus(ctx, live.call, {
      CallSid: live.call.call_sid,
      CallStatus: 'completed',
    });
    const told = carriers.redirects[0];
    if (!told) throw new Error('the carrier was not told to connect the held caller');
    const [, token, uuid] = /\/hold\/([^/]+)\/([^/]+)\/connect$/.exec(told.url);
    const xml = await connector.holdQueue.connect(token, uuid, {});
    times.push(ms(t0));
    if (!xml.includes('<Dial')) throw new Error('the held caller was not dialled');
    live = held;
  }
  return times;
}

/** The same steps by hand: close the call, take the next waiting row, tell the stand-in, write the dial. */
async function bareRounds(db) {
  await sql`create table bare_calls (id integer primary key, status text not null, buyer integer)`.execute(
    db,
  );
  await sql`create table bare_queue (call_id integer primary key, status text not null, joined_at bigint not null)`.execute(
    db,
  );
  await sql`insert into bare_calls (id, status, buyer) values (0, 'in_progress', 1)`.execute(db);
  const times = [];
  for (let i = 1; i <= ROUNDS; i++) {
    await sql`insert into bare_calls (id, status) values (${i}, 'in_progress')`.execute(db);
    await sql`insert into bare_queue (call_id, status, joined_at) values (${i}, 'waiting', ${Date.now()})`.execute(
      db,
    );
    const t0 = process.hrtime.bigint();
    await sql`update bare_calls set status = 'completed' where id = ${i - 1}`.execute(db);
    const next =
      await sql`select call_id from bare_queue where status = 'waiting' order by joined_at, call_id limit 1`.execute(
        db,
      );
    const id = Number(next.rows[0].call_id);
    await sql`update bare_queue set status = 'connecting' where call_id = ${id} and status = 'waiting'`.execute(
      db,
    );
    await fetch(`${carriers.origin}/2010-04-01/Accounts/AC_test/Calls/CA-bare-${id}.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ Url: `https://leadline.bench/connect/${id}`, Method: 'POST' }),
    });
    await db.transaction().execute(async (trx) => {
      await sql`update bare_queue set status = 'connected' where call_id = ${id}`.execute(trx);
      await sql`update bare_calls set buyer = 1 where id = ${id}`.execute(trx);
    });
    times.push(ms(t0));
  }
  return times;
}

const rows = [];
const report = (label, ours, bare) => {
  rows.push({
    setup: label,
    rounds: ours.length,
    p50_ms: +pct(ours, 50).toFixed(2),
    p99_ms: +pct(ours, 99).toFixed(2),
    bare_p50_ms: +pct(bare, 50).toFixed(2),
    bare_p99_ms: +pct(bare, 99).toFixed(2),
    p50_ratio: +(pct(ours, 50) / pct(bare, 50)).toFixed(1),
  });
};

// SQLite, one engine.
{
  const file = join(tmpdir(), `leadline-bench-hq-${process.pid}.db`);
  const one = await createLeadline({ database: file, allowPrivateUrls: LOCAL });
  const { company, integrationId } = await setUp(one);
  const ours = await leadlineRounds(one, one, company, integrationId);
  await one.close();
  const bareDb = await openDatabase(join(tmpdir(), `leadline-bench-hq-bare-${process.pid}.db`));
  const bare = await bareRounds(bareDb.db);
  await bareDb.close();
  report('SQLite, one process', ours, bare);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
  for (const f of ['', '-wal', '-shm'])
    rmSync(join(tmpdir(), `leadline-bench-hq-bare-${process.pid}.db${f}`), { force: true });
}

// PostgreSQL: one engine, then two engines (two pools, nothing shared in memory) on one schema.
const url = process.env.DATABASE_URL;
if (url?.startsWith('postgres')) {
  for (const engines of [1, 2]) {
    const schema = `bench_hq_${process.pid}_${engines}`;
    const first = await openDatabase(url, { schema, poolSize: 5 });
    await sql.raw(`create schema ${schema}`).execute(first.db);
    const a = await createLeadline({ database: first, allowPrivateUrls: LOCAL });
    const b =
      engines === 2
        ? await createLeadline({
            database: await openDatabase(url, { schema, poolSize: 5 }),
            allowPrivateUrls: LOCAL,
            secrets: a.secrets,
          })
        : a;
    const { company, integrationId } = await setUp(a);
    const ours = await leadlineRounds(a, b, company, integrationId);
    const bareSchema = `${schema}_bare`;
    const bareDb = await openDatabase(url, { schema: bareSchema, poolSize: 5 });
    await sql.raw(`create schema ${bareSchema}`).execute(bareDb.db);
    const bare = await bareRounds(bareDb.db);
    await sql.raw(`drop schema ${bareSchema} cascade`).execute(bareDb.db);
    await bareDb.close();
    report(
      `PostgreSQL, ${engines === 1 ? 'one process' : 'ended on one, connected on the other'}`,
      ours,
      bare,
    );
    if (b !== a) await b.close();
    await sql.raw(`drop schema ${schema} cascade`).execute(first.db);
    await a.close();
  }
}
console.log(`hold queue: a slot freed to the held caller's <Dial>, ${ROUNDS} rounds each`);
console.table(rows);
await carriers.close();
