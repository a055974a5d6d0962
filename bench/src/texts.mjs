// pnpm bench:texts, issue 29: (1) texts sent per second through the send job to a stand-in Twilio
// (the stand-in carriers of @leadline/core/testing, on 127.0.0.1), beside a bare undici sender making
// the same Messages.json requests at the same concurrency; (2) the cost of the send-time compliance
// check (suppression + state rules with a rule group in force), per text. SQLite file in a temp folder
// (or BENCH_DATABASE_URL=postgres://…, in a schema of its own).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'undici';

const { createLeadline, openDatabase, systemContext } = await import('@leadline/core');
const { startFakeCarriers } = await import('@leadline/core/testing');

const N = Number(process.env.BENCH_TEXTS ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
const CHECKS = Number(process.env.BENCH_CHECKS ?? 1000);
const pgUrl = process.env.BENCH_DATABASE_URL;
const SCHEMA = 'leadline_bench_texts';

const carriers = await startFakeCarriers();
const dir = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), 'leadline-texts-'));
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
const create = (plural, body) => leadline.resource(plural).create(ctx, body);
const secret = await create('secret_items', { name: 'twilio_token', value: 'twilio_token' });
await create('integrations', {
  name: 'Twilio',
  integration_type: 'twilio',
  settings: { account_sid: 'AC_test', api_base_url: carriers.origin },
  secret_item_ids: [secret.id],
});
const from = '+16465550100';
carriers.inventory.add(from);
await create('phone_numbers', { number: from, provider: 'twilio' });
const offer = await create('offers', { name: 'Bench offer' });
const group = await create('state_rule_groups', { name: 'Hours', rule_scope: 'offer', offer_id: offer.id });
for (const day of [0, 1, 2, 3, 4, 5, 6]) {
  await create('state_business_hours', {
    state_rule_group_id: group.id,
    state: 'NY',
    day,
    open_time: '00:00',
    close_time: '23:59',
  });
}
const to = (i) => `+1917${String(5_000_000 + i).padStart(7, '0')}`;
const cpuMs = (since) => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

// (1) N queued texts (queue-time checks included), then workers send them.
for (let i = 0; i < N; i++)
  await create('text_messages', { to: to(i), from, offer_id: offer.id, body: `Bench text ${i}` });
const t0 = performance.now();
const c0 = process.cpuUsage();
leadline.jobs.startWorker({ concurrency: CONCURRENCY, pollMs: 50 });
while (carriers.texts.length < N) await new Promise((r) => setTimeout(r, 5));
const leadlineSeconds = (performance.now() - t0) / 1000;
const leadlineCpu = cpuMs(c0);
await leadline.jobs.stopWorkers();

// The same requests, bare: the same form body and auth, no claim, no checks, no record.
const agent = new Agent({ connections: CONCURRENCY });
const url = `${carriers.origin}/2010-04-01/Accounts/AC_test/Messages.json`;
const auth = `Basic ${Buffer.from('AC_test:twilio_token').toString('base64')}`;
const t1 = performance.now();
const c1 = process.cpuUsage();
let sent = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (sent < N) {
      const i = sent++;
      const r = await request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: auth },
        body: new URLSearchParams({ To: to(i), From: from, Body: `Bench text ${i}` }).toString(),
        dispatcher: agent,
      });
      await r.body.text();
    }
  }),
);
const bareSeconds = (performance.now() - t1) / 1000;
const bareCpu = cpuMs(c1);

// (2) The send-time compliance check alone: suppression and state rules for one text.
const t2 = performance.now();
for (let i = 0; i < CHECKS; i++) {
  await leadline.suppression.check(ctx, {
    number: to(i),
    offerId: Number(offer.id),
    scheduleId: null,
    leadId: null,
    channel: 'sms',
    checkType: 'text_message',
  });
  await leadline.stateRules.check(ctx, {
    number: to(i),
    stateProvince: 'NY',
    timeZone: 'America/New_York',
    offerId: Number(offer.id),
    tokens: null,
    channel: 'text',
  });
}
const checkUs = ((performance.now() - t2) * 1000) / CHECKS;

const leadlineRate = N / leadlineSeconds;
const bareRate = N / bareSeconds;
const dbName = pgUrl ? 'PostgreSQL' : 'SQLite';
console.log(`texts (${N}, concurrency ${CONCURRENCY}, ${dbName}, stand-in Twilio on 127.0.0.1):`);
console.log(
  `  leadline send job (checks + claim + send + record + charge + event): ${leadlineRate.toFixed(0)}/s, ${((leadlineCpu * 1000) / N).toFixed(0)} µs CPU each`,
);
console.log(
  `  bare undici sender:                                                 ${bareRate.toFixed(0)}/s, ${((bareCpu * 1000) / N).toFixed(0)} µs CPU each`,
);
console.log(`  ratio: ${(leadlineRate / bareRate).toFixed(3)} of bare`);
console.log(`  send-time compliance check: ${checkUs.toFixed(0)} µs per text (${CHECKS} checks)`);

await agent.close();
await leadline.close();
await carriers.close();
rmSync(dir, { recursive: true, force: true });
