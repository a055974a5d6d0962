// pnpm bench:call-flows — issue 28: an inbound call through a two-level menu at a fixed, evenly
// paced rate on SQLite. Three runs, one per request the carrier makes: the answer callback (the
// call written, the greeting read, the main menu's <Gather> answered), the main menu's action with
// key 1 (its key press flow opens the sales menu) and the sales menu's action with key 2 (the key
// rule's buyer is routed and dialled). Each with Leadline's in-server p99, beside the bare
// node:http + better-sqlite3 handler of bench:inbound (signature, one insert, a fixed <Dial>) and
// its own in-server p99 from the same run, and each step's in-server p99 as a ratio of the bare one
// (the whole two-level menu: the three steps' p99s added up, over the bare handler's).
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLeadline, systemContext, twilioSignature } from '@leadline/core';
import Database from 'better-sqlite3';
import { openLoop, withInServerLatency } from './open-loop.mjs';

const RATE = Number(process.env.BENCH_RATE ?? 40);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TOKEN = 'bench_twilio_token';
const file = join(tmpdir(), `leadline-bench-flows-${process.pid}.db`);
const here = (f) => fileURLToPath(new URL(f, import.meta.url));

// A Twilio account, an offer with 20 buyers, a greeting that opens the main menu, key 1 of the
// main menu opening the sales menu, key 2 ringing two of the buyers, and a tracking number.
const leadline = await createLeadline({ database: file });
const company = await leadline.companies.create({ name: 'Bench flows', time_zone: 'UTC' });
const ctx = systemContext(company);
const r = (p) => leadline.resource(p);
const secret = await r('secret_items').create(ctx, { name: 'twilio', value: TOKEN });
await r('integrations').create(ctx, {
  name: 'Twilio',
  integration_type: 'twilio',
  settings: { account_sid: 'AC_bench' },
  secret_item_ids: [secret.id],
});
const offer = await r('offers').create(ctx, { name: 'Menu bench' });
const buyers = [];
for (let i = 0; i < 20; i++) {
  buyers.push(
    await r('buyers').create(ctx, {
      name: `Buyer ${i}`,
      number: `+1312555${String(1000 + i)}`,
      tier: 1 + (i % 3),
      offer_ids: [offer.id],
    }),
  );
}
const main = await r('key_press_flow_groups').create(ctx, {
  name: 'Main',
  text_to_speech: 'Press 1 for sales.',
});
const sales = await r('key_press_flow_groups').create(ctx, {
  name: 'Sales',
  text_to_speech: 'Press 2 if new.',
});
const flow = await r('key_press_flows').create(ctx, { key_press_flow_group_id: main.id, key_press: '1' });
await r('call_control_actions').create(ctx, {
  key_press_flow_id: flow.id,
  action_type: 'request_key_press',
  key_press_flow_group_id: sales.id,
});
await r('call_routers').create(ctx, {
  offer_id: offer.id,
  router_type: 'greeting',
  text_to_speech: 'Calls are recorded, [caller_state]{caller}.',
  action: 'request_key_press',
  key_press_flow_group_id: main.id,
});
await r('call_routers').create(ctx, {
  offer_id: offer.id,
  router_type: 'key_press_2',
  buyer_ids: [buyers[3].id, buyers[4].id],
});
const tracking = '+16465550100';
await r('phone_numbers').create(ctx, { number: tracking, provider: 'sip', offer_id: offer.id });
await leadline.close();

function start(script, port, extra = []) {
  const child = fork(here(script), [file, String(port), ...extra], { stdio: 'inherit' });
  return new Promise((resolve) => child.on('message', (m) => m.ready && resolve(child)));
}
const ours = await start('./leadline-server.mjs', 4531);
const bare = await start('./bare-inbound-server.mjs', 4532, [TOKEN]);
process.on('exit', () => {
  ours.kill();
  bare.kill();
});

const bodies = new Map();
const callParams = (port, i) => ({
  CallSid: `CA${port}x${i}`,
  From: `+1720555${String(i % 10000).padStart(4, '0')}`,
  To: tracking,
  CallStatus: 'in-progress',
});
// Each answer callback is a new call, signed as Twilio would.
const answerRun = (port, path) => {
  const origin = `http://127.0.0.1:${port}`;
  return openLoop({
    origin,
    method: 'POST',
    rate: RATE,
    seconds: SECONDS,
    connections: 64,
    path: (i) => {
      bodies.set(i, callParams(port, i));
      return path;
    },
    headersFn: (i) => ({
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilioSignature(TOKEN, `${origin}${path}`, bodies.get(i)),
    }),
    body: (i) => new URLSearchParams(bodies.get(i)).toString(),
  });
};
// A menu's action for each call the answer run made (its secure token is in the path), with `key`.
const menuRun = (calls, group, key) =>
  openLoop({
    origin: 'http://127.0.0.1:4531',
    method: 'POST',
    rate: RATE,
    seconds: SECONDS,
    connections: 64,
    path: (i) => {
      const c = calls[i % calls.length];
      return `/api/v1/inbound_calls/menu/${c.secure_token}/${c.uuid}?group=${group}&attempt=1`;
    },
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: () => `Digits=${key}`,
  });

console.log(`a call through a two-level menu at ${RATE} req/s for ${SECONDS} s a step…`);
const answered = await withInServerLatency(ours, () =>
  answerRun(4531, `/api/v1/inbound_calls/${company.uuid}/twilio/voice`),
);
const db = new Database(file, { readonly: true });
const calls = db.prepare('select secure_token, uuid from calls order by id').all();
db.close();
const first = await withInServerLatency(ours, () => menuRun(calls, main.id, '1'));
const second = await withInServerLatency(ours, () => menuRun(calls, sales.id, '2'));
const bareRun = await withInServerLatency(bare, () => answerRun(4532, '/voice'));
const bareP99 = bareRun.in_server?.p99 ?? null;
const ratio = (p99) => (p99 == null || !bareP99 ? null : +(p99 / bareP99).toFixed(1));
const row = (step, run) => ({
  step,
  rps: run.rps,
  p50_ms: run.p50,
  p99_ms: run.p99,
  in_server_p99_ms: run.in_server?.p99 ?? null,
  x_bare_in_server_p99: ratio(run.in_server?.p99),
  non2xx: run.non2xx,
  errors: run.errors,
});
const menuP99 = [answered, first, second].reduce((sum, run) => sum + (run.in_server?.p99 ?? 0), 0);
console.table([
  row('answer: greeting + main menu', answered),
  row('main menu, key 1: sales menu', first),
  row('sales menu, key 2: dial', second),
  row('bare handler', bareRun),
]);
console.log(
  `two-level menu, in-server p99 of its three requests added up: Leadline ${menuP99.toFixed(2)} ms, ` +
    `bare handler ${bareP99} ms for its one request (${ratio(menuP99)}× bare)`,
);
ours.kill();
bare.kill();
for (const f of [file, `${file}-wal`, `${file}-shm`]) rmSync(f, { force: true });
